import { useEffect, useRef, useState } from 'react';

/** docs/product.md#messages: what the learner is told when the microphone cannot be used. */
export const MICROPHONE_ERROR_MESSAGE = 'Failed to access microphone. Please check your browser permissions.';
export const EMPTY_RECORDING_MESSAGE = 'Nothing was recorded. Please try again.';

export type RecorderStatus = 'idle' | 'requesting' | 'recording' | 'recorded';

export interface Recording {
  blob: Blob;
  /** An object URL for playing the recording back; revoked when it is discarded or the owner unmounts. */
  url: string;
  /** How long the microphone recorded, in whole ms (from the recorder's start to the learner's stop). */
  durationMs: number;
}

export function isRecordingSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof window.MediaRecorder === 'function'
  );
}

/** docs/product.md#language-help: recordings are webm. Browsers without webm recording use their own default. */
function webmMimeType(): string | undefined {
  return ['audio/webm;codecs=opus', 'audio/webm'].find((type) => MediaRecorder.isTypeSupported?.(type));
}

function stopTracks(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Records one audio clip from the microphone with MediaRecorder, for playback and submission. */
export function useAudioRecorder() {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [recording, setRecording] = useState<Recording | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The microphone's stream while recording (tap-to-talk listens to its level for the end of speech). */
  const [liveStream, setLiveStream] = useState<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const urlRef = useRef<string | null>(null);
  /** When the learner stopped the recording in progress (performance.now()). */
  const stoppedAtRef = useRef<number | null>(null);
  const mountedRef = useRef(false);
  /** Who waits for the recording being stopped (stop()'s promises). */
  const stopWaitersRef = useRef<((recording: Recording | null) => void)[]>([]);
  const settleStop = (recording: Recording | null) => {
    for (const resolve of stopWaitersRef.current.splice(0)) resolve(recording);
  };

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.onstop = null;
        recorder.stop();
      }
      recorderRef.current = null;
      stopTracks(streamRef.current);
      streamRef.current = null;
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    };
  }, []);

  function discard() {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setRecording(null);
    setError(null);
    setStatus('idle');
  }

  /** Resolves true once the microphone is recording, false when it could not start. */
  async function start(): Promise<boolean> {
    if (status === 'requesting' || status === 'recording') return false;
    discard();
    setStatus('requesting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      if (mountedRef.current) {
        setError(MICROPHONE_ERROR_MESSAGE);
        setStatus('idle');
      }
      return false;
    }
    // The learner may have left the question while the permission prompt was open.
    if (!mountedRef.current) {
      stopTracks(stream);
      return false;
    }
    try {
      const mimeType = webmMimeType();
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      let startedAt = performance.now();
      recorder.onstart = () => {
        startedAt = performance.now();
      };
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        // The learner's stop, not the moment the last data arrived after it.
        const durationMs = Math.max(0, Math.round((stoppedAtRef.current ?? performance.now()) - startedAt));
        stopTracks(stream);
        streamRef.current = null;
        recorderRef.current = null;
        setLiveStream(null);
        const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' });
        if (blob.size === 0) {
          setError(EMPTY_RECORDING_MESSAGE);
          setStatus('idle');
          settleStop(null);
          return;
        }
        const url = URL.createObjectURL(blob);
        urlRef.current = url;
        const made = { blob, url, durationMs };
        setRecording(made);
        setStatus('recorded');
        settleStop(made);
      };
      streamRef.current = stream;
      recorderRef.current = recorder;
      stoppedAtRef.current = null;
      recorder.start();
      setLiveStream(stream);
      setStatus('recording');
      return true;
    } catch {
      stopTracks(stream);
      setError(MICROPHONE_ERROR_MESSAGE);
      setStatus('idle');
      return false;
    }
  }

  /** Stops recording; resolves with the recording once it exists (null when there was none, or it was empty). */
  function stop(): Promise<Recording | null> {
    const recorder = recorderRef.current;
    if (!recorder || recorder.state === 'inactive') return Promise.resolve(null);
    const made = new Promise<Recording | null>((resolve) => stopWaitersRef.current.push(resolve));
    stoppedAtRef.current = performance.now();
    recorder.stop();
    return made;
  }

  return { status, recording, error, stream: liveStream, start, stop, discard };
}

export type AudioRecorder = ReturnType<typeof useAudioRecorder>;
