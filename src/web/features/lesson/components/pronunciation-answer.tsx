import { Mic, RotateCcw, SkipForward, Square } from 'lucide-react';
import type { Exercise } from '@/contract/lessons';
import { Button } from '@/web/components/ui/button';
import { isRecordingSupported, MICROPHONE_ERROR_MESSAGE } from '@/web/lib/use-audio-recorder';
import type { VoiceCapture } from '@/web/lib/use-voice-capture';

type Pronunciation = Extract<Exercise, { type: 'pronunciation' }>;

interface PronunciationAnswerProps {
  exercise: Pronunciation;
  recorder: VoiceCapture;
  /** The browser's recognition listens while recording (the server has no speech recognition). */
  recognise: boolean;
  checked: boolean;
  /** The server is scoring the recording. */
  scoring: boolean;
  /** Offered only when this browser cannot record, so the lesson can still be finished. */
  onSkip: () => void;
  skipLabel: string;
}

export function PronunciationAnswer({
  exercise,
  recorder,
  recognise,
  checked,
  scoring,
  onSkip,
  skipLabel,
}: PronunciationAnswerProps) {
  const supported = isRecordingSupported();
  const { status, recording, error } = recorder;
  const heard = [recorder.transcript, recorder.interim].filter(Boolean).join(' ');
  const cannotRecord = !supported || error === MICROPHONE_ERROR_MESSAGE;

  return (
    <div className="grid gap-4">
      <div className="rounded-lg border bg-background px-4 py-3">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Say this aloud</p>
        <p lang="es" className="mt-1 text-xl font-semibold">
          {exercise.answer}
        </p>
      </div>

      {supported ? (
        <div className="flex flex-wrap items-center gap-3">
          {status === 'recording' ? (
            <Button variant="destructive" onClick={() => void recorder.stop()}>
              <Square aria-hidden="true" />
              Stop Recording
            </Button>
          ) : (
            <Button
              variant={recording ? 'outline' : 'default'}
              onClick={() => void recorder.start()}
              pending={status === 'requesting'}
              disabled={checked || scoring}
            >
              {recording ? <RotateCcw aria-hidden="true" /> : <Mic aria-hidden="true" />}
              {recording ? 'Record Again' : 'Start Recording'}
            </Button>
          )}
          <p role="status" className="flex items-center gap-2 text-sm font-medium">
            {status === 'recording' ? (
              <>
                <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-destructive" />
                Recording… speak now
              </>
            ) : null}
            {status === 'requesting' ? 'Waiting for the microphone…' : null}
            {status === 'recorded' ? (scoring ? 'Checking your pronunciation…' : 'Recording captured') : null}
          </p>
        </div>
      ) : null}

      {recognise && heard && !checked ? (
        // Words the browser heard, for the learner's eyes; the result announces the verdict.
        <p className="text-sm break-words text-muted-foreground">
          <span className="font-medium">{status === 'recording' ? 'Hearing: ' : 'Heard: '}</span>
          <span lang="es">{heard}</span>
        </p>
      ) : null}

      {recording ? (
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">Play back your recording</p>
          <audio controls src={recording.url} aria-label="Your recording" className="w-full max-w-md" />
        </div>
      ) : null}

      {error || !supported ? (
        <div
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive-soft px-3 py-2.5 text-sm font-medium text-destructive"
        >
          {error ?? 'Recording is not available in this browser.'}
        </div>
      ) : null}

      {cannotRecord && !checked && !scoring ? (
        <Button variant="outline" className="justify-self-start" onClick={onSkip}>
          <SkipForward aria-hidden="true" />
          {skipLabel}
        </Button>
      ) : null}
    </div>
  );
}
