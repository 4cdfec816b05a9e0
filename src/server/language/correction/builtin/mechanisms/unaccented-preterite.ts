import { foldAccents } from '@/domain/spanish-text';
import { type AnalysedToken, type Analysis, type Reading, spanishLexicon } from '@/server/language/spanish';
import { isFixableWord } from './accents';
import { type Edit, replaceToken } from './edit';
import { subjunctiveConjunctions } from './mood';
import { isTimeUnit, saysTimeIsOverIn } from './tense';

const lower = (token: AnalysedToken | undefined) => token?.text.toLowerCase() ?? '';
const finite = (reading: Reading) => reading.pos === 'verb' && reading.verbForm === 'finite';
const NOMINAL = new Set(['determiner', 'adjective', 'preposition', 'numeral']);
/** Clitics and "no" that may stand between "yo" and its verb ("yo no me quede"). */
const BETWEEN = new Set(['no', 'me', 'te', 'lo', 'la', 'los', 'las', 'le', 'les', 'nos', 'os']);

/**
 * "Yo trabaje en Londres", "Ayer compre pan" → "trabajé", "compré": the first-person preterite of an -ar verb without
 * its accent is written as the present subjunctive, which a main clause does not take. Only where nothing could
 * bring that subjunctive in: after "yo" (no command has it), or in a sentence whose time is over, and with no word
 * that opens a subjunctive clause before the verb (mood-triggers.json; "que", "ojalá", "quizás"). A sentence with
 * neither ("Trabaje en Londres") may be a command in usted and is left alone, as is "se quede" (not the first person)
 * and a noun after its determiner ("el viaje").
 */
export function unaccentedPreterite(sentence: Analysis): Edit[] {
  const { tokens } = sentence;
  const lexicon = spanishLexicon();
  return tokens.flatMap((token, index) => {
    const word = lower(token);
    if (token.kind !== 'word' || !word.endsWith('e') || !isFixableWord(sentence, index)) return [];
    // "sobre" is a preposition first: only a verb, or a noun its place rules out ("viaje"), is read so
    if (!token.readings.every((reading) => reading.pos === 'verb' || reading.pos === 'noun')) return [];
    const verbs = token.readings.filter((reading) => reading.pos === 'verb');
    const commandOrWish = (reading: Reading) => reading.mood === 'subjunctive' || reading.mood === 'imperative';
    if (verbs.length === 0 || !verbs.every((reading) => finite(reading) && commandOrWish(reading))) return [];
    const accented = `${word.slice(0, -1)}é`;
    const preterite = lexicon.readingsOf(accented);
    const firstPreterite = (reading: Reading) =>
      finite(reading) && reading.tense === 'preterite' && reading.person === 1 && reading.number === 'singular';
    if (preterite.length === 0 || !preterite.every(firstPreterite)) return [];
    const before = tokens[index - 1];
    // "el año pasado viaje": "pasado" closes a time, it describes no noun
    const timeClosed = /^pasad[oa]s?$/u.test(lower(before)) && isTimeUnit(foldAccents(lower(tokens[index - 2])));
    const nounPlace = !timeClosed && before?.readings.some((reading) => NOMINAL.has(reading.pos));
    if (lower(before) === 'se' || nounPlace) return [];
    let at = index - 1;
    while (at >= 0 && BETWEEN.has(lower(tokens[at]))) at--;
    const afterYo = lower(tokens[at]) === 'yo';
    // the time told in the verb's own clause: "Perdone, pero…; anoche tocó" is a request, its time is another's
    const isMark = (other: AnalysedToken | undefined) => other?.kind === 'punctuation';
    let start = index;
    while (start > 0 && !isMark(tokens[start - 1])) start--;
    let end = index;
    while (end < tokens.length && !isMark(tokens[end])) end++;
    const timeIsOver = saysTimeIsOverIn(sentence, start, end);
    if (!(afterYo || timeIsOver) || opensASubjunctive(tokens.slice(0, index))) return [];
    const written = token.text === word ? accented : `${accented[0]!.toUpperCase()}${accented.slice(1)}`;
    return [
      replaceToken(
        token,
        written,
        'accents',
        `'${accented}' (the preterite, I) has a written accent; '${word}' is the subjunctive.`,
      ),
    ];
  });
}

/** Whether a word before the verb may open a subjunctive clause: "que", "ojalá", "quizás", "tal vez", a conjunction. */
function opensASubjunctive(before: readonly AnalysedToken[]): boolean {
  const text = ` ${before.map((token) => foldAccents(lower(token))).join(' ')} `;
  const openers = ['que', 'ojala', 'quiza', 'quizas', 'tal vez', 'acaso', ...subjunctiveConjunctions()];
  return openers.some((opener) => text.includes(` ${foldAccents(opener)} `));
}
