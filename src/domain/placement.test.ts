import { describe, expect, it } from 'vitest';
import {
  furtherPlacement,
  nextBand,
  nextPlacementAllowedAt,
  nextPlacementItem,
  PLACEMENT_BANDS,
  PLACEMENT_MAX_ITEMS,
  PLACEMENT_MIN_ITEMS,
  PLACEMENT_SKILLS,
  placementBand,
  placementBelow,
  placementOptionOrder,
  placementFinished,
  placementForBand,
  type PlacementAnswer,
  type PlacementBand,
  type PlacementItemRef,
} from './placement';

// 16 items per band, four of each skill, in skill order.
const BANK: PlacementItemRef[] = PLACEMENT_BANDS.flatMap((band) =>
  Array.from({ length: 16 }, (_, index) => ({
    id: `${band}-${index}`,
    band,
    skill: PLACEMENT_SKILLS[index % 4]!,
  })),
);

/** Runs the test for a learner who answers right exactly the bands in `knows`, until it ends. */
function run(knows: (band: PlacementBand) => boolean, stopAfter = Infinity): PlacementAnswer[] {
  const answers: PlacementAnswer[] = [];
  for (;;) {
    if (answers.length >= stopAfter) return answers;
    const item = nextPlacementItem(BANK, answers);
    if (!item) return answers;
    answers.push({ itemId: item.id, band: item.band, skill: item.skill, correct: knows(item.band) });
  }
}
const upTo = (top: PlacementBand | null) => (band: PlacementBand) =>
  top !== null && PLACEMENT_BANDS.indexOf(band) <= PLACEMENT_BANDS.indexOf(top);

describe('the adaptive order', () => {
  it('starts at A1, goes up after a right answer and down after a wrong one, within A1-B2', () => {
    const answer = (band: PlacementBand, correct: boolean): PlacementAnswer => ({
      itemId: 'x',
      band,
      skill: 'grammar',
      correct,
    });
    expect(nextBand([])).toBe('A1');
    expect(nextBand([answer('A1', true)])).toBe('A2');
    expect(nextBand([answer('B1', false)])).toBe('A2');
    expect(nextBand([answer('A1', false)])).toBe('A1');
    expect(nextBand([answer('B2', true)])).toBe('B2');
  });

  it('never repeats an item and mixes the skills, listening included', () => {
    const answers = run(upTo('A2'));
    expect(new Set(answers.map((answer) => answer.itemId)).size).toBe(answers.length);
    expect(new Set(answers.map((answer) => answer.skill))).toEqual(new Set(PLACEMENT_SKILLS));
  });

  it('takes the nearest band when the target band has run out', () => {
    const onlyB1 = BANK.filter((item) => item.band === 'B1');
    expect(nextPlacementItem(onlyB1, [])?.band).toBe('B1');
  });
});

describe('placement results', () => {
  it.each([
    [null, null],
    ['A1', null],
    ['A2', 'A2'],
    ['B1', 'B1'],
    ['B2', 'B2'],
  ] as const)('a learner who knows up to %s is placed at %s within 16-20 items', (knows, expected) => {
    const answers = run(upTo(knows));
    expect(answers.length).toBeGreaterThanOrEqual(PLACEMENT_MIN_ITEMS);
    expect(answers.length).toBeLessThanOrEqual(PLACEMENT_MAX_ITEMS);
    // A1 alone is what the beginner level teaches: the learner starts at the beginning.
    expect(placementBand(answers) === 'A1' ? null : placementBand(answers)).toBe(expected);
  });

  it('stops at 20 items when the answers never settle', () => {
    const unsettled = (count: number): PlacementAnswer[] =>
      Array.from({ length: count }, (_, index) => ({
        itemId: `B1-${index}`,
        band: 'B1',
        skill: 'reading',
        correct: index % 2 === 0,
      }));
    expect(placementFinished(unsettled(19))).toBe(false);
    expect(placementFinished(unsettled(20))).toBe(true);
  });

  it('asks 16-20 items whatever the learner answers', () => {
    for (let seed = 1; seed <= 50; seed++) {
      let state = seed;
      const answers = run(() => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return state % 3 !== 0;
      });
      expect(answers.length).toBeGreaterThanOrEqual(PLACEMENT_MIN_ITEMS);
      expect(answers.length).toBeLessThanOrEqual(PLACEMENT_MAX_ITEMS);
    }
  });

  it('lets a learner stop early: the answers so far decide, and too few place nobody', () => {
    expect(placementForBand(placementBand(run(upTo('B2'), 1)))).toBeNull();
    expect(placementBand(run(upTo('B2'), 8))).toBe('B2');
  });

  it('holds a learner back at the first band they fail', () => {
    const answer = (band: PlacementBand, correct: boolean, id: string): PlacementAnswer => ({
      itemId: id,
      band,
      skill: 'reading',
      correct,
    });
    const answers = [
      answer('A2', false, '1'),
      answer('A2', false, '2'),
      answer('B1', true, '3'),
      answer('B1', true, '4'),
    ];
    expect(placementBand(answers)).toBeNull();
  });

  it('maps bands to the course: A2 and B1 into intermediate, B2 to advanced, nothing else placed', () => {
    expect(placementForBand(null)).toBeNull();
    expect(placementForBand('A1')).toBeNull();
    expect(placementForBand('A2')).toEqual({ level: 'intermediate', order: 1 });
    expect(placementForBand('B1')).toEqual({ level: 'intermediate', order: 11 });
    expect(placementForBand('B2')).toEqual({ level: 'advanced', order: 1 });
  });

  it('does not let one slip in an easy band hold a strong learner back, nor one lucky guess lift a beginner', () => {
    const strong = run(upTo('B2')).map((answer, index) => (index === 0 ? { ...answer, correct: false } : answer));
    expect(placementBand(strong)).toBe('B2');
    const lucky = run(upTo(null)).map((answer) => (answer.band === 'A2' ? { ...answer, correct: true } : answer));
    expect(lucky.filter((answer) => answer.band === 'A2').length).toBeLessThanOrEqual(2);
    expect(placementBand(lucky)).toBeNull();
  });

  it('a test stopped early raises a placement at most (the further of the two)', () => {
    const intermediate = { level: 'intermediate', order: 1 } as const;
    const advanced = { level: 'advanced', order: 1 } as const;
    expect(furtherPlacement(advanced, intermediate)).toEqual(advanced);
    expect(furtherPlacement(intermediate, advanced)).toEqual(advanced);
    expect(furtherPlacement(intermediate, null)).toEqual(intermediate);
    expect(furtherPlacement(null, null)).toBeNull();
  });

  it('moves a placement one step down: B2 to B1, B1 to A2, A2 to the beginning', () => {
    expect(placementBelow({ level: 'advanced', order: 1 })).toEqual({ level: 'intermediate', order: 11 });
    expect(placementBelow({ level: 'intermediate', order: 11 })).toEqual({ level: 'intermediate', order: 1 });
    expect(placementBelow({ level: 'intermediate', order: 1 })).toBeNull();
    expect(placementBelow({ level: 'advanced', order: 5 })).toEqual({ level: 'advanced', order: 1 });
    expect(placementBelow(null)).toBeNull();
  });
});

describe('the order of the options', () => {
  it('is a shuffle of the options, its own per test and item, and the same again for the same test', () => {
    const orders = Array.from({ length: 200 }, (_, index) => placementOptionOrder(4, `attempt-${index}:a1-grammar-1`));
    for (const order of orders) expect([...order].sort()).toEqual([0, 1, 2, 3]);
    expect(placementOptionOrder(4, 'attempt-7:a1-grammar-1')).toEqual(orders[7]);
    // Each option lands first about a quarter of the time: the right answer has no favourite place.
    for (const option of [0, 1, 2, 3]) {
      const first = orders.filter((order) => order[0] === option).length;
      expect(first).toBeGreaterThan(25);
      expect(first).toBeLessThan(75);
    }
  });
});

describe('retaking', () => {
  it('is allowed a week after the last finished test', () => {
    const last = new Date('2026-11-01T10:00:00Z');
    expect(nextPlacementAllowedAt(null, last)).toBeNull();
    expect(nextPlacementAllowedAt(last, new Date('2026-11-08T09:59:59Z'))).toEqual(new Date('2026-11-08T10:00:00Z'));
    expect(nextPlacementAllowedAt(last, new Date('2026-11-08T10:00:00Z'))).toBeNull();
  });
});
