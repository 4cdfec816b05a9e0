import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import type { CatalogueLesson } from '@/server/content/lesson-file-schema';
import {
  detectGrammarPoints,
  glossProblems,
  grammarSequenceProblems,
  readGrammarPoints,
  type GrammarPoint,
} from './grammar-check';

const contentDir = fileURLToPath(new URL('.', import.meta.url));
const catalogue = loadCatalogue(contentDir);
const points = readGrammarPoints(`${contentDir}/grammar-points.json`);

/** A real lesson made into a fixture: its place, declaration and (optionally) one dialogue line replaced. */
function fixture(
  id: string,
  level: CatalogueLesson['level'],
  order: number,
  grammar: CatalogueLesson['grammar'] | undefined,
  line?: string,
): CatalogueLesson {
  const lesson = structuredClone(catalogue.byLevel.beginner[0]!);
  const sections = line
    ? [
        ...lesson.sections,
        { type: 'conversation' as const, title: 'Fixture', content: [{ spanish: line, english: 'A gloss.' }] },
      ]
    : lesson.sections;
  return { ...lesson, id, level, order, grammar: grammar as CatalogueLesson['grammar'], sections };
}

const FIXTURE_POINTS: GrammarPoint[] = ['ser-present', 'present-perfect', 'present-progressive', 'pluperfect'].map(
  (id) => ({ id, name: id, level: 'beginner' }),
);

describe('the grammar sequence check', () => {
  it('passes the shipped course', () => {
    expect(grammarSequenceProblems(catalogue.lessons, points)).toEqual([]);
  });

  it('declares every lesson, with unique point ids', () => {
    expect(catalogue.lessons.filter((lesson) => !lesson.grammar).map((lesson) => lesson.id)).toEqual([]);
    expect(new Set(points.map((point) => point.id)).size).toBe(points.length);
  });

  it('fails a lesson that uses a point no earlier lesson introduces', () => {
    const lessons = [
      fixture('first', 'beginner', 1, { introduces: ['ser-present'], uses: [] }),
      fixture('second', 'beginner', 2, { introduces: [], uses: ['ser-present', 'present-perfect'] }),
      fixture('third', 'intermediate', 1, { introduces: ['present-perfect'], uses: [] }),
    ];
    expect(grammarSequenceProblems(lessons, FIXTURE_POINTS)).toEqual([
      'beginner/second: uses present-perfect, which no earlier lesson introduces',
    ]);
  });

  it('orders by level first, and a lesson does not see what a lesson at the same place introduces', () => {
    const lessons = [
      fixture('later-level', 'intermediate', 1, { introduces: [], uses: ['ser-present'] }),
      fixture('earlier-level', 'beginner', 9, { introduces: ['ser-present'], uses: [] }),
      fixture('twin-a', 'beginner', 3, { introduces: ['pluperfect'], uses: [] }),
      fixture('twin-b', 'beginner', 3, { introduces: [], uses: ['pluperfect'] }),
    ];
    expect(grammarSequenceProblems(lessons, FIXTURE_POINTS)).toEqual([
      'beginner/twin-b: uses pluperfect, which no earlier lesson introduces',
    ]);
  });

  it('fails a missing declaration, an unknown point and a point both introduced and used', () => {
    const lessons = [
      fixture('undeclared', 'beginner', 1, undefined),
      fixture('unknown', 'beginner', 2, { introduces: ['time-travel'], uses: [] }),
      fixture('twice', 'beginner', 3, { introduces: ['ser-present'], uses: ['ser-present'] }),
    ];
    expect(grammarSequenceProblems(lessons, FIXTURE_POINTS)).toEqual([
      'beginner/undeclared: no grammar declaration ("grammar": { "introduces": [], "uses": [] })',
      'beginner/unknown: unknown grammar point time-travel',
      'beginner/twice: ser-present is both introduced and used',
    ]);
  });

  it('fails a lesson whose Spanish shows a compound tense or estar + gerund it does not declare', () => {
    const lessons = [
      fixture('intro', 'beginner', 1, {
        introduces: ['present-perfect', 'present-progressive', 'pluperfect'],
        uses: [],
      }),
      fixture('perfect', 'beginner', 2, { introduces: [], uses: [] }, 'Mi maleta no ha llegado.'),
      fixture('progressive', 'beginner', 3, { introduces: [], uses: [] }, 'Estoy leyéndolo ahora.'),
      fixture('pluperfect', 'beginner', 4, { introduces: [], uses: ['present-perfect'] }, 'No lo había pensado.'),
      fixture('honest', 'beginner', 5, { introduces: [], uses: ['present-perfect'] }, '¿Has comido ya?'),
    ];
    expect(grammarSequenceProblems(lessons, FIXTURE_POINTS)).toEqual([
      'beginner/perfect: shows present-perfect but does not declare it (sections.4.content.0.spanish: "Mi maleta no ha llegado.")',
      'beginner/progressive: shows present-progressive but does not declare it (sections.4.content.0.spanish: "Estoy leyéndolo ahora.")',
      'beginner/pluperfect: shows pluperfect but does not declare it (sections.4.content.0.spanish: "No lo había pensado.")',
    ]);
  });
});

describe('detectGrammarPoints', () => {
  it.each([
    ['He comido demasiado.', ['present-perfect']],
    ['¿Cuál ha sido tu mejor viaje?', ['present-perfect']],
    ['Ya lo habían visto.', ['pluperfect']],
    ['Me alegra que hayas venido.', ['present-perfect-subjunctive']],
    ['Si hubiera sabido, habría venido antes.', ['pluperfect-subjunctive', 'conditional-perfect']],
    ['Para mayo habré terminado.', ['future-perfect']],
    ['Está lloviendo a cántaros.', ['present-progressive']],
    ['Estaba todavía durmiendo.', ['present-progressive']],
    ['Había mucha gente en la plaza.', []],
    ['Estoy cansado de esperar.', []],
    ['Hay que reciclar.', []],
  ])('%s', (sentence, expected) => {
    expect([...detectGrammarPoints(sentence)].sort()).toEqual([...expected].sort());
  });
});

describe('glossProblems', () => {
  it('passes the shipped course', () => {
    expect(catalogue.lessons.flatMap(glossProblems)).toEqual([]);
  });

  it('fails a Spanish line whose English only repeats it', () => {
    const lesson = fixture('echo', 'beginner', 1, { introduces: [], uses: [] }, '¡Hola, Ana!');
    lesson.sections[4]!.content[0] = { spanish: '¡Hola, Ana!', english: 'Hola, Ana.' };
    expect(glossProblems(lesson)).toEqual(['beginner/echo sections.4.content.0: no English gloss for "¡Hola, Ana!"']);
  });
});
