import { readFileSync } from 'node:fs';
import { topicFileSchema } from '@/server/modules/topics/topic-file-schema';
import { indexTopics } from '@/server/modules/topics/topic-catalogue';
import { loadCatalogue } from '@/server/modules/lessons/catalogue';
import { createBuiltinTutorEngine } from '@/server/tutor/builtin/builtin-tutor-engine';
const topic = topicFileSchema.parse(JSON.parse(readFileSync('src/server/tutor/builtin/testing/fixture-topic-food.json', 'utf8')));
const engine = createBuiltinTutorEngine({ topics: indexTopics([topic]), glossary: loadCatalogue('content') });
const difficulty = (process.argv[2] ?? 'beginner') as 'beginner';
const lines = process.argv.slice(3);
const history: { role: 'user' | 'assistant'; text: string }[] = [];
const t = { title: topic.title, description: topic.description, prompt: topic.prompt, defaultTopicId: process.env.CUSTOM ? undefined : topic.id };
if (process.env.CUSTOM) t.title = process.env.CUSTOM;
let r = await engine.reply({ topic: t, difficulty, history, requestFeedback: true });
console.log('P:', r.text, '\n   [', r.translation, ']');
history.push({ role: 'assistant', text: r.text });
for (const line of lines) {
  history.push({ role: 'user', text: line });
  r = await engine.reply({ topic: t, difficulty, history, requestFeedback: true });
  console.log('L:', line); console.log('P:', r.text, '\n   [', r.translation, ']', r.feedback ? `\n   FB: ${r.feedback}` : '');
  history.push({ role: 'assistant', text: r.text });
}
