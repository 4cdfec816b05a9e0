import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createTopicTextAnswerer } from '@/server/tutor/builtin/topic-text-answers';
import { kindsOf } from '@/server/tutor/builtin/scene-knowledge';
const knowledge = loadPartnerKnowledge();
const answerer = createTopicTextAnswerer(knowledge.scenes.topicText, () => [], kindsOf(knowledge.scenes.personaKinds));
const topic = { title: process.env.T ?? 'x', description: process.env.TOPIC_DESCRIPTION ?? '', prompt: process.env.TOPIC_PROMPT ?? '' };
for (const q of process.argv.slice(2)) console.log(q, '→', answerer.answer(q, topic, () => true));
