import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { englishFigureFor, englishFiguresIn } from './english-figures';
import { Conversation, createTestEngine } from './testing/tutor-test-kit';

const cues = loadPartnerKnowledge().scenes.topicText.figures;
const figuresOf = (prompt: string) => englishFiguresIn(prompt, cues, () => false);

describe("an English topic's figures, said in Spanish", () => {
  it('says a time no words say in figures, never leaving it out of its list', () => {
    const figures = figuresOf('Departures at 8:30, 12:00 and 18:45.');
    expect(englishFigureFor(figures, 'time', new Set(['departures']))).toBe(
      'A las ocho y media de la mañana y a las doce del mediodía y a las 18:45.',
    );
  });

  it('says a length of one hour and some minutes in the singular', () => {
    const figures = figuresOf(
      'The fast ferry to Colonia takes 1 hour 15 minutes. The slow ferry takes 3 hours 10 minutes.',
    );
    expect(englishFigureFor(figures, 'duration', new Set(['fast']))).toBe('Es una hora y 15 minutos.');
    expect(englishFigureFor(figures, 'duration', new Set(['slow']))).toBe('Son 3 horas y 10 minutos.');
  });

  it('gives each side of an "and" that names something its own time, said with the word that bounds it', async () => {
    const figures = figuresOf('Check-in is from 14:00 and check-out is until 11:00. Quiet hours start at 23:00.');
    expect(englishFigureFor(figures, 'time', new Set(['check', 'in']))).toBe('A partir de las dos de la tarde.');
    expect(englishFigureFor(figures, 'time', new Set(['check', 'out']))).toBe('Hasta las once de la mañana.');
    expect(englishFigureFor(figures, 'time', new Set(['quiet']))).toBe('A las once de la noche.');
    // times listed for one thing stay together
    // an English compound said in Spanish is asked by its words
    const hostel = { title: 'Hostel', description: '', prompt: 'Check-in is from 14:00 and check-out is until 11:00.' };
    const conversation = await Conversation.opened(createTestEngine(), hostel, 'beginner', 'spain');
    expect((await conversation.say('¿A qué hora es el check-out?')).text).toMatch(/^Hasta las once de la mañana/u);
    expect((await conversation.say('¿A qué hora es el check-in?')).text).toMatch(/^A partir de las dos de la tarde/u);
    const film = figuresOf('Today "El río" is on at 19:30 and 22:00.');
    expect(englishFigureFor(film, 'time', new Set(['rio']))).toBe(
      'A las siete y media de la tarde y a las diez de la noche.',
    );
  });

  it('gives each part of a timetable its own days, and the whole timetable when no day is asked', () => {
    const figures = figuresOf('Opening hours: Monday to Friday 10am to 6pm, Sunday 11am to 3pm.');
    expect(englishFigureFor(figures, 'time', new Set(['sunday']))).toBe(
      'Los domingos, de once de la mañana a tres de la tarde.',
    );
    expect(englishFigureFor(figures, 'time', new Set(['monday']))).toBe(
      'De lunes a viernes, de diez de la mañana a seis de la tarde.',
    );
    expect(englishFigureFor(figures, 'time', new Set(['horario']))).toBe(
      'De lunes a viernes, de diez de la mañana a seis de la tarde, y los domingos, de once de la mañana a tres de la tarde.',
    );
  });

  it('reads thousands written either way, and times written "a.m." inside and at the end of a sentence', () => {
    const figures = figuresOf(
      'The monthly plan costs 120.000 pesos and the yearly plan 1.100.000 pesos. Yoga is at 7 p.m.; spinning is at ' +
        '6 a.m. The club is open from 5 a.m. to 10 p.m. A towel costs 2,500 pesos and a lock 12.50 dollars.',
    );
    expect(englishFigureFor(figures, 'price', new Set(['yearly', 'plan']))).toBe('Son 1.100.000 pesos.');
    expect(englishFigureFor(figures, 'price', new Set(['monthly', 'plan']))).toBe('Son 120.000 pesos.');
    expect(englishFigureFor(figures, 'price', new Set(['towel']))).toBe('Son 2.500 pesos.');
    expect(englishFigureFor(figures, 'price', new Set(['lock']))).toBe(
      'Son 12,50 dollars.'.replace('dollars', 'dólares'),
    );
    expect(englishFigureFor(figures, 'time', new Set(['open']))).toBe('De cinco de la mañana a diez de la noche.');
    expect(englishFigureFor(figures, 'time', new Set(['spinning']))).toBe('A las seis de la mañana.');
  });

  it('keeps a price apart from the condition after its comma', () => {
    const figures = figuresOf('The yearly fee is 20 euros, free if you are under 18 or over 2,000 points.');
    expect(englishFigureFor(figures, 'price', new Set(['yearly', 'fee']))).toBe('Son 20 euros.');
  });

  it('keeps an opening label whole, so each thing it names finds the figure after its colon', () => {
    const figures = figuresOf(
      'Home visit and diagnosis: 25 dollars, deducted from the bill. Labour: 30 dollars per hour, minimum one hour.',
    );
    expect(englishFigureFor(figures, 'price', new Set(['visit']))).toBe('Son 25 dólares.');
    expect(englishFigureFor(figures, 'price', new Set(['labour']))).toBe('Son 30 dólares por hora.');
  });

  it('says a price in the currency of the country the topic is set in, not only pesos or euros', () => {
    expect(englishFigureFor(figuresOf('A day pass for the lake boats costs 75 soles.'), 'price', new Set())).toBe(
      'Son 75 soles.',
    );
    expect(englishFigureFor(figuresOf('The entrance fee is 3,000 colones.'), 'price', new Set())).toMatch(/colones/u);
    // a currency's code is its money, never a length of time
    expect(englishFigureFor(figuresOf('Rental: 35,000 CLP per day.'), 'price', new Set())).toBe(
      'Son 35.000 pesos al día.',
    );
    expect(englishFigureFor(figuresOf('Rental: 35,000 CLP per day.'), 'duration', new Set())).toBeUndefined();
  });

  it('is said in a conversation, its currency vouched for by the data that names it', async () => {
    const ticket = {
      title: 'Buying a ferry ticket',
      description: 'Buy a ticket at the port of Puerto Barrios.',
      prompt: 'You sell ferry tickets in Puerto Barrios, Guatemala. A return ticket to Livingston costs 70 quetzales.',
    };
    const conversation = await Conversation.opened(createTestEngine(), ticket, 'beginner', 'latam');
    const reply = await conversation.say('Buenas tardes. ¿Cuánto cuesta el boleto de ida y vuelta?');
    expect(reply.text).toMatch(/70 quetzales/u);
    expect(reply.text).not.toMatch(/pesos/u);
  });

  it('says a price with what it is per, and no price of another thing the prompt names', async () => {
    expect(englishFigureFor(figuresOf('Insurance costs 20 dollars a day extra.'), 'price', new Set())).toBe(
      'Son 20 dólares al día.',
    );
    const flat = {
      title: 'Renting a flat in Madrid',
      description: 'Viewing a flat to rent.',
      prompt:
        'You are Javier, a landlord in Madrid. Answer questions about the rent (950 euros a month), the deposit, ' +
        'the bills and the neighbourhood.',
    };
    const conversation = await Conversation.opened(createTestEngine(), flat, 'beginner', 'spain');
    // the 950 euros are the rent's: the role's own word on the deposit answers, which prices nothing
    const deposit = await conversation.say('¿Cuánto es la fianza?');
    expect(deposit.text).not.toMatch(/950/u);
    expect(deposit.text).toMatch(/fianza/u);
    expect((await conversation.say('¿Cuánto es el alquiler?')).text).toMatch(/950 euros al mes/u);
  });

  it('gives no time of a clause that shares only a verb with the question, its verb having an object of its own', async () => {
    const hostel = {
      title: 'Checking in at a hostel',
      description: 'Arriving at a small hostel.',
      prompt:
        'You are the receptionist of a hostel in Granada. Breakfast is served from 8:00 to 10:30. Guests can leave ' +
        'their luggage for free until 20:00 on the day they leave.',
    };
    const conversation = await Conversation.opened(createTestEngine(), hostel, 'beginner', 'spain');
    // "dejar" is "leave", but the 20:00 are the luggage's, never the room's
    const room = await conversation.say('¿A qué hora tengo que dejar la habitación?');
    expect(room.text).not.toMatch(/ocho de la noche|20/u);
    expect((await conversation.say('¿Hasta qué hora puedo dejar el equipaje?')).text).toMatch(/ocho de la noche/u);
    expect((await conversation.say('¿A qué hora sirven el desayuno?')).text).toMatch(/ocho de la mañana/u);
  });

  const evenings = {
    title: 'Language exchange café',
    description: 'Conversation evenings at a café in Quito.',
    prompt:
      'You run the evenings at a café in Quito.\n- Sessions are on Tuesdays and Thursdays from 6 pm to 8 pm.\n' +
      '- Each session costs 8 dollars.\n- A card for 10 sessions costs 60 dollars.',
  };

  it('gives the price of one of a thing, not that of a card for several of it', async () => {
    const figures = figuresOf('Each session costs 8 dollars. A card for 10 sessions costs 60 dollars.');
    expect(englishFigureFor(figures, 'price', new Set(['session']), undefined, true)).toBe('Son 8 dólares.');
    const conversation = await Conversation.opened(createTestEngine(), evenings, 'beginner', 'latam');
    expect((await conversation.say('¿Cuánto cuesta una sesión?')).text).toMatch(/8 dólares/u);
  });

  it('answers which days and when a thing is with its days and hours', async () => {
    for (const question of ['¿Qué días hay sesiones?', '¿Cuándo son las sesiones?']) {
      const conversation = await Conversation.opened(createTestEngine(), evenings, 'beginner', 'latam');
      expect((await conversation.say(question)).text).toMatch(/Los martes y los jueves, de seis de la tarde/u);
    }
  });

  it("reads a list under its label as the label's, and a bracket as what a thing comes with, not the thing", async () => {
    const figures = figuresOf('Popcorn: medium 4 €, large 5,50 €; combo (large popcorn + drink) 7 €.');
    expect(englishFigureFor(figures, 'price', new Set(['popcorn', 'large']))).toBe('Son 5,50 euros.');
    expect(englishFigureFor(figures, 'price', new Set(['combo']))).toBe('Son 7 euros.');
    const cinema = {
      title: 'Cinema night',
      description: 'Going to the cinema with a friend.',
      prompt:
        'You sell tickets at a small cinema in Granada. Tickets: 8,50 € normal. Popcorn: medium 4 €, large 5,50 €; ' +
        'combo (large popcorn + drink) 7 €.',
    };
    const conversation = await Conversation.opened(createTestEngine(), cinema, 'intermediate', 'spain');
    // "popcorn", a word the lexicon lacks, is the thing asked about: never the ticket's price
    const asked = await conversation.say('¿Cuánto cuesta un popcorn grande?');
    expect(asked.text).toMatch(/5,50 euros/u);
    expect(asked.text).not.toMatch(/Tickets|8,50|7 euros/u);
  });

  it('says no one price for several of a thing, which would be false as the whole', async () => {
    const bikes = {
      title: 'Bike rental',
      description: 'Renting bikes in Seville.',
      prompt: 'You are the mechanic at a bike shop in Seville. We rent bikes: 10 € per day, 50 € per week.',
    };
    const conversation = await Conversation.opened(createTestEngine(), bikes, 'intermediate', 'spain');
    expect((await conversation.say('¿Cuánto cuesta alquilar una bici para una semana?')).text).toMatch(/50 euros/u);
    expect((await conversation.say('¿Cuánto nos cuesta alquilar dos bicis para toda la semana?')).text).not.toMatch(
      /50 euros|10 euros/u,
    );
  });
});

describe('a word an English clause uses as a verb', () => {
  const hostel = figuresOf('Quiet hours start at 23:00. Free breakfast at 8:00. Boats leave from the port at 9:00.');

  it('names what a verb of the question asks, never a noun’s', () => {
    // "salida" is an English "start" as a noun: the clause's verb "start" is not what it asks
    expect(englishFigureFor(hostel, 'time', new Set(['start', 'exit']))).toBeUndefined();
    // "¿A qué hora empieza…?" asks by the verb
    expect(englishFigureFor(hostel, 'time', new Set(['start', 'quiet']), undefined, false, new Set(['start']))).toBe(
      'A las once de la noche.',
    );
  });

  it('leaves a noun before a time a noun', () => {
    expect(englishFigureFor(hostel, 'time', new Set(['breakfast']))).toBe('A las ocho de la mañana.');
    expect(englishFigureFor(hostel, 'time', new Set(['boat']))).toBe('A las nueve de la mañana.');
  });
});

describe('a whole timetable asked', () => {
  it('says the hours of the same days together, every day in one sentence', () => {
    const shop = figuresOf('Hours: Mon-Fri 10:00-14:00 and 17:30-20:30; Sat 10:00-14:00; closed on Sundays.');
    expect(englishFigureFor(shop, 'time', new Set(['horario']))).toBe(
      'De lunes a viernes, de diez de la mañana a dos de la tarde y de cinco y media de la tarde a ocho y media de ' +
        'la noche, y los sábados, de diez de la mañana a dos de la tarde.',
    );
  });
});
