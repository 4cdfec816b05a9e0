/**
 * Tap to talk's end of speech (docs/product.md#tap-to-talk): the microphone's loudness, read every few tens of
 * milliseconds while it records, decides when the learner has spoken and then gone quiet. Loudness, not the
 * hands-free voice detector's model: tap to talk is one utterance the learner started on purpose, so a plain
 * level with a floor learnt from the room is enough, and nothing large downloads for it.
 */

/** How long a quiet after speech ends the turn: longer than hands-free's, as the learner chose to speak now. */
export const TAP_SILENCE_MS = 1500;
/** Below this root-mean-square level (of samples in -1…1) nothing counts as speech, however quiet the room. */
export const MIN_SPEECH_LEVEL = 0.02;
/** Speech is this many times the quietest level heard so far (the room's floor). */
const OVER_FLOOR = 3;
/** Loud for this long in all before it counts as speech (a tap on the phone is shorter). */
const MIN_SPEECH_MS = 200;

export interface EndOfSpeechWatch {
  /** One reading of the level at a time in ms; true once speech was heard and has been followed by the quiet. */
  hear: (level: number, at: number) => boolean;
}

export function watchEndOfSpeech({ silenceMs = TAP_SILENCE_MS }: { silenceMs?: number } = {}): EndOfSpeechWatch {
  let floor = Number.POSITIVE_INFINITY;
  let loudMs = 0;
  let lastAt: number | null = null;
  let lastLoudAt: number | null = null;
  let ended = false;
  return {
    hear(level, at) {
      if (ended) return true;
      const step = lastAt === null ? 0 : Math.max(0, at - lastAt);
      lastAt = at;
      floor = Math.min(floor, level);
      const loud = level >= Math.max(MIN_SPEECH_LEVEL, floor * OVER_FLOOR);
      if (loud) {
        loudMs += step;
        lastLoudAt = at;
        return false;
      }
      ended = loudMs >= MIN_SPEECH_MS && lastLoudAt !== null && at - lastLoudAt >= silenceMs;
      return ended;
    },
  };
}

/** The root-mean-square level of one frame of samples. */
export function rmsLevel(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}
