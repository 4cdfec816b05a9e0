import { negativeLemmas } from './valence';
import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import { TutorUnavailableError, type TutorEngine, type TutorTopic } from '@/server/tutor/tutor-engine';
import { loadTutorContent } from '@/server/content/tutor-content';
import type { TutorContent } from '@/server/content/tutor-content-schema';
import { loadPartnerKnowledge, type PartnerKnowledge } from '@/server/content/partner-knowledge';
import { createCustomPlanSource } from './custom-topic-plan';
import { readTurn, trainDialogueActClassifier, type DialogueActClassifier } from './dialogue-act-classifier';
import { createAddressingReader } from './addressing';
import { createIndirectQuestionReader } from './indirect-questions';
import { createEnglishRequirements } from './english-requirements';
import { createEnglishRefusals } from './english-refusals';
import { createFollowUpReader } from './follow-up-questions';
import { createRestrictionReader } from './restrictions';
import { createLeaveTakingReader } from './leave-taking';
import { createNewsReader } from './news-reader';
import { createNounPhraseReader } from './noun-phrases';
import { createTopicTextAnswerer } from './topic-text-answers';
import { createTopicTotals } from './topic-totals';
import { createListEntryAnswers } from './list-entries';
import { createOpeningDays } from './opening-days';
import { createEnglishInclusions } from './english-inclusions';
import { createTopicAddresses } from './topic-addresses';
import { createEnglishAgeRules } from './english-age-rules';
import { createLackedRequirements } from './lacked-requirements';
import { createEnglishOnlyRules } from './english-only-rules';
import { createGroupLimits } from './group-limits';
import { createEnglishProhibitions } from './english-prohibitions';
import { createOrdinalTimes } from './ordinal-times';
import { createPaidShares } from './paid-shares';
import { createNamedInTotal } from './named-in-total';
import { createEndTimes } from './end-times';
import { createRoundTrips } from './round-trips';
import { withListsAsSentences } from './topic-lists';
import { createEnglishOrderTotals } from './english-order-totals';
import { createOrderBill } from './order-bill';
import { priceWordsOf } from './priced-items';
import { createEnglishRecommendations } from './english-recommendations';
import { createServiceAnswerer } from './service-answers';
import { createSceneKnowledge, kindsByMember, kindsOf } from './scene-knowledge';
import { createLatamBound, createToLatam, createEnglishVarietyAdapter, createVarietyAdapter } from './variety-words';
import { createSpainPerfect } from './spain-perfect';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { compileEnglishPhrases } from './english-input';
import { buildGlossary } from './glossary';
import { partnerTurn, type PartnerDeps } from './partner-turn';
import { createAskBackFinder, createQuestionSubject } from './persona';
import { buildDefaultTopicPlan, type TutorPlan } from './tutor-plan';

export interface BuiltinTutorEngineOptions {
  topics: TopicCatalogue;
  /** The lesson catalogue: its vocabulary and phrases let the partner explain words both ways. */
  glossary?: Catalogue;
  /** The partner's own content; the shipped content/tutor files when absent. */
  content?: TutorContent;
  /** Dialogue-act examples, scenes and variety words; the shipped content/tutor files when absent. */
  knowledge?: PartnerKnowledge;
}

/** Training reads every example through the language core (a second or so): once per process for the shipped set. */
const trained = new WeakMap<object, DialogueActClassifier>();
function classifierFor(knowledge: PartnerKnowledge): DialogueActClassifier {
  let classifier = trained.get(knowledge.dialogueActs);
  if (!classifier) {
    classifier = trainDialogueActClassifier(knowledge.dialogueActs);
    trained.set(knowledge.dialogueActs, classifier);
  }
  return classifier;
}

/**
 * The default conversation partner, Lucía: no model and no network, just the curated topic plans, the partner's
 * content files and rules. It is stateless: each reply is worked out from the request's topic, difficulty and
 * history, so any app process can answer any turn. Everything that can be prepared (plans, keyword and glossary
 * indexes) is prepared here, once, so a reply costs well under a millisecond.
 */
export function createBuiltinTutorEngine(options: BuiltinTutorEngineOptions): TutorEngine {
  const content = options.content ?? loadTutorContent();
  const knowledge = options.knowledge ?? loadPartnerKnowledge();
  // The indexes below read the language core's lexicon (the scenes' and persona's cues, the glossary): built for
  // the first turn or when a learner opens a conversation, so a process that serves only the course never holds it.
  // The content itself is read and validated above, at start-up, so a bad file still stops the server there.
  let built: { deps: PartnerDeps; planFor: (topic: TutorTopic) => TutorPlan } | undefined;
  const build = () => {
    if (built) return built;
    const glossary = buildGlossary({
      lexicon: content.lexicon.spanish,
      english: { phrases: content.lexicon.englishPhrases, unclear: content.lexicon.englishUnclear },
      forms: content.lexicon.forms,
      lessons: options.glossary,
      topics: options.topics.topics,
      bilingual: bilingualGlossary,
      toLatam: createToLatam(knowledge.varietyWords),
    });
    // the English a Spanish lemma may be written with, to read topics written in English
    const englishWordsFor = (lemma: string) => glossary.englishWordsOf(lemma);
    const addressing = createAddressingReader(knowledge.addressing);
    const deps: PartnerDeps = {
      content,
      // Trained at the first turn or when a learner opens a conversation (`prepare`), whichever comes first: training
      // reads every example through the language core, about 0.1 s and 30 MB, which a server that no learner talks to
      // never spends.
      acts: { classify: (message) => readTurn(classifierFor(knowledge), message) },
      scenes: createSceneKnowledge(knowledge.scenes, (word) => glossary.english(word)?.es),
      inVariety: createVarietyAdapter(knowledge.varietyWords, createSpainPerfect(knowledge.spainPerfect)),
      translationInVariety: createEnglishVarietyAdapter(knowledge.varietyWords),
      latamBound: createLatamBound(knowledge.varietyBound),
      glossary,
      englishPhrases: compileEnglishPhrases(content.lexicon.englishPhrases),
      askBack: createAskBackFinder(content.persona),
      addressing,
      restrictions: createRestrictionReader(knowledge.scenes.cues.restriction),
      followUps: createFollowUpReader(knowledge.scenes.cues.followUp),
      asksIndirectly: createIndirectQuestionReader(knowledge.scenes.cues.indirectQuestion),
      leaveTaking: createLeaveTakingReader(knowledge.leaveTaking, addressing.isTag),
      news: createNewsReader(knowledge.news, () => negativeLemmas(bilingualGlossary(), knowledge.news.valence)),
      nounPhrases: createNounPhraseReader(knowledge.news),
      service: createServiceAnswerer(knowledge.serviceAnswers, (word) => glossary.english(word)?.es),
      ...topicTextReaders(knowledge, englishWordsFor, (word) => glossary.isEnglishWord(word)),
      topicText: createTopicTextAnswerer(
        knowledge.scenes.topicText,
        englishWordsFor,
        kindsOf(knowledge.scenes.personaKinds),
        // one word each side, in lower case: a town the persona lives in ("Valencia", "Puebla") is no synonym
        knowledge.varietyWords
          .filter((pair) => [pair.spain, pair.latam].every((word) => /^\p{Ll}+$/u.test(word)))
          .map((pair) => [pair.spain, pair.latam]),
        knowledge.scenes.cues.indirectQuestion?.verbs,
      ),
    };
    const subject = createQuestionSubject(content.persona);
    const defaultPlans = new Map(
      options.topics.topics.map((topic) => [topic.id, buildDefaultTopicPlan(topic, content.generalQuestions, subject)]),
    );
    const customPlan = createCustomPlanSource(
      content.generalQuestions,
      glossary,
      subject,
      deps.englishPhrases,
      (topic) => deps.scenes.frameFor(topic),
    );
    // An unknown default id (a topic retired from the catalogue) is talked about like a custom topic.
    const planFor = (topic: TutorTopic): TutorPlan =>
      (topic.defaultTopicId ? defaultPlans.get(topic.defaultTopicId) : undefined) ?? customPlan(topic);
    built = { deps, planFor };
    return built;
  };

  let prepared = false;
  return {
    name: 'builtin',
    streams: false,
    prepare() {
      if (prepared) return;
      prepared = true;
      // Three turns of the event loop, so requests waiting meanwhile are served between them. The bilingual glossary
      // (about 0.06 s to read and validate) is for the first English word a learner asks about.
      // A failure is left to the first turn, which reads the same data and reports it.
      const quietly = (step: () => unknown) => () => {
        try {
          step();
        } catch {
          prepared = false;
        }
      };
      setImmediate(quietly(build));
      setImmediate(quietly(() => classifierFor(knowledge)));
      setImmediate(quietly(bilingualGlossary));
      // the bad-news cues read from the glossary's English (decision 0017), once the glossary is in
      setImmediate(quietly(() => build().deps.news.prepare()));
    },
    async reply(request) {
      if (request.signal?.aborted) throw new TutorUnavailableError('builtin tutor: the turn was aborted by the caller');
      const { deps, planFor } = build();
      // a topic written as a list is read as sentences, its bullets left out
      const topic = withListsAsSentences(request.topic);
      return partnerTurn({ ...request, topic }, planFor(topic), deps);
    },
  };
}

/** The readers of a learner's topic text that need only the knowledge and the English a Spanish lemma is written with. */
function topicTextReaders(
  knowledge: PartnerKnowledge,
  englishWordsFor: (lemma: string) => readonly string[],
  isEnglishWord: (word: string) => boolean,
) {
  // every sense the bilingual glossary gives a lemma besides the course's ("receta": "recipe" and "prescription")
  const everySense = (lemma: string) => [...englishWordsFor(lemma), ...bilingualGlossary().englishWordsFor(lemma)];
  // the kinds a word is a member of ("cerveza": "alcohol"), indexed once, not on every question
  let members: ReturnType<typeof kindsByMember> | undefined;
  const kindsOfMember = (lemma: string) =>
    (members ??= kindsByMember(kindsOf(knowledge.scenes.personaKinds))).get(lemma) ?? [];
  return {
    topicTotals: createTopicTotals(knowledge.scenes, englishWordsFor),
    openingDays: createOpeningDays(knowledge.scenes.topicText.figures),
    endTimes: createEndTimes(knowledge.scenes.topicText.endTimes),
    englishInclusions: createEnglishInclusions(knowledge.scenes.topicText, englishWordsFor),
    addresses: createTopicAddresses(knowledge.scenes.topicText.address, englishWordsFor),
    englishAgeRules: createEnglishAgeRules(
      knowledge.scenes.topicText.englishAgeRules,
      knowledge.scenes.topicText.englishProhibitions,
      knowledge.scenes.topicText.figures,
      englishWordsFor,
      knowledge.scenes.topicText.people.kinds,
    ),
    lackedRequirements: createLackedRequirements(knowledge.scenes.topicText.lackedRequirements, englishWordsFor),
    groupLimits: createGroupLimits(knowledge.scenes.topicText.groupLimits),
    englishOnlyRules: createEnglishOnlyRules(knowledge.scenes.topicText, englishWordsFor, kindsOfMember),
    englishProhibitions: createEnglishProhibitions(
      knowledge.scenes.topicText.englishProhibitions,
      englishWordsFor,
      kindsOfMember,
    ),
    // every sense the bilingual glossary gives ("receta": "recipe" and "prescription"), not the course's one: a
    // requirement is found by the clause that names it, never said in English
    englishRequirements: createEnglishRequirements(knowledge.scenes.topicText.englishRequirements, everySense),
    // (every sense of the learner's verb: "arreglar" is "fix" and "repair")
    englishRefusals: createEnglishRefusals(knowledge.scenes.topicText.englishRefusals, everySense),
    listEntries: createListEntryAnswers(knowledge.scenes.topicText.figures, englishWordsFor),
    englishRecommendations: createEnglishRecommendations(
      knowledge.scenes.topicText.recommends,
      englishWordsFor,
      isEnglishWord,
    ),
    ...priceReaders(knowledge, englishWordsFor, everySense),
    roundTrips: createRoundTrips(
      knowledge.scenes.topicText.figures.roundTrip,
      knowledge.scenes.topicText.figures,
      englishWordsFor,
    ),
    ordinalTimes: createOrdinalTimes(
      knowledge.scenes.topicText.ordinalTimes,
      knowledge.scenes.topicText.figures,
      englishWordsFor,
    ),
  };
}

/** The readers of the prices a learner's topic text gives: sums of things named, shares, what a sum leaves out. */
function priceReaders(
  knowledge: PartnerKnowledge,
  englishWordsFor: (lemma: string) => readonly string[],
  everySense: (lemma: string) => readonly string[],
) {
  const priceWords = priceWordsOf(knowledge.scenes.topicText.figures);
  return {
    englishOrderTotals: createEnglishOrderTotals(knowledge.scenes.topicText.figures, priceWords, englishWordsFor),
    // (every sense of the learner's noun: "empaste" is the dentist's "filling")
    orderBill: createOrderBill(knowledge.scenes, priceWords, everySense),
    paidShares: createPaidShares(knowledge.scenes.topicText.figures, priceWords),
    // (the course's sense of the learner's noun, to find the thing an English topic prices)
    namedInTotal: createNamedInTotal(knowledge.scenes, priceWords, englishWordsFor),
  };
}
