/**
 * The demo checkout's card form: how its fields format as the learner types, and what counts as a
 * card the server will take. The server checks again; these checks only save a round trip.
 */
export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardDetails;
export type CardErrors = Partial<Record<CardField, string>>;

const CARD_DIGITS_MAX = 19;
const CARD_DIGITS_MIN = 12;

export const CARD_NUMBER_ERROR = 'Enter a valid card number';
export const EXPIRY_FORMAT_ERROR = 'Enter the expiry date as MM/YY';
export const EXPIRY_PAST_ERROR = 'This card has expired';
export const CVC_ERROR = 'Enter the 3 or 4 digit security code';

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Groups of four, the way the number is printed on the card: "4242 4242 4242 4242". */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, CARD_DIGITS_MAX)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/*
 * The slash appears only once the year starts, so deleting back past it never leaves the learner
 * fighting a slash that is put back on every keystroke.
 */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(text: string): string {
  return digitsOf(text).slice(0, 4);
}

/** The Luhn checksum every card number carries, which catches a mistyped digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberError(cardNumber: string): string | undefined {
  const digits = digitsOf(cardNumber);
  const valid = digits.length >= CARD_DIGITS_MIN && digits.length <= CARD_DIGITS_MAX && passesLuhn(digits);
  return valid ? undefined : CARD_NUMBER_ERROR;
}

/** A card is good until the end of its expiry month. */
export function expiryError(expiry: string, now: Date): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return EXPIRY_FORMAT_ERROR;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return EXPIRY_FORMAT_ERROR;
  const year = 2000 + Number(match[2]);
  const firstDayAfter = new Date(year, month, 1);
  return firstDayAfter > now ? undefined : EXPIRY_PAST_ERROR;
}

export function cvcError(cvc: string): string | undefined {
  return /^\d{3,4}$/.test(cvc.trim()) ? undefined : CVC_ERROR;
}

export function validateCard(details: CardDetails, now: Date): CardErrors {
  const errors: CardErrors = {
    cardNumber: cardNumberError(details.cardNumber),
    expiry: expiryError(details.expiry, now),
    cvc: cvcError(details.cvc),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** What the pay call sends: the bare digits, and no name when none was given. */
export function toPayment(details: CardDetails) {
  const name = details.name.trim();
  return {
    cardNumber: digitsOf(details.cardNumber),
    expiry: details.expiry.trim(),
    cvc: details.cvc.trim(),
    ...(name ? { name } : {}),
  };
}
