import { foldAccents } from '@/domain/spanish-text';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { SUBJECT_PRONOUNS } from '@/server/language/correction/builtin/grammar-words';
import type { RuleContext } from './rule';

/**
 * Misspellings. The curated map holds words that are never Spanish as written; the few below are real words too
 * (ola 'wave', iva 'VAT', asta 'flagpole', ay 'ouch', boy, osea 'bony'), so each is fixed only where the context
 * rules the other reading out.
 */

const GREETING_FOLLOWERS = new Set([
  'amigo',
  'amiga',
  'amigos',
  'amigas',
  'chicos',
  'chicas',
  'todos',
  'todas',
  'a',
  'que',
  'como',
  'buenos',
  'buenas',
]);
const TAX_CONTEXT = new Set([
  'el',
  'del',
  'al',
  'con',
  'sin',
  'y',
  'mas',
  'más',
  'incluido',
  'incluye',
  'un',
  'de',
  'su',
  'nuestro',
]);
const THERE_IS_FOLLOWERS = new Set([
  'mucho',
  'mucha',
  'muchos',
  'muchas',
  'un',
  'una',
  'unos',
  'unas',
  'dos',
  'tres',
  'algo',
  'alguien',
  'nada',
  'nadie',
  'poco',
  'poca',
  'pocos',
  'pocas',
  'varios',
  'varias',
  'tantos',
  'tantas',
]);
const UNTIL_FOLLOWERS = new Set([
  'luego',
  'mañana',
  'manana',
  'pronto',
  'ahora',
  'hoy',
  'la',
  'el',
  'las',
  'los',
  'que',
  'aqui',
  'alli',
  'nunca',
  'siempre',
]);
const FLAGPOLE_BEFORE = new Set(['el', 'un', 'del', 'al', 'su', 'la']);

function describe(written: string, fixed: string): string {
  if (fixed.includes(' ') && !written.includes(' ')) return `'${fixed}' is written as two words.`;
  return `'${written.toLowerCase()}' is spelt '${fixed}'.`;
}

function listed(draft: Draft, misspellings: ReadonlyMap<string, string>): void {
  for (let index = 0; index < draft.length; index++) {
    if (draft.isName(index)) continue;
    const fixed = misspellings.get(draft.lower(index)) ?? misspellings.get(draft.folded(index));
    if (!fixed) continue;
    const words = fixed.split(' ');
    draft.replace(index, index + 1, words, describe(draft.text(index), fixed));
    index += words.length - 1;
  }
}

function contextual(draft: Draft): void {
  for (let index = 0; index < draft.length; index++) {
    const lower = draft.lower(index);
    const start = draft.sentenceStart(index) || draft.breakBefore(index);
    const after = draft.breakAfter(index) ? '' : draft.folded(index + 1);
    const before = index > 0 && !draft.breakBefore(index) ? draft.lower(index - 1) : '';
    if (draft.isName(index)) continue;
    if (lower === 'ola' && draft.sentenceStart(index) && (draft.breakAfter(index) || GREETING_FOLLOWERS.has(after))) {
      draft.replace(index, index + 1, ['Hola'], "The greeting is 'hola', with an h; 'ola' means a wave.");
    } else if (lower === 'aver' && (draft.sentenceStart(index) || after === 'si')) {
      draft.replace(index, index + 1, ['a', 'ver'], "'a ver' (let's see) is written as two words.");
      index++;
    } else if (
      draft.text(index) === 'iva' &&
      !TAX_CONTEXT.has(before) &&
      (SUBJECT_PRONOUNS.has(before) || after === 'a' || after === 'al')
    ) {
      draft.replace(index, index + 1, ['iba'], "'iba' (was going) is spelt with b; 'IVA' is a tax.");
    } else if (lower === 'osea' && start) {
      draft.replace(index, index + 1, ['o', 'sea'], "'o sea' (I mean) is written as two words.");
      index++;
    } else if (lower === 'boy' && (after === 'a' || after === 'al')) {
      draft.replace(index, index + 1, ['voy'], "'voy' (I go) is spelt with v.");
    } else if (lower === 'ay' && THERE_IS_FOLLOWERS.has(after)) {
      draft.replace(index, index + 1, ['hay'], "'hay' (there is, there are) is spelt with h; 'ay' is a cry of pain.");
    } else if (
      lower === 'asta' &&
      !FLAGPOLE_BEFORE.has(before) &&
      (UNTIL_FOLLOWERS.has(foldAccents(after)) || (start && after !== 'de'))
    ) {
      draft.replace(index, index + 1, ['hasta'], "'hasta' (until) is spelt with h; 'asta' is a flagpole.");
    }
  }
}

export function misspellingRules({ draft, lexicon }: RuleContext): void {
  listed(draft, lexicon.misspellings);
  contextual(draft);
}
