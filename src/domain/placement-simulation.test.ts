import { describe, expect, it } from 'vitest';
import {
  nextPlacementItem,
  PLACEMENT_BANDS,
  PLACEMENT_MAX_ITEMS,
  PLACEMENT_SKILLS,
  placementBand,
  type PlacementAnswer,
  type PlacementBand,
  type PlacementItemRef,
} from './placement';

// The placement test run on simulated learners (docs/product.md#placement), as the course review did: how often
// does it put a learner in their own band? Items as the bank has them: 16 per band, four of each skill.
const BANK: PlacementItemRef[] = PLACEMENT_BANDS.flatMap((band) =>
  Array.from({ length: 16 }, (_, index) => ({ id: `${band}-${index}`, band, skill: PLACEMENT_SKILLS[index % 4]! })),
);
const RUNS = 2000;

/** A seeded generator (mulberry32), so a failure repeats. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A learner's chance of answering an item of `band` right, given the index of their own band (-1: none). */
type Learner = (own: number, band: number) => number;

/** Knows their bands but slips on one in ten; guesses among four options above them. */
const slipsAndGuesses: Learner = (own, band) => (band <= own ? 0.9 : 0.25);
/** An item-response curve (slope 3): sure well below their band, unsure at its edge, guessing well above. */
const responseCurve: Learner = (own, band) => 0.25 + 0.75 / (1 + Math.exp(-3 * (own + 0.5 - band)));

function simulate(learner: Learner, own: number, seed: number) {
  const random = generator(seed);
  const placed = { exact: 0, oneOff: 0, further: 0, high: 0, items: 0 };
  for (let run = 0; run < RUNS; run++) {
    const answers: PlacementAnswer[] = [];
    for (let item = nextPlacementItem(BANK, answers); item; item = nextPlacementItem(BANK, answers)) {
      const band = PLACEMENT_BANDS.indexOf(item.band);
      answers.push({ itemId: item.id, band: item.band, skill: item.skill, correct: random() < learner(own, band) });
    }
    const result = placementBand(answers);
    const off = (result === null ? -1 : PLACEMENT_BANDS.indexOf(result)) - own;
    if (off === 0) placed.exact++;
    else if (Math.abs(off) === 1) placed.oneOff++;
    else placed.further++;
    if (off > 0) placed.high++;
    placed.items += answers.length;
  }
  return {
    oneOff: placed.oneOff / RUNS,
    further: placed.further / RUNS,
    high: placed.high / RUNS,
    items: placed.items / RUNS,
  };
}

const OWN_BANDS: [string, number][] = [
  ['none', -1],
  ...PLACEMENT_BANDS.map((band: PlacementBand, index) => [band, index] as [string, number]),
];

describe('the placement test on simulated learners', () => {
  it.each(OWN_BANDS)(
    'places a learner of %s who slips and guesses in their own band: at most one test in ten one band off',
    (_, own) => {
      const figures = simulate(slipsAndGuesses, own, 7 + own);
      expect(figures.oneOff).toBeLessThanOrEqual(0.1);
      expect(figures.further).toBeLessThanOrEqual(0.02);
      expect(figures.items).toBeLessThanOrEqual(PLACEMENT_MAX_ITEMS);
    },
  );

  it.each(OWN_BANDS)('leans low, not high, for a learner of %s on a response curve', (_, own) => {
    const figures = simulate(responseCurve, own, 11 + own);
    // Unsure at the edge of their band, such a learner can land either side of it; rarely two bands off, and
    // placed too high in at most one test in ten.
    expect(figures.oneOff).toBeLessThanOrEqual(0.15);
    expect(figures.further).toBeLessThanOrEqual(0.03);
    expect(figures.high).toBeLessThanOrEqual(0.1);
  });
});
