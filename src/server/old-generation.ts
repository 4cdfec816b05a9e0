import v8 from 'node:v8';

/**
 * How far V8's old generation may grow past what was live at its last collection before it is collected again, in
 * percent (docs/ARCHITECTURE.md#memory). V8 lets a small heap grow up to four times its live size first; under load
 * the old generation fills with requests' objects that lived through two young collections and died soon after, so
 * the process's size then depended on when the last collection happened to run: 125 to 210 MB for the same load.
 * Collected at 1.5 times, it stays within 125-135 MB, for old-generation collections that mark a live set of about
 * 40 MB every few seconds.
 */
export const OLD_GENERATION_GROWTH_PERCENT = 50;

/** An operator's own setting, on the command line or in NODE_OPTIONS, wins over ours. */
function setByOperator(): boolean {
  return /--heap-growing-percent\b/.test([...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' '));
}

/** Bounds the old generation's growth; V8 reads the flag at each collection, so it takes effect at run time. */
export function boundOldGenerationGrowth(percent = OLD_GENERATION_GROWTH_PERCENT): void {
  if (!setByOperator()) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
