// Imported rather than read from disk so the bundled server (dist/server/main.js) carries them too.
import generalQuestionsJson from '../../../content/tutor/general-questions.json' with { type: 'json' };
import lexiconJson from '../../../content/tutor/lexicon.json' with { type: 'json' };
import personaJson from '../../../content/tutor/persona.json' with { type: 'json' };
import phrasesJson from '../../../content/tutor/phrases.json' with { type: 'json' };
import { CatalogueError } from './catalogue-error';
import {
  generalQuestionsSchema,
  lexiconSchema,
  personaSchema,
  tutorPhrasesSchema,
  type TutorContent,
} from './tutor-content-schema';
import { tutorFileParser } from './tutor-file-parser';

export interface RawTutorContent {
  phrases: unknown;
  persona: unknown;
  generalQuestions: unknown;
  lexicon: unknown;
}

/** Validates the four content files; throws one CatalogueError naming every problem. */
export function parseTutorContent(raw: RawTutorContent): TutorContent {
  const { parse, problems } = tutorFileParser();
  const phrases = parse('phrases.json', tutorPhrasesSchema, raw.phrases);
  const persona = parse('persona.json', personaSchema, raw.persona);
  const generalQuestions = parse('general-questions.json', generalQuestionsSchema, raw.generalQuestions);
  const lexicon = parse('lexicon.json', lexiconSchema, raw.lexicon);
  if (!phrases || !persona || !generalQuestions || !lexicon) {
    throw new CatalogueError(`The built-in tutor content is invalid:\n- ${problems.join('\n- ')}`);
  }
  return { phrases, persona, generalQuestions, lexicon };
}

export const shippedTutorContent: RawTutorContent = {
  phrases: phrasesJson,
  persona: personaJson,
  generalQuestions: generalQuestionsJson,
  lexicon: lexiconJson,
};

let loaded: TutorContent | undefined;

/** The shipped content, validated on first use and shared by every engine in the process. */
export function loadTutorContent(): TutorContent {
  loaded ??= parseTutorContent(shippedTutorContent);
  return loaded;
}
