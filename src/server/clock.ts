/** Injected wherever time matters so tests can move it; production uses the system clock. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
