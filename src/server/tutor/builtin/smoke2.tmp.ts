import { loadTopicCatalogue } from '@/server/modules/topics/topic-catalogue';
import { loadCatalogue } from '@/server/modules/lessons/catalogue';
import { createBuiltinTutorEngine } from '@/server/tutor/builtin/builtin-tutor-engine';
const topics = loadTopicCatalogue('content');
const engine = createBuiltinTutorEngine({ topics, glossary: loadCatalogue('content') });
const [id, difficulty, ...lines] = process.argv.slice(2) as [string, 'beginner', ...string[]];
const topic = topics.byId.get(id)!;
const t = { title: topic.title, description: topic.description, prompt: topic.prompt, defaultTopicId: topic.id };
const history: { role: 'user' | 'assistant'; text: string }[] = [];
let r = await engine.reply({ topic: t, difficulty, history, requestFeedback: true });
console.log('P:', r.text); history.push({ role: 'assistant', text: r.text });
for (const line of lines) {
  history.push({ role: 'user', text: line });
  r = await engine.reply({ topic: t, difficulty, history, requestFeedback: true });
  console.log('L:', line); console.log('P:', r.text, r.feedback ? `\n   FB: ${r.feedback}` : '');
  history.push({ role: 'assistant', text: r.text });
}
