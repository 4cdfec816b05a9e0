import { useSyncExternalStore } from 'react';

/** docs/product.md#client: playback speed 0.5 to 2 in steps of 0.1, default 1. */
export const PLAYBACK_RATE_MIN = 0.5;
export const PLAYBACK_RATE_MAX = 2;
export const PLAYBACK_RATE_STEP = 0.1;
export const PLAYBACK_RATE_DEFAULT = 1;

export const VOICE_PREFERENCES_KEY = 'charla.voice-preferences';
/** Voice URIs are short names or URLs; anything longer in storage is not one. */
const VOICE_URI_MAX_LENGTH = 500;

/**
 * The partner-voice half of the client preferences (docs/product.md#client): held only in the browser, so
 * the choice survives reloads on this device and is never sent to the server.
 */
export interface VoicePreferences {
  /** The chosen voice's voiceURI; null means the default voice. */
  voiceURI: string | null;
  rate: number;
}

export const DEFAULT_VOICE_PREFERENCES: VoicePreferences = { voiceURI: null, rate: PLAYBACK_RATE_DEFAULT };

/** Any number becomes a speed the slider can show: inside 0.5-2 and on a 0.1 step. */
export function clampRate(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return PLAYBACK_RATE_DEFAULT;
  const bounded = Math.min(PLAYBACK_RATE_MAX, Math.max(PLAYBACK_RATE_MIN, value));
  // Whole steps, so 1.2000000000000002 from slider arithmetic shows as 1.2.
  const stepsPerUnit = Math.round(1 / PLAYBACK_RATE_STEP);
  return Math.round(bounded * stepsPerUnit) / stepsPerUnit;
}

/** The speed as the product shows it (docs/product.md#client): 'Nx', e.g. '1x', '1.2x', '0.5x'. */
export function formatRate(rate: number): string {
  return `${clampRate(rate)}x`;
}

/** Whatever is stored (another version's shape, hand edits, junk) reads as valid preferences. */
export function parseVoicePreferences(raw: string | null): VoicePreferences {
  if (raw === null) return DEFAULT_VOICE_PREFERENCES;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return DEFAULT_VOICE_PREFERENCES;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_VOICE_PREFERENCES;
  const { voiceURI, rate } = stored as Record<string, unknown>;
  return {
    voiceURI:
      typeof voiceURI === 'string' && voiceURI.length > 0 && voiceURI.length <= VOICE_URI_MAX_LENGTH ? voiceURI : null,
    rate: clampRate(rate),
  };
}

/*
 * localStorage itself is the store: the snapshot is re-derived whenever the stored text changes, so
 * other tabs' changes and a cleared storage are picked up. Where storage is blocked (private modes,
 * disabled cookies) the preferences live in memory for the visit.
 */
let memoryRaw: string | null = null;
let cachedRaw: string | null = null;
let cachedPreferences = DEFAULT_VOICE_PREFERENCES;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(VOICE_PREFERENCES_KEY);
  } catch {
    return memoryRaw;
  }
}

function writeRaw(raw: string): void {
  memoryRaw = raw;
  try {
    window.localStorage.setItem(VOICE_PREFERENCES_KEY, raw);
  } catch {
    // Blocked or full storage: the in-memory copy still serves this visit.
  }
  for (const listener of listeners) listener();
}

export function readVoicePreferences(): VoicePreferences {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedPreferences = parseVoicePreferences(raw);
  }
  return cachedPreferences;
}

function update(change: Partial<VoicePreferences>): void {
  const next = { ...readVoicePreferences(), ...change };
  writeRaw(JSON.stringify({ voiceURI: next.voiceURI, rate: clampRate(next.rate) }));
}

export function setPreferredVoice(voiceURI: string | null): void {
  update({ voiceURI });
}

export function setPlaybackRate(rate: number): void {
  update({ rate: clampRate(rate) });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === VOICE_PREFERENCES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useVoicePreferences(): VoicePreferences {
  return useSyncExternalStore(subscribe, readVoicePreferences, () => DEFAULT_VOICE_PREFERENCES);
}
