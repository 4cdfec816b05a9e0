import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { verifiedEdits } from '@/server/language/correction/builtin/builtin-corrector';
import { CORRECTION_RULES } from '@/server/language/correction/builtin/rule-registry';
const WITHOUT = (process.env.WITHOUT ?? '').split(',');
const RULES = CORRECTION_RULES.filter((r) => !WITHOUT.includes(r.family));
const items = gunzipSync(readFileSync('content/learner-corpus/dev.jsonl.gz')).toString('utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
let n = 0; const kinds = new Map<string, number>();
for (const [i, item] of items.entries()) {
  if (i % 3 !== 0) continue;
  const full = verifiedEdits(item.input).kept;
  const less = verifiedEdits(item.input, RULES).kept;
  const key = (e: { start: number; end: number; replacement: string }) => `${e.start}:${e.end}:${e.replacement}`;
  const lessKeys = new Set(less.map(key));
  for (const e of full) {
    if (lessKeys.has(key(e)) || !e.origin.startsWith('rule')) continue;
    const orig = item.input.slice(e.start, e.end);
    const inRef = (item.accept as string[]).some((r) => r.includes(e.replacement));
    kinds.set(e.origin, (kinds.get(e.origin) ?? 0) + 1);
    if (n++ < Number(process.env.SHOW ?? 80)) console.log(`${inRef ? '+' : '-'} [${e.origin}] «${orig}» → «${e.replacement}»  | ${item.input.slice(Math.max(0, e.start - 40), e.end + 30)}`);
  }
}
console.log(kinds);
