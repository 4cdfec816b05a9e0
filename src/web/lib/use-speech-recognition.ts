import { useCallback, useEffect, useRef, useState } from 'react';
import { BROWSER_RECOGNITION_LANGUAGES } from '@/contract/language-constants';
import {
  isSpeechRecognitionSupported,
  startRecognition,
  type RecognitionSession,
  type RecognitionSnapshot,
} from './speech-recognition';

const FIRST_LANGUAGE = BROWSER_RECOGNITION_LANGUAGES[0];

function idle(language: string): RecognitionSnapshot {
  return { language, transcript: '', interim: '', error: null, listening: false };
}

/** The browser's speech recognition for as long as a component is mounted: one session at a time. */
export function useSpeechRecognition() {
  const [supported] = useState(isSpeechRecognitionSupported);
  const [snapshot, setSnapshot] = useState<RecognitionSnapshot>(() => idle(FIRST_LANGUAGE));
  const sessionRef = useRef<RecognitionSession | null>(null);
  // A language the browser turned down once is not asked for again in this visit.
  const languageRef = useRef<string>(FIRST_LANGUAGE);
  const generationRef = useRef(0);

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
    const languages = BROWSER_RECOGNITION_LANGUAGES.filter(
      (_, index) => index >= BROWSER_RECOGNITION_LANGUAGES.findIndex((lang) => lang === languageRef.current),
    );
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
  }, [reset, supported]);

  /** Stops listening; resolves with everything heard (immediately when nothing is listening). */
  const stop = useCallback((): Promise<string> => sessionRef.current?.stop() ?? Promise.resolve(''), []);

  /** The final transcript of the latest session, once it has ended ('' when none ran). */
  const finalTranscript = useCallback((): Promise<string> => sessionRef.current?.done ?? Promise.resolve(''), []);

  return { supported, ...snapshot, start, stop, reset, finalTranscript };
}
