import { describe, expect, it } from 'vitest';
import { stubSpeechSynthesis } from '@/web/testing/browser-media';
import {
  isSpanishVoice,
  isSpeechSupported,
  pickDefaultVoice,
  pickSpanishVoice,
  speakableText,
  speakSpanish,
} from './speech';

const voice = (name: string, lang: string) => ({ name, lang }) as SpeechSynthesisVoice;

describe('pickSpanishVoice', () => {
  it('prefers es-MX, however the browser spells it', () => {
    expect(pickSpanishVoice([voice('Mónica', 'es-ES'), voice('Paulina', 'es_MX')])?.name).toBe('Paulina');
  });

  it('falls back to any Spanish voice, then to none', () => {
    expect(pickSpanishVoice([voice('Alex', 'en-US'), voice('Mónica', 'es-ES')])?.name).toBe('Mónica');
    expect(pickSpanishVoice([voice('Alex', 'en-US'), voice('Estonian', 'et-EE')])).toBeUndefined();
  });
});

describe('speakableText', () => {
  it('reads a transformation with a pause instead of the arrow and the quote marks', () => {
    expect(speakableText('«Vivo en Lima» → Dijo que vivía en Lima.')).toBe('Vivo en Lima. Dijo que vivía en Lima.');
    expect(speakableText('¿Cómo estás?')).toBe('¿Cómo estás?');
  });
});

describe('speakSpanish', () => {
  it('does nothing where the browser cannot speak', () => {
    expect(isSpeechSupported()).toBe(false);
    expect(speakSpanish('Hola')).toBe(false);
  });

  it('interrupts earlier speech and reads es-MX at 0.8', () => {
    const { spoken, speechSynthesis } = stubSpeechSynthesis([]);
    expect(speakSpanish('Hola')).toBe(true);
    expect(speechSynthesis.cancel).toHaveBeenCalled();
    expect(spoken).toEqual([{ text: 'Hola', lang: 'es-MX', rate: 0.8, voice: null }]);
  });
});

describe('pickDefaultVoice', () => {
  it('prefers es-MX, then any Spanish voice, then the first voice', () => {
    expect(pickDefaultVoice([voice('Alex', 'en-US'), voice('Mónica', 'es-ES'), voice('Paulina', 'es-MX')])?.name).toBe(
      'Paulina',
    );
    expect(pickDefaultVoice([voice('Alex', 'en-US'), voice('Jorge', 'es-US')])?.name).toBe('Jorge');
    expect(pickDefaultVoice([voice('Alex', 'en-US'), voice('Amélie', 'fr-CA')])?.name).toBe('Alex');
    expect(pickDefaultVoice([])).toBeUndefined();
  });

  it('counts every Spanish region as Spanish, and nothing else', () => {
    expect(
      [voice('a', 'es-AR'), voice('b', 'ES_es'), voice('c', 'es'), voice('d', 'et-EE'), voice('e', 'eu-ES')].map(
        isSpanishVoice,
      ),
    ).toEqual([true, true, true, false, false]);
  });
});
