import { CloudOff } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';

/** Shown when the sign-in state could not be loaded (network or server failure). */
export function UserLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md" role="alert">
        <CardContent className="flex flex-col items-start gap-4 p-8">
          <div className="flex items-center gap-3">
            <CloudOff aria-hidden="true" className="size-7 shrink-0 text-destructive" />
            <h1 className="text-xl font-bold">We couldn&apos;t reach Charla</h1>
          </div>
          <p className="text-muted-foreground">
            Your sign-in could not be checked. Please check your connection and try again.
          </p>
          <Button onClick={onRetry} pending={retrying}>
            Try again
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
