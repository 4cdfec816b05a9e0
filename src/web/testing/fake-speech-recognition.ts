import { vi } from 'vitest';
import type {
  RecognitionErrorEventLike,
  RecognitionResultEventLike,
  RecognitionResultLike,
  SpeechRecognitionLike,
} from '@/web/lib/speech-recognition';

/**
 * A stand-in for the browser's speech recogniser (jsdom has none), installed under Chrome's prefixed
 * name. Tests play the recognition service: they say words, fail, or end each recogniser the app starts.
 */
export class FakeSpeechRecognition implements SpeechRecognitionLike {
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 0;
  onresult: ((event: RecognitionResultEventLike) => void) | null = null;
  onerror: ((event: RecognitionErrorEventLike) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  stopped = false;
  ended = false;
  private readonly results: RecognitionResultLike[] = [];

  constructor(private readonly unsupported: readonly string[]) {}

  start(): void {
    this.started = true;
    // Chrome turns an unsupported language down right after the start, then ends the session.
    if (this.unsupported.includes(this.lang)) {
      this.fail('language-not-supported');
      this.end();
    }
  }

  stop(): void {
    this.stopped = true;
    // On a stop the service settles its pending words as final before it ends.
    const last = this.results.at(-1);
    if (last && !last.isFinal) this.say(last[0]?.transcript ?? '');
    this.end();
  }

  abort(): void {
    this.stopped = true;
    this.end();
  }

  // ---- the recognition service's side ----

  /** Words heard: a final result, or interim words that replace the previous interim ones. */
  say(transcript: string, { final = true }: { final?: boolean } = {}): void {
    if (this.results.at(-1)?.isFinal === false) this.results.pop();
    this.results.push({ isFinal: final, length: 1, 0: { transcript } });
    this.onresult?.({ results: [...this.results] });
  }

  fail(error: string): void {
    this.onerror?.({ error });
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.onend?.();
  }
}

/** Installs the fake for this test; `latest()` is the recogniser the app started last. */
export function installFakeSpeechRecognition({ unsupported = [] }: { unsupported?: readonly string[] } = {}) {
  const instances: FakeSpeechRecognition[] = [];
  class RecordedSpeechRecognition extends FakeSpeechRecognition {
    constructor() {
      super(unsupported);
      instances.push(this);
    }
  }
  vi.stubGlobal('webkitSpeechRecognition', RecordedSpeechRecognition);
  const latest = (): FakeSpeechRecognition => {
    const instance = instances.at(-1);
    if (!instance) throw new Error('The app has not created a speech recogniser');
    return instance;
  };
  return { instances, latest };
}
