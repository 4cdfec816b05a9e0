import { verbClasses, type AnalysedToken, type Reading } from '@/server/language/spanish';
import { analysed } from './analysis-cache';
import { contentLemmasOf } from './scene-knowledge';
import { memoisedByText } from './text-memo';
import { normaliseText } from './text-normalisation';

/** Words that deny what follows them in their clause ("No tengo coche", "Nunca fumo"). */
const NEGATIONS = new Set(['no', 'nunca', 'tampoco', 'ni']);
/** Words that end one clause of a line and begin the next, which the negation does not reach. */
const CLAUSE_BREAKS = new Set(['pero', 'sino', 'aunque', 'y', 'e', 'o', 'u']);
/**
 * Whether a verb carries a stance on a doing, not the doing ("prefieres ver series", "sueles ir al cine", "te gusta
 * leer"): the doing an option names is the verb it governs.
 */
function isStanceVerb(lemma: string): boolean {
  const classes = verbClasses();
  return classes.leaning.has(lemma) || classes.liking.has(lemma);
}
/** Verbs too light to name a doing alone ("¿Estás cansada o…?"): with them an option names a doing by its nouns. */
const LIGHT_VERBS = new Set(['ser', 'estar', 'tener', 'haber', 'hacer', 'ir', 'quedar']);

/**
 * The content lemmas the persona's own lines deny ("No tengo coche: voy en metro o en bicicleta" denies "coche";
 * "No juego mucho" denies "jugar"): what a choice put to the partner must not pick ("¿Vas en carro o en transporte
 * público?"). Only what follows the negation in its clause: "No, pero quiero aprender a tocar la guitarra" denies
 * nothing, the clause after "pero" is another.
 */
export function deniedLemmas(lines: readonly string[]): ReadonlySet<string> {
  let denied = deniedOf.get(lines);
  if (!denied) deniedOf.set(lines, (denied = new Set(lines.flatMap((line) => deniedIn(line)))));
  return denied;
}
/** The same lines (scene-knowledge.ts `lifeOf` keeps them) are read once. */
const deniedOf = new WeakMap<readonly string[], ReadonlySet<string>>();

const deniedIn = memoisedByText((line: string): readonly string[] => {
  const denied: string[] = [];
  let negated = false;
  for (const token of analysed(line).tokens) {
    const lower = token.text.toLowerCase();
    if (token.kind !== 'word' || CLAUSE_BREAKS.has(lower)) negated = false;
    else if (NEGATIONS.has(lower)) negated = true;
    // every reading: "No juego mucho" denies playing, whichever the tagger took "juego" for
    else if (negated) denied.push(...token.readings.flatMap((reading) => contentLemmasOf([{ ...token, reading }])));
  }
  return denied;
});

/** A doing an option of a choice names: "vas mucho al cine" → ir + cine; "prefieres ver series" → ver + serie. */
interface Doing {
  verb: string;
  nouns: readonly string[];
  /** The verb the question puts to the partner ("estudias", "prefieres"): a line says it of the same time. */
  asked: Pick<Reading, 'mood' | 'tense'>;
}

function doingOf(option: readonly AnalysedToken[]): Doing | undefined {
  const verbs = option.filter((token) => token.reading?.pos === 'verb' && !isStanceVerb(token.reading.lemma));
  const verb = verbs.at(-1)?.reading?.lemma;
  if (!verb) return undefined;
  const nouns = option
    .filter((token) => token.reading?.pos === 'noun')
    .map((token) => normaliseText(token.reading!.lemma));
  const addressed = option.find((token) => token.reading?.pos === 'verb' && token.reading.verbForm === 'finite');
  const asked = { mood: addressed?.reading?.mood ?? 'indicative', tense: addressed?.reading?.tense ?? 'present' };
  // "¿Estás cansada o aburrida?": a light verb with no noun names no doing a line could tell
  return nouns.length === 0 && LIGHT_VERBS.has(verb) ? undefined : { verb, nouns, asked };
}

/** A line's clauses, split where a negation stops reaching ("pero", ",", ":"). */
const clausesOf = memoisedByText((line: string): readonly (readonly AnalysedToken[])[] => {
  const clauses: AnalysedToken[][] = [[]];
  for (const token of analysed(line).tokens) {
    if (token.kind !== 'word' || CLAUSE_BREAKS.has(token.text.toLowerCase())) clauses.push([]);
    else clauses.at(-1)!.push(token);
  }
  return clauses.filter((clause) => clause.length > 0);
});

/**
 * The persona says it does it itself, unnegated, at the time asked: its verb in the first person singular of the
 * asked verb's mood and tense ("Estudié Letras" is no answer to "¿Trabajas o estudias?"; the doctor's "descanse" is
 * advice, not her doing), with every noun.
 */
function affirms(clause: readonly AnalysedToken[], doing: Doing): boolean {
  if (clause.some((token) => NEGATIONS.has(token.text.toLowerCase()))) return false;
  const own = clause.some(
    ({ reading }) =>
      reading?.lemma === doing.verb &&
      reading.person === 1 &&
      reading.number === 'singular' &&
      reading.mood === doing.asked.mood &&
      reading.tense === doing.asked.tense,
  );
  const nouns = new Set(
    clause.flatMap(({ reading }) => (reading?.pos === 'noun' ? [normaliseText(reading.lemma)] : [])),
  );
  return own && doing.nouns.every((noun) => nouns.has(noun));
}

/**
 * The sentence of the persona's own lines that says it does what an option of a choice names ("¿Vas mucho al cine o
 * prefieres ver series en casa?" of one whose film topic says «Voy al cine una vez al mes, más o menos»): its life
 * answers the choice, where a pick of its own ("Voy mucho al cine") would say otherwise.
 */
export function lineLiving(lines: readonly string[], option: readonly AnalysedToken[]): string | undefined {
  const doing = doingOf(option);
  if (!doing) return undefined;
  return lines
    .flatMap((line) => line.split(/(?<=[.!?])\s+/u))
    .find((sentence) => clausesOf(sentence).some((clause) => affirms(clause, doing)));
}
