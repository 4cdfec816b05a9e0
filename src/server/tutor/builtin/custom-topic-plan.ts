import { spanishLexicon } from '@/server/language/spanish';
import type { Difficulty } from '@/contract/conversation';
import type { BilingualLine, PlanQuestion, TopicKeyword } from '@/server/content/topic-file-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { BEGINNER_TOPIC_MAX_WORDS, type GeneralQuestions } from '@/server/content/tutor-content-schema';
import type { Frame } from '@/server/content/partner-knowledge-schema';
import type { EnglishPhrase } from './english-input';
import type { Glossary } from './glossary';
import type { QuestionSubject } from './persona';
import { type RoleIntro, givesARole, roleGenderOf, roleIntroOf, roleNameOf, roleNounOf } from './role-name';
import { toUsted } from './to-usted';
import { fillLine, sameInBoth } from './templates';
import { normaliseText, tokenise } from './text-normalisation';
import { analysed as analyze } from './analysis-cache';
import { contract, nameTopic } from './topic-naming';
import { withDefiniteArticle } from './noun-phrases';
import { bankFor, indexKeywords, indexQuestions, questionOrder, type ByDifficulty, type TutorPlan } from './tutor-plan';

const QUOTES = /[«»"“”]/g;
const SPACES = /\s+/g;
/** Title and description words that say nothing about the subject, in either language. */
const UNINFORMATIVE = new Set([
  'para',
  'sobre',
  'como',
  'este',
  'esta',
  'esto',
  'estos',
  'estas',
  'todo',
  'todos',
  'cosas',
  'hablar',
  'tema',
  'temas',
  'with',
  'about',
  'that',
  'this',
  'from',
  'your',
  'have',
  'talk',
  'talking',
  'topic',
  'what',
  'things',
  'some',
  'into',
]);
const MAX_TOPIC_KEYWORDS = 12;
/** A keyword is echoed back as written, so only plain words qualify ("el pan", not "¿Te gusta…?"). */
const PLAIN_WORDS = /^[\p{L} ]+$/u;
const MAX_CACHED_PLANS = 200;

/**
 * Plans for learner-written topics: questions about the words of the title, then the general question bank, naming
 * the topic the way `nameTopic` can in correct Spanish (or "este tema"), plus keywords found by looking the title's and
 * description's words up in the glossary. Plans are cached per topic text, since
 * a conversation asks for the same one on every turn.
 */
export function createCustomPlanSource(
  bank: GeneralQuestions,
  glossary: Glossary,
  subject: QuestionSubject,
  phrases: readonly EnglishPhrase[] = [],
  frameFor: (topic: TutorTopic) => Frame | undefined = () => undefined,
): (topic: TutorTopic) => TutorPlan {
  const cache = new Map<string, TutorPlan>();
  return (topic) => {
    const key = `${topic.title}\n${topic.description}\n${topic.prompt}`;
    const cached = cache.get(key);
    if (cached) {
      // Refresh its place so the oldest unused plan is the one evicted.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const plan = buildCustomTopicPlan(topic, bank, glossary, subject, phrases, frameFor(topic));
    if (cache.size >= MAX_CACHED_PLANS) cache.delete(cache.keys().next().value!);
    cache.set(key, plan);
    return plan;
  };
}

function buildCustomTopicPlan(
  topic: TutorTopic,
  bank: GeneralQuestions,
  glossary: Glossary,
  subject: QuestionSubject,
  phrases: readonly EnglishPhrase[],
  frame: Frame | undefined,
): TutorPlan {
  const title = topic.title.replace(QUOTES, '').replace(SPACES, ' ').trim();
  // (a title it cannot name in Spanish, "Growing vegetables at home", is named by its subject's frame: "las plantas")
  const named = nameTopic(title, glossary, phrases) ?? subjectNamed(frame);
  // The title itself never goes into a Spanish sentence: its Spanish name when there is one, else "este tema".
  const name = named?.name ?? THIS_TOPIC;
  const beginnerName = name.es.split(' ').length > BEGINNER_TOPIC_MAX_WORDS ? THIS_TOPIC : name;
  const opening = named ? name : CHOSEN_TOPIC;
  const beginnerOpening = named ? beginnerName : CHOSEN_TOPIC;
  const byDifficulty: ByDifficulty<BilingualLine> = { beginner: beginnerName, intermediate: name, advanced: name };
  const keywordQuestions = (named?.keywords ?? []).slice(0, MAX_KEYWORD_QUESTIONS_SOURCES);
  // The role's own questions come first: a landlord asks how many people the flat is for before anything general.
  const roleQuestions = roleQuestionsOf(frame, topic, glossary);
  // and only they: a vet does not ask "¿Hablas mucho del veterinario?" about her own title
  const ownQuestions = (difficulty: Difficulty) =>
    roleQuestions(difficulty).length > 0
      ? roleQuestions(difficulty)
      : keywordQuestionsFor(bank, difficulty, keywordQuestions);
  // "Hablas de usted": every question is said to usted, or left out when the language core cannot turn it for certain
  const usted = asksForUsted(topic, bank.address);
  const inRegister = (questions: readonly PlanQuestion[]) => (usted ? questionsToUsted(questions) : [...questions]);
  const keywordBank: GeneralQuestions = {
    ...bank,
    questions: {
      beginner: inRegister(ownQuestions('beginner')),
      intermediate: inRegister(ownQuestions('intermediate')),
      advanced: inRegister(ownQuestions('advanced')),
    },
  };
  // A role keeps to its role: the landlord never asks "¿Qué es lo que más te gusta de este tema?"; when its own
  // questions are used up, the partner offers to finish (the plan's `exhausted` line), as any plan does.
  // A frame without questions at this level (the football fan's), or about a subject rather than a role (the
  // garden: keepsToRole false), goes on with the general questions.
  const general = (difficulty: Difficulty) =>
    roleQuestions(difficulty).length > 0 && frame?.keepsToRole !== false
      ? []
      : inRegister(bank.questions[difficulty].map((question) => nameIn(question, byDifficulty[difficulty])));
  const filledBank: GeneralQuestions = {
    ...bank,
    questions: { beginner: general('beginner'), intermediate: general('intermediate'), advanced: general('advanced') },
  };
  const order = questionOrder(bankFor(keywordBank, byDifficulty, subject), bankFor(filledBank, byDifficulty, subject));
  const { partnerName, partnerGender, intro } = roleOf(topic, frame, bank);
  const who = whoOpens(partnerName, intro, frame, bank, givesARole(topic.prompt));
  const playsARole = frame !== undefined && frame.keepsToRole !== false && roleQuestions('intermediate').length > 0;
  // a role says who it is and goes on with its role ("¡Hola! Soy Javier. ¿Para cuántos días necesitas el coche?"),
  // never "vamos a hablar del tema que propones" nor, at a counter, "Hoy vamos a hablar del alquiler de coches"; a
  // named person talking about a subject (the gardener) may still say what they will talk about
  const openingOf = (difficulty: Difficulty, topicName: BilingualLine) =>
    lineInRegister(
      who
        ? named && !playsARole
          ? fillName(fillLine(bank.roleOpening[difficulty], { partner: who }), topicName)
          : fillLine(bank.roleGreeting, { partner: who })
        : fillName(bank.opening[difficulty], topicName),
      usted,
    );
  return {
    opening: {
      beginner: openingOf('beginner', beginnerOpening),
      intermediate: openingOf('intermediate', opening),
      advanced: openingOf('advanced', opening),
    },
    ...(partnerName ? { partnerName } : {}),
    ...(partnerName ? { partnerWords: partnerWordsOf(bank, partnerGender) } : {}),
    ...roleWorkOf(topic.prompt, partnerName, glossary),
    ...(usted ? { register: 'usted' as const } : {}),
    questionOrder: order,
    questionsByClause: indexQuestions(order),
    ...indexKeywords(topicKeywords(`${topic.title} ${topic.description}`, glossary)),
    // Likes and the closing serve every difficulty, beginners included, so they take the short name.
    likes: bank.likes.map((like) => fillName(like, beginnerName)),
    // a partner in a role takes its leave in the scene ("¡Gracias por hablar conmigo de la clínica!" breaks it)
    closing: who ? bank.roleClosing : fillName(bank.closing, beginnerName),
    playsARole,
    ...(frame?.asksAfterNews ? { asksAfterNews: true } : {}),
  };
}

/**
 * "Eres Carmen, la dueña…": the partner introduces itself by the role's name, and goes by it all along; "Eres el
 * librero de…": a man's role without a name is played by a man, under the bank's name for one.
 */
function roleOf(topic: TutorTopic, frame: Frame | undefined, bank: GeneralQuestions) {
  const givenName = roleNameOf(topic.prompt);
  const intro = !givenName && frame && frame.keepsToRole !== false ? roleIntroOf(topic.prompt) : undefined;
  const partnerName = givenName ?? (intro?.masculine ? bank.masculineRoleName : undefined);
  const partnerGender = givenName ? roleGenderOf(topic.prompt, givenName) : intro?.masculine ? 'masculine' : undefined;
  return { partnerName, partnerGender, intro };
}

/**
 * Who the partner says it is in its opening: the name the prompt gives it, or the role it plays without one ("Eres la
 * dueña de un piso": "Soy Lucía, la dueña de un piso"); undefined for its plain opening.
 */
function whoOpens(
  partnerName: string | undefined,
  intro: RoleIntro | undefined,
  frame: Frame | undefined,
  bank: GeneralQuestions,
  /** The prompt gives the partner a role ("Eres…", "Trabajas en…", "You work at…"). */
  givesARole: boolean,
): BilingualLine | undefined {
  const partner = partnerName ? { es: partnerName, en: partnerName } : bank.unnamedRole;
  if (intro) return fillLine(bank.roleIntro, { role: sameInBoth(intro.phrase), partner }, { fragment: true });
  if (partnerName) return partner;
  // "You work at the ticket desk…", "Trabajas en la Autoescuela Chamberí": a role with neither name nor Spanish role
  // phrase still greets as one in a scene that keeps to its role, never "vamos a hablar del tema que propones"
  const keepsToRole = frame !== undefined && frame.keepsToRole !== false;
  return frame?.whenARole || (givesARole && keepsToRole) ? bank.unnamedRole : undefined;
}

/** "Soy Lucía, tu compañera…" is "su compañera" when every question is said to usted. */
function lineInRegister(line: BilingualLine, usted: boolean): BilingualLine {
  return usted ? { ...line, es: toUsted(line.es) ?? line.es } : line;
}

/** The questions said to usted (question and simpler form); one the language core cannot turn is left out. */
function questionsToUsted(questions: readonly PlanQuestion[]): PlanQuestion[] {
  return questions.flatMap((question) => {
    const es = toUsted(question.es);
    const simpler = toUsted(question.simpler.es);
    return es && simpler ? [{ ...question, es, simpler: { ...question.simpler, es: simpler } }] : [];
  });
}

/** Whether the prompt or description asks the partner to say usted ("Hablas de usted") and nothing asks for tú. */
function asksForUsted(topic: TutorTopic, address: GeneralQuestions['address']): boolean {
  // accents kept: "de tú" asks for tú, "de tu alumno" does not
  const accented = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const text = ` ${accented(`${topic.prompt} ${topic.description}`)} `;
  const says = (cues: readonly string[]) => cues.some((cue) => text.includes(` ${accented(cue)} `));
  return says(address.formal) && !says(address.informal);
}

const THIS_TOPIC: BilingualLine = { es: 'este tema', en: 'this topic' };

/** A subject frame's own name, as `nameTopic` names a title, with no keywords of its own. */
function subjectNamed(frame: Frame | undefined): ReturnType<typeof nameTopic> {
  return frame?.subjectName ? { name: frame.subjectName, keywords: [] } : undefined;
}
// in the present: "elegiste" is Latin American where Spain says "has elegido"
const CHOSEN_TOPIC: BilingualLine = { es: 'el tema que propones', en: 'the topic you suggest' };
/** At most this many title words get their own questions, so the general bank still gets its turn. */
const MAX_KEYWORD_QUESTIONS_SOURCES = 2;

/** Fills {topic} and makes the contractions the name may call for ("de el tema" -> "del tema"). */
function fillName(line: BilingualLine, name: BilingualLine): BilingualLine {
  const filled = fillLine(line, { topic: name });
  return { es: contract(filled.es), en: filled.en };
}

function nameIn(question: PlanQuestion, name: BilingualLine): PlanQuestion {
  return {
    ...fillName(question, name),
    answer: fillName(question.answer, name),
    simpler: fillName(question.simpler, name),
  };
}

function keywordQuestionsFor(
  bank: GeneralQuestions,
  difficulty: Difficulty,
  keywords: readonly BilingualLine[],
): PlanQuestion[] {
  return keywords.flatMap((keyword) =>
    bank.keywordQuestions[difficulty].map((question) => {
      const filled = fillLine(question, { keyword });
      return { ...question, es: contract(filled.es), en: filled.en };
    }),
  );
}

/** Glossary words in the learner's title and description ("Cooking at home" -> cocinar, la casa). */
/** "carro" for the entry "el coche": the topic's own noun with its own article; undefined when the core cannot say. */
function asWrittenWithArticle(written: string, entry: string): string | undefined {
  const [article, noun, ...rest] = entry.split(' ');
  if (!noun || rest.length > 0 || !['el', 'la', 'los', 'las'].includes(article!)) return entry;
  if (normaliseText(noun) === written) return entry;
  const token = analyze(written).tokens[0];
  const reading = token?.readings.find((candidate) => candidate.pos === 'noun');
  return token && reading ? withDefiniteArticle(token.text, reading)?.join(' ') : undefined;
}

/** Whether the core reads a word as a noun, a verb or an adjective (an open class), not only as a function word. */
function namesAThing(word: string): boolean {
  const readings = spanishLexicon().readingsOf(word.toLowerCase());
  return readings.length === 0 || readings.some((reading) => ['noun', 'verb', 'adjective'].includes(reading.pos));
}

function topicKeywords(text: string, glossary: Glossary): TopicKeyword[] {
  const keywords: TopicKeyword[] = [];
  const seen = new Set<string>();
  for (const token of tokenise(text).tokens) {
    if (keywords.length >= MAX_TOPIC_KEYWORDS) break;
    if (token.norm.length < 4 || UNINFORMATIVE.has(token.norm)) continue;
    const spanish = glossary.spanish(token.norm);
    // "porque", "sobre", "también" are in the glossary too, but name nothing of the topic
    if (spanish && !namesAThing(token.raw)) continue;
    const entry = spanish ?? glossary.english(token.norm);
    if (!entry || seen.has(entry.es) || !PLAIN_WORDS.test(entry.es)) continue;
    // so is an English word's Spanish ("because": "porque")
    if (!spanish && !namesAThing(entry.es.split(' / ')[0]!.split(' ').at(-1)!)) continue;
    seen.add(entry.es);
    // A Spanish word matches as the learner wrote it; an English one through its Spanish translation.
    const forms = spanish ? [token.norm] : [];
    // the learner's own word, not the glossary's other variety's ("Rentar un carro" is no "el coche")
    const es = spanish ? asWrittenWithArticle(token.norm, entry.es.split(' / ')[0]!) : entry.es.split(' / ')[0]!;
    if (!es) continue;
    keywords.push({ es, en: entry.en, forms });
  }
  return keywords;
}

/**
 * What a named role says of itself instead of the partner's own (a woman's) words: a man's words, or words without a
 * gender when nothing says which ("Eres Tomás, recepcionista…": "Tomás" may not say "no estoy segura").
 */
function partnerWordsOf(
  bank: GeneralQuestions,
  gender: 'masculine' | 'feminine' | undefined,
): ReadonlyMap<string, string> {
  if (gender === 'feminine') return new Map();
  return new Map(Object.entries(gender === 'masculine' ? bank.partnerMasculine : bank.partnerUnsaidSex));
}

/**
 * "Eres Álvaro, ingeniero de 30 años…": what the role is, said as its work ("Soy ingeniero." / "I'm an engineer."),
 * so the frame's own ("Soy el dueño del piso") never contradicts the prompt; none without an English for it.
 */
function roleWorkOf(prompt: string, name: string | undefined, glossary: Glossary): { roleWork?: BilingualLine } {
  const noun = name ? roleNounOf(prompt, name) : undefined;
  // "Trabajas de enfermera en el Hospital La Fe": the role's work said in a sentence of its own
  const works = noun ? undefined : WORKS_AS.exec(prompt);
  if (works) {
    const [, as, job] = works;
    const english = glossary.translate(job!.toLowerCase())?.replace(/^(?:the|an?)\s+/iu, '');
    if (english)
      return {
        roleWork: {
          es: `Trabajo ${as!.toLowerCase()} ${job!.toLowerCase()}.`,
          en: `I work as ${/^[aeiou]/iu.test(english) ? 'an' : 'a'} ${english}.`,
        },
      };
  }
  const words = noun?.split(' ') ?? [];
  // the glossary's English may carry its own article ("the engineer")
  const english = words.length > 0 ? glossary.translate(words.at(-1)!)?.replace(/^(?:the|an?)\s+/iu, '') : undefined;
  if (!noun || !english) return {};
  const article = ['el', 'la'].includes(words[0]!) ? 'the' : /^[aeiou]/iu.test(english) ? 'an' : 'a';
  return { roleWork: { es: `Soy ${noun}.`, en: `I'm ${article} ${english}.` } };
}

/** "Trabajas de enfermera", "trabajas como guía": the job a prompt gives its role in a sentence of its own. */
const WORKS_AS = /(?<!\p{L})trabajas\s+(de|como)\s+(\p{L}+)/iu;

/**
 * A frame's questions; one that also tells a fact of the frame ("¿Quieres el desayuno incluido? Lo servimos de siete
 * a diez.") is left out where the topic tells of that thing itself: its own facts are answered from its text.
 */
function roleQuestionsOf(
  frame: Frame | undefined,
  topic: TutorTopic,
  glossary: Glossary,
): (difficulty: Difficulty) => PlanQuestion[] {
  const told = nounsTold(topic, glossary);
  const questions = frame && departs(frame, topic) ? frame.departure!.questions : frame?.questions;
  return (difficulty) => (questions?.[difficulty] ?? []).filter((question) => !statesWhatIsTold(question.es, told));
}

/**
 * Whether the topic is the end of the frame's stay ("Salir del hotel", "Checking out"): its `departure` cues in the
 * title or the description, which say what the topic is; a prompt's fact ("el check-out es a las 11:00") does not.
 */
function departs(frame: Frame, topic: TutorTopic): boolean {
  const text = ` ${normaliseText(`${topic.title} ${topic.description}`)} `;
  return frame.departure?.cues.some((cue) => text.includes(` ${normaliseText(cue)} `)) ?? false;
}

/** The nouns a topic's title, description and prompt name, by lemma; an English word by its Spanish. */
function nounsTold(topic: TutorTopic, glossary: Glossary): Set<string> {
  const tokens = analyze(`${topic.title}. ${topic.description}. ${topic.prompt}`).tokens;
  const told = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    for (const reading of token.readings) if (reading.pos === 'noun') told.add(normaliseText(reading.lemma));
    // only a word the Spanish lexicon lacks is looked up as English: a Spanish prompt loads no bilingual glossary
    const english = token.readings.length === 0 && /^[a-z]+$/iu.test(token.text);
    const spanish = english ? glossary.english(token.text.toLowerCase())?.es : undefined;
    if (spanish) told.add(normaliseText(spanish).split(' ').at(-1)!);
  }
  return told;
}

/** Whether a line states, beside its question, something of a thing the topic names ("Lo servimos de siete…"). */
function statesWhatIsTold(line: string, told: ReadonlySet<string>): boolean {
  const statements = line.split(/(?<=[.!?])\s+/u).filter((part) => !part.trim().endsWith('?'));
  if (statements.length === 0) return false;
  const asked = analyze(line).tokens.flatMap((token) =>
    token.readings.filter((reading) => reading.pos === 'noun').map((reading) => normaliseText(reading.lemma)),
  );
  return asked.some((noun) => told.has(noun));
}
