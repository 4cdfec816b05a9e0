import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeVoice, installFakeSpeechSynthesis } from '@/web/testing/fake-speech';
import { chooseSpeechRoute } from './reply-voice';
import {
  chooseVoice,
  describeVoices,
  useSpanishVoices,
  voiceKey,
  voiceLabel,
} from '@/web/lib/voices/use-spanish-voices';

const alex = fakeVoice('Alex', 'en-US');
const monica = fakeVoice('Mónica', 'es-ES');
const paulina = fakeVoice('Paulina', 'es-MX');
const jorge = fakeVoice('Jorge', 'es_US');

describe('describeVoices', () => {
  it('offers only the Spanish voices, labelled name plus language, defaulting to es-MX', () => {
    const voices = describeVoices([alex, monica, paulina]);
    expect(voices.options.map(voiceLabel)).toEqual(['Mónica (es-ES)', 'Paulina (es-MX)']);
    expect(voices.hasSpanish).toBe(true);
    expect(voices.defaultVoice).toBe(paulina);
  });

  it('defaults to any Spanish voice without es-MX, and to the first voice without Spanish', () => {
    expect(describeVoices([alex, jorge, monica]).defaultVoice).toBe(jorge);
    const none = describeVoices([alex, fakeVoice('Amélie', 'fr-CA')]);
    expect(none.defaultVoice).toBe(alex);
    expect(none.hasSpanish).toBe(false);
    // The fallback can still be changed: every voice is offered.
    expect(none.options).toHaveLength(2);
  });
});

describe('chooseVoice', () => {
  it("uses the learner's stored voice while the browser has it, else the default", () => {
    const voices = describeVoices([alex, monica, paulina]);
    expect(chooseVoice(voices, voiceKey(monica))).toBe(monica);
    expect(chooseVoice(voices, 'urn:voice:Gone')).toBe(paulina);
    expect(chooseVoice(voices, null)).toBe(paulina);
    // An English voice is not offered while Spanish ones exist, even if it was stored.
    expect(chooseVoice(voices, voiceKey(alex))).toBe(paulina);
  });

  it('keys voices by voiceURI, or by name where the browser leaves it empty', () => {
    expect(voiceKey({ ...paulina, voiceURI: '' })).toBe('Paulina');
  });
});

describe('chooseSpeechRoute', () => {
  it('prefers a Spanish browser voice, then the server voice, then any browser voice, then text only', () => {
    expect(chooseSpeechRoute(describeVoices([alex, monica]), null, true)).toEqual({ kind: 'browser', voice: monica });
    expect(chooseSpeechRoute(describeVoices([alex]), null, true)).toEqual({ kind: 'server' });
    expect(chooseSpeechRoute(describeVoices([]), null, true)).toEqual({ kind: 'server' });
    expect(chooseSpeechRoute(describeVoices([alex]), null, false)).toEqual({ kind: 'browser', voice: alex });
    expect(chooseSpeechRoute(describeVoices([]), null, false)).toBeNull();
  });

  it('waits for the server before reading without a Spanish voice', () => {
    expect(chooseSpeechRoute(describeVoices([alex]), null, undefined)).toBeNull();
    expect(chooseSpeechRoute(describeVoices([monica]), null, undefined)).toEqual({ kind: 'browser', voice: monica });
  });
});

// The default voice follows the learner's settings, read through the query cache; none are loaded here (Latin America).
function QueryWrapper({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: new QueryClient() }, children);
}

describe('describeVoices for a variety', () => {
  it("defaults to a voice of the learner's Spanish, else any Spanish one", () => {
    const spain = fakeVoice('Mónica', 'es-ES');
    const mexico = fakeVoice('Paulina', 'es-MX');
    expect(describeVoices([mexico, spain], 'es-ES').defaultVoice).toBe(spain);
    expect(describeVoices([mexico, spain], 'es-MX').defaultVoice).toBe(mexico);
    expect(describeVoices([mexico], 'es-ES').defaultVoice).toBe(mexico);
  });
});

describe('useSpanishVoices', () => {
  it('has no voices where the browser cannot speak', () => {
    const { result } = renderHook(() => useSpanishVoices(), { wrapper: QueryWrapper });
    expect(result.current.options).toEqual([]);
    expect(result.current.defaultVoice).toBeUndefined();
  });

  it('picks up voices that load late, and keeps the same list while they do not change', () => {
    const speech = installFakeSpeechSynthesis([]);
    const { result, rerender } = renderHook(() => useSpanishVoices(), { wrapper: QueryWrapper });
    expect(result.current.options).toEqual([]);

    act(() => speech.loadVoices([alex, monica, paulina]));
    expect(result.current.options.map((voice) => voice.name)).toEqual(['Mónica', 'Paulina']);
    expect(result.current.defaultVoice?.name).toBe('Paulina');

    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });
});
