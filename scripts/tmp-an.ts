import { analysed } from '@/server/tutor/builtin/analysis-cache';
for (const s of process.argv.slice(2)) for (const t of analysed(s).tokens) if (t.kind==='word') console.log(t.text, t.reading?.pos, t.reading?.lemma, t.reading?.verbForm, t.readings.map(r=>r.pos+':'+r.lemma+':'+(r.person??'')).join(' '));
