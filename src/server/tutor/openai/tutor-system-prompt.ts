import type { Difficulty } from '@/contract/conversation';
import type { MessageCheck } from '@/contract/corrections';
import type { SpanishVariety } from '@/contract/settings-constants';
import type { TutorTopic } from '@/server/tutor/tutor-engine';

export interface TutorSystemPromptInput {
  topic: TutorTopic;
  difficulty: Difficulty;
  requestFeedback: boolean;
  learnerCheck?: MessageCheck | undefined;
  variety?: SpanishVariety | undefined;
}

/** docs/product.md#spanish-variety: the Spanish the learner chose, and its plural "you". */
export const VARIETY_GUIDANCE: Readonly<Record<SpanishVariety, string>> = {
  spain:
    'The learner is learning the Spanish of Spain: use vocabulary from Spain, and "vosotros" (with its verb forms, e.g. "¿vosotros tenéis…?") whenever you speak to more than one person informally.',
  latam:
    'The learner is learning Latin American Spanish: use widely understood Latin American vocabulary, and "ustedes" (never "vosotros") whenever you speak to more than one person.',
};

export const DIFFICULTY_GUIDANCE: Readonly<Record<Difficulty, string>> = {
  beginner:
    'The learner is a beginner: use short sentences in the present tense and only the most common words. Keep every reply under 25 words.',
  intermediate:
    'The learner is intermediate: use past and future tenses, connectors such as "porque", "cuando" and "aunque", and varied everyday vocabulary.',
  advanced:
    'The learner is advanced: speak in a natural register, and use the subjunctive, the conditional and idiomatic expressions.',
};

const FEEDBACK_REQUESTED =
  'The learner asked for feedback: in "feedback", write one short English sentence about their last message: either a correction with the reason for it, or specific praise for something they did well.';
const FEEDBACK_NOT_REQUESTED = 'The learner did not ask for feedback: leave "feedback" as an empty string.';

/**
 * The instructions for the conversation partner. The JSON shape is spelled out here as well as in the request's
 * response_format because some OpenAI-compatible servers ignore response_format.
 */
export function buildTutorSystemPrompt({
  topic,
  difficulty,
  requestFeedback,
  learnerCheck,
  variety = 'latam',
}: TutorSystemPromptInput): string {
  return [
    'You are a friendly Spanish conversation partner helping someone practise speaking Spanish.',
    'Reply ONLY in Spanish. Keep the conversation on the topic below. Reply in 1-3 sentences, and ALWAYS end your reply with exactly one question that keeps the learner talking.',
    DIFFICULTY_GUIDANCE[difficulty],
    VARIETY_GUIDANCE[variety],
    'If the learner writes in English, give them the Spanish words for what they wanted to say and invite them to try again in Spanish.',
    '',
    // The topic text may come from the learner (custom topics), so it is marked off as data about the setting.
    '## Topic',
    `Title: ${topic.title}`,
    `Description: ${topic.description}`,
    `Setting and role: ${topic.prompt}`,
    '',
    ...checkSection(learnerCheck),
    '## Answer format',
    'Answer with a JSON object with exactly these string fields:',
    '- "reply": your message to the learner, in Spanish only.',
    '- "translation": an English translation of "reply".',
    `- "feedback": ${requestFeedback ? FEEDBACK_REQUESTED : FEEDBACK_NOT_REQUESTED}`,
  ].join('\n');
}

/**
 * What the corrector found in the learner's last message, so the reply recasts the corrected form and the feedback
 * agrees with the stored check (docs/product.md#message-checks).
 */
function checkSection(check: MessageCheck | undefined): string[] {
  if (!check) return [];
  if (check.changes.length === 0) {
    return [
      "## The learner's last message, checked",
      'A corrector found no mistakes in it. Do not correct it; if you give feedback, praise something specific that is right.',
      '',
    ];
  }
  return [
    "## The learner's last message, checked",
    'A corrector found these mistakes (wrong → right: why):',
    ...check.changes.map((change) => `- «${change.original}» → «${change.corrected}»: ${change.explanation}`),
    `The corrected message: «${check.corrected}»`,
    'In your reply, react to what they meant and naturally reuse the corrected words once (a recast), without lecturing. Never repeat the wrong forms. Do not praise the message and do not point out other mistakes.',
    '',
  ];
}
