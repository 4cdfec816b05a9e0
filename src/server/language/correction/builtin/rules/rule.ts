import type { CorrectionCategory } from '@/contract/corrections';
import type { Draft } from '@/server/language/correction/builtin/draft';
import type { Lexicon } from '@/server/language/correction/builtin/lexicon';

export interface RuleContext {
  draft: Draft;
  lexicon: Lexicon;
}

/** One family of fixes. Rules run in order over the same draft, each seeing the fixes of those before it. */
export type Rule = (context: RuleContext) => void;

/** A rule under the name of the mistakes it fixes, as a learner would say it ("accents", "ser-estar"). */
export interface CorrectionRule {
  family: CorrectionCategory;
  apply: Rule;
}
