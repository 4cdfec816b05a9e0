import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BROWSER_RECOGNITION_LANGUAGES } from '@/contract/language-constants';
import { useVarietyLocale } from './learner-settings/learner-settings';
import {
  isSpeechRecognitionSupported,
  startRecognition,
  type RecognitionSession,
  type RecognitionSnapshot,
} from './speech-recognition';

/** The locales to try, the learner's variety first (docs/product.md#spanish-variety), then the others in order. */
export function recognitionLanguages(preferred: string): string[] {
  const known = BROWSER_RECOGNITION_LANGUAGES.includes(preferred as (typeof BROWSER_RECOGNITION_LANGUAGES)[number]);
  return known
    ? [preferred, ...BROWSER_RECOGNITION_LANGUAGES.filter((lang) => lang !== preferred)]
    : [...BROWSER_RECOGNITION_LANGUAGES];
}

function idle(language: string): RecognitionSnapshot {
  return { language, transcript: '', interim: '', error: null, listening: false };
}

/** The browser's speech recognition for as long as a component is mounted: one session at a time. */
export function useSpeechRecognition() {
  const [supported] = useState(isSpeechRecognitionSupported);
  const preferred = useVarietyLocale();
  const ordered = useMemo(() => recognitionLanguages(preferred), [preferred]);
  const [snapshot, setSnapshot] = useState<RecognitionSnapshot>(() => idle(ordered[0]!));
  const sessionRef = useRef<RecognitionSession | null>(null);
  // A language the browser turned down once is not asked for again in this visit.
  const languageRef = useRef<string>(ordered[0]!);
  const generationRef = useRef(0);
  // A new variety (the settings loaded, or changed) starts again from its own locale.
  const [orderedSeen, setOrderedSeen] = useState(ordered);
  if (orderedSeen !== ordered) {
    setOrderedSeen(ordered);
    setSnapshot((current) => (current.listening ? current : { ...current, language: ordered[0]! }));
  }
  useEffect(() => {
    languageRef.current = ordered[0]!;
  }, [ordered]);

  useEffect(
    () => () => {
      sessionRef.current?.abort();
      sessionRef.current = null;
    },
    [],
  );

  const reset = useCallback(() => {
    generationRef.current += 1;
    const session = sessionRef.current;
    sessionRef.current = null;
    session?.abort();
    setSnapshot(idle(languageRef.current));
  }, []);

  const start = useCallback(() => {
    reset();
    if (!supported) return;
    const from = Math.max(0, ordered.indexOf(languageRef.current));
    const languages = ordered.slice(from);
    // The session reports its first state while starting, before it could be stored: a generation tells old from new.
    const generation = ++generationRef.current;
    sessionRef.current = startRecognition({
      languages,
      onChange: (next) => {
        if (generationRef.current !== generation) return;
        languageRef.current = next.language;
        setSnapshot(next);
      },
    });
  }, [reset, supported, ordered]);

  /** Stops listening; resolves with everything heard (immediately when nothing is listening). */
  const stop = useCallback((): Promise<string> => sessionRef.current?.stop() ?? Promise.resolve(''), []);

  /** The final transcript of the latest session, once it has ended ('' when none ran). */
  const finalTranscript = useCallback((): Promise<string> => sessionRef.current?.done ?? Promise.resolve(''), []);

  return { supported, ...snapshot, start, stop, reset, finalTranscript };
}
