import { useRef, useState } from 'react';
import { NOTHING_HEARD_MESSAGE } from '@/contract/language-constants';
import { toast } from '@/web/components/ui/use-toast';
import { recognitionErrorMessage } from '@/web/lib/speech-recognition';
import { useVoiceCapture } from '@/web/lib/use-voice-capture';
import { speechInputMode, useSpeechToText, type SpeechInputMode } from '@/web/lib/voice-capabilities';
import { transcribeAudio, transcriptionFailureToast } from '@/web/features/conversation/voice/api/transcribe-audio';

/** How spoken messages become text here (src/web/lib/voice-capabilities.ts). */
export type VoiceMode = SpeechInputMode;

/**
 * The voice message's states (docs/product.md#language-help): not recording, recording, recorded
 * (play, discard, send), then sending.
 */
export type VoicePhase = 'idle' | 'requesting' | 'recording' | 'recorded' | 'sending';

/**
 * A spoken message from recording to the partner: records it, turns it into text (server or browser)
 * and hands the text and the recording's length to `onText`, the same path typed messages take. While one is being transcribed,
 * further sends are ignored.
 */
export function useVoiceMessage({ onText }: { onText: (text: string, speakingMs: number) => boolean }) {
  const speechToText = useSpeechToText();
  const capture = useVoiceCapture({ recognise: speechToText === 'browser' });
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [notice, setNotice] = useState<string | null>(null);
  // A recording the server already transcribed is not uploaded again when its message could not be sent.
  const transcribedRef = useRef<{ blob: Blob; text: string } | null>(null);

  const mode: VoiceMode = speechInputMode(speechToText, capture.recognitionSupported);
  const phase: VoicePhase = sending ? 'sending' : capture.status;

  async function recognisedText(blob: Blob): Promise<string> {
    if (mode === 'server') {
      if (transcribedRef.current?.blob === blob) return transcribedRef.current.text;
      const text = (await transcribeAudio(blob)).trim();
      transcribedRef.current = { blob, text };
      return text;
    }
    return (await capture.finalTranscript()).trim() || capture.transcript.trim();
  }

  async function send(recording = capture.recording) {
    if (sendingRef.current || !recording) return;
    sendingRef.current = true;
    setSending(true);
    setNotice(null);
    try {
      const text = await recognisedText(recording.blob);
      if (!text) {
        // The recording stays, so the learner can play it back, try again or type instead.
        setNotice(
          mode === 'browser' && capture.recognitionError
            ? recognitionErrorMessage(capture.recognitionError)
            : NOTHING_HEARD_MESSAGE,
        );
        return;
      }
      // The recording's length is the message's speaking time; the transcription's time is not.
      if (onText(text, recording.durationMs)) {
        transcribedRef.current = null;
        capture.discard();
      }
    } catch (error) {
      toast({ variant: 'destructive', ...transcriptionFailureToast(error) });
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  return {
    mode,
    phase,
    capture,
    notice,
    start: async () => {
      setNotice(null);
      transcribedRef.current = null;
      return capture.start();
    },
    stop: () => void capture.stop(),
    /** Tap to talk: stops recording and sends the message as soon as the recording exists. */
    stopAndSend: async () => {
      const recording = await capture.stop();
      if (recording) await send(recording);
    },
    discard: () => {
      setNotice(null);
      transcribedRef.current = null;
      capture.discard();
    },
    send,
  };
}

export type VoiceMessage = ReturnType<typeof useVoiceMessage>;
