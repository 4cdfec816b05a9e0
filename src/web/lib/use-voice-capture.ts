import { useEffect, useRef } from 'react';
import { useAudioRecorder } from './use-audio-recorder';
import { useSpeechRecognition } from './use-speech-recognition';

/**
 * One spoken answer: the webm recording (for playback and the server) and, when asked for, what the
 * browser's own speech recognition heard while it was made. Recognition only runs when the server
 * cannot transcribe, so the learner's voice is not sent to a second service without need.
 */
export function useVoiceCapture({ recognise }: { recognise: boolean }) {
  const recorder = useAudioRecorder();
  const recognition = useSpeechRecognition();
  // Read after the microphone prompt: whether to recognise may have been settled while it was open.
  const recogniseRef = useRef(recognise);
  useEffect(() => {
    recogniseRef.current = recognise;
  });

  async function start(): Promise<boolean> {
    recognition.reset();
    const started = await recorder.start();
    // Recognition starts only once the microphone is granted, so a refusal is reported once, by the recorder.
    if (started && recogniseRef.current && recognition.supported) recognition.start();
    return started;
  }

  /** Stops; resolves with the recording once it exists (see useAudioRecorder's stop). */
  function stop() {
    void recognition.stop();
    return recorder.stop();
  }

  function discard() {
    recorder.discard();
    recognition.reset();
  }

  return {
    status: recorder.status,
    recording: recorder.recording,
    error: recorder.error,
    /** The microphone's stream while recording, else null. */
    stream: recorder.stream,
    start,
    stop,
    discard,
    /** Whether the browser can recognise speech at all (whether or not it is asked to). */
    recognitionSupported: recognition.supported,
    recognitionLanguage: recognition.language,
    recognitionError: recognition.error,
    /** Final words heard so far, and the words still being worked out. */
    transcript: recognition.transcript,
    interim: recognition.interim,
    /** The full transcript once recognition has finished (it can lag the recorder by a moment). */
    finalTranscript: recognition.finalTranscript,
  };
}

export type VoiceCapture = ReturnType<typeof useVoiceCapture>;
