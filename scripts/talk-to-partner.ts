// npx tsx scripts/talk-to-partner.ts <topic id or custom title> <spain|latam> <difficulty> "line 1" "line 2" …
//
// Talks to the built-in partner the way the app does (each learner line checked by the built-in corrector first)
// and prints every reply with its time, so a person can read a whole conversation (issue 29).
import { fileURLToPath } from 'node:url';
import type { Difficulty } from '@/contract/conversation';
import type { MessageCheck } from '@/contract/corrections';
import type { SpanishVariety } from '@/contract/settings-constants';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';
import { MECHANISMS } from '@/server/language/correction/builtin/mechanisms';
import { CORRECTION_RULES } from '@/server/language/correction/builtin/rule-registry';
import { toMessageCheck } from '@/server/language/correction/message-check';
import { createBuiltinTutorEngine } from '@/server/tutor/builtin/builtin-tutor-engine';
import type { TutorHistoryMessage, TutorTopic } from '@/server/tutor/tutor-engine';

const [topicArg, variety, difficulty, ...lines] = process.argv.slice(2);
if (!topicArg || !variety || !difficulty) {
  console.error('usage: talk-to-partner.ts <topic id or title> <spain|latam> <beginner|intermediate|advanced> lines…');
  process.exit(2);
}
const contentDir = fileURLToPath(new URL('../content', import.meta.url));
const topics = loadTopicCatalogue(contentDir);
const engine = createBuiltinTutorEngine({ topics, glossary: loadCatalogue(contentDir) });
// a default topic by its id or its file's name ("03-at-the-cafe")
const known = topics.topics.find((topic) => topic.id === topicArg || `${topicArg}`.replace(/^\d+-/u, '') === topic.id);
const topic: TutorTopic = known
  ? { title: known.title, description: known.description, prompt: known.prompt, defaultTopicId: known.id }
  : { title: topicArg, description: process.env.TOPIC_DESCRIPTION ?? '', prompt: process.env.TOPIC_PROMPT ?? '' };
const history: TutorHistoryMessage[] = [];

async function reply(learnerCheck?: MessageCheck): Promise<void> {
  const started = performance.now();
  const turn = await engine.reply({
    topic,
    difficulty: difficulty as Difficulty,
    history: [...history],
    // the feedback line the app shows under a learner's message, as a learner who asked for it sees it
    requestFeedback: learnerCheck !== undefined,
    variety: variety as SpanishVariety,
    ...(learnerCheck ? { learnerCheck } : {}),
  });
  history.push({ role: 'assistant', text: turn.text });
  console.log(`  partner: ${turn.text}   [${(performance.now() - started).toFixed(1)} ms]`);
  if (turn.feedback) console.log(`  feedback: ${turn.feedback}`);
}

await reply();
for (const line of lines) {
  // (given the topic's text, as the app gives it: its own words are never respelled)
  const topicText = `${topic.title}\n${topic.description}\n${topic.prompt}`;
  const check = toMessageCheck(correctSpanish(line, CORRECTION_RULES, MECHANISMS, { topicText }), 'builtin');
  history.push(
    check.changes.length > 0 ? { role: 'user', text: line, corrected: check.corrected } : { role: 'user', text: line },
  );
  console.log(`learner: ${line}`);
  // what the app shows corrected under the learner's bubble, every change of it
  if (check.changes.length > 0) console.log(`  corrected: ${check.corrected}`);
  // the note under the bubble lists each fix with its reason ("and one more fix below" points at these)
  for (const change of check.changes)
    console.log(`  fix: «${change.original}» → «${change.corrected}»: ${change.explanation}`);
  await reply(check);
}
