import { readFileSync } from 'node:fs';
import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';
const seen = new Set<string>();
for (const line of readFileSync(process.argv[2]!, 'utf8').split('\n')) {
  const m = /→ «(.*)»/u.exec(line);
  if (!m) continue;
  for (const s of m[1]!.split(/(?<=[.!?])\s+/u)) {
    if (seen.has(s)) continue;
    seen.add(s);
    const r = correctSpanish(s);
    if (r.changes.length > 0) console.log(`${s}  ⇒  ${r.correction}  [${r.changes.map((c) => c.category).join(',')}]`);
  }
}
