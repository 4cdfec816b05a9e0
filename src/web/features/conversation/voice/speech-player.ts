import { SPANISH_VOICE_LANG } from '@/web/lib/speech';

/** docs/product.md#client: while speaking, speech is paused and resumed every 5 s. */
export const KEEP_ALIVE_MS = 5000;

/** How a reply is read: one of the browser's voices, or the server's voice played as audio. */
export type SpeechRoute = { kind: 'browser'; voice: SpeechSynthesisVoice } | { kind: 'server' };

export interface PlaybackState {
  /** What is being read, as the caller named it (a message id); null when nothing is. */
  key: string | null;
  /** 'loading' while the server's audio downloads. */
  status: 'idle' | 'loading' | 'playing';
}

export const IDLE_PLAYBACK: PlaybackState = { key: null, status: 'idle' };

/** What browsers report when speech was stopped on purpose (by us, another page's speech, or the browser). */
const DELIBERATE_STOPS = new Set(['interrupted', 'canceled']);

export interface SpeechPlayerOptions {
  /** The server voice's recording of `text`. */
  fetchAudio: (text: string, signal: AbortSignal) => Promise<Blob>;
  /** Playback failed for a reason the learner should hear about. */
  onError: () => void;
  /** Recordings kept so a replay does not download again. */
  cacheSize?: number;
}

export type SpeechPlayer = ReturnType<typeof createSpeechPlayer>;

/**
 * Reads one text at a time: starting a new one stops the last. Every playback has a generation
 * number, so the events of one that was stopped (browsers fire 'end' or 'interrupted' later) never
 * touch the state of the one that replaced it.
 */
export function createSpeechPlayer({ fetchAudio, onError, cacheSize = 10 }: SpeechPlayerOptions) {
  let state = IDLE_PLAYBACK;
  let generation = 0;
  /** Stops the current playback's sound; only stop() needs it, a finished playback is already silent. */
  let halt: (() => void) | null = null;
  /** Frees the current playback's timers and object URLs. */
  let cleanup: (() => void) | null = null;
  let currentAudio: HTMLAudioElement | null = null;
  const listeners = new Set<() => void>();
  const recordings = new Map<string, Blob>();

  function setState(next: PlaybackState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  function release(): void {
    const free = cleanup;
    halt = null;
    cleanup = null;
    currentAudio = null;
    free?.();
  }

  /** Ends playback `id` when it is still the current one; false for a playback already replaced. */
  function finish(id: number): boolean {
    if (id !== generation) return false;
    release();
    setState(IDLE_PLAYBACK);
    return true;
  }

  function stop(): void {
    generation += 1;
    halt?.();
    release();
    if (state !== IDLE_PLAYBACK) setState(IDLE_PLAYBACK);
  }

  function speakInBrowser(id: number, key: string, text: string, voice: SpeechSynthesisVoice, rate: number): void {
    const synth = window.speechSynthesis;
    // Anything else queued (a lesson's word, an old reply) would delay this one.
    synth.cancel();
    const utterance = new window.SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang || SPANISH_VOICE_LANG;
    utterance.rate = rate;
    utterance.onend = () => finish(id);
    utterance.onerror = (event) => {
      if (finish(id) && !DELIBERATE_STOPS.has(event.error)) onError();
    };
    // Chrome silently stops an utterance after about 15 s of speech; a pause and resume restarts its clock.
    const keepAlive = setInterval(() => {
      if (synth.speaking && !synth.paused) {
        synth.pause();
        synth.resume();
      }
    }, KEEP_ALIVE_MS);
    halt = () => synth.cancel();
    cleanup = () => clearInterval(keepAlive);
    setState({ key, status: 'playing' });
    synth.speak(utterance);
  }

  async function loadRecording(text: string, signal: AbortSignal): Promise<Blob> {
    const kept = recordings.get(text);
    if (kept) return kept;
    const blob = await fetchAudio(text, signal);
    recordings.set(text, blob);
    // Maps iterate in insertion order: the first key is the oldest recording.
    if (recordings.size > cacheSize) recordings.delete(recordings.keys().next().value as string);
    return blob;
  }

  function playFromServer(id: number, key: string, text: string, rate: number): void {
    const controller = new AbortController();
    let url: string | null = null;
    let audio: HTMLAudioElement | null = null;
    halt = () => {
      controller.abort();
      audio?.pause();
    };
    cleanup = () => {
      if (url) URL.revokeObjectURL(url);
      url = null;
    };
    setState({ key, status: 'loading' });
    loadRecording(text, controller.signal)
      .then((blob) => {
        if (id !== generation) return;
        url = URL.createObjectURL(blob);
        audio = new Audio(url);
        audio.playbackRate = rate;
        audio.onended = () => finish(id);
        audio.onerror = () => {
          if (finish(id)) onError();
        };
        currentAudio = audio;
        setState({ key, status: 'playing' });
        return audio.play();
      })
      .catch(() => {
        // A stopped playback's aborted download or interrupted play() is not a failure.
        if (finish(id)) onError();
      });
  }

  return {
    /** Reads `text` from the start, stopping whatever was playing. */
    play(key: string, text: string, { route, rate }: { route: SpeechRoute; rate: number }): void {
      stop();
      const id = generation;
      if (route.kind === 'browser') speakInBrowser(id, key, text, route.voice, rate);
      else playFromServer(id, key, text, rate);
    },
    stop,
    /** The server's audio changes speed as it plays; browser speech takes the new speed from the next reply. */
    setRate(rate: number): void {
      if (currentAudio) currentAudio.playbackRate = rate;
    },
    getState: (): PlaybackState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
