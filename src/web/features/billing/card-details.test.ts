import { describe, expect, it } from 'vitest';
import { DEMO_DECLINED_CARD, DEMO_TEST_CARD } from '@/contract/billing-constants';
import {
  CARD_NUMBER_ERROR,
  CVC_ERROR,
  EXPIRY_FORMAT_ERROR,
  EXPIRY_PAST_ERROR,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  passesLuhn,
  toPayment,
  validateCard,
} from './card-details';

const NOW = new Date(2026, 4, 15);

describe('card field formatting', () => {
  it('groups the card number in fours and drops everything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('puts the slash in the expiry once the year starts, and keeps at most MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
    // Deleting back over the slash leaves the month alone.
    expect(formatExpiry('12/')).toBe('12');
  });

  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });
});

describe('validateCard', () => {
  const good = { cardNumber: formatCardNumber(DEMO_TEST_CARD), expiry: '12/30', cvc: '123', name: '' };

  it('accepts both test cards (the decline is the server’s answer, not a typo)', () => {
    expect(passesLuhn(DEMO_TEST_CARD)).toBe(true);
    expect(passesLuhn(DEMO_DECLINED_CARD)).toBe(true);
    expect(validateCard(good, NOW)).toEqual({});
    expect(validateCard({ ...good, cardNumber: DEMO_DECLINED_CARD }, NOW)).toEqual({});
  });

  it('rejects a mistyped, short or empty card number', () => {
    expect(validateCard({ ...good, cardNumber: '4242 4242 4242 4241' }, NOW)).toEqual({
      cardNumber: CARD_NUMBER_ERROR,
    });
    expect(validateCard({ ...good, cardNumber: '4242 42' }, NOW)).toEqual({ cardNumber: CARD_NUMBER_ERROR });
    expect(validateCard({ ...good, cardNumber: '' }, NOW)).toEqual({ cardNumber: CARD_NUMBER_ERROR });
  });

  it('needs the expiry as MM/YY with a real month, and not before this month', () => {
    expect(validateCard({ ...good, expiry: '1230' }, NOW)).toEqual({ expiry: EXPIRY_FORMAT_ERROR });
    expect(validateCard({ ...good, expiry: '13/30' }, NOW)).toEqual({ expiry: EXPIRY_FORMAT_ERROR });
    expect(validateCard({ ...good, expiry: '00/30' }, NOW)).toEqual({ expiry: EXPIRY_FORMAT_ERROR });
    expect(validateCard({ ...good, expiry: '04/26' }, NOW)).toEqual({ expiry: EXPIRY_PAST_ERROR });
    // A card is good to the end of its month.
    expect(validateCard({ ...good, expiry: '05/26' }, NOW)).toEqual({});
  });

  it('needs a 3 or 4 digit CVC', () => {
    expect(validateCard({ ...good, cvc: '12' }, NOW)).toEqual({ cvc: CVC_ERROR });
    expect(validateCard({ ...good, cvc: '1234' }, NOW)).toEqual({});
    expect(validateCard({ cardNumber: '', expiry: '', cvc: '', name: '' }, NOW)).toEqual({
      cardNumber: CARD_NUMBER_ERROR,
      expiry: EXPIRY_FORMAT_ERROR,
      cvc: CVC_ERROR,
    });
  });
});

describe('toPayment', () => {
  it('sends the bare digits, and the name only when one was given', () => {
    expect(toPayment({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: '  ' })).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(toPayment({ cardNumber: '4242', expiry: '12/30', cvc: '123', name: ' Ana Pérez ' }).name).toBe('Ana Pérez');
  });
});
