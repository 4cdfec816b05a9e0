/** A recording to transcribe, checked and held in memory (see ../audio-upload.ts). */
export interface AudioClip {
  bytes: Buffer;
  mimeType: string;
  filename: string;
}

/**
 * Server speech recognition of a learner's Spanish. The language is always Spanish: telling the model so
 * stops it from "translating" a learner's accented Spanish into English. Failures throw AudioProviderError
 * (../openai-audio-client.ts) carrying the message to show the learner.
 */
export interface SpeechToText {
  readonly name: string;
  /** The words heard, trimmed; empty when the recording held no speech. */
  transcribe(audio: AudioClip, signal?: AbortSignal): Promise<string>;
}

/** The language the recognizer is told to expect (ISO 639-1). */
export const TRANSCRIPTION_LANGUAGE = 'es';
