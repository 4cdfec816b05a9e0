/** One fix in a learner's sentence: the words as written, the words as corrected, and why. */
export interface CorrectionChange {
  original: string;
  corrected: string;
  /** A short English explanation a learner understands ("'problema' is masculine: el problema"). */
  explanation: string;
}

/** The answer of POST /api/conversation/correct. */
export interface CorrectionResult {
  /** The corrected sentence; identical to the input when nothing is wrong. */
  correction: string;
  /** One English paragraph summing up the changes, or saying the sentence is already correct. */
  explanation: string;
  changes: CorrectionChange[];
}

/** Corrects a learner's Spanish. The built-in rule corrector is the default; an AI one is used when configured. */
export interface SpanishCorrector {
  readonly name: string;
  correct(text: string, signal?: AbortSignal): Promise<CorrectionResult>;
}

/** What the summary says when a sentence needed no change. */
export const NO_CORRECTION_NEEDED = 'Looks good! Your sentence is correct.';
