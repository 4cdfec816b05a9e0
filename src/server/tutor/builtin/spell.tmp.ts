import { createSpellChecker } from '../../../../content/spell-check';
import { loadTutorContent } from './tutor-content';
import { tutorContentStrings } from './tutor-content-strings';
const strings = tutorContentStrings(loadTutorContent());
console.log(strings.length);
const c = createSpellChecker('content/spelling-allowlist.json');
for (const m of c.check(strings)) console.log(m.where, m.word, '|', m.text);
