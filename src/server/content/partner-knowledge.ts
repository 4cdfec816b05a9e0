// Imported rather than read from disk so the bundled server carries them too (as tutor-content.ts does).
import addressingJson from '../../../content/tutor/addressing.json' with { type: 'json' };
import dialogueActsJson from '../../../content/tutor/dialogue-acts.json' with { type: 'json' };
import leaveTakingJson from '../../../content/tutor/leave-taking.json' with { type: 'json' };
import newsJson from '../../../content/tutor/news.json' with { type: 'json' };
import serviceAnswersJson from '../../../content/tutor/service-answers.json' with { type: 'json' };
import scenesJson from '../../../content/tutor/scenes.json' with { type: 'json' };
import varietyWordsJson from '../../../content/tutor/variety-words.json' with { type: 'json' };
import varietyBoundJson from '../../../content/tutor/variety-bound.json' with { type: 'json' };
import spainPerfectJson from '../../../content/tutor/spain-perfect.json' with { type: 'json' };
import { CatalogueError } from './catalogue-error';
import {
  addressingSchema,
  dialogueActExamplesSchema,
  leaveTakingSchema,
  newsCuesSchema,
  serviceAnswersSchema,
  scenesFileSchema,
  varietyWordsSchema,
  varietyBoundSchema,
  spainPerfectSchema,
  type Addressing,
  type DialogueActExamples,
  type LeaveTaking,
  type NewsCues,
  type ServiceAnswers,
  type ScenesFile,
  type VarietyWords,
  type VarietyBound,
  type SpainPerfect,
} from './partner-knowledge-schema';
import { tutorFileParser } from './tutor-file-parser';

export interface PartnerKnowledge {
  addressing: Addressing;
  dialogueActs: DialogueActExamples;
  leaveTaking: LeaveTaking;
  news: NewsCues;
  serviceAnswers: ServiceAnswers;
  scenes: ScenesFile;
  varietyWords: VarietyWords;
  varietyBound: VarietyBound;
  spainPerfect: SpainPerfect;
}

export interface RawPartnerKnowledge {
  addressing: unknown;
  dialogueActs: unknown;
  leaveTaking: unknown;
  news: unknown;
  serviceAnswers: unknown;
  scenes: unknown;
  varietyWords: unknown;
  varietyBound: unknown;
  spainPerfect: unknown;
}

export const shippedPartnerKnowledge: RawPartnerKnowledge = {
  addressing: addressingJson,
  dialogueActs: dialogueActsJson,
  leaveTaking: leaveTakingJson,
  news: newsJson,
  serviceAnswers: serviceAnswersJson,
  scenes: scenesJson,
  varietyWords: varietyWordsJson,
  varietyBound: varietyBoundJson,
  spainPerfect: spainPerfectJson,
};

/** Validates the nine files; throws one CatalogueError naming every problem. */
export function parsePartnerKnowledge(raw: RawPartnerKnowledge): PartnerKnowledge {
  const { parse, problems } = tutorFileParser();
  const addressing = parse('addressing.json', addressingSchema, raw.addressing);
  const dialogueActs = parse('dialogue-acts.json', dialogueActExamplesSchema, raw.dialogueActs);
  const leaveTaking = parse('leave-taking.json', leaveTakingSchema, raw.leaveTaking);
  const news = parse('news.json', newsCuesSchema, raw.news);
  const serviceAnswers = parse('service-answers.json', serviceAnswersSchema, raw.serviceAnswers);
  const scenes = parse('scenes.json', scenesFileSchema, raw.scenes);
  const varietyWords = parse('variety-words.json', varietyWordsSchema, raw.varietyWords);
  const varietyBound = parse('variety-bound.json', varietyBoundSchema, raw.varietyBound);
  const spainPerfect = parse('spain-perfect.json', spainPerfectSchema, raw.spainPerfect);
  if (
    !addressing ||
    !dialogueActs ||
    !leaveTaking ||
    !news ||
    !serviceAnswers ||
    !scenes ||
    !varietyWords ||
    !varietyBound ||
    !spainPerfect
  )
    throw new CatalogueError(`The built-in partner's knowledge is invalid:\n- ${problems.join('\n- ')}`);
  return {
    addressing,
    dialogueActs,
    leaveTaking,
    news,
    serviceAnswers,
    scenes,
    varietyWords,
    varietyBound,
    spainPerfect,
  };
}

let loaded: PartnerKnowledge | undefined;

/** The shipped knowledge, validated on first use and shared by every engine in the process. */
export function loadPartnerKnowledge(): PartnerKnowledge {
  loaded ??= parsePartnerKnowledge(shippedPartnerKnowledge);
  return loaded;
}
