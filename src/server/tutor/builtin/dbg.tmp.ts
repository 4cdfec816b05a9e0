import { asTutorTopic, Conversation, createTestEngine, foodTopic } from './testing/tutor-test-kit';
const c = new Conversation(createTestEngine(), asTutorTopic(foodTopic), 'beginner');
await c.open();
for (const s of ['¿Qué te gusta?', '¿Y qué más te gusta?']) console.log((await c.say(s)).text);
