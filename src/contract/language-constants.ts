// The language-help contract's texts and limits, without zod (see conversation-constants.ts).

/** Longest text the correction, translation and practice-response endpoints accept. */
export const LANGUAGE_TEXT_MAX_LENGTH = 1000;
export const LANGUAGE_TEXT_REQUIRED_MESSAGE = 'Please enter some text.';
export const LANGUAGE_TEXT_TOO_LONG_MESSAGE = `Please keep the text under ${LANGUAGE_TEXT_MAX_LENGTH} characters.`;
/** Largest recording the transcription and pronunciation endpoints accept (413 above it). */
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;
export const AUDIO_TOO_LARGE_MESSAGE =
  'The recording is too large (the limit is 10 MB). Please record a shorter message.';
export const AUDIO_UNSUPPORTED_MESSAGE = 'The recording must be WebM, Ogg, MP4 or WAV audio.';
export const AUDIO_MISSING_MESSAGE = 'No recording was received. Please record your message again.';
export const AUDIO_EMPTY_MESSAGE = 'The recording is empty. Please record your message again.';
export const TRANSCRIPTION_UNAVAILABLE_MESSAGE =
  "Speech recognition isn't set up on the server. Your browser's own recognition or the text box can be used instead.";
export const TRANSCRIPTION_FAILED_MESSAGE =
  "We couldn't transcribe your recording. Please try again, or type your message.";
export const NOTHING_HEARD_MESSAGE =
  "We couldn't hear any words in your recording. Please speak closer to the microphone and try again.";
export const TRANSLATION_UNAVAILABLE_MESSAGE =
  "Translation isn't available for this text right now. Please try again later.";
export const SPEECH_UNAVAILABLE_MESSAGE = "Server voices aren't set up. Your browser's voices are used instead.";
export const LANGUAGE_HELP_FAILED_MESSAGE = 'The language helper is not responding. Please try again in a moment.';
export const LANGUAGE_RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';
export { PRONUNCIATION_PASS_SIMILARITY } from '@/domain/pronunciation-score';
export const PRONUNCIATION_NOT_EXERCISE_MESSAGE = 'That exercise is not a pronunciation exercise.';
/** A pronunciation item's recording the server's recogniser failed on: there is nothing to type there, so another go. */
export const PRONUNCIATION_RECOGNITION_FAILED_MESSAGE =
  "Speech recognition couldn't listen to your recording just now. Please record it again in a moment.";
export const PRONUNCIATION_UNSCORED_MESSAGE =
  "Your pronunciation can't be scored here: the server has no speech recognition and your browser sent no transcript.";
/** The speech recognition languages the browser fallback asks for, in order (issue 5). */
export const BROWSER_RECOGNITION_LANGUAGES = ['es-ES', 'es-MX'] as const;
// Recording uploads and the speech providers (transcription, server voice): the more specific failures.
export const AUDIO_ONE_FILE_MESSAGE = 'Please send one recording at a time.';
export const AUDIO_FORM_INVALID_MESSAGE = 'The recording did not arrive complete. Please record your message again.';
export const TRANSCRIPTION_BUSY_MESSAGE =
  'Speech recognition is busy right now. Please wait a moment and try again, or type your message.';
export const TRANSCRIPTION_TIMEOUT_MESSAGE =
  'Transcribing your recording took too long. Please try a shorter recording, or type your message.';
export const TRANSCRIPTION_MISCONFIGURED_MESSAGE =
  "Speech recognition on the server isn't working right now. Please type your message instead.";
export const SPEECH_FAILED_MESSAGE = "The server voice couldn't read this aloud. Please try again.";
