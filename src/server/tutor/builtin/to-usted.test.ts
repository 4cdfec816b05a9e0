import { describe, expect, it } from 'vitest';
import { toUsted, ustedAsTu } from './to-usted';
import { learnerSaysUsted } from './usted-plan';
import { createAddressingReader } from './addressing';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { Conversation, contentDir, createTestEngine } from './testing/tutor-test-kit';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';

const addressing = createAddressingReader(loadPartnerKnowledge().addressing);

describe('a question put to the partner as usted, read as tú', () => {
  it.each([
    ['¿Tiene usted mascotas?', '¿Tienes mascotas?'],
    ['¿Usted tiene mascotas en su casa?', '¿tienes mascotas en tu casa?'],
    ['¿Dónde vive usted?', '¿Dónde vives?'],
    ['¿Cómo se llama usted?', '¿Cómo te llamas?'],
    // no "usted": as it is
    ['¿Tiene hermanos tu madre?', '¿Tiene hermanos tu madre?'],
  ])('%s → %s', (usted, tu) => {
    expect(ustedAsTu(usted)).toBe(tu);
  });
});

describe('a line of the partner said to usted', () => {
  it.each([
    ['¿Vives cerca de aquí?', '¿Vive cerca de aquí?'],
    ['¿Te gusta tu trabajo?', '¿Le gusta su trabajo?'],
    ['¿Cómo te llamas?', '¿Cómo se llama?'],
    ['¿Qué estudiaste y dónde?', '¿Qué estudió y dónde?'],
    ['¿Puedo ayudarte con algo más?', '¿Puedo ayudarle con algo más?'],
    ['¿Cuánto tiempo piensas quedarte?', '¿Cuánto tiempo piensa quedarse?'],
    ['¿Cuándo te gustaría mudarte?', '¿Cuándo le gustaría mudarse?'],
    ['Sí, puedes tener una mascota pequeña.', 'Sí, puede tener una mascota pequeña.'],
    ['¿Me dejas un teléfono para avisarte?', '¿Me deja un teléfono para avisarle?'],
    // a command to tú is usted's present subjunctive, every command of the line ("¡Vuelve pronto!" was left)
    ['Que tengas un lindo día. ¡Vuelve pronto!', 'Que tenga un lindo día. ¡Vuelva pronto!'],
    ['¡Come bien y descansa!', '¡Coma bien y descanse!'],
    // a statement of someone else stays as it is
    ['Sí, cocina muy bien.', 'Sí, cocina muy bien.'],
    ['Sí, puedes tomar ibuprofeno.', 'Sí, puede tomar ibuprofeno.'],
    ['Si quieres, toma un café.', 'Si quiere, tome un café.'],
    ['Para la garganta, toma agua caliente con miel.', 'Para la garganta, tome agua caliente con miel.'],
  ])('%s → %s', (tu, usted) => {
    expect(toUsted(tu)).toBe(usted);
  });

  it('is not given where a word cannot be turned for certain', () => {
    expect(toUsted('Dime qué necesitas.')).toBeUndefined();
    expect(toUsted('¿Vosotros venís mañana?')).toBeUndefined();
    // nothing of tú: the line as it is
    expect(toUsted('El alquiler es de setecientos euros al mes.')).toBe('El alquiler es de setecientos euros al mes.');
  });
});

describe('a customer who says usted', () => {
  it('is answered in kind by one who serves, and no question asked before is asked again', async () => {
    const cafe = { title: 'at-the-cafe', description: '', prompt: '', defaultTopicId: 'at-the-cafe' };
    const conversation = new Conversation(createTestEngine(), cafe, 'intermediate', 'latam');
    const opening = await conversation.open();
    const reply = (await conversation.say('Buenos días. ¿Qué me recomienda usted?')).text;
    expect(reply).not.toMatch(/(?<!\p{L})(?:te|tú|tienes|quieres|sabes|vienes)(?!\p{L})/iu);
    const asked = opening.text.split(/(?<=[.!?])\s+/u).at(-1)!;
    for (const line of ['Un café, por favor.', 'Gracias.', 'Muy bien.']) {
      const next = (await conversation.say(line)).text;
      expect(next).not.toContain(asked);
    }
  });

  it.each(['Disculpe, ¿tiene mesa para dos?', 'Le agradezco mucho su ayuda.', '¿Me puede traer la carta?'])(
    'hears usted in «%s» without the word, and answers in kind',
    async (line) => {
      const cafe = { title: 'at-the-cafe', description: '', prompt: '', defaultTopicId: 'at-the-cafe' };
      const conversation = new Conversation(createTestEngine(), cafe, 'intermediate', 'latam');
      await conversation.open();
      await conversation.say(line);
      const next = (await conversation.say('Un café, por favor.')).text;
      expect(next).not.toMatch(/(?<!\p{L})(?:te|tú|tienes|quieres|sabes|vienes)(?!\p{L})/iu);
    },
  );

  it('never asks in tú again once the customer said usted, even a question it cannot turn', async () => {
    const cafe = { title: 'at-the-cafe', description: '', prompt: '', defaultTopicId: 'at-the-cafe' };
    const engine = createTestEngine(loadTopicCatalogue(contentDir));
    const conversation = new Conversation(engine, cafe, 'advanced', 'latam');
    await conversation.open();
    await conversation.say('Buenos días. ¿Qué me recomienda usted para desayunar?');
    for (const line of [
      'Me gusta el café con leche.',
      'Quiero unos chilaquiles, por favor.',
      '¿Usted trabaja aquí desde hace mucho?',
      'Gracias.',
    ])
      expect((await conversation.say(line)).text, line).not.toMatch(
        /(?<!\p{L})(?:te|tú|tu|tienes|quieres|tuvieras|pudieras|pedirías)(?!\p{L})/iu,
      );
  });

  it('goes back to tú with a customer who goes back to it', async () => {
    const cafe = { title: 'at-the-cafe', description: '', prompt: '', defaultTopicId: 'at-the-cafe' };
    const conversation = new Conversation(createTestEngine(), cafe, 'beginner', 'spain');
    await conversation.open();
    await conversation.say('Buenos días, señora. ¿Usted tiene tostadas?');
    const usted = /(?<!\p{L})(?:usted|quiere|prefiere|desea|le|su|se interesa)(?!\p{L})/iu;
    expect((await conversation.say('Me gusta el café.')).text).toMatch(usted);
    // said to tú, and then a message that addresses nobody: the partner is back in tú
    expect((await conversation.say('¿Tienes zumo de naranja?')).text).not.toMatch(usted);
    expect((await conversation.say('Me gusta mucho la fruta.')).text).not.toMatch(usted);
  });

  it('leaves a friend saying usted in tú', async () => {
    const family = { title: 'family-and-friends', description: '', prompt: '', defaultTopicId: 'family-and-friends' };
    const conversation = new Conversation(createTestEngine(), family, 'intermediate', 'latam');
    await conversation.open();
    const reply = (await conversation.say('Mi abuela siempre me habla de usted, es muy formal.')).text;
    expect(reply).not.toMatch(/(?<!\p{L})(?:usted|su)(?!\p{L})/iu);
  });
});

describe('a learner who addresses the partner formally', () => {
  it.each([
    ['Buenas tardes, señora. Quisiera hacerme socio.', true],
    ['Señor, ¿tiene hora?', true],
    ['¿Le puedo preguntar algo?', true],
    // "señora" as someone talked about is no address
    ['Mi señora es de Lima.', false],
    ['El señor de la tienda fue muy amable.', false],
  ])('in «%s»: %s', (text, formal) => {
    expect(learnerSaysUsted([{ role: 'user', text }], addressing)).toBe(formal);
  });

  it('takes "¿Cuánto le debo?" for usted only from one who said no tú before it', () => {
    const owed = { role: 'user' as const, text: 'Gracias. ¿Cuánto le debo?' };
    expect(learnerSaysUsted([{ role: 'user', text: 'Quería dejar la habitación.' }, owed], addressing)).toBe(true);
    expect(learnerSaysUsted([{ role: 'user', text: '¿Me pones un té?' }, owed], addressing)).toBe(false);
    // "vosotros" to the staff is as informal as tú
    expect(learnerSaysUsted([{ role: 'user', text: '¿Tenéis leche de avena?' }, owed], addressing)).toBe(false);
  });
});
