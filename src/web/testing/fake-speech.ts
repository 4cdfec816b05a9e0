import { onTestFinished, vi } from 'vitest';

/**
 * Stand-ins for the browser's speech output, which jsdom lacks: speechSynthesis with voices that can
 * load late, utterances the test can finish or fail, and HTMLAudioElement with object URLs. They
 * replace only browser globals and record what the app asked of them.
 */
export function fakeVoice(name: string, lang: string): SpeechSynthesisVoice {
  return { name, lang, voiceURI: `urn:voice:${name}`, default: false, localService: true };
}

type UtteranceErrorHandler = (event: { error: string }) => void;

export class FakeUtterance {
  lang = '';
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: UtteranceErrorHandler | null = null;
  constructor(readonly text: string) {}
}

export function installFakeSpeechSynthesis(initialVoices: SpeechSynthesisVoice[] = []) {
  let voices = initialVoices;
  let current: FakeUtterance | null = null;
  const spoken: FakeUtterance[] = [];
  const voicesChanged = new Set<() => void>();

  const end = (): FakeUtterance | null => {
    const utterance = current;
    current = null;
    synth.speaking = false;
    synth.paused = false;
    return utterance;
  };

  const synth = {
    speaking: false,
    paused: false,
    // Like Chrome: a new array on every call.
    getVoices: () => [...voices],
    speak: vi.fn((utterance: FakeUtterance) => {
      spoken.push(utterance);
      current = utterance;
      synth.speaking = true;
    }),
    // Like Chrome: cancelling reports the cut-off utterance as interrupted, synchronously.
    cancel: vi.fn(() => end()?.onerror?.({ error: 'interrupted' })),
    pause: vi.fn(() => {
      if (synth.speaking) synth.paused = true;
    }),
    resume: vi.fn(() => {
      synth.paused = false;
    }),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'voiceschanged') voicesChanged.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => {
      if (type === 'voiceschanged') voicesChanged.delete(listener);
    },
  };
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', synth);

  return {
    synth,
    spoken,
    /** What is being read now. */
    current: () => current,
    /** The browser reaches the end of the current utterance. */
    finish: () => end()?.onend?.(),
    /** The browser reports an error for the current utterance. */
    fail: (error: string) => end()?.onerror?.({ error }),
    /** Voices arrive late, as in Chrome, announced by voiceschanged. */
    loadVoices(next: SpeechSynthesisVoice[]) {
      voices = next;
      for (const listener of voicesChanged) listener();
    },
  };
}

export function installFakeAudio() {
  const players: FakeAudio[] = [];
  class FakeAudio {
    playbackRate = 1;
    paused = true;
    onended: (() => void) | null = null;
    onerror: (() => void) | null = null;
    play = vi.fn(async () => {
      this.paused = false;
    });
    pause = vi.fn(() => {
      this.paused = true;
    });
    constructor(readonly src: string) {
      players.push(this);
    }
  }
  vi.stubGlobal('Audio', FakeAudio);
  let made = 0;
  const createObjectURL = vi.fn(() => `blob:speech-${(made += 1)}`);
  const revokeObjectURL = vi.fn();
  // jsdom has no object URLs; these stand in for this test only.
  addForThisTest(URL, 'createObjectURL', createObjectURL);
  addForThisTest(URL, 'revokeObjectURL', revokeObjectURL);
  return { players, createObjectURL, revokeObjectURL, latest: () => players.at(-1) };
}

function addForThisTest(target: object, key: string, value: unknown): void {
  const original = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  onTestFinished(() => {
    if (original) Object.defineProperty(target, key, original);
    else Reflect.deleteProperty(target, key);
  });
}
