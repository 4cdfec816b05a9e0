import { LoaderCircle, Wifi, WifiOff } from 'lucide-react';
import { SIGNED_OUT_SOCKET_MESSAGE, TOO_MANY_SOCKETS_MESSAGE } from '@/contract/conversation-constants';
import { Button } from '@/web/components/ui/button';
import type { LiveSocketStatus, LiveSocketStopReason } from '@/web/lib/live-socket';

const STOP_MESSAGES: Record<LiveSocketStopReason, string> = {
  replaced: TOO_MANY_SOCKETS_MESSAGE,
  signed_out: SIGNED_OUT_SOCKET_MESSAGE,
};

/** Whether the live connection to the partner is up, with a way to retry once it has given up. */
export function ConnectionStatus({
  status,
  stopReason = null,
  onReconnect,
}: {
  status: LiveSocketStatus;
  /** Why the server closed the connection for good, said in words instead of a bare "Not connected". */
  stopReason?: LiveSocketStopReason | null;
  onReconnect: () => void;
}) {
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
      {stopReason ? STOP_MESSAGES[stopReason] : 'Not connected'}
      {/* Signed out, reconnecting cannot work: the page's next request sends the learner to sign in. */}
      {stopReason === 'signed_out' ? null : (
        <Button variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={onReconnect}>
          Reconnect
        </Button>
      )}
    </div>
  );
}
