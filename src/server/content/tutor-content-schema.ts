import { z } from 'zod';
import { bilingualLineSchema, planQuestionSchema, wordCount } from './topic-file-schema';

/**
 * The built-in partner's own words, in content/tutor/*.json: reactions and help phrases per difficulty, the
 * persona's facts, the general question bank for custom topics, and a small lexicon. Spanish lines may hold
 * `{slot}` placeholders that the engine fills ({x}, {name}, {topic} ...).
 */

const byDifficulty = <T extends z.ZodType>(schema: T) =>
  z.strictObject({ beginner: schema, intermediate: schema, advanced: schema });
const variants = byDifficulty(z.array(bilingualLineSchema).min(1).max(12));
export type LineVariants = z.infer<typeof variants>;

export const REACTION_KINDS = [
  'greeting',
  'thanks',
  'yes',
  'no',
  'dontKnow',
  'name',
  'placeFrom',
  'placeLive',
  'like',
  'love',
  'dislike',
  'hate',
  'prefer',
  'number',
  'keyword',
  /** Something the learner's statement names, said back from the partner's side, neutral for good and bad: "¿{x}? Ya veo." */
  'echo',
  'question',
  /** A question nothing answers, its subject {x} said back: "¿La receta? Pues no estoy segura." */
  'questionAbout',
  /** The same, said by a partner at work: it would have to look it up ("Eso lo tengo que revisar."). */
  'questionInRole',
  'questionAboutInRole',
  /** A customer's request to the one serving ("Quiero devolver esta chaqueta"): "¡Claro! Ahora mismo te ayudo." */
  'serviceRequest',
  /** The same, what it is about said back: "¿{x}? ¡Claro! Ahora mismo te ayudo." */
  'serviceRequestAbout',
  'acknowledge',
  /** Bad news ("mi perro murió", "estoy enfermo"): sympathy, never "¡Qué interesante!". */
  'sympathy',
  /** Bad news whose subject can be named: "¡Cuánto siento lo {about}!" ("del tobillo", "de tus plantas"). */
  'sympathyAbout',
  /** Bad news set in a time that is over ("Cuando era niño, me perdí…"): sorry, with no hope that it mends soon. */
  'sympathyPast',
  /** Bad news of a passing ailment ("me duele la cabeza"): plain sympathy, nothing grave. */
  'sympathyMild',
  /** A worry or a fear ("me preocupa el cambio climático"): understanding, not "¡Qué pena!". */
  'sympathyWorry',
  /** News of a death ("mi tío falleció ayer"): condolences, never "¡Qué pena!". */
  'condolence',
  /** Good news ("aprobé el examen", "estoy muy contento"). */
  'joy',
  /** A complaint about something ("la carne estaba fría", "el wifi no funciona"): regret, never a cheerful line. */
  'complaint',
  /** A complaint to a partner who serves the learner (the café, a landlord): an apology and an offer to put it right. */
  'serviceComplaint',
  /** The learner says the partner failed them ("no me contestaste", "usted no me contesta"): an apology. */
  'blamed',
  /** An apology ("perdón por llegar tarde"): the learner is put at ease ("No pasa nada."), before anything else. */
  'apologyAccepted',
  /** A refusal ("no, gracias", "nada más"): acknowledged, never "¡De nada!". */
  'refusal',
  /** The learner's corrected clause said back as a question, {recast} ("¿Tu madre tiene 50 años? ¡Qué bien!"). */
  'recast',
  /**
   * What the learner goes on to tell after their bad news ("Gracias. Tenía noventa años y era muy divertida."): taken
   * in gently, never met with a cheerful line about what it names ("Me encanta la gente divertida").
   */
  'toldAfterSadNews',
  /** A hope for something ("Espero que mi abuelo se mejore pronto"): "¡Ojalá que sí!". */
  'hope',
  /** A hope against something ("Espero que no llueva"): "¡Ojalá que no!". */
  'hopeNot',
  /** A wish to the partner ("Espero que tengas un buen día"): "¡Gracias! Igualmente.". */
  'wishedWell',
  /** Praise of what the partner serves ("El pastel está muy rico"): glad it is liked, never "¿…? Ya veo.". */
  'praisedServed',
  /** The same, its corrected clause said back first: "¿{recast}? ¡Me alegro de que te guste!". */
  'praisedServedRecast',
] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

const reactionsSchema = z.strictObject(
  Object.fromEntries(REACTION_KINDS.map((kind) => [kind, variants])) as Record<ReactionKind, typeof variants>,
);
const helpSchema = z.strictObject({
  simpler: variants,
  simplerAgain: variants,
  /** After a second "no entiendo": the question's English, with {english}. */
  inEnglish: variants,
  /** After a third: no harm done, on to another question. */
  moveOn: variants,
  repeat: variants,
  meaning: variants,
  verbForm: variants,
  howToSay: variants,
  /** An English word that is a noun and a verb ("cushion"): {noun} and {verb} each named for what it is. */
  howToSayNounAndVerb: variants,
  unknownWord: variants,
  /** A Spanish word asked about that the glossary lacks ("¿Qué significa «calenda»?"): no gloss is guessed. */
  unknownMeaning: variants,
  notUnderstood: variants,
  reask: variants,
});
const englishSchema = z.strictObject({
  item: bilingualLineSchema,
  intro: variants,
  nothingKnown: variants,
  invitation: variants,
});

export const tutorPhrasesSchema = z.strictObject({
  reactions: reactionsSchema,
  help: helpSchema,
  english: englishSchema,
  /** Said on a goodbye when the topic's closing line says no goodbye itself ("¡Gracias por tu compra!"). */
  farewell: variants,
  exhausted: variants,
  /** After the exhausted line was said once: an open door instead of saying it again ("¿Algo más?"). */
  stillListening: variants,
  /**
   * A view asked of the partner ("¿Qué opinas del turismo masivo?", "¿Crees que la energía nuclear…?"): it has one,
   * weighed, which needs no fact it lacks; `cues` are the words that ask for it.
   */
  opinionAsked: z.strictObject({
    cues: z.array(z.string().trim().min(3)).min(1),
    /** "¿Crees que…?": a view asked, or a fact ("¿Crees que es grave?"): answered only when nothing else answers. */
    beliefCues: z.array(z.string().trim().min(3)).min(1),
    answer: variants,
  }),
  /** After news of someone (a person, a pet) in a tú conversation with no scene to serve or role to keep: how the learner is now. */
  newsFollowUp: variants,
  /**
   * The "usted" wordings, for topics whose register is usted (the doctor, the job interview): each list given here
   * replaces the tú list of the same name there. Lists not given must not address the learner as tú (checked by
   * register.test.ts).
   */
  formal: z.strictObject({
    reactions: reactionsSchema.partial(),
    help: helpSchema.partial(),
    english: englishSchema.partial(),
    exhausted: variants.optional(),
  }),
});
export type TutorPhrases = z.infer<typeof tutorPhrasesSchema>;
/** The phrases as the engine uses them in one register: the formal overrides already applied. */
export type RegisterPhrases = Omit<TutorPhrases, 'formal' | 'newsFollowUp'> & {
  /** None in a formal scene (the doctor, the interviewer), which keeps to its business after bad news. */
  newsFollowUp?: TutorPhrases['newsFollowUp'];
};

export const personaSchema = z.strictObject({
  name: z.string().min(1),
  /**
   * Times of the partner's own life ("el fin de semana", "el viaje"): "¿Qué tal el fin de semana?" still asks how the
   * partner is, where "¿Qué tal el barrio?" asks of the thing named.
   */
  ownTimes: z.array(z.string().trim().min(2)).default([]),
  facts: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z]+$/),
        /** Questions a learner may put to the partner, most specific first across the whole list. */
        triggers: z.array(z.string().min(2)).min(1),
        answer: byDifficulty(bilingualLineSchema),
        /** The answer a learner from Spain hears where the Latin American one would not fit (a town, a breakfast). */
        spain: byDifficulty(bilingualLineSchema).optional(),
      }),
    )
    .min(10),
  /**
   * What the partner likes and dislikes, by lemma: a yes/no question about one of them ("¿Te gusta el cine?",
   * "¿Te gustan los gatos?") is answered in the same number, the thing said back; any other thing gets `neutral`
   * ("no está mal"): a person always has a view, and a mild one invents no taste.
   */
  tastes: z.strictObject({
    likes: z.array(z.string().trim().min(2)).min(1),
    dislikes: z.array(z.string().trim().min(2)).min(1),
    answers: z.strictObject({
      like: bilingualLineSchema,
      likePlural: bilingualLineSchema,
      dislike: bilingualLineSchema,
      neutral: bilingualLineSchema,
      neutralPlural: bilingualLineSchema,
      /** "¿Te gusta tu trabajo?": the partner's own thing, {x} said as its own ("mi trabajo"). */
      likeOwn: bilingualLineSchema,
      likeOwnPlural: bilingualLineSchema,
      /** "¿Te gusta?" with nothing named, after a question about the partner's own doing: "Sí, me gusta mucho.". */
      likeIt: bilingualLineSchema,
      likeThem: bilingualLineSchema,
    }),
  }),
  /**
   * What the partner does, asked in the present ("¿Tú cocinas mucho?", "¿Desde cuándo tocas la guitarra?", "¿Cada
   * cuánto vas al cine?"): said back from its side by the language core ({x}: "cocino mucho"), yes when the tastes
   * like what it names, no when they dislike it, now and then otherwise. Verbs of being, having, knowing or wanting
   * (`notHabits`) tell no habit and get no such answer.
   */
  habits: z.strictObject({
    notHabits: z.array(z.string().trim().min(2)).min(1),
    /**
     * Of those, the ones of the partner's own known life ("trabajar"): asked since when ("¿Desde cuándo trabajas
     * aquí?"), the question presumes nothing the persona lacks, and gets "Trabajo aquí desde hace años."
     */
    sinceAlso: z.array(z.string().trim().min(2)),
    /**
     * Doings that, asked of one at work in a role ("¿Acepta usted tarjeta?", "¿Hacen descuento?"), are the business's
     * rules, which the topic says or the partner must check: never a habit's "de vez en cuando".
     */
    businessInRole: z.array(z.string().trim().min(2)).default([]),
    since: z.array(z.string().trim().min(2)).min(1),
    often: z.array(z.string().trim().min(2)).min(1),
    /** "¿Cuánto tiempo llevas tocando…?": asked with a gerund, answered "Llevo años tocando…". */
    howLong: z.array(z.string().trim().min(2)).min(1),
    /** Words that already say how often: "¿Cocinas mucho?" is answered "A veces", not "de vez en cuando cocino mucho". */
    howOften: z.array(z.string().trim().min(2)).min(1),
    /** Words of one occasion, not a habit: "¿Vienes mañana?", "¿Trabajas aquí?" get no "de vez en cuando". */
    occasions: z.array(z.string().trim().min(2)).min(1),
    /**
     * Words of how well or how long, not how often: "¿Esquías bien?", "¿Lleva usted muchos años en el oficio?" get no
     * "Sí, de vez en cuando…".
     */
    notHowOften: z.array(z.string().trim().min(2)).default([]),
    answers: z.strictObject({
      yes: bilingualLineSchema,
      no: bilingualLineSchema,
      sometimes: bilingualLineSchema,
      notThatOften: bilingualLineSchema,
      since: bilingualLineSchema,
      often: bilingualLineSchema,
      howLong: bilingualLineSchema,
    }),
  }),
  /**
   * Whether the partner knows a place it is asked about by name ("¿Conoces Guadalajara?", "¿Has estado en Sevilla?"):
   * asked with a verb of `knowing` (lemmas) or a phrase of `been` before the name; `home` lists, per variety, the
   * places of the partner's own country, which it knows well; any other it does not know yet ({place}: as asked).
   * A phrase of `liking` before the name ("¿Te gusta Madrid?") asks whether it likes the place: `likedHome` for one
   * of home, `notYet` for any other.
   */
  places: z.strictObject({
    knowing: z.array(z.string().trim().min(2)).min(1),
    been: z.array(z.string().trim().min(2)).min(1),
    liking: z.array(z.string().trim().min(2)).default([]),
    home: z.strictObject({
      spain: z.array(z.string().trim().min(2)).min(1),
      latam: z.array(z.string().trim().min(2)).min(1),
    }),
    answers: z.strictObject({ home: bilingualLineSchema, likedHome: bilingualLineSchema, notYet: bilingualLineSchema }),
  }),
});
export type Persona = z.infer<typeof personaSchema>;

/** A topic named in beginner lines may take this many words; longer names become "este tema". */
export const BEGINNER_TOPIC_MAX_WORDS = 6;
const TOPIC_SLOT = '{topic}';
const KEYWORD_SLOT = '{keyword}';
/**
 * A custom topic's name is a noun phrase, an infinitive or a plural ("las elecciones en tu país"), so it only follows
 * a preposition, where nothing has to agree with it; anything else says "este tema" ("¿Este tema es fácil…?").
 */
const AFTER_PREPOSITION = (slot: string) =>
  new RegExp(`(^|[^\\p{L}])(de|sobre|con|por|en) \\${slot.slice(0, -1)}\\}`, 'gu');
const slotCount = (text: string, slot: string) => text.split(slot).length - 1;

function checkSlotPlacement(
  ctx: z.RefinementCtx,
  path: (string | number)[],
  line: { es: string; en: string },
  slot: string,
): void {
  const inSpanish = slotCount(line.es, slot);
  if (inSpanish !== slotCount(line.en, slot)) {
    ctx.addIssue({ code: 'custom', path, message: `${slot} is in one language only: "${line.es}"` });
  }
  if (inSpanish !== (line.es.match(AFTER_PREPOSITION(slot)) ?? []).length) {
    ctx.addIssue({ code: 'custom', path, message: `${slot} only follows de, sobre, con, por or en: "${line.es}"` });
  }
}

export const generalQuestionsSchema = z
  .strictObject({
    opening: byDifficulty(bilingualLineSchema),
    /** The opening when the topic's prompt names the role the partner plays ("Eres Carmen, la dueña…"). */
    roleOpening: byDifficulty(bilingualLineSchema),
    /** Who the partner is in a role the prompt gives without a name ("Eres la dueña de un piso"): {role}. */
    roleIntro: bilingualLineSchema,
    /** Who the partner is in a role the prompt gives neither a name nor a Spanish role phrase ("You work at…"). */
    unnamedRole: bilingualLineSchema,
    /** The name a man's role goes by when the prompt gives none ("Eres el librero…"): the partner plays a man. */
    masculineRoleName: z.string().min(2),
    /** The opening of a role whose topic has no Spanish name to say: who the partner is, and the role's own question. */
    roleGreeting: bilingualLineSchema,
    questions: byDifficulty(z.array(planQuestionSchema).min(12)),
    /** Asked about a word of a custom topic's own title ("¿Qué piensas de las elecciones?"). */
    keywordQuestions: byDifficulty(z.array(planQuestionSchema).min(2)),
    likes: z.array(bilingualLineSchema).min(2),
    closing: bilingualLineSchema,
    /** The closing of a partner playing a role (the landlord, the vet): in the scene, not about the topic. */
    roleClosing: bilingualLineSchema,
    /**
     * Words of a custom topic's prompt or description that ask the partner to say usted ("Hablas de usted",
     * "formally"), and those that ask for tú ("de tú", "tutea"), which win: a custom topic is tú otherwise.
     */
    /**
     * The partner's words about itself that change when the role a prompt names is a man ("Eres Don Ramiro, el
     * mecánico"): "Encantada" → "Encantado", "segura" → "seguro", found as whole words.
     */
    partnerMasculine: z.record(z.string().min(2), z.string().min(2)),
    /** A named role whose sex nothing says: what the partner says of itself, said without a gender. */
    partnerUnsaidSex: z.record(z.string().min(2), z.string().min(2)),
    address: z.strictObject({
      formal: z.array(z.string().trim().min(2)).min(1),
      informal: z.array(z.string().trim().min(2)).min(1),
    }),
  })
  .superRefine((bank, ctx) => {
    for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const) {
      checkSlotPlacement(ctx, ['opening', difficulty], bank.opening[difficulty], TOPIC_SLOT);
      checkSlotPlacement(ctx, ['roleOpening', difficulty], bank.roleOpening[difficulty], TOPIC_SLOT);
      if (!bank.roleOpening[difficulty].es.includes('{partner}'))
        ctx.addIssue({ code: 'custom', path: ['roleOpening', difficulty], message: 'a role opening names {partner}' });
      bank.questions[difficulty].forEach((question, index) => {
        const path = ['questions', difficulty, index];
        const named = question.es.includes(TOPIC_SLOT) || question.es.toLowerCase().includes('este tema');
        const namedInEnglish = question.en.includes(TOPIC_SLOT) || question.en.toLowerCase().includes('this topic');
        if (!named || !namedInEnglish) {
          ctx.addIssue({ code: 'custom', path, message: 'a bank question names the topic in both languages' });
        }
        for (const line of [question, question.answer, question.simpler])
          checkSlotPlacement(ctx, path, line, TOPIC_SLOT);
      });
      bank.keywordQuestions[difficulty].forEach((question, index) => {
        const path = ['keywordQuestions', difficulty, index];
        if (!question.es.includes(KEYWORD_SLOT)) {
          ctx.addIssue({ code: 'custom', path, message: 'a keyword question names its keyword' });
        }
        checkSlotPlacement(ctx, path, question, KEYWORD_SLOT);
      });
    }
    bank.likes.forEach((like, index) => checkSlotPlacement(ctx, ['likes', index], like, TOPIC_SLOT));
    checkSlotPlacement(ctx, ['closing'], bank.closing, TOPIC_SLOT);
    // Beginner replies stay under 25 words: a reaction plus a question with a six-word name must fit.
    const beginnerLines = [
      bank.opening.beginner,
      ...[...bank.questions.beginner, ...bank.keywordQuestions.beginner].flatMap((question) => [
        question,
        question.answer,
        question.simpler,
      ]),
    ];
    beginnerLines.forEach((line) => {
      const slotted = line.es.includes(TOPIC_SLOT) || line.es.includes(KEYWORD_SLOT);
      const words = wordCount(line.es.replace(TOPIC_SLOT, '').replace(KEYWORD_SLOT, ''));
      const limit = slotted ? 12 - BEGINNER_TOPIC_MAX_WORDS : 12;
      if (words > limit)
        ctx.addIssue({
          code: 'custom',
          path: ['questions', 'beginner'],
          message: `"${line.es}" is too long for a beginner`,
        });
    });
  });
export type GeneralQuestions = z.infer<typeof generalQuestionsSchema>;

export const lexiconSchema = z.strictObject({
  /** General words a learner may ask about ("¿qué significa …?") beyond the lessons and the topic. */
  /** `latam`: Latin America's word where this one is Spain's ("vale": "está bien"), as lessons give it. */
  spanish: z.array(bilingualLineSchema.extend({ latam: z.string().min(1).optional() })).min(50),
  /**
   * English phrases a learner may fall back on, with the Spanish to offer; "#" stands for a number. `latam`: Latin
   * America's words where these are Spain's ("el carné de conducir": "la licencia de manejo").
   */
  englishPhrases: z
    .array(z.strictObject({ en: z.string().min(1), es: z.string().min(1), latam: z.string().min(1).optional() }))
    .min(200),
  /**
   * English words with no one Spanish the partner could offer ("for" is por or para, "get" a dozen verbs):
   * asked for them, the partner offers none rather than a wrong one: a learner trusts what it offers.
   */
  englishUnclear: z.array(z.string().regex(/^[a-z]+$/)),
  /**
   * Inflected forms the partner's own lines use, with the word they come from ("hiciste": "hacer", "fue": "ir / ser"),
   * so "¿Qué significa hiciste?" is answered. Taken from a morphological analysis of every line, then checked by
   * glossary-coverage.test.ts: each lemma must be glossed.
   */
  forms: z.record(z.string().regex(/^\p{Ll}+$/u), z.string().min(2)),
});
export type Lexicon = z.infer<typeof lexiconSchema>;

export interface TutorContent {
  phrases: TutorPhrases;
  persona: Persona;
  generalQuestions: GeneralQuestions;
  lexicon: Lexicon;
}
