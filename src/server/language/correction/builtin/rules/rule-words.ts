import { z } from 'zod';
// Imported rather than read from disk so the bundled server carries it too.
import ruleWordsJson from '../../../../../../content/corrector/rule-words.json' with { type: 'json' };

/** `content/corrector/rule-words.json`: the ordered rules' word lists, by rule file and list name. */
export const ruleWordsSchema = z.object({
  about: z.string(),
  rules: z.record(
    z.string(),
    z.record(z.string(), z.object({ about: z.string().optional(), words: z.array(z.string().min(1)).min(1) })),
  ),
});

let table: z.infer<typeof ruleWordsSchema>['rules'] | undefined;
const sets = new Map<string, ReadonlySet<string>>();

/** A rule's word list from the table, as a set; a missing list is an error the rule's tests show at once. */
export function ruleWords(rule: string, name: string): ReadonlySet<string> {
  const key = `${rule}/${name}`;
  let words = sets.get(key);
  if (!words) {
    const found = (table ??= ruleWordsSchema.parse(ruleWordsJson).rules)[rule]?.[name];
    if (!found) throw new Error(`content/corrector/rule-words.json has no list ${key}`);
    words = new Set(found.words);
    sets.set(key, words);
  }
  return words;
}
