// The e2e web server: the built app (as `npm start` serves it) with server speech recognition pointed at a
// local fake of the OpenAI audio API, so recordings from Chromium's fake microphone are transcribed for real
// through the SDK and our upload checks. A test chooses what the fake "hears" by writing it to
// FAKE_TRANSCRIPT_FILE (see fake-transcript.ts); without that file it hears DEFAULT_FAKE_TRANSCRIPT, and
// recogniserFails() makes every transcription a provider error.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_FAKE_TRANSCRIPT,
  fakeOpenAiResponses,
  startFakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';
import { RECOGNISER_DOWN } from './fake-transcript';

const transcriptFile = process.env.FAKE_TRANSCRIPT_FILE;
const speechClipFile = process.env.FAKE_SPEECH_CLIP_FILE;
const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/${path.basename(name)}`, import.meta.url));
const spokenReply = fixture('spanish-speech.wav');

/** The clip a test chose for the server voice (fake-speech-clip.ts), else the default 2.7 s one. */
function replyClip(): Buffer {
  if (!speechClipFile || !fs.existsSync(speechClipFile)) return spokenReply;
  return fixture(fs.readFileSync(speechClipFile, 'utf8').trim());
}
const fake = await startFakeOpenAiServer();
fake.setDefault((request) => {
  if (request.path.startsWith('/v1/audio/transcriptions')) {
    // An empty file means silence: the recogniser heard nothing.
    const scripted =
      transcriptFile && fs.existsSync(transcriptFile) ? fs.readFileSync(transcriptFile, 'utf8').trim() : undefined;
    // recogniserFails(): the provider is down, as a real one sometimes is.
    if (scripted === RECOGNISER_DOWN) return fakeOpenAiResponses.error(500, 'The fake recogniser is down');
    return fakeOpenAiResponses.transcription(scripted ?? DEFAULT_FAKE_TRANSCRIPT);
  }
  // A real, playable clip (the browser sniffs the container), so replies read by the server voice play.
  return fakeOpenAiResponses.speech(replyClip(), 'audio/mpeg');
});

const app = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    OPENAI_AUDIO_BASE_URL: fake.url,
    OPENAI_TRANSCRIBE_MODEL: 'whisper-1',
    OPENAI_SPEECH_MODEL: 'tts-1',
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => app.kill(signal));
app.on('exit', (code) => {
  void fake.close().finally(() => process.exit(code ?? 0));
});
