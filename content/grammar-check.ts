/**
 * The course's sequencing and gloss rules (docs/recipes/add-a-lesson.md#grammar), run by `npm run content:check` and
 * content/catalogue.test.ts: a lesson may only use grammar an earlier lesson introduced, a few structures are found
 * in the Spanish itself so a declaration cannot leave them out, and every Spanish line has an English gloss.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { levelSchema } from '@/contract/common';
import { LEVELS } from '@/domain/levels';
import { grammarPointIdSchema, type CatalogueLesson } from '@/server/content/lesson-file-schema';
import { catalogueStrings } from './spell-check';

export const grammarPointSchema = z.strictObject({
  id: grammarPointIdSchema,
  name: z.string().trim().min(1).max(120),
  level: levelSchema,
});
export type GrammarPoint = z.infer<typeof grammarPointSchema>;
export const grammarPointsFileSchema = z.array(grammarPointSchema).min(1);

export function readGrammarPoints(path: string): GrammarPoint[] {
  return grammarPointsFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** The course order: level order, then `order` within the level. */
function courseRank(lesson: { level: CatalogueLesson['level']; order: number }): number {
  return LEVELS.indexOf(lesson.level) * 1000 + lesson.order;
}

// ---- Structures found in the Spanish itself ----

const PARTICIPLE =
  /^(\p{L}+(ado|ido|ído)|hecho|dicho|visto|puesto|escrito|abierto|vuelto|roto|muerto|cubierto|descubierto|devuelto|resuelto|impreso|satisfecho|propuesto|compuesto|supuesto)$/u;
const GERUND = /^\p{L}+(ando|iendo|yendo|ándo\p{L}+|iéndo\p{L}+|yéndo\p{L}+)$/u;
/** Words that may stand between the auxiliary and the participle or gerund: "está todavía lloviendo". */
const BETWEEN = new Set(['ya', 'todavía', 'aún', 'siempre', 'también']);

/** Auxiliary forms and the grammar point they make with a participle (haber) or a gerund (estar). */
const HABER_TENSES: [forms: string[], point: string][] = [
  [['he', 'has', 'ha', 'hemos', 'habéis', 'han'], 'present-perfect'],
  [['había', 'habías', 'habíamos', 'habíais', 'habían'], 'pluperfect'],
  [['haya', 'hayas', 'hayamos', 'hayáis', 'hayan'], 'present-perfect-subjunctive'],
  [
    ['hubiera', 'hubieras', 'hubiéramos', 'hubierais', 'hubieran', 'hubiese', 'hubieses', 'hubiésemos', 'hubiesen'],
    'pluperfect-subjunctive',
  ],
  [['habré', 'habrás', 'habrá', 'habremos', 'habréis', 'habrán'], 'future-perfect'],
  [['habría', 'habrías', 'habríamos', 'habríais', 'habrían'], 'conditional-perfect'],
];
const HABER_POINT = new Map(HABER_TENSES.flatMap(([forms, point]) => forms.map((form) => [form, point] as const)));
const ESTAR_FORMS = new Set([
  'estar',
  'estoy',
  'estás',
  'está',
  'estamos',
  'estáis',
  'están',
  'estaba',
  'estabas',
  'estábamos',
  'estabais',
  'estaban',
  'esté',
  'estés',
  'estemos',
  'estén',
  'estaré',
  'estarás',
  'estará',
  'estaremos',
  'estarán',
  'estaría',
  'estarías',
  'estaríamos',
  'estarían',
]);

const WORDS = /\p{L}+/gu;

/** The grammar points a Spanish sentence shows whatever a lesson declares: compound tenses and estar + gerund. */
export function detectGrammarPoints(spanish: string): Set<string> {
  const words = [...spanish.toLocaleLowerCase('es').matchAll(WORDS)].map(([word]) => word);
  const found = new Set<string>();
  words.forEach((word, index) => {
    let next = index + 1;
    while (next < words.length && BETWEEN.has(words[next]!)) next++;
    const following = words[next];
    if (following === undefined) return;
    const haberPoint = HABER_POINT.get(word);
    if (haberPoint && PARTICIPLE.test(following)) found.add(haberPoint);
    if (ESTAR_FORMS.has(word) && GERUND.test(following)) found.add('present-progressive');
  });
  return found;
}

/** Every Spanish string of a lesson a learner sees or types (lines, examples, forms, options, answers). */
function spanishStrings(lesson: CatalogueLesson) {
  return catalogueStrings(lesson).filter((string) => string.language === 'es');
}

// ---- The rules ----

/**
 * Problems with the lessons' grammar declarations, in course order: an unknown point id, a lesson without a
 * declaration, a point shown in the Spanish but not declared, and a point used before any lesson introduces it.
 */
export function grammarSequenceProblems(
  lessons: readonly CatalogueLesson[],
  points: readonly GrammarPoint[],
): string[] {
  const problems: string[] = [];
  const known = new Set(points.map((point) => point.id));
  const steps = lessons
    .map((lesson) => ({ rank: courseRank(lesson), lesson, introduces: declaration(lesson)?.introduces ?? [] }))
    .sort((a, b) => a.rank - b.rank);

  const introduced = new Set<string>();
  let index = 0;
  while (index < steps.length) {
    // Lessons at the same place (a fixture with a repeated order) see only what came strictly before.
    const rank = steps[index]!.rank;
    const here = steps.filter((step) => step.rank === rank);
    for (const { lesson } of here) problems.push(...lessonProblems(lesson, known, introduced));
    for (const { introduces } of here) for (const id of introduces) introduced.add(id);
    index += here.length;
  }
  return problems;
}

/** The schema requires the declaration; a lesson built in code without one still gets a clear message. */
function declaration(lesson: CatalogueLesson): CatalogueLesson['grammar'] | undefined {
  return lesson.grammar;
}

function lessonProblems(lesson: CatalogueLesson, known: ReadonlySet<string>, before: ReadonlySet<string>): string[] {
  const where = `${lesson.level}/${lesson.id}`;
  const grammar = declaration(lesson);
  if (!grammar) return [`${where}: no grammar declaration ("grammar": { "introduces": [], "uses": [] })`];
  const problems: string[] = [];
  const declared = new Set([...grammar.introduces, ...grammar.uses]);
  for (const id of declared) if (!known.has(id)) problems.push(`${where}: unknown grammar point ${id}`);
  for (const id of grammar.uses) {
    if (grammar.introduces.includes(id)) problems.push(`${where}: ${id} is both introduced and used`);
    else if (!before.has(id)) problems.push(`${where}: uses ${id}, which no earlier lesson introduces`);
  }
  const shown = new Map<string, string>();
  for (const { where: at, text } of spanishStrings(lesson))
    for (const id of detectGrammarPoints(text))
      if (!shown.has(id)) shown.set(id, `${at.slice(lesson.id.length + 1)}: "${text}"`);
  for (const [id, example] of shown)
    if (!declared.has(id)) problems.push(`${where}: shows ${id} but does not declare it (${example})`);
  return problems;
}

/** Strings compared as glosses: case, punctuation and spacing ignored. */
function plain(text: string): string {
  return text
    .toLocaleLowerCase('es')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Spanish lines (vocabulary, examples, dialogue, phrases) whose English gloss only repeats the Spanish. */
export function glossProblems(lesson: CatalogueLesson): string[] {
  const problems: string[] = [];
  const check = (at: string, spanish: string, english: string) => {
    if (plain(english) === '' || plain(english) === plain(spanish))
      problems.push(`${lesson.level}/${lesson.id} ${at}: no English gloss for "${spanish}"`);
  };
  lesson.sections.forEach((section, s) => {
    section.content.forEach((item, i) => {
      const at = `sections.${s}.content.${i}`;
      if ('spanish' in item) check(at, item.spanish, item.english);
      if ('examples' in item)
        item.examples?.forEach((example, e) => check(`${at}.examples.${e}`, example.spanish, example.english));
    });
  });
  return problems;
}
