import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createMeasureTiers } from './measure-tiers';

const tiers = createMeasureTiers(loadPartnerKnowledge().scenes.topicText.figures);
const parcels = 'Paquete nacional: hasta 2 kg 7,50 €; de 2 a 5 kg 11 €; llega en 2-3 días laborables.';

describe('measure tiers', () => {
  it('reads the amounts a learner counts in a unit, in figures or words', () => {
    expect(tiers.measuresIn('Quiero mandar un paquete de tres kilos.')).toEqual([{ value: 3, unit: 'kg' }]);
    expect(tiers.measuresIn('Pesa 2,5 kg, más o menos.')).toEqual([{ value: 2.5, unit: 'kg' }]);
    expect(tiers.measuresIn('Somos cuatro personas y medio kilo de pan.')).toEqual([
      { value: 4, unit: 'persona' },
      { value: 0.5, unit: 'kg' },
    ]);
    expect(tiers.measuresIn('Quiero mandar un paquete.')).toEqual([]);
  });

  it('says the one tier of a list an amount falls in, with the label the list is of', () => {
    expect(tiers.tierOf(parcels, tiers.measuresIn('un paquete de tres kilos'))).toBe(
      'Paquete nacional: de 2 a 5 kg 11 €.',
    );
    // at a shared edge, the first tier that holds it
    expect(tiers.tierOf(parcels, tiers.measuresIn('pesa dos kilos'))).toBe('Paquete nacional: hasta 2 kg 7,50 €.');
    expect(tiers.tierOf('Hasta 2 kg 7,50 €; más de 2 kg 11 €.', tiers.measuresIn('de 4 kg'), 'Envío')).toBe(
      'Envío: más de 2 kg 11 €.',
    );
  });

  it('reads a figure of a unit with no bound as what a thing holds, the smallest that holds the amount', () => {
    const washers =
      'Lavadora pequeña, 8 kg, 4 euros; lavadora grande, 18 kg, 7 euros; el detergente está incluido en el lavado.';
    expect(tiers.tierOf(washers, tiers.measuresIn('unos quince kilos'))).toBe('Lavadora grande, 18 kg, 7 euros.');
    expect(tiers.tierOf(washers, tiers.measuresIn('solo cinco kilos'))).toBe('Lavadora pequeña, 8 kg, 4 euros.');
    // more than the largest holds: none
    expect(tiers.tierOf(washers, tiers.measuresIn('veinte kilos'))).toBeUndefined();
  });

  it('says nothing of an amount no tier holds, of another unit, or of a list with one bound', () => {
    expect(tiers.tierOf(parcels, tiers.measuresIn('un paquete de 9 kilos'))).toBeUndefined();
    expect(tiers.tierOf(parcels, tiers.measuresIn('somos tres personas'))).toBeUndefined();
    expect(tiers.tierOf('Hasta 2 kg 7,50 €; la caja 1,50 €.', tiers.measuresIn('un kilo'))).toBeUndefined();
  });
});
