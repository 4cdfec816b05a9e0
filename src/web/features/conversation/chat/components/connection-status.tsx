import { LoaderCircle, Wifi, WifiOff } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import type { LiveSocketStatus } from '@/web/lib/live-socket';

/** Whether the live connection to the partner is up, with a way to retry once it has given up. */
export function ConnectionStatus({ status, onReconnect }: { status: LiveSocketStatus; onReconnect: () => void }) {
  if (status === 'open') {
    return (
      <p role="status" className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Wifi aria-hidden="true" className="size-3.5 text-emerald-700" />
        Connected
      </p>
    );
  }
  if (status === 'connecting') {
    return (
      <p role="status" className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin text-primary" />
        Connecting…
      </p>
    );
  }
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 text-xs font-medium text-destructive">
      <WifiOff aria-hidden="true" className="size-3.5" />
      Not connected
      <Button variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={onReconnect}>
        Reconnect
      </Button>
    </div>
  );
}
