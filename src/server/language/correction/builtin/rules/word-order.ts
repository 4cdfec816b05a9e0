import type { RuleContext } from './rule';
import { determiner } from '@/server/language/correction/builtin/grammar-words';

/**
 * Colour and nationality adjectives follow the noun: "un rojo coche" → "un coche rojo", "la española comida" →
 * "la comida española". Only between a determiner and a known noun, and only when the adjective is not also a noun
 * ("una rosa roja", "una naranja"), the noun is not followed by another adjective (where the order would need more
 * than a swap), and nothing is a name ("la Casa Blanca").
 */

/**
 * Nouns where a language's name before them may mean the subject, not the origin: "un inglés profesor" may be "un
 * profesor de inglés" as well as "un profesor inglés", so it is left alone.
 */
const LEARNING_NOUNS = new Set([
  'profesor',
  'profesora',
  'profesores',
  'profesoras',
  'clase',
  'clases',
  'curso',
  'cursos',
  'libro',
  'libros',
  'examen',
  'examenes',
  'diccionario',
  'diccionarios',
  'leccion',
  'lecciones',
  'estudiante',
  'estudiantes',
  'tarea',
  'tareas',
  'nivel',
  'escuela',
  'academia',
]);

const COLOURS = new Set(['rojo', 'azul', 'verde', 'amarillo', 'negro', 'blanco', 'gris', 'morado', 'marrón']);

export function wordOrder({ draft, lexicon }: RuleContext): void {
  for (let index = 1; index < draft.length - 1; index++) {
    if (!determiner(draft.lower(index - 1)) || draft.breakBefore(index) || draft.breakAfter(index)) continue;
    if (draft.isName(index) || draft.isName(index + 1)) continue;
    const adjective = lexicon.adjective(draft.lower(index));
    if (!adjective || lexicon.noun(draft.lower(index))) continue;
    const colour = COLOURS.has(adjective.entry.forms[0]);
    if (!colour && !adjective.entry.nationality) continue;
    const noun = index + 1;
    if (!lexicon.noun(draft.lower(noun)) || lexicon.adjective(draft.lower(noun))) continue;
    if (!colour && LEARNING_NOUNS.has(draft.folded(noun))) continue;
    if (!draft.breakAfter(noun) && lexicon.adjective(draft.lower(noun + 1))) continue;
    const words = [draft.lower(noun), draft.lower(index)];
    draft.replace(
      index,
      noun + 1,
      words,
      `${colour ? 'Colour' : 'Nationality'} adjectives go after the noun: '${draft.lower(index - 1)} ${words.join(' ')}'.`,
    );
  }
}
