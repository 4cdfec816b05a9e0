import type { Draft } from '@/server/language/builtin-corrector/draft';
import type { Lexicon } from '@/server/language/builtin-corrector/lexicon';

export interface RuleContext {
  draft: Draft;
  lexicon: Lexicon;
}

/** One family of fixes. Rules run in order over the same draft, each seeing the fixes of those before it. */
export type Rule = (context: RuleContext) => void;
