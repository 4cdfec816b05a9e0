import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLACEMENT_BANDS } from '@/domain/placement';
import {
  loadPlacementBank,
  PLACEMENT_BANK_MIN_ITEMS,
  placementBankProblems,
  placementItemSchema,
} from '@/server/content/placement-bank';
import { createSpellChecker, placementStrings } from './spell-check';

const contentDir = fileURLToPath(new URL('.', import.meta.url));
const bank = loadPlacementBank(contentDir);

describe('the placement bank', () => {
  it('has at least 60 items across A1-B2, each band with grammar, vocabulary, reading and listening', () => {
    expect(bank.items.length).toBeGreaterThanOrEqual(PLACEMENT_BANK_MIN_ITEMS);
    expect(new Set(bank.items.map((item) => item.band))).toEqual(new Set(PLACEMENT_BANDS));
    expect(placementBankProblems(bank.items)).toEqual([]);
  });

  it('is spelled right', () => {
    const checker = createSpellChecker(fileURLToPath(new URL('spelling-allowlist.json', import.meta.url)));
    expect(checker.check(bank.items.flatMap(placementStrings))).toEqual([]);
  }, 30_000); // Loading the Spanish dictionary alone takes seconds on a busy 2-core machine.

  it('refuses an answer outside the options, a listening item without audio and a thin bank', () => {
    const item = bank.items.find((candidate) => candidate.skill === 'listening')!;
    const broken = placementItemSchema.safeParse({ ...item, audio: undefined, answer: 9 });
    expect(broken.error?.issues.map((issue) => issue.message)).toEqual([
      'answer is not one of the options',
      'listening items, and only they, have audio',
    ]);
    const thin = bank.items.filter((candidate) => candidate.band !== 'B2' || candidate.skill !== 'listening');
    expect(placementBankProblems(thin.slice(0, 59))).toContain('B2 has no listening item');
    expect(placementBankProblems(thin.slice(0, 59))).toContain(
      `59 placement items, at least ${PLACEMENT_BANK_MIN_ITEMS} are needed`,
    );
  });

  it('holds none of the items the course review found ambiguous or below their band', () => {
    // course-audit.md §5: "aprobaría" also fits a mixed conditional; "insistes" after "por mucho que" states a
    // fact; "sin embargo" is taught at B1.
    const b2 = bank.items.filter((item) => item.band === 'B2');
    const texts = b2.flatMap((item) => [item.question, item.text ?? '', ...item.options]).join(' | ');
    expect(texts).not.toMatch(/aprobaría|Por mucho que|sin embargo/);
  });
});
