import { countWritten } from '@/domain/spanish-numbers';
import { listParts } from './listed-items';

/** An amount the learner counts in a unit: "un paquete de tres kilos" is 3 of the unit family "kg". */
export interface Measure {
  value: number;
  /** The family's first form in content/tutor/scenes.json `measureUnits` ("kg"). */
  unit: string;
}

export interface TierWords {
  measureUnits: readonly (readonly string[])[];
  tierBounds: { upTo: readonly string[]; below: readonly string[]; from: readonly string[]; above: readonly string[] };
}

export interface MeasureTiers {
  /** Every amount a text counts in a known unit, in order ("pesa un kilo", "2,5 kg", "medio kilo"). */
  measuresIn(text: string): Measure[];
  /**
   * "Paquete nacional: hasta 2 kg 7,50 €; de 2 a 5 kg 11 €" of a measure of 3 kg: the one tier it falls in, with the
   * list's label, written before a colon or given ("Paquete nacional: de 2 a 5 kg 11 €."); undefined unless two or
   * more parts are tiers of its unit.
   */
  tierOf(fact: string, measures: readonly Measure[], label?: string): string | undefined;
}

/** Lower-case words without accents, a figure with its decimal comma kept whole ("7,50", "2.5"). */
function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .match(/\d+(?:[.,]\d+)*|[\p{L}²]+/gu) ?? []
  );
}

/** A figure's value: "7,50" and "2.5" are decimals, "3.000" a thousand-separated whole. */
function figureValue(word: string): number | undefined {
  if (!/^\d/u.test(word)) return undefined;
  if (/^\d{1,3}(?:\.\d{3})+$/u.test(word)) return Number(word.replace(/\./gu, ''));
  const value = Number(word.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/** A count written in figures or words; "un", "una" are one and "medio", "media" a half ("medio kilo"). */
function countOf(word: string): number | undefined {
  if (word === 'un' || word === 'una') return 1;
  if (word === 'medio' || word === 'media') return 0.5;
  return figureValue(word) ?? countWritten(word);
}

type Bound = (value: number) => boolean;

/** A tier's bound in a unit; a capacity ("lavadora grande (18 kg)") holds up to its figure and is picked smallest. */
interface TierBound {
  holds: Bound;
  capacity?: number;
}

export function createMeasureTiers(words: TierWords): MeasureTiers {
  const families = words.measureUnits.map((forms) => ({ unit: forms[0]!, forms: forms.map(wordsOf) }));
  const bounds = (['upTo', 'below', 'from', 'above'] as const).flatMap((kind) =>
    words.tierBounds[kind].map((phrase) => ({ kind, words: wordsOf(phrase) })),
  );
  const startsAt = (said: readonly string[], at: number, phrase: readonly string[]) =>
    phrase.length > 0 && phrase.every((word, offset) => said[at + offset] === word);
  /** The unit family whose form starts at `at`, with the form's length. */
  const unitAt = (said: readonly string[], at: number) => {
    for (const family of families)
      for (const form of family.forms) if (startsAt(said, at, form)) return { unit: family.unit, length: form.length };
    return undefined;
  };

  /** The bounds a tier gives in each unit: "de 2 a 5 kg", "entre 2 y 5 kg", "2-5 kg", "hasta 2 kg", "más de 5 kg". */
  const tierBoundsOf = (part: string): Map<string, TierBound> => {
    const said = wordsOf(part.replace(/(\d)\s*[-–]\s*(\d)/gu, '$1 a $2'));
    const found = new Map<string, TierBound>();
    for (let at = 0; at < said.length; at++) {
      const ranged = ['de', 'entre'].includes(said[at]!) && ['a', 'y'].includes(said[at + 2] ?? '');
      const low = ranged ? figureValue(said[at + 1] ?? '') : undefined;
      const high = ranged ? figureValue(said[at + 3] ?? '') : undefined;
      const rangeUnit = low !== undefined && high !== undefined ? unitAt(said, at + 4) : undefined;
      if (rangeUnit && !found.has(rangeUnit.unit))
        found.set(rangeUnit.unit, { holds: (value) => value >= low! && value <= high! });
      for (const bound of bounds) {
        if (!startsAt(said, at, bound.words)) continue;
        const limit = figureValue(said[at + bound.words.length] ?? '');
        const unit = limit !== undefined ? unitAt(said, at + bound.words.length + 1) : undefined;
        if (!unit || found.has(unit.unit)) continue;
        const holds: Record<typeof bound.kind, Bound> = {
          upTo: (value) => value <= limit!,
          below: (value) => value < limit!,
          from: (value) => value >= limit!,
          above: (value) => value > limit!,
        };
        found.set(unit.unit, { holds: holds[bound.kind] });
      }
    }
    // a figure of a unit with no bound is what the thing holds: "lavadora pequeña (8 kg)" takes up to 8 kg
    for (let at = 0; at < said.length; at++) {
      const limit = figureValue(said[at]!);
      const unit = limit !== undefined ? unitAt(said, at + 1) : undefined;
      if (unit && !found.has(unit.unit)) found.set(unit.unit, { holds: (value) => value <= limit!, capacity: limit });
    }
    return found;
  };

  return {
    measuresIn(text) {
      const said = wordsOf(text);
      return said.flatMap((word, at) => {
        const value = countOf(word);
        const unit = value !== undefined ? unitAt(said, at + 1) : undefined;
        return unit ? [{ value: value!, unit: unit.unit }] : [];
      });
    },
    tierOf(fact, measures, label) {
      // a label before a colon names what the tiers are of ("Paquete nacional: …"), and is said with the tier
      const written = /^([^:;\d]{1,60}):\s+/u.exec(fact);
      const named = label ?? written?.[1];
      const listed = written ? fact.slice(written[0].length) : fact;
      // (a list may hold clauses of no figure: "…; lavadora grande, 18 kg, 7 euros; el detergente está incluido")
      const parts = listParts(listed);
      if (!parts) return undefined;
      const tiers = parts.map(tierBoundsOf);
      for (const measure of measures) {
        const ofUnit = tiers.flatMap((tier, at) =>
          tier.has(measure.unit) ? [{ at, ...tier.get(measure.unit)! }] : [],
        );
        if (ofUnit.length < 2) continue;
        // at a shared edge ("hasta 2 kg; de 2 a 5 kg") the first tier that holds it; of capacities, the smallest
        const holding = ofUnit.filter((tier) => tier.holds(measure.value));
        const capacities = holding.every((tier) => tier.capacity !== undefined);
        const fitting = capacities ? holding.sort((a, b) => a.capacity! - b.capacity!)[0] : holding[0];
        if (!fitting) return undefined;
        const part = parts[fitting.at]!;
        return named
          ? `${named}: ${part.charAt(0).toLowerCase()}${part.slice(1)}.`
          : `${part.charAt(0).toUpperCase()}${part.slice(1)}.`;
      }
      return undefined;
    },
  };
}
