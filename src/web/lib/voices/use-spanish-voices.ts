import { useMemo, useSyncExternalStore } from 'react';
import { useVarietyLocale } from '@/web/lib/learner-settings/learner-settings';
import { isSpanishVoice, isSpeechSupported, pickDefaultVoice, SPANISH_VOICE_LANG } from '@/web/lib/speech';

/** The voices the AI voice picker offers (docs/product.md#client), and the one used until the learner picks. */
export interface PartnerVoices {
  /** The Spanish voices; every voice when the browser has no Spanish one, so the fallback can be changed too. */
  options: readonly SpeechSynthesisVoice[];
  hasSpanish: boolean;
  /** One of the learner's variety (es-MX or es-ES), else any Spanish voice, else the first voice (docs/product.md#client). */
  defaultVoice: SpeechSynthesisVoice | undefined;
}

const NO_VOICES: readonly SpeechSynthesisVoice[] = [];

/** Voices have no id; voiceURI is the stable name browsers give them (some leave it empty). */
export function voiceKey(voice: SpeechSynthesisVoice): string {
  return voice.voiceURI || voice.name;
}

/** The picker's label: the voice's name plus its language, e.g. 'Paulina (es-MX)'. */
export function voiceLabel(voice: SpeechSynthesisVoice): string {
  return `${voice.name} (${voice.lang})`;
}

export function describeVoices(voices: readonly SpeechSynthesisVoice[], lang = SPANISH_VOICE_LANG): PartnerVoices {
  const spanish = voices.filter(isSpanishVoice);
  return {
    options: spanish.length > 0 ? spanish : voices,
    hasSpanish: spanish.length > 0,
    defaultVoice: pickDefaultVoice(voices, lang),
  };
}

/** The learner's stored choice when this browser still has it, else the default. */
export function chooseVoice(voices: PartnerVoices, preferredKey: string | null): SpeechSynthesisVoice | undefined {
  return voices.options.find((voice) => voiceKey(voice) === preferredKey) ?? voices.defaultVoice;
}

/*
 * getVoices() returns a new array on every call and fills in asynchronously (Chrome announces it with
 * voiceschanged), so the snapshot is cached by the voices' identities to keep React renders stable.
 */
let cachedSignature = '';
let cachedVoices = NO_VOICES;

function readVoices(): readonly SpeechSynthesisVoice[] {
  if (!isSpeechSupported()) return NO_VOICES;
  const voices = window.speechSynthesis.getVoices();
  const signature = voices.map((voice) => `${voiceKey(voice)}\u0000${voice.lang}`).join('\u0001');
  if (signature !== cachedSignature) {
    cachedSignature = signature;
    cachedVoices = voices.length > 0 ? voices : NO_VOICES;
  }
  return cachedVoices;
}

function subscribe(listener: () => void): () => void {
  if (!isSpeechSupported()) return () => {};
  const synth = window.speechSynthesis;
  // Older engines expose speechSynthesis without EventTarget methods; their voices are ready at once.
  if (typeof synth.addEventListener !== 'function') return () => {};
  synth.addEventListener('voiceschanged', listener);
  return () => synth.removeEventListener('voiceschanged', listener);
}

export function useBrowserVoices(): readonly SpeechSynthesisVoice[] {
  return useSyncExternalStore(subscribe, readVoices, () => NO_VOICES);
}

/** The voices, the default one following the learner's Spanish (docs/product.md#spanish-variety). */
export function useSpanishVoices(): PartnerVoices {
  const voices = useBrowserVoices();
  const lang = useVarietyLocale();
  return useMemo(() => describeVoices(voices, lang), [voices, lang]);
}
