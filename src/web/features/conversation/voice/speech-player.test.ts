import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeVoice, installFakeAudio, installFakeSpeechSynthesis } from '@/web/testing/fake-speech';
import { createSpeechPlayer, IDLE_PLAYBACK, KEEP_ALIVE_MS, type SpeechRoute } from './speech-player';

const paulina = fakeVoice('Paulina', 'es-MX');
const browser: SpeechRoute = { kind: 'browser', voice: paulina };
const server: SpeechRoute = { kind: 'server' };

type FetchAudio = (text: string, signal: AbortSignal) => Promise<Blob>;

function setup({ fetchAudio = vi.fn<FetchAudio>(async () => new Blob(['mp3'], { type: 'audio/mpeg' })) } = {}) {
  const onError = vi.fn();
  const player = createSpeechPlayer({ fetchAudio, onError });
  const changes = vi.fn();
  player.subscribe(changes);
  return { player, onError, fetchAudio, changes };
}

/** Lets the player's download and play() promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('speech player in the browser', () => {
  it('reads one text with the chosen voice and speed, and is idle again at the end', () => {
    const speech = installFakeSpeechSynthesis([paulina]);
    const { player, changes } = setup();
    player.play('m1', '¿Qué quieres comer?', { route: browser, rate: 1.3 });

    expect(speech.spoken).toHaveLength(1);
    expect(speech.spoken[0]).toMatchObject({ text: '¿Qué quieres comer?', voice: paulina, lang: 'es-MX', rate: 1.3 });
    expect(player.getState()).toEqual({ key: 'm1', status: 'playing' });

    speech.finish();
    expect(player.getState()).toBe(IDLE_PLAYBACK);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('plays one thing at a time: a new text stops the last without an error', () => {
    const speech = installFakeSpeechSynthesis([paulina]);
    const { player, onError } = setup();
    player.play('m1', 'Hola', { route: browser, rate: 1 });
    player.play('m2', 'Adiós', { route: browser, rate: 1 });

    expect(speech.synth.cancel).toHaveBeenCalled();
    expect(speech.current()?.text).toBe('Adiós');
    // The first utterance's 'interrupted' arrived after the second started and changed nothing.
    expect(player.getState()).toEqual({ key: 'm2', status: 'playing' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('stops on request', () => {
    const speech = installFakeSpeechSynthesis([paulina]);
    const { player, onError } = setup();
    player.play('m1', 'Hola', { route: browser, rate: 1 });
    player.stop();

    expect(speech.current()).toBeNull();
    expect(player.getState()).toBe(IDLE_PLAYBACK);
    expect(onError).not.toHaveBeenCalled();
  });

  it('pauses and resumes every 5 s while speaking, and no longer once done', () => {
    vi.useFakeTimers();
    const speech = installFakeSpeechSynthesis([paulina]);
    const { player } = setup();
    player.play('m1', 'Una respuesta larga', { route: browser, rate: 1 });

    vi.advanceTimersByTime(KEEP_ALIVE_MS - 1);
    expect(speech.synth.pause).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(speech.synth.pause).toHaveBeenCalledTimes(1);
    expect(speech.synth.resume).toHaveBeenCalledTimes(1);
    expect(speech.synth.paused).toBe(false);
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(speech.synth.pause).toHaveBeenCalledTimes(2);

    speech.finish();
    vi.advanceTimersByTime(KEEP_ALIVE_MS * 3);
    expect(speech.synth.pause).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports speech errors, but not speech stopped on purpose', () => {
    const speech = installFakeSpeechSynthesis([paulina]);
    const { player, onError } = setup();
    for (const error of ['interrupted', 'canceled']) {
      player.play('m1', 'Hola', { route: browser, rate: 1 });
      speech.fail(error);
    }
    expect(onError).not.toHaveBeenCalled();

    player.play('m1', 'Hola', { route: browser, rate: 1 });
    speech.fail('synthesis-failed');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(player.getState()).toBe(IDLE_PLAYBACK);
  });
});

describe('speech player with the server voice', () => {
  it('downloads the recording and plays it at the chosen speed, freeing its URL at the end', async () => {
    const audio = installFakeAudio();
    const { player, fetchAudio } = setup();
    player.play('m1', 'Hola, ¿cómo estás?', { route: server, rate: 1.5 });
    expect(player.getState()).toEqual({ key: 'm1', status: 'loading' });
    await settle();

    expect(fetchAudio).toHaveBeenCalledWith('Hola, ¿cómo estás?', expect.any(AbortSignal));
    const element = audio.latest();
    expect(element?.src).toBe('blob:speech-1');
    expect(element?.playbackRate).toBe(1.5);
    expect(element?.play).toHaveBeenCalled();
    expect(player.getState()).toEqual({ key: 'm1', status: 'playing' });

    player.setRate(0.8);
    expect(element?.playbackRate).toBe(0.8);

    element?.onended?.();
    expect(audio.revokeObjectURL).toHaveBeenCalledWith('blob:speech-1');
    expect(player.getState()).toBe(IDLE_PLAYBACK);
  });

  it('replays from the kept recording without downloading again', async () => {
    installFakeAudio();
    const { player, fetchAudio } = setup();
    player.play('m1', 'Otra vez', { route: server, rate: 1 });
    await settle();
    player.play('m1', 'Otra vez', { route: server, rate: 1 });
    await settle();
    expect(fetchAudio).toHaveBeenCalledTimes(1);
  });

  it('stopping cancels the download quietly, and stopping playback pauses it and frees its URL', async () => {
    const audio = installFakeAudio();
    let signal: AbortSignal | undefined;
    const fetchAudio = vi.fn<FetchAudio>(
      (_text, abort) =>
        new Promise<Blob>((_resolve, reject) => {
          signal = abort;
          abort.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { player, onError } = setup({ fetchAudio });
    player.play('m1', 'Espera', { route: server, rate: 1 });
    player.stop();
    await settle();
    expect(signal?.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    expect(audio.players).toHaveLength(0);

    const quick = setup();
    quick.player.play('m2', 'Ya', { route: server, rate: 1 });
    await settle();
    quick.player.stop();
    expect(audio.latest()?.pause).toHaveBeenCalled();
    expect(audio.revokeObjectURL).toHaveBeenCalledWith(audio.latest()?.src);
    expect(quick.onError).not.toHaveBeenCalled();
  });

  it('reports a failed download or a recording the browser cannot play', async () => {
    const audio = installFakeAudio();
    const failing = setup({
      fetchAudio: vi.fn<FetchAudio>(async () => Promise.reject(new Error('503: Service Unavailable'))),
    });
    failing.player.play('m1', 'Hola', { route: server, rate: 1 });
    await settle();
    expect(failing.onError).toHaveBeenCalledTimes(1);
    expect(failing.player.getState()).toBe(IDLE_PLAYBACK);

    const broken = setup();
    broken.player.play('m2', 'Adiós', { route: server, rate: 1 });
    await settle();
    audio.latest()?.onerror?.();
    expect(broken.onError).toHaveBeenCalledTimes(1);
    expect(audio.revokeObjectURL).toHaveBeenCalledWith(audio.latest()?.src);
  });
});
