import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';
for (const s of process.argv.slice(2)) { const r = correctSpanish(s); console.log(s, '⇒', r.correction, r.changes.map(c=>c.category).join(',')); }
