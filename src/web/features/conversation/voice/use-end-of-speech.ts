import { useEffect, useRef } from 'react';
import { rmsLevel, watchEndOfSpeech } from './end-of-speech';

const READ_EVERY_MS = 50;

/**
 * While `stream` is live, reads its level and calls `onEnd` once the learner has spoken and gone quiet
 * (end-of-speech.ts). Does nothing where the browser has no Web Audio: a second tap still sends.
 */
export function useEndOfSpeech(stream: MediaStream | null, onEnd: () => void): void {
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (!stream || typeof window.AudioContext !== 'function') return;
    let context: AudioContext;
    try {
      context = new AudioContext();
    } catch {
      return;
    }
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const watch = watchEndOfSpeech();
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      if (watch.hear(rmsLevel(samples), performance.now())) {
        window.clearInterval(timer);
        onEndRef.current();
      }
    }, READ_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [stream]);
}
