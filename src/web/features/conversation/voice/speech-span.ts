/**
 * How long the learner spoke in one hands-free utterance (docs/product.md#conversation-report): from the first frame
 * the voice detector heard as speech to the last, so neither the audio kept from before speech started nor the
 * silence that ended the turn counts, and neither does the time transcription takes.
 */
export function createSpeechSpan({ frameMs, speechThreshold }: { frameMs: number; speechThreshold: number }) {
  /** Frames since speech started (the first speech frame is 1), and the last of them heard as speech. */
  let frames = 0;
  let lastSpeechFrame = 0;
  return {
    /** The detector heard the first speech frame (it has already reported that frame as processed). */
    speechStarted(): void {
      frames = 1;
      lastSpeechFrame = 1;
    },
    /** Every processed frame, with the detector's speech probability. */
    frameProcessed(probability: number): void {
      if (frames === 0) return;
      frames++;
      if (probability >= speechThreshold) lastSpeechFrame = frames;
    },
    /** The utterance is over (or was a misfire): its speaking time in whole ms, and the span starts again. */
    end(): number {
      const ms = Math.round(lastSpeechFrame * frameMs);
      frames = 0;
      lastSpeechFrame = 0;
      return ms;
    },
  };
}
