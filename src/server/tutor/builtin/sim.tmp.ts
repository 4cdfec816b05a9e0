import { loadTopicCatalogue } from '@/server/modules/topics/topic-catalogue';
import { loadCatalogue } from '@/server/modules/lessons/catalogue';
import { wordCount } from '@/server/modules/topics/topic-file-schema';
import { createBuiltinTutorEngine } from '@/server/tutor/builtin/builtin-tutor-engine';
const topics = loadTopicCatalogue('content');
let t0 = performance.now();
const engine = createBuiltinTutorEngine({ topics, glossary: loadCatalogue('content') });
console.log('construct ms', (performance.now() - t0).toFixed(1));
const answers = ['Sí, me gusta mucho.', 'No sé.', 'Me llamo Ana.', 'Tengo veinte años.', 'Vivo en Madrid.', 'Me encanta el café.', 'Es interesante.', 'No, no mucho.', 'Prefiero el té.', 'Creo que sí, claro.'];
let calls = 0, total = 0, maxLen = 0, problems = 0;
for (const topic of topics.topics) for (const difficulty of ['beginner','intermediate','advanced'] as const) {
  const history: { role: 'user'|'assistant'; text: string }[] = [];
  const tt = { title: topic.title, description: topic.description, prompt: topic.prompt, defaultTopicId: topic.id };
  const seen = new Set<string>();
  for (let i = 0; i < 40; i++) {
    const s = performance.now();
    const r = await engine.reply({ topic: tt, difficulty, history, requestFeedback: true });
    total += performance.now() - s; calls++;
    const wc = wordCount(r.text); if (difficulty === 'beginner') maxLen = Math.max(maxLen, wc);
    if (difficulty === 'beginner' && wc >= 25) { problems++; console.log('LONG', topic.id, r.text); }
    const q = r.text.slice(r.text.lastIndexOf('¿'));
    if (seen.has(q) && !r.text.includes('Terminamos') && !r.text.includes('terminar')) { problems++; console.log('REPEAT', topic.id, difficulty, i, q); }
    seen.add(q);
    history.push({ role: 'assistant', text: r.text }, { role: 'user', text: answers[i % answers.length]! });
  }
  if (topic.id === '03-at-the-cafe' || topic.id === 'at-the-cafe') console.log(history.slice(0, 12).map(m => `${m.role[0]}: ${m.text}`).join('\n'));
}
console.log({ calls, avgMs: (total / calls).toFixed(3), maxLen, problems });
