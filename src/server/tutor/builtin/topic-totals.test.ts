import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { createTopicTotals } from './topic-totals';

const totals = createTopicTotals(loadPartnerKnowledge().scenes);
const withGlossary = createTopicTotals(loadPartnerKnowledge().scenes, (lemma) =>
  bilingualGlossary().englishWordsFor(lemma),
);
const topic = (prompt: string) => ({ title: 'Un servicio', description: '', prompt });
const campsite = topic(
  'Eres Nando, del camping Río Sella. Una parcela para tienda cuesta 18 euros la noche; un bungaló cuesta 70 ' +
    'euros la noche. La piscina es gratis.',
);

describe('the bill of a length of time told, from the topic’s price per night or day', () => {
  it('multiplies the price of what the learner named by the nights they told', () => {
    expect(totals.totalFor('¿Cuánto le debo?', ['Hemos estado cuatro noches en un bungaló.'], campsite)).toBe(
      'Cuatro noches: 280 euros en total.',
    );
    expect(totals.totalFor('¿Cuánto es en total?', ['Quiero una parcela para dos noches.'], campsite)).toBe(
      'Dos noches: 36 euros en total.',
    );
  });

  it('says no total that would leave out a thing the question adds to it, a discount aside', () => {
    const course = topic('Curso intensivo: 180 euros por semana. Matrícula: 40 euros, se paga una sola vez.');
    const told = ['Quiero hacer el curso intensivo.', 'Son tres semanas.'];
    expect(totals.totalFor('¿Cuánto es en total?', told, course)).toBe('Tres semanas: 540 euros en total.');
    expect(totals.totalFor('¿Cuánto es en total con la matrícula?', told, course)).toBeUndefined();
  });

  it('reads a rate its heading gives every item of a list, and counts the things the learner counted', () => {
    const hostel = topic(
      'Eres Leire, del albergue Mendi. Tarifas por noche: litera en habitación de 8 personas, 22 euros; habitación ' +
        'doble, 60 euros. El desayuno cuesta 5 euros.',
    );
    expect(totals.totalFor('¿Cuánto es en total?', ['Quiero dos literas para cuatro noches.'], hostel)).toBe(
      'Dos literas, cuatro noches: 176 euros en total.',
    );
    // two friends in one double room pay for the room, not for each
    expect(
      totals.totalFor('¿Cuánto le debo?', ['Quiero la habitación doble. Vamos dos amigos, dos noches.'], hostel),
    ).toBe('Dos noches: 120 euros en total.');
    // the last naming decides: one bunk now, not the two told before
    expect(
      totals.totalFor('¿Cuánto cuestan tres noches en una litera?', ['Quiero dos literas para cuatro noches.'], hostel),
    ).toBe('Tres noches: 66 euros en total.');
  });

  it('sums a price per hour by the hours told, never by days', () => {
    const boats = topic(
      'Eres Marga, del embarcadero del lago. Una barca de remos cuesta 12 euros por hora; un patín de agua cuesta 15 ' +
        'euros la hora o 50 euros el día.',
    );
    expect(totals.totalFor('¿Cuánto es en total?', ['Queremos una barca de remos durante tres horas.'], boats)).toBe(
      'Tres horas: 36 euros en total.',
    );
    expect(totals.totalFor('¿Cuánto cuesta el patín de agua para dos horas?', [], boats)).toBe(
      'Dos horas: 30 euros en total.',
    );
    // a day of the pedal boat is its price per day, not hours
    expect(totals.totalFor('¿Cuánto cuesta el patín de agua para dos días?', [], boats)).toBe(
      'Dos días: 100 euros en total.',
    );
    // "barcas" with no count: how many is not told
    expect(
      totals.totalFor('¿Cuánto es en total?', ['Queremos barcas de remos por tres horas.'], boats),
    ).toBeUndefined();
    // "hace dos horas" tells when, and asks no bill
    expect(totals.totalFor('¿Cuánto le debo?', ['Llegamos hace dos horas.'], boats)).toBeUndefined();
  });

  it('sums the thing named last, counting the things an English topic names by their English', () => {
    const rental = topic(
      'Eres Quim, de Bicis Delta. Una bici de paseo cuesta 6 euros por hora; una bici eléctrica cuesta 11 euros por hora.',
    );
    expect(
      totals.totalFor(
        '¿Cuánto es en total?',
        ['¿Cuánto cuesta una bici eléctrica?', 'Mejor una bici de paseo durante dos horas.'],
        rental,
      ),
    ).toBe('Dos horas: 12 euros en total.');
    const english = {
      title: 'Renting bikes',
      description: '',
      prompt: 'You are Tom. A city bike costs 7 euros per hour; an electric bike costs 12 euros per hour.',
    };
    expect(
      withGlossary.totalFor('¿Cuánto es?', ['Queremos dos bicis eléctricas por tres horas. ¿Cuánto es?'], english),
    ).toBe('Dos bicis, tres horas: 72 euros en total.');
  });

  it('counts the thing priced, not a bare noun after "de" that sorts it, and no plural told without a count', () => {
    const coworking = {
      title: 'Coworking',
      description: '',
      prompt: 'You run a co-working space. Day pass: 20 €. Meeting room: 15 € per hour, book it in the app.',
    };
    expect(withGlossary.totalFor('¿Cuánto cuesta la sala de reuniones por tres horas?', [], coworking)).toBe(
      'Tres horas: 45 euros en total.',
    );
    // how many rooms, the learner did not say
    expect(withGlossary.totalFor('¿Cuánto cuestan las salas por tres horas?', [], coworking)).toBeUndefined();
  });

  it('reads a price per length written with the euro sign, and a whole length told with no number', () => {
    const shop = {
      title: 'Bike repair',
      description: '',
      prompt: 'You are the mechanic.\n- We also rent bikes: 10 € per day, 50 € per week, lock and helmet included.',
    };
    const asked = '¿Cuánto cuesta alquilar dos bicis por tres días?';
    expect(withGlossary.totalFor(asked, [asked], shop)).toBe('Dos bicis, tres días: 60 euros en total.');
    const week = '¿Cuánto nos cuesta alquilar dos bicis para toda la semana?';
    expect(withGlossary.totalFor(week, [week], shop)).toBe('Dos bicis, una semana: 100 euros en total.');
    // one bike for one whole week is the topic's own price, which its sentence says
    const one = '¿Cuánto cuesta una bici la semana entera?';
    expect(withGlossary.totalFor(one, [one], shop)).toBeUndefined();
    // people counted are not the bikes: how many bikes is not told
    const people = 'Somos tres amigos. ¿Cuánto cuesta alquilar bicis por dos días?';
    expect(withGlossary.totalFor(people, [people], shop)).toBeUndefined();
  });

  it('says nothing when two prices fit and the learner named neither, or asked no bill', () => {
    expect(totals.totalFor('¿Cuánto le debo?', ['Nos quedamos tres noches.'], campsite)).toBeUndefined();
    expect(totals.totalFor('¿Hay piscina?', ['Quiero una parcela para dos noches.'], campsite)).toBeUndefined();
    // a price asked of another thing by name is no bill
    expect(totals.totalFor('¿Cuánto es la fianza?', ['Quiero una parcela para dos noches.'], campsite)).toBeUndefined();
  });

  it('sums a price asked of a length the question itself tells, for the thing it names', () => {
    const academy = topic(
      'Eres Elena. El curso intensivo cuesta 180 euros la semana. El alojamiento en familia cuesta 220 euros la semana.',
    );
    expect(totals.totalFor('¿Cuánto cuesta el curso intensivo si me quedo dos semanas?', [], academy)).toBe(
      'Dos semanas: 360 euros en total.',
    );
    expect(totals.totalFor('¿Cuánto cuesta el alojamiento para tres semanas?', [], academy)).toBe(
      'Tres semanas: 660 euros en total.',
    );
    // a price asked with no length is no bill
    expect(totals.totalFor('¿Cuánto cuesta el curso intensivo?', ['Me quedo dos semanas.'], academy)).toBeUndefined();
  });

  it('takes no "hace tres días" for a stay', () => {
    const lockers = topic('Eres Rosa, de la consigna de la estación. Guardar una maleta cuesta 6 euros al día.');
    expect(totals.totalFor('¿Cuánto le debo?', ['Dejé la maleta hace tres días.'], lockers)).toBeUndefined();
    expect(totals.totalFor('¿Cuánto le debo?', ['Dejé la maleta por tres días.'], lockers)).toBe(
      'Tres días: 18 euros en total.',
    );
  });

  it('reads a price in an English topic and keeps a price’s cents', () => {
    const boats = topic('You rent out boats on Lake Atitlán. A rowing boat costs 150 quetzales a day.');
    expect(totals.totalFor('¿Cuánto es en total?', ['Quiero una barca por dos días.'], boats)).toBe(
      'Dos días: 300 quetzales en total.',
    );
    const parking = topic('Eres Luis, del aparcamiento del centro. Dejar el coche cuesta 12,50 euros al día.');
    expect(totals.totalFor('¿Cuánto le debo?', ['Lo dejé una semana, no, tres días.'], parking)).toBe(
      'Tres días: 37,50 euros en total.',
    );
  });

  it('finds what an English topic prices per night by the English of the learner’s words', () => {
    const hostel = topic(
      'You are Ana at a hostel in Cádiz. A bed in a dorm costs 20 euros per night; a private double room costs 60 ' +
        'euros per night. Breakfast is 5 euros.',
    );
    expect(withGlossary.totalFor('¿Cuánto me cuesta una habitación doble para dos noches?', [''], hostel)).toBe(
      'Dos noches: 120 euros en total.',
    );
  });
});

describe('a discount on a stay from a length', () => {
  const hostel = {
    title: 'Hostel in Miraflores',
    description: '',
    prompt: 'You are the receptionist. Bed in 8-bed dorm: 45 soles per night. Stays of 7 nights or more: 10% off.',
  };

  it('takes the share off a stay that long, and says when it starts to one asked with it that is shorter', () => {
    const week = ['Quiero una cama en el dormitorio por siete noches.'];
    expect(withGlossary.totalFor('¿Cuánto me saldría con la rebaja?', week, hostel)).toBe(
      'Siete noches: 283,50 soles en total con el 10 % de descuento (sin descuento, 315 soles).',
    );
    expect(withGlossary.totalFor('¿Cuánto es en total?', ['Quiero una cama por tres noches.'], hostel)).toBe(
      'Tres noches: 135 soles en total.',
    );
    expect(
      withGlossary.totalFor('¿Cuánto me saldría con el descuento?', ['Quiero una cama por tres noches.'], hostel),
    ).toBe('Tres noches: 135 soles en total; el descuento del 10 % es a partir de 7 noches.');
  });

  it('sums nothing where the deal on the length is one it cannot read', () => {
    const car = {
      title: 'Car hire',
      description: '',
      prompt: 'Small car: 28 € per day. Weekly rentals: pay 6 days, the 7th is free.',
    };
    expect(
      withGlossary.totalFor('¿Cuánto es en total?', ['Quiero el coche pequeño por siete días.'], car),
    ).toBeUndefined();
  });
});

describe('a price per length of time for a size of group', () => {
  const skiSchool = topic(
    'You work at a ski school in Chile. Group lessons: 45,000 CLP per person. Private lessons: 65,000 CLP per hour ' +
      'for 1-2 people, 90,000 CLP per hour for 3-4 people.',
  );
  it('takes the tier of the group the learner tells, by its size', () => {
    const ask = 'Somos tres amigos y queremos una clase privada de dos horas. ¿Cuánto nos sale en total?';
    expect(withGlossary.totalFor(ask, [ask], skiSchool)).toBe('Tres personas, dos horas: 180.000 pesos en total.');
    const two = '¿Cuánto cuesta una clase privada de dos horas para dos personas?';
    expect(withGlossary.totalFor(two, [two], skiSchool)).toBe('Dos personas, dos horas: 130.000 pesos en total.');
  });

  it('says nothing for a group no tier is for, or of no told size', () => {
    const five = 'Somos cinco. ¿Cuánto cuesta una clase privada de dos horas?';
    expect(withGlossary.totalFor(five, [five], skiSchool)).toBeUndefined();
    const none = '¿Cuánto cuesta una clase privada de dos horas?';
    expect(withGlossary.totalFor(none, [none], skiSchool)).toBeUndefined();
  });
});

describe('a price per day of one of two things the question names', () => {
  const bikes = topic(
    'Eres Marta, de una tienda de bicis. Bici de paseo: 12 euros el día. Bici eléctrica: 25 euros el día.',
  );
  it('is read by the question as written, its accents finding the adjective', () => {
    const ask = '¿Cuánto cuesta una bici eléctrica por tres días?';
    expect(totals.totalFor(ask, [ask], bikes)).toBe('Tres días: 75 euros en total.');
  });
});
