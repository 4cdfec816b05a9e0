import { CloudOff } from 'lucide-react';
import { ProblemCard } from '@/web/components/problem-card';
import { Button } from '@/web/components/ui/button';

/** Shown when the sign-in state could not be loaded (network or server failure). */
export function UserLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <ProblemCard
      icon={CloudOff}
      title="We couldn't reach Charla"
      message="Your sign-in could not be checked. Please check your connection and try again."
      action={
        <Button onClick={onRetry} pending={retrying}>
          Try again
        </Button>
      }
    />
  );
}
