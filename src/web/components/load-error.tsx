import { CloudOff } from 'lucide-react';
import { Button, type ButtonProps } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';

/** A way to ask again for what could not load, and whether that is under way. */
export interface Retry {
  retrying: boolean;
  onRetry: () => void;
}

type LoadErrorProps = Retry & { message: string };

/** "Try again": disabled, with a spinner, while the new attempt runs. */
export function RetryButton({ retrying, onRetry, ...button }: Retry & Pick<ButtonProps, 'variant' | 'size'>) {
  return (
    <Button {...button} pending={retrying} onClick={onRetry}>
      Try again
    </Button>
  );
}

/**
 * A screen's data could not load, shown inside the screen (its heading stays) rather than replacing it:
 * the message, and a way to ask again.
 */
export function LoadErrorCard({ message, ...retry }: LoadErrorProps) {
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:p-8">
        <CloudOff aria-hidden="true" className="size-7 shrink-0 text-destructive" />
        <p className="flex-1 font-medium">{message}</p>
        <RetryButton {...retry} />
      </CardContent>
    </Card>
  );
}

/** A part of a screen that could not load: what is missing, and a way to ask again. */
export function InlineLoadError({ message, ...retry }: LoadErrorProps) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
      <span className="font-medium text-destructive">{message}</span>
      <RetryButton variant="outline" size="sm" {...retry} />
    </div>
  );
}
