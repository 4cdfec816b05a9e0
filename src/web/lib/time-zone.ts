/**
 * The browser's IANA time zone (e.g. "Europe/Madrid"), sent at sign-in so the server can count
 * day streaks in the learner's own days. Undefined when the runtime cannot tell; the field is optional.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
