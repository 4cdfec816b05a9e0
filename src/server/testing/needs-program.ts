import { describe, it } from 'vitest';
import { systemProgramAvailable, type SystemProgram } from './system-programs';

/**
 * `it` and `describe` for tests that need a system program: they run where it is installed, are skipped with a
 * printed reason elsewhere, and fail the run under CI when it is missing.
 */
export function needsProgram(program: SystemProgram, neededBy: string) {
  const available = systemProgramAvailable(program, neededBy);
  return { it: it.runIf(available), describe: describe.runIf(available) };
}
