import { DEMO_DECLINED_CARD, DEMO_TEST_CARD } from '@/contract/billing';

export type DemoCardOutcome = 'approved' | 'declined' | 'invalid';

/**
 * The demo checkout's card check, mirroring Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002
 * is declined, any other number is refused as invalid (no real card is ever accepted). The expiry must be a
 * month not yet over (MM/YY) and the CVC 3 or 4 digits.
 */
export function checkDemoCard(card: { cardNumber: string; expiry: string; cvc: string }, now: Date): DemoCardOutcome {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{3,4}$/.test(card.cvc.trim()) || !expiryInFuture(card.expiry, now)) return 'invalid';
  if (number === DEMO_TEST_CARD) return 'approved';
  if (number === DEMO_DECLINED_CARD) return 'declined';
  return 'invalid';
}

function expiryInFuture(expiry: string, now: Date): boolean {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  // A card works until the end of its expiry month (UTC, as card networks count it).
  return now.getTime() < Date.UTC(year, month, 1);
}
