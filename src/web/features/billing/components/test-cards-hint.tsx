import { DEMO_DECLINED_CARD, DEMO_TEST_CARD } from '@/contract/billing-constants';
import { formatCardNumber } from '@/web/features/billing/card-details';

const TEST_CARDS = [
  { number: DEMO_TEST_CARD, outcome: 'succeeds' },
  { number: DEMO_DECLINED_CARD, outcome: 'is declined' },
] as const;

/** The test cards the demo checkout knows, with any future expiry date and any CVC. */
export function TestCardsHint({ id }: { id: string }) {
  return (
    <div id={id} className="rounded-lg bg-secondary/70 px-4 py-3 text-sm text-secondary-foreground">
      <p className="font-semibold">Test cards</p>
      <ul className="mt-1 grid gap-1">
        {TEST_CARDS.map(({ number, outcome }) => (
          <li key={number}>
            <span className="font-mono font-semibold whitespace-nowrap">{formatCardNumber(number)}</span> {outcome}
          </li>
        ))}
      </ul>
      <p className="mt-1">Use any future expiry date and any 3-digit CVC.</p>
    </div>
  );
}
