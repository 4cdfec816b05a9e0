import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { pricedItemAsked, pricedItemsIn, priceWordsOf } from './priced-items';
import { createTopicTotals } from './topic-totals';

const totals = createTopicTotals(loadPartnerKnowledge().scenes);
const priceWords = priceWordsOf(loadPartnerKnowledge().scenes.topicText.figures);
const topic = (prompt: string) => ({ title: 'Una tienda', description: '', prompt });
const bakery = topic(
  'Eres Rosa, pastelera en Burgos. Las magdalenas cuestan 2 euros, los cruasanes 1,50 euros y una tarta de ' +
    'manzana entera 20 euros. Abres a las ocho.',
);

describe('a thing priced by two units, and named with an adjective in the plural', () => {
  const cevicheria = topic(
    'Eres Jorge, mesero. Carta: ceviche clásico, 38 soles; ceviche mixto, 45 soles; chicha morada, 18 soles la ' +
      'jarra o 6 soles el vaso; Inca Kola, 7 soles.',
  );

  it('reads each unit’s price, sums the unit told, and picks the thing by the plural of its adjective', () => {
    expect(pricedItemsIn(cevicheria.prompt, priceWords).map((item) => [item.name, item.price, item.rate])).toEqual([
      ['ceviche clásico', 38, undefined],
      ['ceviche mixto', 45, undefined],
      ['chicha morada', 18, 'la jarra'],
      ['chicha morada', 6, 'el vaso'],
      ['Inca Kola', 7, undefined],
    ]);
    expect(totals.orderTotalFor('Queremos dos ceviches mixtos y una jarra de chicha morada.', [], cevicheria)).toBe(
      'Dos ceviches mixtos y una jarra de chicha morada: 108 soles en total.',
    );
    expect(totals.orderTotalFor('Dos vasos de chicha morada, por favor.', [], cevicheria)).toBe(
      'Dos vasos de chicha morada: 12 soles en total.',
    );
  });
});

describe('a price whose sentence opens with a place, and whose currency has its adjective', () => {
  const buses = topic(
    'Eres Camila. A Valparaíso y Viña del Mar el pasaje cuesta 5.000 pesos chilenos; hay salidas cada 20 minutos.',
  );

  it('is of the thing its article opens before the verb, not of the place, and is summed by a count', () => {
    expect(pricedItemsIn(buses.prompt.split('. ')[1]!, priceWords).map((item) => [item.name, item.qualified])).toEqual([
      ['el pasaje', false],
    ]);
    expect(totals.orderTotalFor('¿Cuánto son dos pasajes?', [], buses)).toBe('Dos pasajes: 10.000 pesos en total.');
  });
});

describe('a price asked of several things a list under a heading prices', () => {
  const salon = topic(
    'Eres Jordi. Precios: corte de mujer, 28 euros; corte de hombre, 16 euros; arreglo de barba, 8 euros. Si te ' +
      'piden una recomendación, dices: «Te recomiendo el tratamiento de hidratación; cuesta 15 euros».',
  );

  it('adds up the things named, each by the words that tell it from the others, and counts a count', () => {
    expect(totals.orderTotalFor('¿Cuánto cuesta el corte de hombre y el arreglo de barba?', [], salon)).toBe(
      'Un corte de hombre y un arreglo de barba: 24 euros en total.',
    );
    expect(totals.orderTotalFor('¿Cuánto cuestan dos cortes de hombre?', [], salon)).toBe(
      'Dos cortes de hombre: 32 euros en total.',
    );
    // one thing with "el" is its own price, which the topic's sentence says
    expect(totals.orderTotalFor('¿Cuánto cuesta el corte de hombre?', [], salon)).toBeUndefined();
    // a cut told by its verb, which of the cuts unknown, leaves no sum that would leave it out
    const told = 'Yo quiero un corte de hombre y mi hijo también quiere cortarse el pelo.';
    expect(totals.orderTotalFor('¿Cuánto es todo junto?', [told, '¿Cuánto es todo junto?'], salon)).toBeUndefined();
  });
});

describe('the things a topic prices, read from its sentences', () => {
  it('reads "name, price;" lists, a first word that may be a noun or a verb naming the thing', () => {
    const garage = topic(
      'Eres Raúl, mecánico en Cuenca. Tarifas: revisión completa, 90 euros; cambio de aceite, 45 euros; alineación, 30 euros.',
    );
    expect(pricedItemsIn(garage.prompt.split('. ')[1]!, priceWords).map((item) => item.name)).toEqual([
      'revisión completa',
      'cambio de aceite',
      'alineación',
    ]);
    // a noun the tagger may read as a verb ("consulta") names its item by its noun lemma too
    const vet = 'Tarifas: consulta general, 50 euros; baño para perros pequeños, 30 euros.';
    expect(pricedItemAsked(vet, new Set(['consulta']), priceWords)).toBe('Consulta general: 50 euros.');
    // the sum asked in the same turn counts each thing named with "el" or "la" once, in the article's gender
    expect(
      totals.orderTotalFor(
        'Necesito el cambio de aceite y la alineación. ¿Cuánto cuesta todo junto?',
        ['Necesito el cambio de aceite y la alineación. ¿Cuánto cuesta todo junto?'],
        garage,
      ),
    ).toBe('Un cambio de aceite y una alineación: 75 euros en total.');
    // without a question of the whole, "la" counts nothing
    expect(
      totals.orderTotalFor('¿Cuánto cuesta?', ['La revisión completa me interesa.', '¿Cuánto cuesta?'], garage),
    ).toBeUndefined();
  });

  it('reads a name before a bracket that describes the thing and then prices it, and names of a "de" phrase whole', () => {
    const names = (sentence: string) =>
      pricedItemsIn(sentence, priceWords).map((item) => `${item.name} = ${item.said}`);
    expect(
      names(
        'Vendes: tiritas (paquete de 30 unidades, 3 euros), jarabe de fresa y plátano (7,20 euros) y protector ' +
          'de labios (4 euros).',
      ),
    ).toEqual(['tiritas = 3 euros', 'jarabe de fresa y plátano = 7,20 euros', 'protector de labios = 4 euros']);
    const chemist = topic(
      'Eres Luis, farmacéutico. Vendes gel hidroalcohólico (botella de 500 ml, 6 euros) y protector de labios (4 euros).',
    );
    expect(totals.orderTotalFor('Quiero un gel hidroalcohólico y dos protectores de labios.', [], chemist)).toBe(
      'Un gel hidroalcohólico y dos protectores de labios: 14 euros en total.',
    );
  });

  it('names each thing of a list with its own price, the verb said once or before every one', () => {
    const names = (sentence: string) =>
      pricedItemsIn(sentence, priceWords).map((item) => `${item.name} = ${item.said}`);
    expect(names('Los tamales cuestan 25 pesos, el atole 18 pesos y una torta de jamón 45 pesos.')).toEqual([
      'Los tamales = 25 pesos',
      'el atole = 18 pesos',
      'una torta de jamón = 45 pesos',
    ]);
    expect(names('Vendo una mesa por 30 euros, sillas a 5 euros cada una y un sofá por 90 euros.')).toEqual([
      'una mesa = 30 euros',
      'sillas = 5 euros',
      'un sofá = 90 euros',
    ]);
    expect(names('Lavado: 12 euros; lavado y secado: 18 euros.')).toEqual([
      'Lavado = 12 euros',
      'lavado y secado = 18 euros',
    ]);
    // a price by the kilo or the night keeps what it is for
    expect(pricedItemsIn('Las uvas están a 3 euros el kilo.', priceWords)[0]?.rate).toBe('el kilo');
  });

  it('answers the price of the one thing asked, with its name', () => {
    const sentence = 'Los tamales cuestan 25 pesos, el atole 18 pesos y una torta de jamón 45 pesos.';
    expect(pricedItemAsked(sentence, new Set(['torta']), priceWords)).toBe('Una torta de jamón: 45 pesos.');
    expect(pricedItemAsked(sentence, new Set(['cafe']), priceWords)).toBeUndefined();
  });
});

describe('what an order comes to, at the topic’s own prices', () => {
  it('sums the things counted, named as the learner named them', () => {
    expect(totals.orderTotalFor('Quiero tres magdalenas y dos cruasanes, por favor.', [], bakery)).toBe(
      'Tres magdalenas y dos cruasanes: 9 euros en total.',
    );
    expect(totals.orderTotalFor('Una tarta de manzana, por favor.', [], bakery)).toBe(
      'Una tarta de manzana: 20 euros en total.',
    );
  });

  it('says a second order with its own price, not as the total', () => {
    expect(totals.orderTotalFor('Y dos cruasanes.', ['Ponme tres magdalenas.', 'Y dos cruasanes.'], bakery)).toBe(
      'Dos cruasanes: 3 euros.',
    );
  });

  it('sums what the messages before ordered when the bill is asked', () => {
    const said = ['Ponme cinco magdalenas.', 'Ayer compré dos cruasanes.', '¿Cuánto es?'];
    expect(totals.orderTotalFor('¿Cuánto es?', said, bakery)).toBe('Cinco magdalenas: 10 euros en total.');
  });

  it('says nothing it cannot sum for certain', () => {
    // a thing the topic does not price, a count left out, a thing told in the past, a price asked (no bill)
    expect(totals.orderTotalFor('Dos cruasanes y un café.', [], bakery)).toBeUndefined();
    expect(totals.orderTotalFor('Quiero magdalenas.', [], bakery)).toBeUndefined();
    expect(totals.orderTotalFor('Ayer compré dos cruasanes.', [], bakery)).toBeUndefined();
    expect(totals.orderTotalFor('¿Cuánto cuestan dos cruasanes de chocolate?', [], bakery)).toBeUndefined();
    // the count of what holds them, and a thing named more narrowly than the topic prices it
    const school = topic('Cada clase cuesta 40.000 pesos, o 280.000 el paquete de 8 clases.');
    expect(totals.orderTotalFor('Quiero un paquete de ocho clases.', [], school)).toBeUndefined();
    const trains = topic('Un billete de ida cuesta 30 euros; ida y vuelta, 50.');
    expect(totals.orderTotalFor('¿Cuánto es un billete de ida y vuelta en total?', [], trains)).toBeUndefined();
  });

  it('sums only what is counted and priced, whatever words the lexicon lacks', () => {
    const bread = topic('Eres Lupe, panadera. Las conchas cuestan 10 pesos y los bolillos 4 pesos.');
    expect(totals.orderTotalFor('Quiero cinco conchas y tres bolillos.', [], bread)).toBe(
      'Cinco conchas y tres bolillos: 62 pesos en total.',
    );
    // "tres bolillo" is a slip, said back by no one; and a praise that names a thing orders nothing
    expect(totals.orderTotalFor('Quiero cinco conchas y tres bolillo.', [], bread)).toBeUndefined();
    const said = ['Quiero dos conchas.', '¡Sus conchas son las más ricas!', '¿Cuánto le debo?'];
    expect(totals.orderTotalFor('¿Cuánto le debo?', said, bread)).toBe('Dos conchas: 20 pesos en total.');
  });

  it('sums no price that depends on more than the count', () => {
    const locksmith = topic('Eres Tito, cerrajero. Abrir una puerta cuesta 600 pesos de día y 900 pesos de noche.');
    expect(totals.orderTotalFor('Necesito abrir una puerta.', [], locksmith)).toBeUndefined();
  });

  it('writes a large sum with the topic’s thousands mark', () => {
    const school = topic('Cada clase cuesta 40.000 pesos.');
    expect(totals.orderTotalFor('Quiero ocho clases.', [], school)).toBe('Ocho clases: 320.000 pesos en total.');
  });
});

describe('orders by the unit a price is for, and things counted in a price question', () => {
  const greengrocer = topic(
    'Eres Lola y tienes una frutería en Cádiz. Vendes: tomates a 3 euros el kilo; cebollas a 2 euros el kilo; ' +
      'melón a 4 euros la pieza; uvas a 5 euros la caja de un kilo. Si alguien se lleva más de 5 kilos de ' +
      'tomates, le dejas el kilo a 2,50 euros.',
  );
  const clinic = topic(
    'Eres recepcionista de una clínica. Precios: una revisión (chequeo), 40 euros; un análisis de sangre, 25 euros.',
  );

  it('multiplies a price by the kilo by the kilos told, and a price per piece by the count', () => {
    expect(
      totals.orderTotalFor(
        'Quiero tres kilos de cebollas y un melón.',
        ['Quiero tres kilos de cebollas y un melón.'],
        greengrocer,
      ),
    ).toBe('Tres kilos de cebollas y un melón: 10 euros en total.');
    expect(totals.orderTotalFor('Ponme medio kilo de cebollas.', ['Ponme medio kilo de cebollas.'], greengrocer)).toBe(
      'Medio kilo de cebollas: 1 euro en total.',
    );
  });

  it('sums no thing the topic prices again elsewhere, nor the price of a unit as a thing', () => {
    // «más de 5 kilos de tomates» has its own price: which one holds is the partner's to check
    const order = 'Quiero dos kilos de tomates.';
    expect(totals.orderTotalFor(order, [order], greengrocer)).toBeUndefined();
    expect(
      totals.orderTotalFor('¿Cuánto cuestan dos kilos?', ['¿Cuánto cuestan dos kilos?'], greengrocer),
    ).toBeUndefined();
  });

  it('answers a price question that counts more than one of a thing, by a name the topic gives in brackets too', () => {
    const asked = '¿Cuánto cuestan dos chequeos?';
    expect(totals.orderTotalFor(asked, [asked], clinic)).toBe('Dos chequeos: 80 euros en total.');
    // one of it is its price, said by the topic's own sentence elsewhere
    expect(totals.orderTotalFor('¿Cuánto cuesta un chequeo?', ['¿Cuánto cuesta un chequeo?'], clinic)).toBeUndefined();
  });
});

describe('things added to a price asked, in a topic written as a list of lines', () => {
  const climbing = topic(
    'Atiendes la recepción de un rocódromo en Bogotá.\n- Horario: lunes a viernes de 6:00 a. m. a 10:00 p. m.\n' +
      '- Entrada de un día: 35.000 pesos. Mensualidad ilimitada: 220.000 pesos.\n' +
      '- Alquiler de zapatillas de escalada: 8.000 pesos; arnés: 5.000 pesos; bolsa de magnesio: 3.000 pesos.',
  );

  it('reads each line as its own sentence, and a rented thing as the item of its rental', () => {
    const items = climbing.prompt.split('\n').flatMap((line) => pricedItemsIn(line, priceWords));
    expect(items.map((item) => item.name)).toContain('Entrada de un día');
    const shoes = items.find((item) => item.name.startsWith('Alquiler'))!;
    expect([...shoes.heads]).toContain('zapatilla');
  });

  it('adds up what the sentence before the question counts in, one of each, as the topic names it', () => {
    expect(totals.orderTotalFor('Contando la entrada, las zapatillas y el arnés, ¿cuánto pago?', [], climbing)).toBe(
      'Una entrada, las zapatillas y un arnés: 48.000 pesos en total.',
    );
    // "los zapatos" is nothing the topic prices: a sum without it would be false
    expect(
      totals.orderTotalFor('Contando la entrada, los zapatos y el arnés, ¿cuánto pago?', [], climbing),
    ).toBeUndefined();
  });
});
