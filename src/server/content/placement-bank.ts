import { join } from 'node:path';
import { z } from 'zod';
import { PLACEMENT_BANDS, PLACEMENT_MAX_ITEMS, PLACEMENT_SKILLS } from '@/domain/placement';
import { CatalogueError } from './catalogue-error';
import { readJsonContentDir } from './json-content-files';

/** At least this many items in the bank (docs/product.md#placement). */
export const PLACEMENT_BANK_MIN_ITEMS = 60;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * One placement question: multiple choice, graded by CEFR band. A listening item has `audio`, the Spanish the
 * learner hears in their chosen voice (never shown); the others may have `text`, a sentence or passage shown.
 */
export const placementItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case slugs'),
    band: z.enum(PLACEMENT_BANDS),
    skill: z.enum(PLACEMENT_SKILLS),
    question: text(200),
    text: text(400).optional(),
    audio: text(300).optional(),
    options: z.array(text(120)).min(2).max(4),
    /** Whether the options are Spanish (spell-checked strictly) or English. */
    optionsLanguage: z.enum(['es', 'en']),
    answer: z.number().int().min(0),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (item.answer >= item.options.length)
      ctx.addIssue({ code: 'custom', path: ['answer'], message: 'answer is not one of the options' });
    if (new Set(item.options).size !== item.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'options repeat' });
    if ((item.skill === 'listening') !== (item.audio !== undefined))
      ctx.addIssue({ code: 'custom', path: ['audio'], message: 'listening items, and only they, have audio' });
  });
export type PlacementItem = z.infer<typeof placementItemSchema>;

export const placementFileSchema = z.object({ items: z.array(placementItemSchema).min(1) }).strict();

export interface PlacementBank {
  items: readonly PlacementItem[];
  byId: ReadonlyMap<string, PlacementItem>;
}

/** Whole-bank rules: unique ids, enough items, every band with every skill (listening included). */
export function placementBankProblems(items: readonly PlacementItem[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) problems.push(`duplicate placement item id ${item.id}`);
    seen.add(item.id);
  }
  if (items.length < PLACEMENT_BANK_MIN_ITEMS)
    problems.push(`${items.length} placement items, at least ${PLACEMENT_BANK_MIN_ITEMS} are needed`);
  for (const band of PLACEMENT_BANDS) {
    const inBand = items.filter((item) => item.band === band);
    // A learner who answers everything right (or wrong) can spend most of a test in one band.
    if (inBand.length < PLACEMENT_MAX_ITEMS / 2)
      problems.push(`${band} has ${inBand.length} items, at least ${PLACEMENT_MAX_ITEMS / 2} are needed`);
    for (const skill of PLACEMENT_SKILLS)
      if (!inBand.some((item) => item.skill === skill)) problems.push(`${band} has no ${skill} item`);
  }
  return problems;
}

/** Reads and validates content/placement/*.json; throws one CatalogueError naming every problem. */
export function loadPlacementBank(contentDir: string): PlacementBank {
  const { items, problems } = readPlacementFiles(contentDir);
  problems.push(...placementBankProblems(items));
  if (problems.length > 0) throw new CatalogueError(`The placement bank is invalid:\n- ${problems.join('\n- ')}`);
  return { items, byId: new Map(items.map((item) => [item.id, item])) };
}

/** Every item that parses, with the problems of those that do not (the content check reports both). */
export function readPlacementFiles(contentDir: string): { items: PlacementItem[]; problems: string[] } {
  const { files, problems } = readJsonContentDir(join(contentDir, 'placement'), placementFileSchema);
  return { items: files.flatMap(({ data }) => data.items), problems };
}
