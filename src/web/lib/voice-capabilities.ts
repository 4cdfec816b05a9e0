import { useCapabilities } from '@/web/lib/queries/capabilities';
import { isRecordingSupported } from '@/web/lib/use-audio-recorder';

/**
 * How spoken messages become text here: by the server, by the browser's own recognition, not at all
 * (typing only), or not known yet while the server is asked.
 */
export type SpeechInputMode = 'checking' | 'server' | 'browser' | 'unavailable';

/** Who turns speech into text as the server says; without an answer, the embedded default (the browser). */
export function useSpeechToText(): 'server' | 'browser' | undefined {
  const capabilities = useCapabilities();
  return capabilities.data?.speechToText ?? (capabilities.isError ? 'browser' : undefined);
}

/** The mode for this browser: recording is needed either way, the browser's recogniser when the server has none. */
export function speechInputMode(
  speechToText: 'server' | 'browser' | undefined,
  recognitionSupported: boolean,
): SpeechInputMode {
  if (!speechToText) return 'checking';
  if (!isRecordingSupported()) return 'unavailable';
  if (speechToText === 'server') return 'server';
  return recognitionSupported ? 'browser' : 'unavailable';
}

/** Whether the server can read replies aloud; false when it cannot be asked, undefined until it answers. */
export function useServerVoice(): boolean | undefined {
  const capabilities = useCapabilities();
  return capabilities.isError ? false : capabilities.data?.serverVoice;
}
