import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clampRate,
  formatRate,
  PLAYBACK_RATE_DEFAULT,
  readVoicePreferences,
  setPlaybackRate,
  setPreferredVoice,
  useVoicePreferences,
  VOICE_PREFERENCES_KEY,
} from './voice-preferences';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('clampRate and formatRate', () => {
  it('keeps speeds between 0.5 and 2 on 0.1 steps', () => {
    expect(clampRate(1.2000000000000002)).toBe(1.2);
    expect(clampRate(0.74)).toBe(0.7);
    expect(clampRate(0.1)).toBe(0.5);
    expect(clampRate(3)).toBe(2);
    expect(clampRate(Number.NaN)).toBe(PLAYBACK_RATE_DEFAULT);
    expect(clampRate('1.5')).toBe(PLAYBACK_RATE_DEFAULT);
    expect(clampRate(undefined)).toBe(1);
  });

  it("shows the speed as 'Nx'", () => {
    expect([1, 1.2, 0.5, 2, 0.7000000000000001].map(formatRate)).toEqual(['1x', '1.2x', '0.5x', '2x', '0.7x']);
  });
});

describe('voice preferences', () => {
  it('start as the default voice at normal speed', () => {
    expect(readVoicePreferences()).toEqual({ voiceURI: null, rate: 1 });
  });

  it('are kept in this browser, so they survive a reload', () => {
    setPreferredVoice('urn:voice:Paulina');
    setPlaybackRate(1.3);
    expect(JSON.parse(localStorage.getItem(VOICE_PREFERENCES_KEY) ?? '')).toEqual({
      voiceURI: 'urn:voice:Paulina',
      rate: 1.3,
    });

    localStorage.setItem(VOICE_PREFERENCES_KEY, JSON.stringify({ voiceURI: 'urn:voice:Jorge', rate: 0.8 }));
    expect(readVoicePreferences()).toEqual({ voiceURI: 'urn:voice:Jorge', rate: 0.8 });
  });

  it('read anything odd in storage as valid preferences', () => {
    const read = (raw: string) => {
      localStorage.setItem(VOICE_PREFERENCES_KEY, raw);
      return readVoicePreferences();
    };
    expect(read('not json')).toEqual({ voiceURI: null, rate: 1 });
    expect(read('null')).toEqual({ voiceURI: null, rate: 1 });
    expect(read('[1,2]')).toEqual({ voiceURI: null, rate: 1 });
    expect(read(JSON.stringify({ voiceURI: 42, rate: 'fast' }))).toEqual({ voiceURI: null, rate: 1 });
    expect(read(JSON.stringify({ voiceURI: 'x'.repeat(501), rate: 9 }))).toEqual({ voiceURI: null, rate: 2 });
    expect(read(JSON.stringify({ voiceURI: '', rate: 0.25 }))).toEqual({ voiceURI: null, rate: 0.5 });
  });

  it('store a clamped speed whatever they are given', () => {
    setPlaybackRate(7);
    expect(readVoicePreferences().rate).toBe(2);
  });

  it('last the visit where the browser blocks storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    setPlaybackRate(1.5);
    expect(readVoicePreferences().rate).toBe(1.5);
  });

  it('re-render their readers when they change, here or in another tab', () => {
    const { result } = renderHook(() => useVoicePreferences());
    act(() => setPlaybackRate(0.6));
    expect(result.current.rate).toBe(0.6);

    act(() => {
      localStorage.setItem(VOICE_PREFERENCES_KEY, JSON.stringify({ voiceURI: 'urn:voice:Mónica', rate: 1.1 }));
      window.dispatchEvent(new StorageEvent('storage', { key: VOICE_PREFERENCES_KEY }));
    });
    expect(result.current).toEqual({ voiceURI: 'urn:voice:Mónica', rate: 1.1 });
  });
});
