/** Spoken audio for a text, ready to send to the browser as is. */
export interface SpokenAudio {
  audio: Buffer;
  contentType: string;
}

/**
 * A server voice for replies, for browsers without a Spanish speechSynthesis voice. Failures throw
 * AudioProviderError (../openai-audio-client.ts) carrying the message to show the learner.
 */
export interface ServerVoice {
  readonly name: string;
  speak(text: string, signal?: AbortSignal): Promise<SpokenAudio>;
}
