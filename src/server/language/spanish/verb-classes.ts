import { z } from 'zod';
import verbClassesJson from '../../../../content/spanish/verb-classes.json' with { type: 'json' };

const verbClassesSchema = z.strictObject({
  about: z.string().min(1),
  leaning: z.array(z.string().regex(/^\p{Ll}+r$/u)).min(1),
  liking: z.array(z.string().regex(/^\p{Ll}+r$/u)).min(1),
  saying: z.array(z.string().regex(/^\p{Ll}+r$/u)).min(1),
});

export interface VerbClasses {
  /** Verbs that lean on an infinitive ("suelo ir", "prefiero leer"): the doing is the verb they govern. */
  leaning: ReadonlySet<string>;
  /** Verbs that agree with the thing liked ("me gustan las películas"). */
  liking: ReadonlySet<string>;
  /** Verbs of saying, knowing and thinking, whose "lo" is a whole thing said ("¿No lo sabes?"). */
  saying: ReadonlySet<string>;
}

let classes: VerbClasses | undefined;
/** The verb classes of content/spanish/verb-classes.json, read once. */
export function verbClasses(): VerbClasses {
  if (classes) return classes;
  const parsed = verbClassesSchema.parse(verbClassesJson);
  classes = { leaning: new Set(parsed.leaning), liking: new Set(parsed.liking), saying: new Set(parsed.saying) };
  return classes;
}
