/**
 * Spoken Spanish through the browser's own speechSynthesis (docs/product.md#client). Every helper checks
 * for support first, so screens can hide speech controls where the browser has none.
 */
export const SPANISH_VOICE_LANG = 'es-MX';
/** Lesson exercises are read slower than normal speech (docs/product.md#client). */
export const LESSON_SPEECH_RATE = 0.8;

export function isSpeechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/** Browsers spell tags es-MX, es_MX or es-mx. */
function normaliseLang(lang: string): string {
  return lang.replace('_', '-').toLowerCase();
}

export function isSpanishVoice(voice: Pick<SpeechSynthesisVoice, 'lang'>): boolean {
  return normaliseLang(voice.lang).split('-')[0] === 'es';
}

/** The preferred voice: one for `lang` (es-MX), else any Spanish voice, else none (the browser picks). */
export function pickSpanishVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang: string = SPANISH_VOICE_LANG,
): SpeechSynthesisVoice | undefined {
  const wanted = normaliseLang(lang);
  return voices.find((voice) => normaliseLang(voice.lang) === wanted) ?? voices.find(isSpanishVoice);
}

/**
 * The conversation partner's default voice (docs/product.md#client): one of the learner's variety (es-MX for Latin
 * America, es-ES for Spain: docs/product.md#spanish-variety), else any Spanish voice, else the browser's first voice,
 * so a browser without Spanish voices still reads replies in some voice.
 */
export function pickDefaultVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang: string = SPANISH_VOICE_LANG,
): SpeechSynthesisVoice | undefined {
  return pickSpanishVoice(voices, lang) ?? voices[0];
}

/** Reads Spanish text aloud, interrupting anything still being read. False when speech is unavailable. */
/**
 * The words of a lesson line as a voice should say them: lessons write transformations as "«Vivo en Lima» → Dijo que
 * vivía en Lima", and a voice reads the arrow and the quote marks out loud; a pause reads them better.
 */
export function speakableText(text: string): string {
  return text
    .replace(/\s*(?:→|->)\s*/g, '. ')
    .replace(/[«»“”]/g, '')
    .trim();
}

export function speakSpanish(text: string, { rate = LESSON_SPEECH_RATE, lang = SPANISH_VOICE_LANG } = {}): boolean {
  if (!isSpeechSupported()) return false;
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new window.SpeechSynthesisUtterance(speakableText(text));
  utterance.lang = lang;
  utterance.rate = rate;
  // Voices load asynchronously in some browsers; with none yet, `lang` still steers the choice.
  const voice = pickSpanishVoice(synth.getVoices(), lang);
  if (voice) utterance.voice = voice;
  synth.speak(utterance);
  return true;
}

export function stopSpeaking(): void {
  if (isSpeechSupported()) window.speechSynthesis.cancel();
}
