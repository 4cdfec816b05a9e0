import { FlaskConical } from 'lucide-react';

/** The demo checkout must never be mistaken for a real payment page. */
export function TestModeBanner() {
  return (
    <div className="mb-6 flex items-start gap-3 rounded-xl border border-accent-foreground/30 bg-accent px-4 py-3 text-accent-foreground">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-0.5">
        <p className="font-semibold">Test mode — no real payment is taken</p>
        <p className="text-sm">
          This is Charla&apos;s demo checkout. Pay with a test card below; no card is charged and no money moves.
        </p>
      </div>
    </div>
  );
}
