import { readFileSync } from 'node:fs';
import { createSpellChecker, topicStrings } from '../../../../content/spell-check';
import { topicFileSchema } from '@/server/modules/topics/topic-file-schema';
const topic = topicFileSchema.parse(JSON.parse(readFileSync('src/server/tutor/builtin/testing/fixture-topic-food.json', 'utf8')));
const c = createSpellChecker('content/spelling-allowlist.json');
for (const m of c.check(topicStrings(topic))) console.log(m.where, m.word, '|', m.text);
