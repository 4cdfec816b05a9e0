import { useEffect, useRef } from 'react';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { COMPLETE_LESSON_FAILED } from '@/web/features/lesson/api/complete-lesson';

/** Shown when saving the result failed; the answers stay on screen, so retrying loses nothing. */
export function CompletionError({ onRetry }: { onRetry: () => void }) {
  const retryRef = useRef<HTMLButtonElement>(null);
  // The Complete Lesson button was disabled while sending, which dropped keyboard focus.
  useEffect(() => {
    retryRef.current?.focus();
  }, []);
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-destructive/30 bg-destructive-soft p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div>
          <p className="font-semibold text-destructive">{COMPLETE_LESSON_FAILED}</p>
          <p className="text-sm text-foreground">Your answers are kept. Check your connection and try again.</p>
        </div>
      </div>
      <Button ref={retryRef} variant="destructive" onClick={onRetry} className="w-full sm:w-auto">
        Retry
      </Button>
    </div>
  );
}
