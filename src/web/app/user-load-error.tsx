import { CloudOff } from 'lucide-react';
import { ProblemCard } from '@/web/components/problem-card';
import { RetryButton, type Retry } from '@/web/components/load-error';

/** Shown when the sign-in state could not be loaded (network or server failure). */
export function UserLoadError(retry: Retry) {
  return (
    <ProblemCard
      icon={CloudOff}
      title="We couldn't reach Charla"
      message="Your sign-in could not be checked. Please check your connection and try again."
      action={<RetryButton {...retry} />}
    />
  );
}
