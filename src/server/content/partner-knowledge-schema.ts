import { z } from 'zod';
import { planQuestionSchema } from './topic-file-schema';

/**
 * What the built-in partner knows beyond its topic plans (issue 29): labelled examples of what learners do with a
 * turn (content/tutor/dialogue-acts.json), the scene each default topic plays with the partner's persona and the
 * scene's facts and prices per variety (content/tutor/scenes.json), and the words that differ between Spain and
 * Latin America (content/tutor/variety-words.json).
 */
export const DIALOGUE_ACTS = [
  'statement',
  'question',
  'help',
  'greeting',
  'goodbye',
  'thanks',
  'goodNews',
  'badNews',
  'opinion',
  'english',
] as const;
export type DialogueAct = (typeof DIALOGUE_ACTS)[number];

const example = z.string().trim().min(2);
/** Enough examples per act for the classifier to learn from, and few enough to read through. */
export const dialogueActExamplesSchema = z.strictObject(
  Object.fromEntries(DIALOGUE_ACTS.map((act) => [act, z.array(example).min(12).max(200)])) as Record<
    DialogueAct,
    z.ZodArray<typeof example>
  >,
);
export type DialogueActExamples = z.infer<typeof dialogueActExamplesSchema>;

const bilingual = z.strictObject({ es: z.string().trim().min(1), en: z.string().trim().min(1) });
export type Bilingual = z.infer<typeof bilingual>;
const byVariety = <T extends z.ZodType>(schema: T) => z.strictObject({ spain: schema, latam: schema });

/** The partner's own facts in a scene: asked about with the persona triggers shared by every scene. */
export const PERSONA_FIELDS = ['name', 'work', 'town', 'tastes', 'family'] as const;
const persona = z.strictObject(
  Object.fromEntries(PERSONA_FIELDS.map((field) => [field, bilingual])) as Record<
    (typeof PERSONA_FIELDS)[number],
    typeof bilingual
  >,
);

const itemName = z.strictObject({
  /** With its article: "el café con leche", "la tostada". */
  singular: z.string().trim().min(1),
  /** Without article: "cafés con leche". */
  plural: z.string().trim().min(1),
  gender: z.enum(['masculine', 'feminine']),
});

const itemInEnglish = z.strictObject({ singular: z.string().min(1), plural: z.string().min(1) });

/** Something the scene sells, with one price for the whole conversation. */
const sceneItem = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: byVariety(itemName),
  /** In English, for both varieties or each its own (a Mexican «concha» is no croissant; a «limón» there is a lime). */
  en: z
    .union([itemInEnglish, byVariety(itemInEnglish)])
    .transform((en) => ('singular' in en ? { spain: en, latam: en } : en)),
  /** Normalised words a learner may use for it, in either variety ("jugo", "zumo"). */
  forms: z.array(z.string().trim().min(2)).min(1),
  /** In the variety's currency: euros in Spain, pesos in Latin America. */
  price: byVariety(z.number().positive()),
  /**
   * About how many of it make a kilo, for what is sold by weight: "tres manzanas" is weighed as 0.6 kilos, never
   * taken for three kilos. Without it a count of pieces is not priced.
   */
  piecesPerKilo: z.number().positive().optional(),
  /** "el kilo": priced per unit rather than per item. */
  unit: z.strictObject({ es: z.string().min(1), en: z.string().min(1) }).optional(),
  /** The plan questions' slots an order of it answers ("drink-order": "¿Qué quieres tomar?" is not asked again). */
  answers: z.array(z.string().regex(/^[a-z]+(?:-[a-z]+)*$/u)).default([]),
});
export type SceneItem = z.infer<typeof sceneItem>;

/** A fact of the scene, found by the content words of a question put to the partner. */
const sceneFact = z.strictObject({
  /** Phrases whose content words ask about it: "wifi", "contraseña", "dónde está el baño". */
  about: z.array(z.string().trim().min(2)).min(1),
  answer: byVariety(bilingual),
  /**
   * What is said of the things sold ("¿Las fresas son dulces?", "¿Tienes aguacates maduros?"): a question naming an
   * item and this fact is answered by the fact, not with whether the item is sold and its price.
   */
  ofItems: z.boolean().default(false),
  /**
   * Words that make the fact unsafe to say ("ibuprofeno" to someone who says "embarazada"): a turn that holds one
   * is answered by another fact, or not at all.
   */
  unlessSaid: z.array(z.string().trim().min(2)).default([]),
  /** A general answer ("Te recomiendo Italia") that is wrong about a place the question names ("en Lisboa"). */
  notForANamedPlace: z.boolean().default(false),
});
export type SceneFact = z.infer<typeof sceneFact>;

export const sceneSchema = z.strictObject({
  persona: byVariety(persona),
  items: z.array(sceneItem).max(40).default([]),
  facts: z.array(sceneFact).max(60).default([]),
  /** A scene whose facts are advice (the doctor's): a complaint of a symptom is answered from them, unasked. */
  advises: z.boolean().default(false),
  /**
   * The partner serves the learner here (the waitress, the stall-holder, a landlord, a shop): a complaint is met with
   * an apology and an offer to put it right, not only regret.
   */
  serves: z.boolean().default(false),
});
export type Scene = z.infer<typeof sceneSchema>;

/** A frame's questions at each difficulty, in the order they are asked. */
const frameQuestions = z
  .strictObject({
    beginner: z.array(planQuestionSchema).max(10).default([]),
    intermediate: z.array(planQuestionSchema).max(10).default([]),
    advanced: z.array(planQuestionSchema).max(10).default([]),
  })
  .partial()
  .default({});

/**
 * A role a learner-written topic may play, found by its cues in the topic's title, description and prompt ("Eres el
 * dueño de un piso…" -> the landlord): a scene like a default topic's, and the questions the role asks first.
 */
const frameSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    /** Normalised words, Spanish or English, any of which in the topic's text selects the frame. */
    cues: z.array(z.string().trim().min(3)),
    /**
     * The frame of a prompt that gives the partner a role no other frame's cues name ("Eres Jorge, taxista"): its
     * questions fit any encounter, never "¿Qué te gusta de este tema?". Such a frame has no cues.
     */
    whenARole: z.boolean().default(false),
    /**
     * Words of which one must be in the topic's text too, when the cues alone name a thing more scenes share: a car
     * is rented in one ("Driving lesson" is no rental), a shelter's dog adopted in one (a lost dog is found there).
     */
    alsoNeeds: z.array(z.string().trim().min(3)).optional(),
    /**
     * Words of which none may be in the topic's title, description or the partner's role: they name someone else in
     * the same place ("Mi compañera de piso" shares the flat; she is not the landlord who lets it).
     */
    unlessNamed: z.array(z.string().trim().min(3)).optional(),
    scene: sceneSchema,
    /**
     * The partner plays someone with a job here (a landlord, a vet, a shop assistant) and asks only the role's own
     * questions; false for a subject (a garden), whose questions come first and the general ones after them.
     */
    keepsToRole: z.boolean().default(true),
    /**
     * A subject's name ("las plantas"), said in its general questions where the title cannot be named in Spanish
     * ("Growing vegetables at home"): "¿Qué te gusta de las plantas?", never "…de este tema?".
     */
    subjectName: bilingual.optional(),
    /** A role of the learner's own life (a neighbour): after bad news it asks how they are, not its next question. */
    asksAfterNews: z.boolean().default(false),
    /**
     * Taken only when the role the prompt gives the partner names it, if it gives one: "Entrevista con una
     * guardaparques" where the partner is the ranger ("Eres Ayelén, guardaparques") is no job interview it leads.
     */
    roleMustName: z.boolean().default(false),
    questions: frameQuestions,
    /**
     * The end of a stay in a frame of arriving ("Salir del hotel", "Checking out"): where the topic's title,
     * description or prompt holds one of `cues`, its questions are these, never the arrival's ("¿Cuántas noches te
     * quedas?", "¿Me dejas tu pasaporte?").
     */
    departure: z.strictObject({ cues: z.array(z.string().trim().min(3)).min(1), questions: frameQuestions }).optional(),
  })
  .refine((frame) => frame.whenARole === (frame.cues.length === 0), {
    error: 'A frame has cues, or is the one chosen for any role (whenARole) and has none',
  })
  // a line without "?" is never taken for the question asked, so it would be asked again and again
  .refine(
    (frame) =>
      [frame.questions, frame.departure?.questions ?? {}].every((byLevel) =>
        Object.values(byLevel).every((questions) => questions.every((q) => q.es.includes('?'))),
      ),
    { error: 'A frame question ends with ?' },
  );
export type Frame = z.infer<typeof frameSchema>;

export const scenesFileSchema = z.strictObject({
  /** The phrases that ask the partner about each persona field, shared by every scene. */
  /** Words for a kind of relative or pet ("mascota") with the words of its members ("gato"): a line naming one answers. */
  personaKinds: z.record(z.string(), z.union([z.string(), z.array(z.string().trim().min(2)).min(1)])),
  personaQuestions: z.strictObject(
    Object.fromEntries(PERSONA_FIELDS.map((field) => [field, z.array(z.string().min(2)).min(1)])) as Record<
      (typeof PERSONA_FIELDS)[number],
      z.ZodArray<z.ZodString>
    >,
  ),
  /** The lines that say an order's bill and an item's price: `{items}`, `{item}` and `{price}` are filled. */
  lines: z.strictObject({
    bill: bilingual,
    price: bilingual,
    have: bilingual,
    order: bilingual,
    nothingOrdered: bilingual,
    /** Goods an order named that the scene does not sell, in the plural: "Lo siento, no tenemos bocadillos." */
    unsold: bilingual,
    /** The same of goods in words the lexicon lacks, so not said back (they may be misspelt or English). */
    unsoldUnnamed: bilingual,
    /**
     * Goods sold by the piece that an order weighed ("un kilo de aguacates"): how they are sold and what one costs.
     * `{items}` is their plural with its article, `{one}` "uno" or "una" by their gender, `{price}` one's price.
     */
    soldByThePiece: bilingual,
    /** Asked of family or pets the persona holds nothing of: no invented relative, and no "no lo sé" of its own. */
    familyUntold: bilingual,
    /** A yes/no question of where the persona is from or lives ("¿Eres de Madrid?"): `{x}` is its line. */
    personaYes: bilingual,
    personaNo: bilingual,
  }),
  /**
   * What marks an order (lemmas of its verbs, or phrases), a question about a price, a request for the bill, and
   * the words between a quantity and the item ("dos kilos de tomates").
   */
  cues: z.strictObject({
    order: z.array(z.string().min(2)).min(1),
    price: z.array(z.string().min(2)).min(1),
    bill: z.array(z.string().min(2)).min(1),
    /**
     * Words after a price cue that ask the price of the whole order, not of a thing ("¿Cuánto cuesta todo?"); a price
     * question naming anything else asks about a thing, which the bill does not answer.
     */
    wholeOrder: z.array(z.string().min(2)).min(1),
    /** Words that say an order again to say how much of it ("Pero solo una cebolla"), not more of it. */
    onlyThat: z.array(z.string().min(2)).min(1),
    /**
     * Lemmas of verbs that ask for a thing ("¿Hay algo sin azúcar?", "¿Tenéis pan sin gluten?"): in a question with
     * one, what "sin" names is left out of what is asked; elsewhere it is what is asked ("¿Qué pasa si devuelvo el
     * coche sin gasolina?"). Order verbs ask for a thing too.
     */
    asksFor: z.array(z.string().min(2)).default([]),
    /** "Tomo tres cafés al día": an item named with a word of habit tells what the learner usually has, no order. */
    habitual: z.array(z.string().min(2)).default([]),
    /**
     * What the learner cannot have for their health ("soy intolerante a la lactosa", "soy celíaca"): `phrases` are
     * followed by what is ruled out, `words` are it (a taste, "no como carne", is left to the recommendation). A
     * recommendation asked is answered only by a line that speaks of what is ruled out.
     */
    /**
     * A question with no verb of its own that asks one more thing of what the question before it asked ("¿Puedo tomar
     * ibuprofeno?" … "¿Cuántas veces al día?"): its openers by what they ask (a figure, a place), and the only other
     * words it may hold (units: "veces", "día"); a new thing named ("¿Y el domingo?", "¿Y para niños?") is another
     * question, which the first answer may not answer.
     */
    followUp: z
      .strictObject({
        figure: z.array(z.string().min(2)).min(1),
        place: z.array(z.string().min(2)).min(1),
        units: z.array(z.string().min(1)).default([]),
        /** Words that, in the answer, say where ("en la esquina", "cerca de…"). */
        placeWords: z.array(z.string().min(1)).min(1),
      })
      .optional(),
    /** A question asked inside a verb of asking or knowing ("Quería saber si…"): indirect-questions.ts. */
    indirectQuestion: z
      .strictObject({ verbs: z.array(z.string().min(2)).min(1), then: z.array(z.string().min(2)).min(1) })
      .optional(),
    restriction: z
      .strictObject({
        phrases: z.array(z.string().min(2)).min(1),
        /** A word that rules out a thing of its own ("celíaca": gluten). */
        words: z.record(z.string().min(2), z.string().min(2)),
        /** Lemmas of a question asking for a recommendation ("¿Qué me recomiendas?"). */
        recommending: z.array(z.string().min(2)).min(1),
        /** …and those that ask it only after "qué" ("¿Qué puedo tomar?", not "¿Cuántas veces tomo…?"). */
        askingWhat: z.array(z.string().min(2)).default([]),
        /** Lemmas of a question of what there is ("¿Tenéis…?", "¿Hay…?"): held to what that question rules out. */
        having: z.array(z.string().min(2)).default([]),
        /** Words before a thing a question rules out itself ("¿Tenéis pan sin gluten?"). */
        without: z.array(z.string().min(2)).default([]),
      })
      .optional(),
    quantity: z.array(z.string().min(2)).min(1),
    /**
     * Nouns of measure and container an item is had in ("una bolsa de naranjas", "un trozo de pastel"): after any
     * other noun and "de", an item is that noun's complement, not the thing had ("la cartilla de vacunas").
     */
    measures: z.array(z.string().min(2)).default([]),
    /**
     * Times that say when, not what, after an article as much as after "por" or "en" ("¿A qué hora te levantas los
     * fines de semana?" asks the hour of getting up, not the weekend's pastimes).
     */
    when: z.array(z.string().min(2)).default([]),
    /**
     * How long an item is had for, counted after it ("una habitación para dos noches", "una bici por tres días"): the
     * bill multiplies by it and says it.
     */
    spans: z
      .array(
        z.strictObject({
          singular: z.string().min(2),
          plural: z.string().min(2),
          gender: z.enum(['masculine', 'feminine']),
          en: z.tuple([z.string(), z.string()]),
          /**
           * How many days or nights of a price per day it is ("una semana": 7). None for a length shorter than a day
           * ("hora"): only a price per that same length counts by it ("dos horas" of "8 euros por hora").
           */
          days: z.number().int().positive().optional(),
          /** Adjectives that say a price is per this length ("paquete semanal", "cuota mensual"). */
          adjectives: z.array(z.string().min(3)).default([]),
          /** Nouns that name a price paid per this length ("la mensualidad"). */
          nouns: z.array(z.string().min(3)).default([]),
        }),
      )
      .default([]),
    /**
     * Words that make a length one whole of it with no count: before ("toda la semana", "todo el día") or after it
     * ("la semana entera", "un mes completo").
     */
    wholeSpan: z
      .strictObject({ before: z.array(z.string().min(2)).default([]), after: z.array(z.string().min(3)).default([]) })
      .default({ before: [], after: [] }),
  }),
  /** The scene of every topic without its own: the partner at home, talking. */
  default: sceneSchema,
  /** What anyone in any scene knows ("me robaron la cartera": report it, cancel the cards), after a scene's own. */
  commonFacts: z.array(sceneFact).default([]),
  topics: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), sceneSchema),
  frames: z.array(frameSchema).default([]),
  /**
   * How a learner-written topic's own text (title, description, prompt) answers a question put to the partner: a
   * sentence of it sharing a content word with the question is said as written, unless it is an instruction or about
   * the learner (a word of `notSaid`, a verb addressing someone); `plainVerbs` carry no content to match on.
   */
  topicText: z.strictObject({
    notSaid: z.array(z.string().trim().min(2)).min(1),
    plainVerbs: z.array(z.string().trim().min(2)).min(1),
    /**
     * Words that deny a thing ("no", "prohibido"): a fact that denies it holds for every kind of it, so "No se pueden
     * hacer fotos" answers "¿Puedo hacer una foto con mi móvil?", which a fact that allows it never answers.
     */
    denials: z.array(z.string().trim().min(2)).min(1),
    /** Nouns that say when after "este", "esta" ("esta tarde", "este fin de semana"): no thing a question asks of. */
    timesOfDay: z.array(z.string().trim().min(2)).min(1),
    /**
     * What the prompt tells the role to recommend, when it names what ("Recomiendas probar el mazapán de Toledo",
     * "recomiéndale qué visitar (la Catedral, el Alcázar…)"): its verbs, and the line the role says it with.
     */
    /**
     * "¿El casco está incluido?" of an English topic (english-inclusions.ts): the Spanish words that ask it, the
     * English that says a thing is or is not included, and the words of the answer ("Sí, está incluido.").
     */
    included: z
      .strictObject({
        asks: z.array(z.string().trim().min(3)).min(1),
        included: z.array(z.string().trim().min(3)).min(1),
        notIncluded: z.array(z.string().trim().min(3)).min(1),
        participle: z.string().min(3),
        is: z.string().min(2),
        are: z.string().min(2),
        yes: z.string().min(2),
        no: z.string().min(2),
        not: z.string().min(2),
        /** Said after a "no" of a thing whose clause prices it alone. */
        paidApart: z.string().includes('{price}'),
      })
      .optional(),
    recommends: z.strictObject({
      verbs: z.array(z.string().trim().min(2)).min(1),
      /** "Tu recomendación: combinar…", "Tu consejo de siempre: no remover…": labels of a recommendation to say. */
      nouns: z.array(z.string().trim().min(2)).default([]),
      /** "¿Qué fruta está más rica?", "¿Cuál es mejor?": a question of which is best asks a recommendation too. */
      best: z.array(z.string().trim().min(2)).default([]),
      /** English words that bring in the role's recommendation in an English topic (english-recommendations.ts). */
      englishLabels: z.array(z.string().trim().min(2)).default([]),
      line: z.string().includes('{what}'),
    }),
    /**
     * Nouns a question frames itself with ("¿Qué tipo de…?", "¿Qué días…?" with the figures' units of time): a
     * question naming another noun is answered only by a fact that names it too.
     */
    plainNouns: z.array(z.string().trim().min(2)).min(1),
    /**
     * Phrases that locate the thing a question asks of ("¿Hay aparcamiento cerca del taller?"): the place after them
     * names no fact asked, when the question names a thing of its own before it.
     */
    locating: z.array(z.string().trim().min(2)).min(1),
    /**
     * "Cada maleta adicional cuesta 3.000 pesos" answers "¿Cuánto cuesta una maleta más?": adjectives of one more of a
     * thing (`adjectives`) are asked by the words that ask for one more (`asks`: "más", "otra", "extra").
     */
    /** "¿A qué hora sale el último bus?": the latest or earliest of a topic's listed departure times (ordinal-times.ts). */
    ordinalTimes: z.strictObject({
      first: z.array(z.string().trim().min(2)).min(1),
      last: z.array(z.string().trim().min(2)).min(1),
      /** Nouns of things that leave at their times ("bus", "tour"): "el último día" is none. */
      things: z.array(z.string().trim().min(2)).min(1),
      /** Words of departing: a sentence of times with one is of departures. */
      departing: z.array(z.string().trim().min(2)).min(1),
      /** Lemmas of the question's verb the line may say as asked ("sale", "empieza"); `defaultVerb` otherwise. */
      verbs: z.array(z.string().trim().min(2)).min(1),
      defaultVerb: z.string().trim().min(2),
      line: z.string().includes('{what}').includes('{verb}').includes('{time}'),
    }),
    additional: z.strictObject({
      adjectives: z.array(z.string().trim().min(2)).min(1),
      asks: z.array(z.string().trim().min(2)).min(1),
    }),
    /** What an English topic forbids, said to a question of permission (english-prohibitions.ts). */
    englishProhibitions: z.strictObject({
      /** Phrases that ask for permission ("¿Se puede…?", "¿Puedo…?", "¿Admiten…?"). */
      asks: z.array(z.string().trim().min(2)).min(1),
      /** Lemmas of the asking itself, which name nothing asked of ("poder", "permitir"). */
      askingLemmas: z.array(z.string().trim().min(2)),
      /** English phrases that forbid what their clause names, besides a clause that opens with "no". */
      forbidding: z.array(z.string().trim().min(2)).min(1),
      /** English words that make a "no" clause say another thing ("No need to book", "no extra charge"). */
      notForbidding: z.array(z.string().trim().min(2)),
      /** English words that open where or when a prohibition holds ("in the dorms", "during mass"). */
      scopes: z.array(z.string().trim().min(2)).min(1),
      /** English verbs a scope word follows as their particle, opening no scope ("come in", "check in", "try on"). */
      particleVerbs: z.array(z.string().trim().min(2)),
      /** English nouns of a whole place ("building", "premises"), or "anywhere": every room of it is inside. */
      wholePlaces: z.array(z.string().trim().min(2)).min(1),
      /** Spanish nouns of a place inside a building ("habitación", "baño"); a terrace or a garden may be outside. */
      indoorPlaces: z.array(z.string().trim().min(2)).min(1),
      line: z.string().min(2),
    }),
    /** The most people a topic's class, group or tour takes ("Maximum 8 students"), said to "¿Cuántas personas…?". */
    /** The bill of what a learner asks for, from a topic's own price list (order-bill.ts). */
    bill: z.strictObject({
      /** Rate nouns counted by other readers (people, weight): a price per one of them is never billed here. */
      countedRates: z.array(z.string().trim().min(2)).min(1),
      /** Words of a price that some times or cases add to ("suplemento", "surcharge"): no bill where a topic has one. */
      surcharges: z.array(z.string().trim().min(3)).min(1),
      /** Phrases that count a thing for every one of the group ("para todos"). */
      everyone: z.array(z.string().trim().min(3)).min(1),
      /** Verbs right before the size of the learner's group ("somos cuatro"). */
      groupVerbs: z.array(z.string().trim().min(3)).min(1),
      /** Words after a price that make it the price of some only ("for members", "si", "desde"): never billed. */
      conditions: z.array(z.string().trim().min(1)).min(1),
      /** Rate nouns of a price per person ("por persona"): billed for the people asked for or told before. */
      perPerson: z.array(z.string().trim().min(2)).min(1),
      /** Nouns of the asking itself, never a thing ordered ("precio", "total"). */
      plainNouns: z.array(z.string().trim().min(3)).min(1),
      /**
       * Words that add a thing to a sum asked ("¿Cuánto es en total con la matrícula?"): a total of a price per week
       * that leaves the thing out is never said as the whole.
       */
      addedWith: z.array(z.string().trim().min(2)).default([]),
      line: z.string().includes('{total}').includes('{parts}'),
    }),
    groupLimits: z.strictObject({
      /** Spanish phrases that ask how many people a group holds. */
      asks: z.array(z.string().trim().min(3)).min(1),
      /** Words that open a limit before its figure ("maximum", "máximo", "up to"), or close it after ("max"). */
      limits: z.array(z.string().trim().min(3)).min(1),
      /** Nouns of people a limit counts ("students", "personas"). */
      people: z.array(z.string().trim().min(3)).min(1),
      /** Words after the people that make the limit one of something else ("per instructor", "por grupo"). */
      per: z.array(z.string().trim().min(2)).min(1),
      /** Nouns of the group itself after those words ("per class", "por grupo"): the limit is the group's own. */
      groups: z.array(z.string().trim().min(3)).min(1),
      line: z.string().includes('{count}'),
    }),
    /**
     * Where or when an English topic allows a thing only ("Dogs only on Fridays", "only on the terrace"), said to a
     * question of permission (english-only-rules.ts).
     */
    englishOnlyRules: z.strictObject({
      /** English prepositions after "only" with the Spanish they are said with ("on" → "en"); a day takes "los". */
      prepositions: z.record(z.string().min(2), z.string().min(1)),
      /** English words that end the place's phrase ("until midnight", "and", "for members"). */
      ends: z.array(z.string().trim().min(2)).min(1),
      /** {where}: "en la terraza", "los viernes". */
      only: z.string().includes('{where}'),
      elsewhere: z.string().includes('{where}'),
      there: z.string().includes('{where}'),
    }),
    /** The minimum age an English topic gives, said to a question of permission for an age told (english-age-rules.ts). */
    englishAgeRules: z.strictObject({
      /** English phrases of a minimum age, "N" where its figure stands ("from age N", "minimum age N"). */
      minimum: z.array(z.string().trim().regex(/N/u)).min(1),
      /** An English range of ages ("from N to M"), a regular expression: a price for some ages, no minimum. */
      range: z.string().min(2),
      /** Spanish words of years after an age told ("años"). */
      years: z.array(z.string().trim().min(2)).min(1),
      /** Words just before the figures that make them an age ("tiene seis años", "de ocho años"), not a length of time. */
      ageOpeners: z.array(z.string().trim().min(2)).min(1),
      /** Verbs of coming or joining ("venir", "apuntarse"): what a minimum age says yes to, with nothing else asked. */
      joining: z.array(z.string().trim().min(2)).min(1),
      /** Said to ages all below the minimum, and to ages all at or above it; "{age}" is the minimum. */
      tooYoung: z.string().includes('{age}'),
      oldEnough: z.string().includes('{age}'),
    }),
    /**
     * What an English topic requires or waives ("Antibiotics always need a prescription", "no appointment",
     * english-requirements.ts), said to "¿Necesito receta?" or "¿Puedo venir sin cita?" with the learner's own noun.
     */
    /**
     * A requirement the learner says they lack ("No sé nadar. ¿Puedo hacer la clase?" where the topic says "Students
     * must know how to swim"; lacked-requirements.ts): a no, with what is needed in the learner's own words.
     */
    lackedRequirements: z
      .strictObject({
        /** Spanish phrases before an infinitive that say the learner cannot do it ("no sé"). */
        cannot: z.array(z.string().trim().min(2)).min(1),
        /** Words of a clause (English or Spanish) that require what it names ("must", "hay que"). */
        requiring: z.array(z.string().trim().min(2)).min(1),
        /** Words of a clause that waive or deny what it names ("no need", "not", "no hace falta"). */
        waiving: z.array(z.string().trim().min(2)).min(1),
        /** What the partner says, {doing} the infinitive as the learner wrote it ("nadar"). */
        line: z.string().includes('{doing}'),
      })
      .optional(),
    englishRequirements: z
      .strictObject({
        /** Spanish words before the thing asked to do without ("sin"). */
        without: z.array(z.string().trim().min(2)).min(1),
        /** Spanish phrases that ask whether a thing is needed ("necesito", "hace falta", "hay que"). */
        needs: z.array(z.string().trim().min(2)).min(1),
        /** English words of a clause that requires what it names ("need", "required", "only"). */
        requiring: z.array(z.string().trim().min(2)).min(1),
        /** English words after the thing that waive it ("needed" of "no prescription needed"), after a "no". */
        waivedAfterNo: z.array(z.string().trim().min(2)).min(1),
        /** English words of the clause that are no thing it is said of ("always", "a", "are"). */
        plainWords: z.array(z.string().trim().min(1)),
        required: z.strictObject({ without: z.string().min(2), needs: z.string().min(2) }),
        waived: z.strictObject({ without: z.string().min(2), needs: z.string().min(2) }),
      })
      .optional(),
    /**
     * What an English topic says the role does not do ("We don't repair e-bike batteries", english-refusals.ts), said
     * to a question that asks it to do that very thing.
     */
    englishRefusals: z.strictObject({
      /** English phrases before the verb refused ("we don't", "we do not", "we cannot"). */
      refusing: z.array(z.string().trim().min(2)).min(1),
      /** English words of the clause after the verb that name no thing ("the", "any", "here"). */
      plainWords: z.array(z.string().trim().min(1)),
      /** The no; "{verb}" is the learner's verb in the role's "we" ("reparamos"). */
      line: z.string().includes('{verb}'),
    }),
    /** A topic's street, said to "¿Dónde está…?" (topic-addresses.ts). */
    address: z.strictObject({
      /** Words that open a street's name, with the article Spanish says before them ("calle": "la"). */
      streets: z.record(z.string().regex(/^\p{Ll}+$/u), z.enum(['el', 'la'])),
      /** Phrases that ask where the place is. */
      asks: z.array(z.string().trim().min(2)).min(1),
      /** Nouns for any place of business, which the question may name ("¿Dónde está el local?"). */
      placeNouns: z.array(z.string().trim().min(2)),
      line: z.string().includes('{address}'),
    }),
    /**
     * Verbs that, said to the role in the prompt's second person, tell it how to play the conversation ("Al final das
     * el número de radicado", "Preguntas por la fecha"): an instruction, never a fact said in its voice.
     */
    instructionVerbs: z.array(z.string().trim().min(2)).min(1),
    /**
     * Verbs of the talk itself ("Hablamos de tus viajes", "Practicamos el pasado"): a "we" of the prompt doing them is
     * the role and the learner, never the business the role works for ("No podemos cocinar sin gluten").
     */
    conversationVerbs: z.array(z.string().trim().min(2)).default([]),
    /**
     * Questions of the role's own life and the opening of the fact that answers them: "¿De dónde eres?" is answered
     * by the role's "Soy de Zaragoza", though they share no word of content.
     */
    ownLife: z
      .array(z.strictObject({ asks: z.array(z.string().trim().min(2)).min(1), opens: z.string().trim().min(2) }))
      .default([]),
    /**
     * How a fact the role tells of its own life opens ("soy de", "trabajo en"): it answers a question put to the role,
     * never the learner's news of their own that shares a word with it.
     */
    roleLifeOpens: z.array(z.string().trim().min(2)).default([]),
    /**
     * How a topic bounds an age ("los menores de 16 años", "a partir de 8 años"): a question that tells someone's age
     * ("Mi hijo tiene catorce años. ¿Puede ir solo?") is answered by the topic's rule for ages.
     */
    ageBounds: z.array(z.string().trim().min(2)).default([]),
    /**
     * Who a topic prices per person and how (people-prices.ts): "General admission 14 euros; students 7 euros;
     * children under 12 free" sums "dos entradas, una normal y una de estudiante" to 21 euros. Each kind of person has
     * the nouns that name one (learner or topic), the labels a ticket of it takes ("una normal"), and how it is said.
     */
    people: z.strictObject({
      kinds: z
        .array(
          z.strictObject({
            id: z.string().regex(/^[a-z]+$/u),
            said: z.strictObject({ singular: z.string().min(2), plural: z.string().min(2) }),
            nouns: z.array(z.string().trim().min(2)).min(1),
            labels: z.array(z.string().trim().min(2)).default([]),
          }),
        )
        .min(2),
      /** The kind a price with no kind of person is of ("La entrada cuesta 12 euros", "1,200 pesos per person"). */
      baseKind: z.string().regex(/^[a-z]+$/u),
      /** The kind an age bound below `adultFrom` with no kind named is of ("los menores de 4 años entran gratis"). */
      childKind: z.string().regex(/^[a-z]+$/u),
      adultFrom: z.number().int().min(1),
      /** Nouns of a person whose age the learner does not tell ("mi hermano"): no sum is made for them. */
      unknownAge: z.array(z.string().trim().min(2)).default([]),
      /** The learner as one of the people ("y yo", "conmigo"). */
      self: z.array(z.string().trim().min(2)).min(1),
      /**
       * Words before a count that make it the size of the learner's group ("somos cuatro", "somos seis amigos",
       * "entre las dos"): that many people, of the base kind unless the message names their kinds.
       */
      groupSize: z.array(z.string().trim().min(2)).default([]),
      /**
       * Words of a sentence of kinds' prices that name no thing of its own: a proof, a condition, a day ("Student
       * card: 6,50 € (Monday to Thursday only)"); another noun there ("Kids' ski school…, 50,000 CLP per child") makes
       * its prices that thing's.
       */
      conditionWords: z.array(z.string().trim().min(2)).default([]),
      /** Nouns a price per person or a count of places is of when no kind is named ("tres entradas"). */
      baseNouns: z.array(z.string().trim().min(2)).min(1),
      half: z.array(z.string().trim().min(2)).min(1),
      free: z.array(z.string().trim().min(2)).min(1),
      /** Words after "N %" that make it a discount ("un 10 % de descuento", "25% off"). */
      discount: z.array(z.string().trim().min(2)).min(1),
      /** Verbs after which a bare figure is a price in the topic's currency ("los estudiantes pagan 8"). */
      payVerbs: z.array(z.string().trim().min(2)).min(1),
      /** Questions of what a group pays, beside those of any price ("¿Cuánto pagamos?"). */
      asks: z.array(z.string().trim().min(2)).default([]),
      /** How a topic bounds the age a price holds for: below N, up to N, above N, from N, and ranges "de N a M". */
      ages: z.strictObject({
        below: z.array(z.string().trim().min(2)).min(1),
        upTo: z.array(z.string().trim().min(2)).min(1),
        above: z.array(z.string().trim().min(2)).min(1),
        from: z.array(z.string().trim().min(2)).min(1),
        ranges: z.array(z.tuple([z.string().min(2), z.string().min(1)])).min(1),
        years: z.array(z.string().trim().min(2)).min(1),
      }),
    }),
    /**
     * Words that name the same thing ("medicina", "medicamento"; "llevar", "traer" of what to bring): a question in
     * one is answered by the fact that says another. A phrase ("sin pagar") stands for the single words of its group.
     */
    synonyms: z.array(z.array(z.string().trim().min(2)).min(2)).default([]),
    /**
     * Kinds of question answered by the fact that says that kind of thing, however each names it: a question of need
     * ("¿Qué necesito?", "¿Qué documentos hacen falta?") by the requirement the topic states ("hay que traer…"), one
     * of a limit ("¿Hasta dónde podemos ir?") by the limit it sets ("No se puede pasar de las boyas").
     */
    factFrames: z
      .array(
        z.strictObject({
          about: z.string().trim().min(2),
          asks: z.array(z.string().trim().min(2)).min(1),
          tells: z.array(z.string().trim().min(2)).min(1),
          /** Headings of a list of this kind in a topic ("Requisitos: tener 18 años; DNI…"). */
          labels: z.array(z.string().trim().min(2)).default([]),
          /** How such a list is said, `{what}` its items ("Hace falta lo siguiente: {what}."); it says a `tells`. */
          listLine: z.string().trim().includes('{what}').optional(),
        }),
      )
      .default([]),
    /**
     * The figures a topic's own text gives ("cajas (2 euros)", "Horario: de 9:00 a 14:00"): the units that tell a
     * price or a length of time, and how a question asks for each.
     */
    /** "¿A qué hora termina el tour de la tarde?": a start time of the topic and the length it gives (end-times.ts). */
    endTimes: z
      .strictObject({
        asks: z.array(z.string().trim().min(3)).min(1),
        lasts: z.array(z.string().trim().min(3)).min(1),
        units: z.record(z.string().min(1), z.number().positive()),
        dayParts: z.record(z.string().min(3), z.tuple([z.number().min(0).max(24), z.number().min(0).max(24)])),
        line: z.string().includes('{start}').includes('{length}').includes('{end}'),
      })
      .optional(),
    figures: z.strictObject({
      priceUnits: z.array(z.string().trim().min(1)).min(1),
      durationUnits: z.array(z.string().trim().min(1)).min(1),
      /**
       * Labels that say their figure is how long the topic's own event lasts ("Duración: 1 hora y media"): a length
       * asked of that event, or of a thing the topic never names, is that figure (topic-text-answers.ts).
       */
      durationLabels: z.array(z.string().trim().min(2)).default([]),
      /**
       * The last word of an item with no verb that says what holds of the thing ("Chaleco salvavidas incluido",
       * "Wifi gratis"), with the verb it is said with ("El chaleco salvavidas está incluido").
       */
      verblessPredicates: z.record(z.string().min(2), z.enum(['ser', 'estar'])).default({}),
      /** The prepositions that say a clock time before "las" ("a las 9", "desde las 10", "hasta las 2"). */
      clockPrepositions: z.array(z.string().trim().min(1)).min(1),
      /**
       * A prompt's heading for its figures ("Precios: 5 euros la hora"), the kind of figure they are: said without it
       * ("5 euros la hora"), where a thing's name ("Cajas: 2 euros") is said.
       */
      headings: z.array(z.string().trim().min(1)).min(1),
      /**
       * An English topic's units of price and time in Spanish, with the "about" that agrees with them: "about 40
       * minutes" is said "Unos 40 minutos" (english-figures.ts).
       */
      englishUnits: z.record(z.string(), z.strictObject({ es: z.string().min(1), about: z.enum(['unos', 'unas']) })),
      /** Unit abbreviations a topic may write after a figure ("600 mg", "5 km"): said as written. */
      unitAbbreviations: z.array(z.string().regex(/^\p{Ll}{1,3}$/u)).default([]),
      /**
       * Units a learner counts a thing in, each with its other written forms ("kg", "kilo", "kilos"): a topic's tiers
       * ("hasta 2 kg 7,50 €; de 2 a 5 kg 11 €") are read by them, and the learner's "un paquete de tres kilos" falls in one.
       */
      measureUnits: z.array(z.array(z.string().trim().min(1)).min(1)).default([]),
      /**
       * Words that bound a tier at its figure: up to it ("hasta"), below it ("menos de"), from it ("desde", "a
       * partir de") or above it ("más de").
       */
      tierBounds: z
        .strictObject({
          upTo: z.array(z.string().min(1)),
          below: z.array(z.string().min(1)),
          from: z.array(z.string().min(1)),
          above: z.array(z.string().min(1)),
        })
        .default({ upTo: [], below: [], from: [], above: [] }),
      /**
       * Words of opening hours, English and the Spanish lemmas that ask for them: asked when a place closes, its
       * opening hours answer ("open from 7 am to 10 pm").
       */
      englishHourWords: z.array(z.string().trim().min(2)).default([]),
      /**
       * English words that open a noun phrase ("the", "their"): a verb before one has its own object ("leave their
       * luggage"), so that clause is of its object, not of another thing a question names with the same verb.
       */
      englishDeterminers: z.array(z.string().trim().min(1)).default([]),
      /** The months, to read a date a topic gives ("Disponible desde el 1 de marzo"). */
      months: z.array(z.string().trim().min(3)).default([]),
      /** How a question asks for a date ("desde cuándo", "qué día"): it is answered by the topic's fact of a date. */
      dateAsks: z.array(z.string().trim().min(3)).default([]),
      /**
       * "¿Cuánto cuesta?" of an English topic with several prices and nothing to pick one: all of them, in this frame
       * ("Hay varios precios: 650, 900 o 1.800 pesos."); `{prices}` is the list, `{unit}` its unit in Spanish.
       */
      severalPrices: z.string().includes('{prices}').default('Hay varios precios: {prices} {unit}.'),
      /** A yes to "¿Tenéis…?" of a thing an English topic prices, `{said}` its figure ("Sí, son 3 euros."). */
      thingToBeHad: z.string().includes('{said}').default('Sí, {said}'),
      /** Words of a question that asks whether a thing is to be had ("tener", "haber", "alquilar"), as lemmas. */
      haveVerbs: z.array(z.string().min(2)).default([]),
      /** Words that ask for a sum ("en total", "todo junto"): no one English figure of the topic answers them. */
      totalWords: z.array(z.string().trim().min(2)).default([]),
      /**
       * Words before a thing added to a total the question asks ("¿Cuánto es en total con la inscripción?", "contando
       * las expensas"): the sum of that thing and the price it is added to (added-totals.ts).
       */
      additionWords: z.array(z.string().trim().min(2)).default([]),
      /**
       * Words after a price that say it is paid once, at the start ("inscripción 300 pesos (se paga una sola vez)"):
       * what "¿Cuánto pago el primer mes, con todo?" adds to the price of that first length.
       */
      paidOnce: z.array(z.string().trim().min(3)).default([]),
      /** Words before a length that make it the first one paid for ("el primer mes"): its price and what is paid once. */
      firstSpan: z.array(z.string().trim().min(3)).default([]),
      /** Words that ask for the cheapest or the dearest thing of a list the topic prices ("¿Cuál es el más barato?"). */
      cheapest: z.array(z.string().trim().min(2)).default([]),
      /** "¿Cuánto cuesta ida y vuelta?" of a price of one way ("each way", "por trayecto"): twice it (round-trips.ts). */
      roundTrip: z.strictObject({
        asks: z.array(z.string().trim().min(2)).min(1),
        oneWay: z.array(z.string().trim().min(2)).min(1),
        /** Words after a price of the round trip itself ("120 € return"): said as it is, never twice the one way. */
        returns: z.array(z.string().trim().min(2)).min(1),
        line: z.string().includes('{total}').includes('{price}'),
        returnLine: z.string().includes('{total}'),
      }),
      /**
       * "Se paga la mitad al dejar el equipo y el resto al recogerlo" asked "¿Cuánto pago hoy al dejarlo?": the share
       * of the price of the thing chosen that is paid at the moment asked (paid-shares.ts). `shares` are the words of
       * a share with its part of the whole ("la mitad": 0.5; a percent is read from its figure), `payVerbs` the lemmas
       * of paying, `rest` the words of what is left ("el resto"), `notShares` words of a share taken off (a discount).
       */
      paidShares: z
        .strictObject({
          shares: z.array(z.strictObject({ said: z.string().trim().min(2), part: z.number().positive().lt(1) })),
          payVerbs: z.array(z.string().trim().min(2)).min(1),
          rest: z.array(z.string().trim().min(2)).min(1),
          notShares: z.array(z.string().trim().min(2)).default([]),
          line: z.string().includes('{share}').includes('{whole}').includes('{part}'),
        })
        .optional(),
      dearest: z.array(z.string().trim().min(2)).default([]),
      /** English words before a figure that make it a threshold, not a price ("free for orders over 600 euros"). */
      englishThresholds: z.array(z.string().trim().min(2)).default([]),
      /**
       * English nouns that name only a price ("the fare is 350 pesos"): a figure after any other noun ("the monthly
       * plan costs…") is of that thing, and said to no question about another.
       */
      englishPriceNouns: z.array(z.string().trim().min(2)).default([]),
      /**
       * What an English price is per ("20 dollars a day", "4 euros per hour"), said after it in Spanish ("al día", "por
       * hora"): a rate said bare would be a price of the whole. A rate not listed leaves the price unsaid.
       */
      englishRates: z.record(z.string().regex(/^[a-z]+$/u), z.string().min(3)).default({}),
      /** English days and their Spanish, for a range said with the hours ("Monday to Saturday": "de lunes a sábado"). */
      englishDays: z.record(z.string().regex(/^[a-z]+$/u), z.string().min(3)).default({}),
      /**
       * The days of a topic's opening hours (opening-days.ts): the Spanish days in the week's order, words that say
       * a day is closed, and phrases that name several days at once ("todos los días", "fin de semana").
       */
      schedule: z
        .strictObject({
          weekdays: z.array(z.string().min(3)).length(7),
          closed: z.array(z.string().min(3)).min(1),
          /** Lemmas of a question of the hours ("¿Abrís el domingo?", "¿Puedo ir el lunes?"), not of a day's service. */
          asks: z.array(z.string().min(2)).min(1),
          severalDays: z.array(
            z.strictObject({
              phrase: z.string().min(3),
              days: z.array(z.number().int().min(1).max(7)).min(2),
              /** An English phrase's Spanish, as hours are said ("weekends": "Los fines de semana"). */
              said: z.string().min(3).optional(),
            }),
          ),
          /** The months in order, each by every name a topic may write it with ("septiembre", "setiembre", "september"). */
          months: z.array(z.array(z.string().min(3)).min(2)).length(12),
          /** Lemmas of a plan to come or to bring something ("Vuelvo en agosto y quiero traer mi bici"). */
          visits: z.array(z.string().min(2)).min(1),
          /** What the partner says of a closed day or month it names ({when}: "Los domingos", "En agosto"). */
          closedLine: z.string().includes('{when}'),
          /** Words that say a place never closes ("las 24 horas", "open 24/7"), and what is said of them. */
          allDay: z.array(z.string().min(3)).default([]),
          allDayLine: z.string().min(3).optional(),
        })
        .optional(),
      /** A word between a figure and its unit and its Spanish after the unit: "10 working days", "días laborables". */
      englishQualifiers: z.record(z.string(), z.string().min(2)).default({}),
      /**
       * An English topic's clock times ("Open 9am to 8pm") said in Spanish ("De nueve de la mañana a ocho de la
       * noche."): the hours 1-12 in words, the minutes that have words ("y media"), and the part of the day that
       * follows the hour, each up to its last hour of 24.
       */
      englishClock: z.strictObject({
        hours: z.array(z.string().min(2)).length(12),
        minutes: z.record(z.string().regex(/^\d{2}$/u), z.string()),
        partsOfDay: z.array(z.strictObject({ until: z.number().int().min(0).max(23), es: z.string().min(2) })).min(1),
        /** An English word that bounds a time before it ("until 11:00") and its Spanish ("Hasta las once…"). */
        bounds: z.record(z.string().min(2), z.string().min(2)),
      }),
      askPrice: z.array(z.string().trim().min(2)).min(1),
      /**
       * Verbs every price question may use ("pagar", "salir"): they tell no price fact from another, so "¿Cuánto nos
       * saldría en total? ¿Hay que pagar…?" is not answered by the one fact that says "los perros pagan".
       */
      priceVerbs: z.array(z.string().trim().min(2)).default([]),
      /**
       * Words before a count of years that make it an age, no length of time ("los menores de 8 años", "tener 18
       * años"): a question of how long something takes is not answered by a rule for ages.
       */
      ageWords: z.array(z.string().trim().min(2)).default([]),
      /** "150 soles por pieza", "2 dollars each": what a price is for when it is for one of the thing, no rate. */
      perOne: z.array(z.string().trim().min(2)).default([]),
      /**
       * Nouns of a service done with a thing ("alquiler", "servicio"): "Alquiler de zapatillas: 8.000 pesos" prices the
       * shoes too, so a learner's "las zapatillas" is that item.
       */
      serviceOfAThing: z.array(z.string().trim().min(2)).default([]),
      /**
       * A share off a price for some people ("Los estudiantes tienen un 15 % de descuento en la limpieza"; its words
       * are `people.discount`): the prepositions before the thing it is on, and the nouns of a group's size, whose
       * discount depends on how many come (people-prices reads those).
       */
      discounts: z
        .strictObject({
          on: z.array(z.string().trim().min(2)).min(1),
          groups: z.array(z.string().trim().min(2)).default([]),
          /**
           * Words of an English discount that say neither who has it nor what it is on ("Students get 20% off
           * monthly plans": "get", "off"), read by english-discounts.ts.
           */
          englishPlain: z.array(z.string().trim().min(1)).default([]),
        })
        .default({ on: ['en'], groups: [], englishPlain: [] }),
      askDuration: z.array(z.string().trim().min(2)).min(1),
      /**
       * "¿Hace cuánto eres cerrajero?", "¿Desde cuándo trabajas aquí?": since when, of the partner's own life, which
       * no length of time the topic gives ("tardas 40 minutos en llegar") answers.
       */
      askSince: z.array(z.string().min(3)).default([]),
      /** Words that, with a verb of paying, ask whether there is any charge ("¿Me cobráis algo?", "¿Hay que pagar algo?"). */
      anyCharge: z.array(z.string().min(3)).default([]),
      askTime: z.array(z.string().trim().min(2)).min(1),
    }),
  }),
});
export type ScenesFile = z.infer<typeof scenesFileSchema>;

/** A word or phrase as said in each variety, swapped whole in what the partner says. */
export const varietyWordsSchema = z
  .array(
    z.strictObject({
      spain: z.string().trim().min(2),
      latam: z.string().trim().min(2),
      /** The English of a pair whose translation differs too (a price: "thirty pesos", "two and a half euros"). */
      en: z.strictObject({ spain: z.string().trim().min(2), latam: z.string().trim().min(2) }).optional(),
    }),
  )
  .min(1);
export type VarietyWords = z.infer<typeof varietyWordsSchema>;

/** Words that tie a line to the Latin-American partner's country (content/tutor/variety-bound.json). */
export const varietyBoundSchema = z.strictObject({
  $comment: z.string().optional(),
  latamOnly: z.array(z.string().trim().min(2)).min(1),
});
export type VarietyBound = z.infer<typeof varietyBoundSchema>;

/** Words of a time not over or a life so far, after which Spain says the perfect (content/tutor/spain-perfect.json). */
export const spainPerfectSchema = z.strictObject({
  $comment: z.string().optional(),
  markers: z.array(z.string().trim().min(2)).min(1),
  /** Words of a time that is over: a sentence with one keeps its preterite ("¿Ya comiste cuando llegaste?"). */
  anchors: z.array(z.string().trim().min(2)).min(1),
});
export type SpainPerfect = z.infer<typeof spainPerfectSchema>;

const phrase = z.string().trim().min(2);
/** How learners take their leave (content/tutor/leave-taking.json; read by tutor/builtin/leave-taking.ts). */
export const leaveTakingSchema = z.strictObject({
  $comment: z.string().optional(),
  /**
   * Lemmas (or words) of which a turn must hold one for the act classifier alone to make it a goodbye: "me los
   * llevo" (a purchase) or "tendría que ser semipresencial" hold none, whatever the classifier makes of them.
   */
  briefLeaving: z.object({
    lemmas: z.array(z.string().trim().min(2)).min(1),
    notWith: z.array(z.string().trim().min(2)).min(1),
  }),
  leavingLemmas: z.array(z.string().trim().min(2)).min(1),
  /** Words that may come before a formula in its clause ("Bueno, me voy", "Ya me tengo que ir"). */
  leadIns: z.array(z.string().trim().min(1)).min(1),
  /** A goodbye only as a whole clause: "Hasta luego, Ana", never "hasta ahora no he tenido problemas". */
  wholeClause: z.array(phrase).min(1),
  /** At the start of a clause, a goodbye whatever follows ("Nos vemos el martes a la misma hora"). */
  opensClause: z.array(phrase).min(1),
  /**
   * At the start of a clause, the learner closing their side ("Gracias, ha sido una charla muy agradable"); in the
   * partner's own closing line ("¡Ha sido un placer!") they are no farewell, which is still said after them.
   */
  closingRemarks: z.array(phrase).min(1),
  /** Verbs of leaving: a goodbye alone, or before going to bed, or after "ya"/"ahora"; a plan before "a" + an infinitive. */
  leaving: z.array(phrase).min(1),
  /** The infinitives after which a leaving verb still takes leave ("me voy a dormir"). */
  toBed: z.array(phrase).min(1),
  /** After a leaving verb, a journey, not a leaving now: "me voy de viaje a Perú", "tengo que irme de vacaciones". */
  trips: z.array(phrase).min(1),
  /** Words of staying or lasting: "hasta el viernes" after a clause with one is till when ("me quedo tres noches"). */
  staying: z.array(z.string().trim().min(2)).min(1),
  /** What "hasta" says goodbye with that is no time one stays till ("hasta luego", "hasta pronto"). */
  farewellsAfterHasta: z.array(z.string().trim().min(2)).min(1),
  /** Words after "nos vemos" that make it a habit, not a goodbye ("nos vemos cada domingo"). */
  habitual: z.array(z.string().trim().min(1)).min(1),
  /**
   * What opens a clause that states a plan or a wish when an infinitive follows ("me gustaría plantar fresas el
   * próximo año", "voy a estudiar"): such a turn is no goodbye the dialogue-act classifier hears in its words.
   */
  plans: z.array(phrase).min(1),
});
export type LeaveTaking = z.infer<typeof leaveTakingSchema>;

/** How the learner addresses the partner (content/tutor/addressing.json; read by tutor/builtin/addressing.ts). */
export const addressingSchema = z.strictObject({
  $comment: z.string().optional(),
  /** Questions that ask nothing ("¿vale?", "¿sabes?"): after a goodbye it stays one; beside a statement, no answer due. */
  tagQuestions: z.array(z.string().trim().min(1)).min(1),
  /** A question opening with one asks the partner to do something ("¿Tú puedes traer el pastel?"). */
  requestVerbs: z.array(z.string().trim().min(2)).min(1),
  usted: z.strictObject({
    /** Said anywhere, they address the partner as usted ("Disculpe", "Le agradezco su ayuda"). */
    words: z.array(phrase).min(1),
    /** At the start of a question ("¿Me puede…?"). */
    requestOpeners: z.array(phrase).min(1),
    /** Said alone to the partner ("Buenas tardes, señora."). */
    titles: z.array(phrase).min(1),
    /** Said to anyone serving ("¿Cuánto le debo?"): usted only when no tú came before. */
    formulas: z.array(phrase).min(1),
  }),
  /** Words that say tú (or vosotros) to the partner, besides any verb in the second person. */
  tuWords: z.array(z.string().trim().min(2)).min(1),
});
export type Addressing = z.infer<typeof addressingSchema>;

const cues = z.strictObject({
  /** Lemmas as the language core gives them ("robar" hears "me robaron"). */
  lemmas: z.array(z.string().trim().min(2)),
  /** Phrases matched as whole words, for what no single lemma says ("estoy mal", "me quedé sin"). */
  phrases: z.array(z.string().trim().min(2)),
  /**
   * Phrases whose first word is a verb's lemma, said in any person and tense: "quedarse sin" hears "me quedo sin
   * trabajo", "se quedó sin batería", "nos hemos quedado sin luz". Written without the "se": "quedar sin".
   */
  lemmaPhrases: z.array(z.string().trim().min(2)).default([]),
  /**
   * Lemmas that tell this news only when negated, in any person and tense: "encontrar" hears "no encuentro mi
   * monedero", "no lo encontramos"; "funcionar" hears "la ducha no funciona", "no me funcionaba".
   */
  negatedLemmas: z.array(z.string().trim().min(2)).default([]),
  /**
   * Words of a bad manner ("mal", "fatal") that the negation denies instead, right after such a verb: "no duermo
   * mal" says one sleeps well, no news.
   */
  negatedManner: z.array(z.string().trim().min(2)).default([]),
  /**
   * Verbs that tell this news only when done to someone, with an object pronoun of a person just before and not of
   * the verb's own subject: "morder" hears "me mordió un perro", "le mordió"; "lo muerde todo" and "me muerdo las
   * uñas" tell none.
   */
  toSomeoneLemmas: z.array(z.string().trim().min(2)).default([]),
});
/** How the partner hears news (content/tutor/news.json; read by tutor/builtin/news-reader.ts). */
export const newsCuesSchema = z.strictObject({
  $comment: z.string().optional(),
  bad: cues,
  complaint: cues,
  good: cues,
  /** Phrases of an apology ("perdón por", "pido disculpas", "llego tarde"): met with "no pasa nada", never a goodbye. */
  apology: z.array(z.string().trim().min(2)).min(1),
  /** Words of a stretch of time ("últimamente"): an apology's phrase after them tells a habit ("llego tarde"). */
  apologyLately: z.array(z.string().trim().min(2)).default([]),
  /** Words that set the news in a time that is over ("cuando era niño", "antes"): sympathy hopes for no mending. */
  over: z.array(z.string().trim().min(2)).min(1),
  /**
   * Words that say things are better now ("duermo mucho mejor"): bad news told only in a time that is over beside a
   * clause of them is a story of things getting better ("antes no dormía nada"), no news to be sorry for.
   */
  better: z.array(z.string().trim().min(2)).default([]),
  /**
   * Words after which a subjunctive supposes, wishes or concedes ("aunque a veces duela", "ojalá no se rompa"): a
   * cue so said tells no news. (A conditional never does: "se quedaría sin trabajo".)
   */
  supposing: z.array(z.string().trim().min(1)).default([]),
  /** Words that undo a cue just before it ("no estoy triste"). */
  negations: z.array(z.string().trim().min(1)).min(1),
  /** Phrases a cue stands inside without telling news: "no puedo vivir sin mi móvil" says how much one likes it. */
  notNews: z.array(z.string().trim().min(2)),
  /** Words that may stand between a phrase's words ("estoy un poco mal" is "estoy mal"). */
  intensifiers: z.array(z.string().trim().min(1)),
  /** Times ("este invierno", "dos años"): never what news is about, and a detail of what a turn tells. */
  times: z.array(z.string().trim().min(2)),
  /** Nouns too vague to name ("la vida", "la gente"): a sympathy or an echo does not name them. */
  notNamed: z.array(z.string().trim().min(2)),
  /** Places both speakers may be in: "este taller", "esta ciudad" are the partner's "este" too, not "ese". */
  sharedPlaces: z.array(z.string().trim().min(2)),
  /**
   * Prepositions after which a noun phrase still tells what the news is about ("con mi rodilla", "para el
   * concierto"), named when the news has no subject or object to name; never "en", "a": a place or a time.
   */
  namedAfter: z.array(z.string().trim().min(2)),
  /**
   * Lemmas of praise ("increíble", "bonito"): a turn that praises and denies nothing is no bad news, whatever the
   * dialogue-act classifier reads into a long story told in the past.
   */
  praise: z.array(z.string().trim().min(2)),
  /** Words that judge a thing ill ("caro", "malo"): a turn that holds one beside praise ("hoy caros, ayer baratos")
   * compares, and is no praise only. */
  dispraise: z.array(z.string().trim().min(2)).min(1),
  /**
   * Words that show something went wrong ("no", "sin", "nadie", "ay"): with one of them, a short turn the
   * dialogue-act classifier reads as bad news is taken as such without a cue of its own.
   */
  amiss: z.array(z.string().trim().min(1)).min(1),
  /**
   * Bad news no lemma above names, read from the valence of a lemma's English glosses (AFINN-165 through the
   * bilingual glossary, decision 0017): a lemma is a cue when every gloss is rated at or below `atMost`; `except`
   * holds lemmas whose glosses mislead (a rare sense: "dado" is "die" only as the dice).
   */
  valence: z.strictObject({ atMost: z.number().int().min(-5).max(-1), except: z.array(z.string().trim().min(2)) }),
  /**
   * The "se" of something that happened to someone ("se me cayó el móvil", "se le rompió la pierna", "se nos
   * quemó el pastel") tells a mishap in any verb; `except` holds the verbs that use it for good or neutral news
   * ("se me ocurrió una idea", "se me antojó un helado").
   */
  accidentalSe: z.strictObject({ except: z.array(z.string().trim().min(2)) }),
  /**
   * Verbs whose infinitive after them tells what happens, not a doing named: "voy a perder el vuelo" (about to), "he
   * vuelto a suspender" (again), "acabo de suspender" (just); the infinitive after "sin" tells what did not.
   */
  eventInfinitives: z.array(z.strictObject({ verb: z.string().min(2), link: z.string().min(1) })).default([]),
  /**
   * How someone feels, said with one of these verbs ("estoy muy cansado", "me siento triste", "ando agobiada"):
   * an adjective whose English glosses the valence list rates bad is bad news after them, not after "ser" ("una
   * película triste", "es aburrido" describe a thing).
   */
  feeling: z.strictObject({
    verbs: z.array(z.string().trim().min(2)).min(1),
    /**
     * Verbs that, of the speaker in the present, tell how they are now with a noun ("tengo fiebre") or with "me"
     * before them ("me duele la rodilla"): news of such a state is not asked "how are you now?".
     */
    having: z.array(z.string().trim().min(2)).min(1),
    hurting: z.array(z.string().trim().min(2)).min(1),
  }),
  /**
   * A fault in a thing is a complaint: an adjective of `adjectives` after a verb of `copulas` in any tense or of
   * `pastCopulas` in a past tense, in the third person ("la sopa estaba fría", "el vaso está muy sucio"); "el
   * invierno es frío" describes, and "estoy mojado" is the speaker's own state. `expected` holds, for an
   * adjective, the nouns it is no fault of ("la cerveza está fría").
   */
  faults: z.strictObject({
    copulas: z.array(z.string().trim().min(2)).min(1),
    pastCopulas: z.array(z.string().trim().min(2)),
    adjectives: z.array(z.string().trim().min(2)).min(1),
    /** For an adjective, the things it is no fault of, lemmas of the subject's noun ("la cerveza está fría"). */
    expected: z.record(z.string().trim().min(2), z.array(z.string().trim().min(2)).min(1)),
  }),
  /**
   * A long wait is a complaint: a verb of waiting (`lemmas`) with, in its clause, a length of time (a noun of
   * `spans` right after a number or a word of `quantities`): "llevamos una hora esperando", "esperé dos horas".
   */
  waiting: z.strictObject({
    lemmas: z.array(z.string().trim().min(2)).min(1),
    quantities: z.array(z.string().trim().min(2)).min(1),
    spans: z.array(z.string().trim().min(2)).min(1),
  }),
  /**
   * What a customer does with the one who serves them ("pedí un café", "compré estos tomates"): a mishap told with
   * one of these is still a complaint about the item, while one the learner did on their own ("tiré mi café en la
   * camisa", "se me cayó el cruasán") is their own bad news, met with sympathy rather than an apology.
   */
  transactions: z.array(z.string().trim().min(2)).min(1),
  /**
   * Lemmas of making a complaint ("tengo una queja", "quiero reclamar"): said by the learner to someone who serves,
   * the turn is a complaint to them, whatever else it tells.
   */
  complaining: z.array(z.string().trim().min(2)).min(1),
  /** Lemmas of a passing ailment or state ("me duele la cabeza", "estoy cansado"): news of only these is mild. */
  mild: z.array(z.string().trim().min(2)),
  /**
   * Words that tell a thing happens again and again ("siempre me pierdo", "a menudo llego tarde"): bad news told as a
   * habit is met as a passing trouble, not a misfortune ("¡Mucho ánimo!" for getting lost is too much).
   */
  habitual: z.array(z.string().trim().min(2)).default([]),
  /** Lemmas of a worry or fear ("me preocupa", "tengo miedo"): news of only these is met with understanding. */
  worry: z.array(z.string().trim().min(2)),
  /** Lemmas of a death ("falleció", "el entierro"): news of one is met with condolences. */
  /** News the learner names as good or bad ("Buenas noticias: …"): it decides the mood whatever its cues say. */
  announced: z.strictObject({ good: z.array(z.string().trim().min(2)), bad: z.array(z.string().trim().min(2)) }),
  /** A hope or a wish ("espero que", "ojalá"): a turn with one tells no news the classifier alone may hear. */
  wishes: z.array(z.string().trim().min(2)),
  /** A hope for something ("espero que", "ojalá"): met with "¡Ojalá que sí!" (or "que no" for a hope against). */
  hopes: z.array(z.string().trim().min(2)).default([]),
  /** What one "dies of" without dying ("me muero de risa", "se murió de ganas"): a death cue before "de" and one of these. */
  deathFigures: z.array(z.string().trim().min(1)),
  death: z.array(z.string().trim().min(2)),
  /**
   * Lemmas of a misfortune that happens to someone ("un incendio", "me robaron", "un accidente"), not a feeling or a
   * judgement: news told with one stays news however plain a statement the act classifier finds the turn.
   */
  events: z.array(z.string().trim().min(2)).default([]),
  /**
   * Verbs of judging ("pienso que", "lo encuentro relajante"): a turn whose every verb is one of these or "ser" gives
   * an opinion, however glad it sounds, and is no good news.
   */
  judging: z.array(z.string().trim().min(2)),
});
export type NewsCues = z.infer<typeof newsCuesSchema>;

const spanishEnglish = z.strictObject({ es: z.string().trim().min(1), en: z.string().trim().min(1) });
/** A customer's questions in a learner's service topic (content/tutor/service-answers.json). */
export const serviceAnswersSchema = z.strictObject({
  $comment: z.string().optional(),
  /** Lemmas of the topic's text that make the partner serve the learner ("taller", "recepcionista"). */
  serviceCues: z.array(z.string().trim().min(2)).min(1),
  /** A question with one of these asks for something else than a price ("¿cuánto es el sueldo?"). */
  notAPrice: z.array(z.string().trim().min(2)),
  /** Words that ask the price of all of an order together ("en total", "todo junto"), naming no thing of it. */
  wholeOrderWords: z.array(z.string().trim().min(2)),
  /**
   * Phrases that ask for a reason ("¿Por qué me cobraron tanto?"): no made-up price, time or length answers one.
   */
  reasonAsked: z.array(z.string().trim().min(2)),
  kinds: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z][a-z0-9-]*$/),
        lemmas: z.array(z.string().trim().min(2)),
        phrases: z.array(z.string().trim().min(2)),
        /** Lemmas that make a question about the partner itself, not this kind ("¿Cuánto tiempo llevas aquí?"). */
        exceptLemmas: z.array(z.string().trim().min(2)).optional(),
        /**
         * Said only of what the topic's own text names: "¿Nos recomiendas alguna ruta?" at a campsite whose prompt
         * names no route gets no "lo que más piden los clientes".
         */
        onlyOfNamedThings: z.boolean().optional(),
        /** {price} {currency}, {duration}, {clock} and their English ({currencyEn}…) are filled. */
        answer: spanishEnglish,
      }),
    )
    .min(1),
  /** Lengths of time in hours (what a repair or a visit takes), and `daysCues` with those given in days. */
  durations: z.array(spanishEnglish).min(1),
  durationsInDays: z.array(spanishEnglish).min(1),
  /** Words of a question that asks for days or weeks ("¿Cuántos días tarda?"). */
  daysCues: z.array(z.string().trim().min(2)).min(1),
  /** Clock times by the part of the day they fall in; a question's `partsOfDay` lemmas pick the part. */
  clockTimes: z
    .array(spanishEnglish.extend({ partOfDay: z.enum(['morning', 'day', 'evening']) }))
    .refine((times) => ['morning', 'day', 'evening'].every((part) => times.some((time) => time.partOfDay === part)), {
      message: 'every part of the day needs a clock time',
    }),
  /** Lemmas that ask for a time of the morning ("abrir", "desayuno") or of the evening ("cerrar", "cena"). */
  partsOfDay: z.strictObject({
    morning: z.array(z.string().trim().min(2)).min(1),
    evening: z.array(z.string().trim().min(2)).min(1),
  }),
  currencies: z.strictObject({
    spain: z.strictObject({ es: z.string(), en: z.string(), perUnit: z.number().int().positive() }),
    latam: z.strictObject({ es: z.string(), en: z.string(), perUnit: z.number().int().positive() }),
  }),
  /** "Quiero devolver esta chaqueta": a statement opening with one of these and an infinitive asks for a service. */
  requestOpeners: z.array(z.string().trim().min(2)).min(1),
  /** "Busco un sofá": what the customer looks for, a thing named after it, is a service asked for too. */
  lookingFor: z.array(z.string().trim().min(2)).min(1),
  /** The slots of frame questions a service asked for answers ("need": "¿En qué te puedo ayudar?"). */
  slotsARequestAnswers: z.array(z.string().regex(/^[a-z]+(?:-[a-z]+)*$/u)).default([]),
  /** Nouns for any thing at all ("producto", "cosa"): naming one names nothing the topic must have said. */
  anyThing: z.array(z.string().trim().min(2)).default([]),
  /**
   * Verbs of choosing what is served ("¿Qué me recomiendas pedir?"): an infinitive of any other verb in a question
   * ("¿Qué me recomienda visitar?") asks of no thing the place sells, and gets no stock answer of its wares.
   */
  choosingVerbs: z.array(z.string().trim().min(2)).default([]),
  /** "¿Tienen piscina?": a question opening with an opener's word about a thing gets its answer, a yes in role. */
  availability: z.strictObject({
    /** {thing} is filled with the thing asked about, as the learner named it. */
    openers: z
      .array(z.strictObject({ words: z.array(z.string().trim().min(2)).min(1), answer: spanishEnglish }))
      .min(1),
    /** Words between the opener and the thing that are not said back ("¿Tienen ustedes…?", "¿Hay unos…?"). */
    skipped: z.array(z.string().trim().min(1)),
    /** Determiners said back as another ("¿Hay algún cajero?" → "Sí, hay un cajero"). */
    articles: z.record(z.string(), z.string()),
    /** The answer for a thing the topic's text says there is none of ("Todas sin permanencia"). */
    absent: spanishEnglish,
    /** Words before a thing in the topic's text that say there is none of it ("sin", "no", "ningún"). */
    absentWords: z.array(z.string().trim().min(1)).min(1),
    /** Nouns that are no thing on offer ("¿Hay algún problema?", "¿Tienes tiempo?"). */
    notThings: z.array(z.string().trim().min(2)),
  }),
});
export type ServiceAnswers = z.infer<typeof serviceAnswersSchema>;
