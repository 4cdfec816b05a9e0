import type { CorrectionCategory, CorrectorName } from '@/contract/corrections';

/** One fix in a learner's sentence: the words as written, the words as corrected, why, and what kind of mistake. */
export interface CorrectionChange {
  category: CorrectionCategory;
  original: string;
  corrected: string;
  /** A short English explanation a learner understands ("'problema' is masculine: el problema"). */
  explanation: string;
}

/** The answer of POST /api/conversation/correct, and the check stored with each learner message. */
export interface CorrectionResult {
  /** The corrected sentence; identical to the input when nothing was found. */
  correction: string;
  /**
   * One English paragraph summing up the changes or, when there are none, saying what was checked and what was
   * not. Never "your sentence is correct": a corrector only vouches for what it checks (docs/product.md#message-checks).
   */
  explanation: string;
  changes: CorrectionChange[];
}

/**
 * What a message is written in: the topic of its conversation. A word of the topic's text the lexicon lacks
 * ("chicha", "upa") is the scene's own word, never respelled into another ("chica").
 */
export interface CorrectionContext {
  topicText?: string;
}

/** Corrects a learner's Spanish. The built-in rule corrector is the default; an AI one is used when configured. */
export interface SpanishCorrector {
  readonly name: CorrectorName;
  correct(text: string, signal?: AbortSignal, context?: CorrectionContext): Promise<CorrectionResult>;
  /** A learner is about to write: read in the background what the first check needs (idempotent, never throws). */
  prepare?(): void;
}

/** What the AI corrector's summary says when it changed nothing: the model reads the whole sentence. */
export const AI_FOUND_NO_MISTAKES = 'No mistakes found.';
