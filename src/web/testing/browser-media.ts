import { onTestFinished, vi } from 'vitest';

/**
 * Stand-ins for the browser's speech and microphone, which jsdom lacks. They replace only
 * browser globals (the app's boundary) and record what the app asked of them.
 */
export function stubSpeechSynthesis(voices: Partial<SpeechSynthesisVoice>[] = []) {
  const spoken: { text: string; lang: string; rate: number; voice: Partial<SpeechSynthesisVoice> | null }[] = [];
  class FakeUtterance {
    lang = '';
    rate = 1;
    voice: Partial<SpeechSynthesisVoice> | null = null;
    constructor(readonly text: string) {}
  }
  const speechSynthesis = {
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
    cancel: vi.fn(),
    getVoices: () => voices,
  };
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', speechSynthesis);
  return { spoken, speechSynthesis };
}

export function stubMicrophone({ allow = true }: { allow?: boolean } = {}) {
  const trackStops = vi.fn();
  const getUserMedia = vi.fn(async () => {
    if (!allow) throw new DOMException('Permission denied', 'NotAllowedError');
    return { getTracks: () => [{ stop: trackStops }] } as unknown as MediaStream;
  });
  const recorders: FakeMediaRecorder[] = [];
  class FakeMediaRecorder {
    static isTypeSupported = (type: string) => type.startsWith('audio/webm');
    state: RecordingState = 'inactive';
    readonly mimeType: string;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor(_stream: MediaStream, options?: MediaRecorderOptions) {
      this.mimeType = options?.mimeType ?? 'audio/webm';
      recorders.push(this);
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['voice'], { type: this.mimeType }) });
      this.onstop?.();
    }
  }
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  // jsdom has neither navigator.mediaDevices nor object URLs; both are added for this test only.
  const createObjectURL = vi.fn(() => `blob:recording-${recorders.length}`);
  const revokeObjectURL = vi.fn();
  addForThisTest(navigator, 'mediaDevices', { getUserMedia });
  addForThisTest(URL, 'createObjectURL', createObjectURL);
  addForThisTest(URL, 'revokeObjectURL', revokeObjectURL);
  return { getUserMedia, recorders, trackStops, createObjectURL, revokeObjectURL };
}

function addForThisTest(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(target, key);
  });
}
