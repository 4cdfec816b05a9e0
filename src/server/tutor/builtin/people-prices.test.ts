import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { createPeoplePrices } from './people-prices';

const prices = createPeoplePrices(loadPartnerKnowledge().scenes, (lemma) => bilingualGlossary().englishWordsFor(lemma));
const topic = (prompt: string) => ({ title: 'Una visita', description: '', prompt });
const ask = (message: string, prompt: string, earlier: string[] = []) =>
  prices.totalFor(message, [...earlier, message], topic(prompt));

const zoo = topic(
  'Eres Marta, en la taquilla del zoológico de Valencia. La entrada general cuesta 20 euros; los niños menores de 3 ' +
    'años no pagan y los de 3 a 12 pagan 12 euros. Los jubilados tienen un 25 % de descuento. El parking cuesta 5 euros.',
).prompt;
const ferry = topic(
  'You are Tom at the ferry desk in Tarifa. Adults 40 euros; students and over-60s 30 euros; children under 4 ' +
    'travel free. A car costs 90 euros each way.',
).prompt;
const workshop = topic(
  'Eres Inés y das un taller de cerámica en Oaxaca. Cuesta 800 pesos por persona; los niños pagan la mitad.',
).prompt;

describe('the sum a group of people pays, from what the topic charges each kind of person', () => {
  it('charges a person of a told age what the topic asks of that age, whatever else they are', () => {
    const museum = topic(
      'Trabajas en la taquilla de un museo. Entrada general: 6 dólares. Estudiantes y mayores de 65 años: 3 dólares. ' +
        'Menores de 12: gratis.',
    ).prompt;
    expect(ask('Yo soy estudiante y mi mamá tiene setenta años. ¿Cuánto pagamos las dos?', museum)).toMatch(
      /: 6 dólares en total\.$/u,
    );
    expect(ask('Somos mi padre, que tiene cuarenta años, y yo. ¿Cuánto pagamos?', museum)).toMatch(
      /: 12 dólares en total\.$/u,
    );
  });

  it('sums adults, children by their age and discounts', () => {
    expect(ask('¿Cuánto es para dos adultos y una niña de 7 años?', zoo)).toBe(
      'Dos adultos y una niña de 7 años: 52 euros en total.',
    );
    // a child under the first bound pays nothing; one over every bound pays the general price
    expect(ask('¿Cuánto pagamos mi marido, mi bebé de 1 año y yo?', zoo)).toBe(
      'Dos adultos y un niño de 1 año: 40 euros en total.',
    );
    expect(ask('¿Cuánto cuesta para mí y mi hija de 13 años?', zoo)).toBe(
      'Un adulto y una niña de 13 años: 40 euros en total.',
    );
    expect(ask('¿Cuánto cuestan dos entradas de jubilado?', zoo)).toBe('Dos jubilados: 30 euros en total.');
  });

  it('reads the age bound after a kind’s price as that price’s, not the next one’s', () => {
    const tour =
      'Eres Andrés, guía. El tour cuesta 60.000 pesos por adulto, 30.000 pesos por niño de 5 a 12 años y es ' +
      'gratis para menores de 5.';
    expect(ask('Vamos dos adultos y dos niños de 3 y 7 años. ¿Cuánto cuesta el tour para todos?', tour)).toBe(
      'Dos adultos, un niño de 3 años y un niño de 7 años: 150.000 pesos en total.',
    );
  });

  it('counts a plural kind by the ages told of it, and says each in the gender the learner named it', () => {
    const route =
      'Eres Marta. La ruta cuesta 28 € por adulto y 18 € por niño de 7 a 12 años; los menores de 7 van gratis.';
    expect(ask('Vamos mi marido, yo y nuestras hijas de 5 y 10 años. ¿Cuánto nos cuesta la ruta?', route)).toBe(
      'Dos adultos, una niña de 5 años y una niña de 10 años: 74 euros en total.',
    );
    expect(ask('Somos una adulta y un niño de 8 años. ¿Cuánto es?', route)).toBe(
      'Una adulta y un niño de 8 años: 46 euros en total.',
    );
    // "personas" has no other gender: said as the kind is
    expect(ask('Somos dos personas. ¿Cuánto es?', route)).toBe('Dos adultos: 56 euros en total.');
  });

  it('reads an English topic and counts tickets by their labels', () => {
    expect(ask('Quiero dos billetes, uno normal y uno de estudiante. ¿Cuánto es?', ferry)).toBe(
      'Un adulto y un estudiante: 70 euros en total.',
    );
    expect(ask('¿Cuánto es para tres personas?', ferry)).toBe('Tres adultos: 120 euros en total.');
    expect(ask('Soy estudiante. ¿Cuánto pago yo con mi novia?', ferry)).toBe(
      'Un estudiante y una adulta: 70 euros en total.',
    );
  });

  it('takes a share of the price per person', () => {
    expect(ask('¿Cuánto sale para mí y mis dos hijos?', workshop)).toBe('Un adulto y dos niños: 1600 pesos en total.');
    expect(ask('¿Cuánto cuesta para un niño?', workshop)).toBe('Un niño: 400 pesos.');
  });

  it('picks the priced thing the question names, in either language, with its own prices per kind', () => {
    const school = topic(
      'You are Sara at a surf school in Zarautz. Lessons: the beginners course (2 hours, 40 euros per adult, 30 ' +
        'euros per child under 14); the advanced course (3 hours, 55 euros per person); board rental for the whole day ' +
        '(25 euros per person). Students get 10% off.',
    ).prompt;
    expect(ask('¿Cuánto cuesta el curso para principiantes para mí y mi hija de nueve años?', school)).toBe(
      'Un adulto y una niña de 9 años: 70 euros en total.',
    );
    expect(ask('¿Cuánto cuesta el curso avanzado para dos estudiantes?', school)).toBe(
      'Dos estudiantes: 99 euros en total.',
    );
    // two courses and nothing to choose between them
    expect(ask('¿Cuánto es para dos adultos?', school)).toBeUndefined();
  });

  it('reads an age bound with no kind named as of children, and an age told with "tiene"', () => {
    const aquarium =
      'Eres Ane. Precios: entrada general, 15 euros; niños de 4 a 12 años, 8 euros; los menores de 4 años entran gratis.';
    expect(ask('Mi hija pequeña tiene dos años, ¿paga?', aquarium)).toBe('Una niña de 2 años: no paga.');
    expect(ask('¿Cuánto pagamos mi marido, yo y mi hijo de cinco años?', aquarium)).toBe(
      'Dos adultos y un niño de 5 años: 38 euros en total.',
    );
  });

  it('says nothing where a person or a price is unclear', () => {
    // a brother may be a child or an adult
    expect(ask('¿Cuánto es para mí y mi hermano?', zoo)).toBeUndefined();
    // children of unknown age where the price depends on it
    expect(ask('¿Cuánto es para dos adultos y dos niños?', zoo)).toBeUndefined();
    // "mis hijos" counts nobody
    expect(ask('¿Cuánto es para mis hijos?', workshop)).toBeUndefined();
    // one adult is the price itself, asked of nothing a sum adds
    expect(ask('¿Cuánto cuesta para mí?', workshop)).toBeUndefined();
    // no question of a price
    expect(ask('Vengo con mi marido y mis dos hijas.', zoo)).toBeUndefined();
    // prices per hour or per night are no fare per person
    const bikes = topic('Eres Ana. Alquilamos bicis: 6 euros por hora o 20 euros por un día.').prompt;
    expect(ask('¿Cuánto es para dos adultos y un niño?', bikes)).toBeUndefined();
    // a list prices several things beside the base: which one the group pays is not known
    const coaches =
      'Eres Lidia, de Autocares Sur. Precio del billete: Ronda, 14 euros (2 horas); Málaga, 9 euros; Cádiz, 21 euros. ' +
      'Los niños de 4 a 12 años pagan la mitad.';
    expect(ask('¿Cuánto cuesta para mí y mi hijo de 6 años?', coaches)).toBeUndefined();
    // a child the topic gives no price for, alone, is no fare asked
    const cafe = topic('Eres Leo, camarero. El menú del día cuesta 12 euros por persona.').prompt;
    expect(ask('Quiero un zumo para mi hijo. ¿Cuánto es?', cafe)).toBeUndefined();
  });

  it('reads a discount for a group of a size as no kind of person, and takes it off a group that large', () => {
    const cooking = topic(
      'Eres Amaia y das clases de cocina. Cuesta 50 euros por persona; los niños de 6 a 12 años pagan 30 euros, y ' +
        'los grupos de diez personas o más tienen un 15 % de descuento.',
    ).prompt;
    expect(ask('Somos dos adultos y un niño de 9 años. ¿Cuánto es?', cooking)).toBe(
      'Dos adultos y un niño de 9 años: 130 euros en total.',
    );
    expect(ask('Somos doce personas. ¿Cuánto nos costaría?', cooking)).toBe(
      'Doce adultos: 510 euros en total con el 15 % de descuento.',
    );
    // a group's own price, not a share off, is not summed
    const choir = topic(
      'Eres Nuria, de la visita guiada. Cuesta 12 euros por persona; los grupos de quince personas o más pagan 150 euros.',
    ).prompt;
    expect(ask('Somos veinte personas. ¿Cuánto nos costaría?', choir)).toBeUndefined();
  });

  it('sums nothing for a message that names a thing the topic prices apart', () => {
    const gym = topic(
      'Eres Iker, del gimnasio Zurriola. Cuota mensual: 40 euros; estudiantes, 30 euros. La piscina cuesta 12 ' +
        'euros más al mes.',
    ).prompt;
    expect(ask('Somos dos estudiantes. ¿Cuánto pagamos al mes?', gym)).toBe('Dos estudiantes: 60 euros en total.');
    expect(ask('Somos dos estudiantes. ¿Cuánto pagamos al mes con la piscina?', gym)).toBeUndefined();
  });

  it('reads the size of the group the learner tells, of the base kind unless the kinds add up to it', () => {
    const cheese = topic(
      'Eres Bruno, de la quesería La Vaca. Cata sencilla (4 quesos): 15 euros por persona. Cata completa (8 quesos y ' +
        'vino): 28 euros por persona. Los menores de 12 años entran gratis.',
    ).prompt;
    expect(ask('Nosotros somos tres y queremos la cata completa. ¿Cuánto sale?', cheese)).toBe(
      'Tres adultos: 84 euros en total.',
    );
    expect(ask('Somos tres: mi marido, mi hija de 8 años y yo. ¿Cuánto es la cata sencilla?', cheese)).toBe(
      'Dos adultos y una niña de 8 años: 30 euros en total.',
    );
    // an age for each of the children counted
    expect(ask('Somos cuatro: mi marido, yo y dos hijos de 3 y 9 años. ¿Cuánto cuesta la cata sencilla?', cheese)).toBe(
      'Dos adultos, un niño de 3 años y un niño de 9 años: 30 euros en total.',
    );
    expect(ask('Somos mi marido, yo y dos hijos de 3 años. ¿Cuánto cuesta la cata sencilla?', cheese)).toBe(
      'Dos adultos y dos niños de 3 años: 30 euros en total.',
    );
    // kinds that add up to another size leave the group unclear
    expect(ask('Somos cuatro: mi marido y yo. ¿Cuánto es la cata sencilla?', cheese)).toBeUndefined();
  });

  it('charges a large group the price each the topic gives it, and only where each is said', () => {
    const walk = topic(
      'You guide a food walk in Lima. Price: 40 dollars per person; groups of 5 or more: 35 dollars each.',
    ).prompt;
    expect(ask('Somos seis amigas. ¿Cuánto pagamos todas juntas?', walk)).toBe(
      'Seis adultos: 210 dólares en total, con el precio de grupo.',
    );
    expect(ask('Somos dos. ¿Cuánto pagamos?', walk)).toBe('Dos adultos: 80 dólares en total.');
  });

  it('sums nothing for a thing priced otherwise than per person, nor for a length paid for', () => {
    const school = topic(
      'You work at a ski school. Group lessons: 45,000 CLP per person. Private lessons: 90,000 CLP per hour.',
    ).prompt;
    expect(ask('Somos tres amigos y queremos una clase privada. ¿Cuánto nos sale?', school)).toBeUndefined();
    expect(ask('Somos tres amigos y queremos las clases colectivas. ¿Cuánto nos sale?', school)).toBe(
      'Tres adultos: 135.000 pesos en total.',
    );
    const hostel = topic('Eres Ana, del albergue. La cama cuesta 20 euros por persona.').prompt;
    expect(ask('Somos dos. ¿Cuánto nos sale por tres noches?', hostel)).toBeUndefined();
  });
});

describe('a topic that prices several things, some per person', () => {
  const ski = topic(
    'You are at the front desk of a ski school. Group lessons: every day 9:30-12:00, 45,000 CLP per person, max 6 ' +
      'students per group. Private lessons: 65,000 CLP per hour for 1-2 people, 90,000 CLP per hour for 3-4 people. ' +
      "Kids' ski school from 5 years old, 10:00-13:00, 50,000 CLP per child, snack included.",
  ).prompt;

  it('sums the price per person of the thing asked, its hours and tiers read as no price nor group', () => {
    // "la clase en grupo" is a kind of lesson, no people of unknown age; "9:30-12:00" is no price; "for 1-2 people"
    // is a tier of the private lessons' price, no group that pays otherwise
    expect(ask('Somos tres. ¿Cuánto cuesta la clase en grupo?', ski)).toBe('Tres adultos: 135.000 pesos en total.');
  });

  it('charges no child the price another thing of the topic gives children', () => {
    // the 50,000 of the kids' ski school is no price of a child in a group lesson
    expect(ask('Somos dos adultos y un niño de seis años. ¿Cuánto nos cuesta la clase de grupo?', ski)).toBeUndefined();
  });
});

describe('a question of "we" after the group was told', () => {
  it('sums the people the learner told last', () => {
    const museum =
      'Trabajas en la boletería del museo. Entrada general: 6 dólares. Estudiantes: 3 dólares. Menores de 12: gratis.';
    expect(ask('¿Cuánto pagamos en total?', museum, ['Somos dos adultos y una niña de diez años.'])).toBe(
      'Dos adultos y una niña de 10 años: 12 dólares en total.',
    );
    // a question that counts things of its own asks of them, not of the people told before
    const bikes = 'Alquilamos bicis: 50 euros a la semana. Servicio completo: 45 euros por persona.';
    expect(ask('¿Cuánto nos cuesta alquilar dos bicis para toda la semana?', bikes, ['Somos dos adultos.'])).toBe(
      undefined,
    );
    // a question of one's own is no question of the group
    expect(ask('¿Cuánto cuesta?', museum, ['Somos dos adultos y una niña de diez años.'])).toBeUndefined();
  });
});

describe('what the learner tells of someone already counted', () => {
  const school =
    'Eres la recepcionista de una escuela de cocina. Precio: 70 € por persona; estudiantes con carné, 55 €.';

  it('gives that person the kind told of them, and counts no one more', () => {
    // "Ella es estudiante" is the sister: one adult and one student, never two adults and a student
    expect(ask('Vamos mi hermana y yo. Ella es estudiante. ¿Cuánto pagamos en total?', school)).toBe(
      'Un estudiante y un adulto: 125 euros en total.',
    );
    // "tengo carné de…" tells the learner's own kind; the friend without one pays the general price
    expect(ask('Tengo carné de estudiante y mi amiga no. ¿Cuánto pagamos en total?', school)).toBe(
      'Un estudiante y una adulta: 125 euros en total.',
    );
  });

  it('sums the group told in an earlier message of two sentences, for a question of how many pay', () => {
    const told = ['Vamos a ir mi hermana y yo. Ella tiene carné de estudiante.'];
    expect(ask('¿Cuánto pagaríamos entre las dos?', school, told)).toBe(
      'Un estudiante y un adulto: 125 euros en total.',
    );
    // a size alone that is not the group told is that many of the base kind
    expect(ask('¿Cuánto pagaríamos entre las tres?', school, told)).toBe('Tres adultos: 210 euros en total.');
  });

  it('says nothing of a person whose kind is never told', () => {
    expect(ask('Vamos mi hermana y yo. ¿Cuánto pagamos en total?', school)).toBeUndefined();
  });
});

describe('ages a topic joins with a dash', () => {
  it('reads "children 4-11" as the range it is, and no clock time as one', () => {
    const boat =
      'You sell boat tickets. Whale-watching trip: departs 8:00 and 13:00. Adults 1,200 pesos, children 4-11 750 ' +
      'pesos, under 4 free.';
    expect(ask('Somos dos adultos y una niña de seis años. ¿Cuánto pagamos?', boat)).toBe(
      'Dos adultos y una niña de 6 años: 3.150 pesos en total.',
    );
    expect(ask('Somos dos adultos y un niño de 13 años. ¿Cuánto pagamos?', boat)).toBe(
      'Dos adultos y un niño de 13 años: 3.600 pesos en total.',
    );
    const ski = 'Kids ski school from 5 years old, 10:00-13:00, 50,000 CLP per child. Adults 60,000 CLP.';
    expect(ask('Somos un adulto y un niño de 3 años. ¿Cuánto pagamos?', ski) ?? '').not.toContain('50.000');
  });
});

describe('the learner who comes with their own', () => {
  it('is counted with the ones they name after "con mi", "con mis"', () => {
    expect(ask('¿Cuánto es en total?', workshop, ['Quiero tomar el taller con mi hija de ocho años.'])).toBe(
      'Un adulto y una niña de 8 años: 1200 pesos en total.',
    );
    expect(ask('Vengo con mis dos hijos de 5 y 9 años. ¿Cuánto pagamos?', workshop)).toBe(
      'Un adulto, un niño de 5 años y un niño de 9 años: 1600 pesos en total.',
    );
  });

  it('is the group a question of the sum asks of, told before', () => {
    expect(ask('¿Cuánto es en total?', workshop, ['Quiero tomar el taller con mi hija. Ella tiene ocho años.'])).toBe(
      'Un adulto y una niña de 8 años: 1200 pesos en total.',
    );
    expect(ask('¿Cuánto es en total?', workshop, ['Quiero dos cafés.'])).toBeUndefined();
  });
});
