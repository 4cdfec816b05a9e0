/**
 * The voice detector's settings (docs/product.md#hands-free), kept apart from the detector itself so the
 * screen can name them without loading it.
 */

/** Where the build puts the detector's files (the model, its audio worklet, onnxruntime's WebAssembly). */
export const VAD_ASSET_PATH = '/vad/';

/**
 * How long a silence ends the learner's turn. Learners of a language pause to find a word, so this is longer
 * than a native speaker needs; it is the "detection" share of the turn latency, a configured figure.
 */
export const END_OF_SPEECH_MS = 800;

/** Sounds shorter than this (a cough, a click) are not sent. */
export const MIN_SPEECH_MS = 250;

/** Audio kept from just before speech was detected, so the first syllable is not clipped. */
export const PRE_SPEECH_PAD_MS = 300;

/** Silero VAD v5's recommended thresholds: above 0.5 is speech, below 0.35 is silence. */
export const POSITIVE_SPEECH_THRESHOLD = 0.5;
export const NEGATIVE_SPEECH_THRESHOLD = 0.35;

/** performance.mark names of a hands-free turn (docs/product.md#turn-latency), in the order they happen. */
export const TURN_MARKS = {
  speechEnd: 'charla:turn:speech-end',
  transcribed: 'charla:turn:transcribed',
  replied: 'charla:turn:replied',
  firstAudio: 'charla:turn:first-audio',
} as const;
