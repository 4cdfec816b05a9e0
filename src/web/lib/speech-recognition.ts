import { BROWSER_RECOGNITION_LANGUAGES } from '@/contract/language-constants';

/*
 * The browser's own speech recognition (Web Speech API), used when the server has none. TypeScript's
 * DOM library does not declare the recogniser itself, and Chrome and Safari still prefix it, so the
 * little this module touches is declared here.
 */
export interface RecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: { readonly transcript: string } | undefined;
}

export interface RecognitionResultEventLike {
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResultLike | undefined };
}

export interface RecognitionErrorEventLike {
  readonly error: string;
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: RecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

export function speechRecognitionConstructor(): SpeechRecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export function isSpeechRecognitionSupported(): boolean {
  return typeof speechRecognitionConstructor() === 'function';
}

/** What the learner is told when the browser's recogniser gives up; quiet stops ('no-speech', 'aborted') say nothing. */
export const RECOGNITION_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'not-allowed': "Your browser didn't allow its speech recognition. Please type your message instead.",
  'service-not-allowed': "Your browser's speech recognition is turned off. Please type your message instead.",
  'audio-capture': "Your browser's speech recognition couldn't use the microphone.",
  network: "Your browser's speech recognition needs an internet connection. Please type your message instead.",
  'language-not-supported':
    "Your browser's speech recognition doesn't support Spanish. Please type your message instead.",
};
const GENERIC_RECOGNITION_ERROR = "Your browser's speech recognition stopped. Please type your message instead.";

export function recognitionErrorMessage(error: string): string {
  return RECOGNITION_ERROR_MESSAGES[error] ?? GENERIC_RECOGNITION_ERROR;
}

/** Errors after which a restart cannot help. */
const QUIET_ERRORS = new Set(['no-speech', 'aborted']);
/*
 * Chrome ends a continuous session by itself after a long silence or about a minute of speech. While
 * the learner is still recording it is restarted, but never endlessly when nothing at all is heard.
 */
const MAX_RESTARTS_WITHOUT_RESULTS = 3;
/** A recogniser that never reports its end must not keep the learner waiting for the transcript. */
const END_TIMEOUT_MS = 2000;

export interface RecognitionSnapshot {
  /** The language being recognised: the first of the list the browser supports. */
  language: string;
  /** The final words heard so far. */
  transcript: string;
  /** Words still being worked out, shown so the learner sees what is being heard. */
  interim: string;
  /** The recogniser's error code when it gave up (see recognitionErrorMessage). */
  error: string | null;
  listening: boolean;
}

export interface RecognitionSession {
  /** Stops listening; resolves with the final transcript once the recogniser has delivered it. */
  stop(): Promise<string>;
  /** Stops at once and drops whatever is still coming. */
  abort(): void;
  /** Resolves with the final transcript when the session ends, whoever ended it. */
  readonly done: Promise<string>;
}

export interface RecognitionOptions {
  /** Tried in order: a language the browser reports as unsupported moves on to the next. */
  languages?: readonly string[];
  onChange: (snapshot: RecognitionSnapshot) => void;
  Recognition?: SpeechRecognitionConstructor;
}

function resultText(result: RecognitionResultLike): string {
  return (result[0]?.transcript ?? '').trim();
}

function joinWords(parts: readonly string[]): string {
  return parts.filter(Boolean).join(' ');
}

/** Listens continuously, collecting the final transcript, until stopped. */
export function startRecognition({
  languages = BROWSER_RECOGNITION_LANGUAGES,
  onChange,
  Recognition = speechRecognitionConstructor(),
}: RecognitionOptions): RecognitionSession {
  let languageIndex = 0;
  /** Final words of earlier runs (after a restart or a language switch). */
  const committed: string[] = [];
  let runFinal = '';
  let interim = '';
  let error: string | null = null;
  let wanted = true;
  let finished = false;
  let restarts = 0;
  let current: SpeechRecognitionLike | null = null;
  let endTimer: ReturnType<typeof setTimeout> | undefined;
  let resolveDone: (text: string) => void = () => {};
  const done = new Promise<string>((resolve) => {
    resolveDone = resolve;
  });

  const language = () => languages[languageIndex] ?? languages[0] ?? 'es-ES';
  const transcript = () => joinWords([...committed, runFinal]);
  const emit = () => {
    if (!finished)
      onChange({ language: language(), transcript: transcript(), interim, error, listening: current !== null });
  };

  function finish() {
    if (finished) return;
    clearTimeout(endTimer);
    current = null;
    interim = '';
    onChange({ language: language(), transcript: transcript(), interim, error, listening: false });
    finished = true;
    resolveDone(transcript());
  }

  function run() {
    if (!Recognition) {
      error = 'not-supported';
      finish();
      return;
    }
    const recognition = new Recognition();
    recognition.lang = language();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    let switchingLanguage = false;
    recognition.onresult = (event) => {
      if (current !== recognition) return;
      const finals: string[] = [];
      const pending: string[] = [];
      // Each event lists every result of this run so far, so the run's text is rebuilt from all of them.
      for (let index = 0; index < event.results.length; index += 1) {
        const result = event.results[index];
        if (result) (result.isFinal ? finals : pending).push(resultText(result));
      }
      runFinal = joinWords(finals);
      interim = joinWords(pending);
      restarts = 0;
      emit();
    };
    recognition.onerror = (event) => {
      if (current !== recognition || QUIET_ERRORS.has(event.error)) return;
      if (event.error === 'language-not-supported' && languageIndex < languages.length - 1) {
        languageIndex += 1;
        switchingLanguage = true;
        return;
      }
      error = event.error;
      wanted = false;
    };
    recognition.onend = () => {
      if (current !== recognition) return;
      committed.push(runFinal);
      runFinal = '';
      interim = '';
      current = null;
      if (wanted && (switchingLanguage || restarts < MAX_RESTARTS_WITHOUT_RESULTS)) {
        if (!switchingLanguage) restarts += 1;
        run();
        return;
      }
      finish();
    };
    current = recognition;
    try {
      recognition.start();
    } catch {
      current = null;
      error = 'start-failed';
      finish();
      return;
    }
    emit();
  }

  run();

  return {
    done,
    stop() {
      wanted = false;
      if (current) {
        current.stop();
        endTimer = setTimeout(finish, END_TIMEOUT_MS);
      } else {
        finish();
      }
      return done;
    },
    abort() {
      wanted = false;
      const recognition = current;
      current = null;
      if (recognition) {
        recognition.onresult = null;
        recognition.onerror = null;
        recognition.onend = null;
        recognition.abort();
      }
      finish();
    },
  };
}
