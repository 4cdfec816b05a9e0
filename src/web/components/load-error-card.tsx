import { CloudOff } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';

/**
 * A screen's data could not load, shown inside the screen (its heading stays) rather than replacing it:
 * the message, and a way to ask again.
 */
export function LoadErrorCard({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:p-8">
        <CloudOff aria-hidden="true" className="size-7 shrink-0 text-destructive" />
        <p className="flex-1 font-medium">{message}</p>
        <Button onClick={onRetry} pending={retrying}>
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}
