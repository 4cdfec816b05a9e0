import { analyze } from '@/server/language/spanish';
for (const s of process.argv.slice(2)) {
  const a = analyze(s);
  for (const t of a.tokens) if (t.kind === 'word') console.log(t.text, '=>', JSON.stringify(t.reading), '|', t.readings.map((r) => `${r.pos}:${r.lemma}:${r.kind ?? ''}:${r.gender ?? ''}:${r.number ?? ''}`).join(' '));
  console.log('--');
}
