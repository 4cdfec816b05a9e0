import { verifiedEdits } from '@/server/language/correction/builtin/builtin-corrector';
import { CORRECTION_RULES } from '@/server/language/correction/builtin/rule-registry';
const WITHOUT = (process.env.WITHOUT ?? '').split(',');
const RULES = CORRECTION_RULES.filter((r) => !WITHOUT.includes(r.family));
for (const s of process.argv.slice(2)) {
  const v = verifiedEdits(s, RULES);
  console.log(s, '\n  kept:', v.kept.map((e) => `${s.slice(e.start, e.end)}→${e.replacement} [${e.origin}]`).join('; '), '\n  dropped:', v.dropped.map((d) => `${s.slice(d.edit.start, d.edit.end)}→${d.edit.replacement} [${d.edit.origin}] ${d.reason}`).join('; '));
}
