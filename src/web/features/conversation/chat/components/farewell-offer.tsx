import { Flag } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/**
 * Under the partner's answer to a goodbye: the screen, not the character, offers to end the conversation (and
 * see its XP); the learner may just as well keep talking.
 */
export function FarewellOffer({ ending, onEnd }: { ending: boolean; onEnd: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/50 px-3 py-2 text-sm"
    >
      <span>You said goodbye. End the conversation now, or keep talking.</span>
      <Button size="sm" variant="secondary" pending={ending} onClick={onEnd}>
        <Flag aria-hidden="true" />
        End and see my XP
      </Button>
    </div>
  );
}
