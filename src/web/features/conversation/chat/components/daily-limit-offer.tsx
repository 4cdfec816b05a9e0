import { CalendarClock, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { screenPath } from '@/web/lib/screens';

/** Shown in place of a started conversation when today's allowance is used up: why, and how to get more. */
export function DailyLimitOffer({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-lg border border-accent-foreground/30 bg-accent px-4 py-3 text-accent-foreground"
    >
      <p className="flex items-start gap-2 text-sm font-medium">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{message}</span>
      </p>
      <Button asChild size="sm" className="justify-self-start">
        <Link href={screenPath.plans()}>
          <Sparkles aria-hidden="true" />
          See plans and upgrade
        </Link>
      </Button>
    </div>
  );
}
