import { describe, expect, it, vi } from 'vitest';
import { installFakeSpeechRecognition } from '@/web/testing/fake-speech-recognition';
import {
  isSpeechRecognitionSupported,
  recognitionErrorMessage,
  startRecognition,
  type RecognitionSnapshot,
} from './speech-recognition';

function listen(options: { languages?: readonly string[] } = {}) {
  const snapshots: RecognitionSnapshot[] = [];
  const session = startRecognition({ ...options, onChange: (snapshot) => snapshots.push(snapshot) });
  return { session, snapshots, last: () => snapshots.at(-1) };
}

describe('browser speech recognition', () => {
  it('is found under its prefixed name, and missing where the browser has none', () => {
    expect(isSpeechRecognitionSupported()).toBe(false);
    installFakeSpeechRecognition();
    expect(isSpeechRecognitionSupported()).toBe(true);
  });

  it('listens continuously in es-ES with interim words, and resolves the final transcript on stop', async () => {
    const { latest } = installFakeSpeechRecognition();
    const { session, last } = listen();
    const recogniser = latest();
    expect(recogniser).toMatchObject({ lang: 'es-ES', continuous: true, interimResults: true, started: true });
    expect(last()).toMatchObject({ language: 'es-ES', listening: true, transcript: '' });

    recogniser.say('Quiero', { final: false });
    expect(last()).toMatchObject({ transcript: '', interim: 'Quiero' });
    recogniser.say(' Quiero tacos ');
    recogniser.say('con pollo', { final: false });
    expect(last()).toMatchObject({ transcript: 'Quiero tacos', interim: 'con pollo' });

    await expect(session.stop()).resolves.toBe('Quiero tacos con pollo');
    expect(recogniser.stopped).toBe(true);
    expect(last()).toMatchObject({ transcript: 'Quiero tacos con pollo', interim: '', listening: false, error: null });
  });

  it("moves on to es-MX when the browser doesn't support es-ES", async () => {
    const { instances } = installFakeSpeechRecognition({ unsupported: ['es-ES'] });
    const { session, last } = listen();
    expect(instances.map((recogniser) => recogniser.lang)).toEqual(['es-ES', 'es-MX']);
    expect(last()).toMatchObject({ language: 'es-MX', listening: true, error: null });

    instances[1]?.say('Hola');
    await expect(session.stop()).resolves.toBe('Hola');
  });

  it('gives up with the error when no listed language is supported', async () => {
    installFakeSpeechRecognition({ unsupported: ['es-ES', 'es-MX'] });
    const { session, last } = listen();
    expect(last()).toMatchObject({ listening: false, error: 'language-not-supported' });
    await expect(session.done).resolves.toBe('');
    expect(recognitionErrorMessage('language-not-supported')).toMatch(/doesn't support Spanish/);
  });

  it('restarts when the service ends by itself while listening, keeping what it heard', async () => {
    const { instances } = installFakeSpeechRecognition();
    const { session } = listen();
    instances[0]?.say('Buenos días');
    instances[0]?.end();
    expect(instances).toHaveLength(2);
    instances[1]?.say('¿qué tal?');
    await expect(session.stop()).resolves.toBe('Buenos días ¿qué tal?');
  });

  it('stops restarting after repeated silent sessions, and on errors a restart cannot fix', async () => {
    const silent = installFakeSpeechRecognition();
    const quiet = listen();
    for (let run = 0; run < 10 && !silent.latest().ended; run += 1) {
      silent.latest().fail('no-speech');
      silent.latest().end();
    }
    expect(silent.instances).toHaveLength(4);
    await expect(quiet.session.done).resolves.toBe('');
    expect(quiet.last()?.error).toBeNull();

    const blocked = installFakeSpeechRecognition();
    const refused = listen();
    blocked.latest().fail('not-allowed');
    blocked.latest().end();
    expect(blocked.instances).toHaveLength(1);
    expect(refused.last()).toMatchObject({ listening: false, error: 'not-allowed' });
  });

  it("doesn't keep the learner waiting for a recogniser that never reports its end", async () => {
    const { latest } = installFakeSpeechRecognition();
    const { session } = listen();
    latest().say('Hola');
    latest().stop = () => {};
    vi.useFakeTimers();
    const transcript = session.stop();
    vi.advanceTimersByTime(2000);
    vi.useRealTimers();
    await expect(transcript).resolves.toBe('Hola');
  });

  it('drops everything on abort', async () => {
    const { latest } = installFakeSpeechRecognition();
    const { session, last } = listen();
    latest().say('Hola', { final: false });
    session.abort();
    expect(latest().stopped).toBe(true);
    await expect(session.done).resolves.toBe('');
    expect(last()?.listening).toBe(false);
  });
});
