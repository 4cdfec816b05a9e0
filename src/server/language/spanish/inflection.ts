import type { Features, PartOfSpeech, Reading } from './features';
import { hasFeatures } from './features';
import { type SpanishLexicon, spanishLexicon } from './lexicon';

/** The features a form must have, and optionally its word class ("este" is a noun, a determiner and a pronoun). */
export interface InflectionRequest extends Features {
  pos?: PartOfSpeech;
}

/**
 * Every form of `lemma` with all the requested features, in the lexicon's order and without repeats: one for most
 * requests ("dar", present subjunctive, 3rd plural → "den"), several where Spanish has several ("hablara",
 * "hablase"). Empty when the lexicon does not know the lemma or has no such form.
 */
export function inflect(
  lemma: string,
  request: InflectionRequest,
  lexicon: SpanishLexicon = spanishLexicon(),
): string[] {
  // A superlative ("felicísimas") is filed under its adjective; it is given only when asked for.
  const { pos, ...asked } = request;
  const features: Features = { superlative: false, ...asked };
  const forms = new Set<string>();
  for (const { form, readings } of lexicon.formsOf(lemma)) {
    if (readings.some((reading) => (!pos || reading.pos === pos) && hasFeatures(reading, features))) forms.add(form);
  }
  return [...forms];
}

/**
 * A verb said again in other features: the form of `lemma` (the reading's own by default) with the reading's verb
 * features, `change` overriding some ("hice" with lemma tomar → "tomé", "vives" in person 3 → "vive"). One form, or
 * of several ("hiciera" / "hiciese") the one ending as `written` does; undefined when there is none.
 */
export function sameVerbFormAs(
  reading: Reading,
  written: string,
  change: Pick<Features, 'person' | 'number'> & { lemma?: string },
  lexicon: SpanishLexicon = spanishLexicon(),
): string | undefined {
  const { verbForm, person, number, tense, mood, gender } = reading;
  const { lemma = reading.lemma, ...features } = change;
  const forms = inflect(
    lemma,
    {
      pos: 'verb',
      ...(verbForm ? { verbForm } : {}),
      ...(person ? { person } : {}),
      ...(number ? { number } : {}),
      ...(tense ? { tense } : {}),
      ...(mood ? { mood } : {}),
      ...(gender && verbForm === 'participle' ? { gender } : {}),
      ...features,
    },
    lexicon,
  );
  return forms.length === 1 ? forms[0] : forms.find((form) => form.slice(-2) === written.slice(-2).toLowerCase());
}

/**
 * A compound tense: "haber" in the person, number, mood and tense asked, then the verb's participle ("gastar",
 * present subjunctive, 1st singular → "haya gastado"; imperfect subjunctive → "hubiera gastado", the -ra form;
 * present indicative, 3rd singular → "ha gastado", never the impersonal "hay"). Undefined unless both are one form.
 */
export function compoundForm(
  lemma: string,
  auxiliary: Required<Pick<Features, 'person' | 'number' | 'mood' | 'tense'>>,
  lexicon: SpanishLexicon = spanishLexicon(),
): string | undefined {
  const haber = inflect('haber', { pos: 'verb', verbForm: 'finite', ...auxiliary }, lexicon).filter(
    (form) =>
      form !== 'hay' &&
      (auxiliary.mood !== 'subjunctive' || auxiliary.tense !== 'imperfect' || /ra(s|n|mos|is)?$/u.test(form)),
  );
  const participle = inflect(
    lemma,
    { pos: 'verb', verbForm: 'participle', gender: 'masculine', number: 'singular' },
    lexicon,
  );
  return haber.length === 1 && participle.length === 1 ? `${haber[0]!} ${participle[0]!}` : undefined;
}
