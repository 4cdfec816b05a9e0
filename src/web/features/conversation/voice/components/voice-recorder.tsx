import { useEffect, useRef, useState } from 'react';
import { Mic, SendHorizontal, Square, Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useCoarsePointer } from '@/web/lib/use-coarse-pointer';
import { useEndOfSpeech } from '@/web/features/conversation/voice/use-end-of-speech';
import { VoiceHelpLink } from './voice-help-link';
import { useVoiceMessage, type VoiceMessage } from '@/web/features/conversation/voice/use-voice-message';

export const VOICE_UNAVAILABLE_MESSAGE = "Voice input isn't available in this browser. Type your message below.";
export const PROCESSING_MESSAGE = 'Processing your message...';
export const TAP_TO_TALK_LABEL = 'Tap to talk';
export const TAP_TO_SEND_LABEL = 'Stop and send';
export const TAP_TO_TALK_HINT = 'Tap the microphone and speak: it sends when you stop talking.';
export const TAP_LISTENING_HINT = 'Listening… it sends when you stop, or tap to send now.';

interface VoiceRecorderProps {
  /** The live connection is open: a message can go out. */
  connected: boolean;
  /** The partner is still answering: the next message waits (the typed input does too). */
  partnerReplying: boolean;
  /** Sends the recognised text like a typed message; false when it could not be sent. */
  onText: (text: string, speakingMs: number) => boolean;
}

/** The learner always sees who turns their speech into text. */
function modeLine(voice: VoiceMessage): string {
  switch (voice.mode) {
    case 'checking':
      return 'Speech recognition: checking…';
    case 'server':
      return 'Speech recognition: server';
    case 'browser':
      return `Speech recognition: your browser (${voice.capture.recognitionLanguage})`;
    case 'unavailable':
      return VOICE_UNAVAILABLE_MESSAGE;
  }
}

function statusText(voice: VoiceMessage): string {
  switch (voice.phase) {
    case 'requesting':
      return 'Waiting for the microphone…';
    case 'recording':
      return 'Recording… speak now';
    case 'recorded':
      return 'Recording ready: play it back, discard it or send it.';
    case 'sending':
      return PROCESSING_MESSAGE;
    case 'idle':
      return '';
  }
}

function pausedReason(connected: boolean, partnerReplying: boolean): string | null {
  if (!connected) return 'Voice messages wait for the connection.';
  if (partnerReplying) return 'You can send once your partner has replied.';
  return null;
}

/**
 * Speech input (docs/product.md#language-help): record a spoken message, then play it back, discard it or send it.
 * On a touch screen it is one big microphone button instead (docs/product.md#tap-to-talk): a tap starts, and the
 * message goes out when the learner stops talking or taps again; its text then appears in the learner's bubble.
 */
export function VoiceRecorder({ connected, partnerReplying, onText }: VoiceRecorderProps) {
  const voice = useVoiceMessage({ onText });
  const { phase, capture } = voice;
  const tapToTalk = useCoarsePointer();
  // Tap to talk: between the stop and the send, the recording is not offered for playback.
  const [autoSending, setAutoSending] = useState(false);
  const ready = connected && !partnerReplying;
  const paused = pausedReason(connected, partnerReplying);
  const panelRef = useRef<HTMLElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const previousPhase = useRef(phase);

  // Each step replaces the button just pressed; the keyboard moves on to the next step's main button.
  useEffect(() => {
    if (previousPhase.current === phase) return;
    previousPhase.current = phase;
    const active = document.activeElement;
    if (active === document.body || panelRef.current?.contains(active)) primaryRef.current?.focus();
  }, [phase]);

  // Stopped by the silence or by the second tap: sent as soon as the recording exists.
  const stopAndSend = () => {
    if (autoSending) return;
    setAutoSending(true);
    void voice.stopAndSend().finally(() => setAutoSending(false));
  };
  useEndOfSpeech(tapToTalk && phase === 'recording' ? capture.stream : null, stopAndSend);

  if (voice.mode === 'unavailable') {
    return (
      <section
        aria-label="Voice message"
        className="grid gap-1 rounded-lg border border-dashed px-3 py-2.5 text-sm text-muted-foreground"
      >
        <p>{VOICE_UNAVAILABLE_MESSAGE}</p>
        <VoiceHelpLink />
      </section>
    );
  }

  const recorded = phase === 'recorded' || phase === 'sending';
  const browserMode = voice.mode === 'browser';
  const alertText = capture.error ?? voice.notice;

  // A recording that could not go out (nothing heard, no connection) keeps the full panel: play, discard, send.
  if (tapToTalk && (phase !== 'recorded' || autoSending)) {
    const recording = phase === 'recording';
    return (
      <section ref={panelRef} aria-label="Voice message" className="grid gap-2 rounded-lg border bg-background p-3">
        <p className="text-xs text-muted-foreground">{paused && !recording ? paused : modeLine(voice)}</p>
        <div className="flex items-center gap-3">
          <Button
            ref={primaryRef}
            variant={recording ? 'destructive' : 'default'}
            className="size-14 rounded-full p-0 [&_svg]:size-6"
            aria-label={recording ? TAP_TO_SEND_LABEL : TAP_TO_TALK_LABEL}
            disabled={phase === 'sending' || (!recording && (!ready || voice.mode === 'checking'))}
            pending={phase === 'requesting' || phase === 'sending'}
            onClick={recording ? stopAndSend : () => void voice.start()}
          >
            {phase === 'requesting' || phase === 'sending' ? null : recording ? (
              <Square aria-hidden="true" />
            ) : (
              <Mic aria-hidden="true" />
            )}
          </Button>
          <p role="status" aria-live="polite" className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium">
            {recording ? (
              <span aria-hidden="true" className="size-2.5 shrink-0 animate-pulse rounded-full bg-destructive" />
            ) : null}
            {phase === 'sending'
              ? PROCESSING_MESSAGE
              : recording
                ? TAP_LISTENING_HINT
                : phase === 'requesting'
                  ? statusText(voice)
                  : TAP_TO_TALK_HINT}
          </p>
        </div>
        {browserMode && recording ? (
          <p className="min-h-5 text-sm break-words text-muted-foreground">
            <span className="font-medium">Hearing: </span>
            <span lang="es">{[capture.transcript, capture.interim].filter(Boolean).join(' ') || '…'}</span>
          </p>
        ) : null}
        <RecorderAlert text={alertText} />
      </section>
    );
  }

  return (
    <section ref={panelRef} aria-label="Voice message" className="grid gap-3 rounded-lg border bg-background p-3">
      {/*
       * One line, whatever the moment: why it waits takes the place of the recogniser's name, so the composer
       * under a running conversation never grows and shrinks as each reply comes in (no layout shift).
       */}
      <p className="text-xs text-muted-foreground">{paused && phase !== 'recording' ? paused : modeLine(voice)}</p>

      <div className="flex flex-wrap items-center gap-2">
        {phase === 'recording' ? (
          <Button ref={primaryRef} variant="destructive" onClick={voice.stop}>
            <Square aria-hidden="true" />
            Stop Recording
          </Button>
        ) : recorded ? (
          <>
            <Button
              variant="outline"
              aria-label="Discard recording"
              disabled={phase === 'sending'}
              onClick={voice.discard}
            >
              <Trash2 aria-hidden="true" />
              Discard
            </Button>
            <Button
              ref={primaryRef}
              aria-label="Send recording"
              disabled={!ready}
              pending={phase === 'sending'}
              onClick={() => void voice.send()}
            >
              <SendHorizontal aria-hidden="true" />
              Send
            </Button>
          </>
        ) : (
          <Button
            ref={primaryRef}
            disabled={!ready || voice.mode === 'checking'}
            pending={phase === 'requesting'}
            onClick={() => void voice.start()}
          >
            <Mic aria-hidden="true" />
            Start Recording
          </Button>
        )}
        <p role="status" aria-live="polite" className="flex min-w-0 items-center gap-2 text-sm font-medium">
          {phase === 'recording' ? (
            <span aria-hidden="true" className="size-2.5 shrink-0 animate-pulse rounded-full bg-destructive" />
          ) : null}
          {statusText(voice)}
        </p>
      </div>

      {browserMode && phase === 'recording' ? (
        // Interim words change many times a second: shown, not announced.
        <p className="min-h-5 text-sm break-words text-muted-foreground">
          <span className="font-medium">Hearing: </span>
          <span lang="es">{[capture.transcript, capture.interim].filter(Boolean).join(' ') || '…'}</span>
        </p>
      ) : null}

      {recorded && capture.recording ? (
        <div className="grid gap-1.5">
          <audio controls src={capture.recording.url} aria-label="Your recording" className="w-full" />
          {browserMode && capture.transcript ? (
            <p className="text-sm break-words">
              <span className="font-medium">Heard: </span>
              <span lang="es">{capture.transcript}</span>
            </p>
          ) : null}
        </div>
      ) : null}

      <RecorderAlert text={alertText} />
    </section>
  );
}

/** Why the last recording went nowhere (the microphone, the recogniser, nothing heard), until the next try. */
function RecorderAlert({ text }: { text: string | null | undefined }) {
  return text ? (
    <div
      role="alert"
      className="rounded-md border border-destructive/30 bg-destructive-soft px-3 py-2.5 text-sm font-medium text-destructive"
    >
      {text}
    </div>
  ) : null;
}
