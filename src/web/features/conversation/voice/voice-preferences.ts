// The store moved to src/web/lib so the Settings screen shares it; the practice screen's imports stay as they were.
export * from '@/web/lib/voice-preferences';
