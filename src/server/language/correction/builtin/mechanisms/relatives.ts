import type { Analysis } from '@/server/language/spanish';
import { type Edit, replaceToken } from './edit';

/** Words that end the stretch searched for a cleft's "ser": a clause opens after them. */
const CLAUSE_BREAKS: readonly string[] = [',', ';', ':', '.', 'y', 'pero', 'que', 'porque', 'cuando'];

/**
 * "Un hermano quien se llama Austin" → "que": a relative clause that picks out its noun (no comma before it) opens
 * with "que", never with a bare "quien", which needs a comma ("mi hermano, quien vive en Lima") or a preposition
 * ("la chica con quien hablé"). Left alone: a name or a noun after a possessive, one known person the clause
 * explains, where the comma is what is missing ("mi abuela quien vive…"); a cleft, where "quien" follows "ser" and its noun phrase ("fue mi madre
 * quien me enseñó"), and the question word ("no sé quién").
 */
export function relatives(sentence: Analysis): Edit[] {
  const tokens = sentence.tokens;
  const edits: Edit[] = [];
  tokens.forEach((token, index) => {
    const word = token.text;
    if (word !== 'quien' && word !== 'quienes') return;
    const before = tokens[index - 1];
    if (!before || before.kind !== 'word' || before.reading?.pos !== 'noun' || /^\p{Lu}/u.test(before.text)) return;
    // "Cesar Chávez quien…", "mi novia quien…": one known person, a clause that explains, missing its comma
    const determiner = tokens[index - 2]?.reading;
    if (determiner?.pos === 'determiner' && determiner.kind === 'possessive') return;
    if (!/^\s+$/.test(sentence.text.slice(before.end, token.start))) return;
    // "es mi madre quien cocina": a cleft, where "quien" is right
    for (let at = index - 2; at >= 0; at--) {
      const other = tokens[at]!;
      if (CLAUSE_BREAKS.includes(other.text.toLowerCase())) break;
      if (other.readings.some((reading) => reading.pos === 'verb' && reading.lemma === 'ser')) return;
    }
    edits.push(
      replaceToken(
        token,
        'que',
        'other',
        `A relative clause right after its noun opens with 'que'; 'quien' needs a comma or a preposition before it.`,
      ),
    );
  });
  return edits;
}
