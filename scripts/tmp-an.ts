import { analyze } from '@/server/language/spanish';
for (const a of process.argv.slice(2)) console.log(JSON.stringify(analyze(a).tokens.map((t) => [t.text, t.readings.map((r) => `${r.lemma}/${r.pos}/${r.gender ?? ''}/${r.number ?? ''}`)])));
