import { useEffect, useState } from 'react';
import { Timer } from 'lucide-react';
import { elapsedSeconds, formatMinutesSeconds } from '@/domain/conversation-xp';

/** The running m:ss of the session; it re-renders only itself once a second. */
export function SessionTimer({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, []);
  const seconds = elapsedSeconds(new Date(startedAt), new Date(Math.max(now, startedAt)));
  return (
    <p className="flex items-center gap-1.5 text-sm font-semibold tabular-nums">
      <Timer aria-hidden="true" className="size-4 text-primary" />
      <span className="sr-only">Time elapsed: </span>
      <time dateTime={`PT${seconds}S`}>{formatMinutesSeconds(seconds)}</time>
    </p>
  );
}
