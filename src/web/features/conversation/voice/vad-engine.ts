/*
 * The browser voice detector behind hands-free mode (docs/decisions/0012-hands-free-voice-detection.md):
 * @ricky0123/vad-web running Silero VAD v5 on onnxruntime's WebAssembly, every file served from our own
 * origin. Only use-hands-free.ts imports this module, dynamically, so none of it loads before a learner turns
 * hands-free on.
 */
import { MicVAD, utils } from '@ricky0123/vad-web';
import {
  END_OF_SPEECH_MS,
  MIN_SPEECH_MS,
  NEGATIVE_SPEECH_THRESHOLD,
  POSITIVE_SPEECH_THRESHOLD,
  PRE_SPEECH_PAD_MS,
  VAD_ASSET_PATH,
} from './hands-free-config';
import { createSpeechSpan } from './speech-span';

export interface VoiceDetectorCallbacks {
  /** The first frame that sounds like speech (it may still turn out to be a cough). */
  onSpeechStart: () => void;
  /** Speech has lasted MIN_SPEECH_MS: the learner is really talking. */
  onSpeechConfirmed: () => void;
  /** What started was too short to be speech. */
  onMisfire: () => void;
  /** The utterance as a 16 kHz mono WAV, and how long the learner spoke in it (ms, speech frames only). */
  onSpeechEnd: (wav: Blob, speakingMs: number) => void;
}

export interface VoiceDetector {
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  destroy: () => Promise<void>;
}

/** Downloads the model, opens the microphone and starts listening. Rejects when either is impossible. */
export async function startVoiceDetector(callbacks: VoiceDetectorCallbacks): Promise<VoiceDetector> {
  // Silero v5 reads 512-sample frames at 16 kHz.
  const speech = createSpeechSpan({ frameMs: 512 / 16, speechThreshold: POSITIVE_SPEECH_THRESHOLD });
  const vad = await MicVAD.new({
    model: 'v5',
    baseAssetPath: VAD_ASSET_PATH,
    onnxWASMBasePath: VAD_ASSET_PATH,
    positiveSpeechThreshold: POSITIVE_SPEECH_THRESHOLD,
    negativeSpeechThreshold: NEGATIVE_SPEECH_THRESHOLD,
    redemptionMs: END_OF_SPEECH_MS,
    minSpeechMs: MIN_SPEECH_MS,
    preSpeechPadMs: PRE_SPEECH_PAD_MS,
    ortConfig: (ort) => {
      ort.env.logLevel = 'error';
      // One thread: no worker and no SharedArrayBuffer, which would need cross-origin isolation headers.
      ort.env.wasm.numThreads = 1;
    },
    // The detector reports each frame as processed before the speech start it may cause, in the same call.
    onFrameProcessed: (probabilities) => speech.frameProcessed(probabilities.isSpeech),
    onSpeechStart: () => {
      speech.speechStarted();
      callbacks.onSpeechStart();
    },
    onSpeechRealStart: callbacks.onSpeechConfirmed,
    onVADMisfire: () => {
      speech.end();
      callbacks.onMisfire();
    },
    onSpeechEnd: (audio) => {
      callbacks.onSpeechEnd(new Blob([utils.encodeWAV(audio)], { type: 'audio/wav' }), speech.end());
    },
  });
  return { pause: vad.pause, resume: vad.start, destroy: vad.destroy };
}
