/**
 * docs/product.md#welcome: the welcome step a learner is on, kept in this browser per learner
 * (`charla.welcome-step.<user id>`), so a learner who leaves part-way comes back to it. Their choices themselves are
 * on the server as soon as they are made; only the step stays here (another device starts at the first step, with
 * the choices already made selected).
 */
export const WELCOME_STEP_COUNT = 3;

const keyOf = (userId: string) => `charla.welcome-step.${userId}`;

export function readWelcomeStep(userId: string | undefined): number {
  if (!userId) return 0;
  try {
    const step = Number(window.localStorage.getItem(keyOf(userId)));
    return Number.isInteger(step) && step > 0 && step < WELCOME_STEP_COUNT ? step : 0;
  } catch {
    return 0;
  }
}

export function saveWelcomeStep(userId: string | undefined, step: number): void {
  if (!userId) return;
  try {
    window.localStorage.setItem(keyOf(userId), String(step));
  } catch {
    // Storage full or blocked: the learner would start at the first step next time, with their choices kept.
  }
}

export function clearWelcomeStep(userId: string | undefined): void {
  if (!userId) return;
  try {
    window.localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
