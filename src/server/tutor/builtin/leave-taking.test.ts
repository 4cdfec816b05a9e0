import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { asTutorTopic, contentDir, Conversation, createTestEngine, customTopic } from './testing/tutor-test-kit';
import { createAddressingReader } from './addressing';
import { createLeaveTakingReader } from './leave-taking';

const reader = createLeaveTakingReader(
  loadPartnerKnowledge().leaveTaking,
  createAddressingReader(loadPartnerKnowledge().addressing).isTag,
);

describe('leave-taking', () => {
  it.each([
    'Adiós.',
    'Bueno, me voy.',
    'Ya me voy, que es tarde.',
    'Gracias por todo y hasta luego.',
    'Vale, pues te dejo, que me esperan en casa.',
    'Perfecto, muchas gracias. Me tengo que marchar, se me hace tarde.',
    'Oye, qué tarde es. Bueno, me voy a acostar, mañana madrugo.',
    'Ahora me voy al gimnasio; hablamos mañana.',
    'Nos vemos en clase, ¿vale?',
    '¿Nos vemos el viernes en la biblioteca?',
    'Uy, tengo que colgar. ¡Un abrazo a tu familia!',
    'Me ha gustado mucho hablar contigo, pero tengo que irme. Mañana trabajo temprano.',
    'Cuídate mucho.',
    'Seguimos otro día, ¿vale?',
    'Bueno, ya no te molesto más.',
    'Bueno, doctora, no le quito más tiempo. Muchas gracias.',
    'Hasta luego, Ana.',
    'Vale, chao.',
    'Le agradezco su tiempo. Quedo pendiente de su respuesta.',
    'Aquí está bien. Quédese con el cambio y gracias por la charla.',
    'Gracias, ha sido una charla muy agradable.',
    'Bueno, ha sido un placer.',
    'Perfecto, el jueves me paso por la tienda. ¡Agur!',
  ])('a goodbye wherever it stands: %s', (line) => {
    expect(reader.takesLeave(line)).toBe(true);
  });

  it.each([
    'Mi hermana y yo nos vemos cada domingo.',
    'Nos vemos todos los fines de semana en el parque.',
    'Trabajo hasta mañana por la noche.',
    'Me voy a comprar un coche nuevo.',
    'Mañana me voy a la playa con mis amigos.',
    'Me voy de vacaciones en agosto.',
    'Te dejo mi número de teléfono.',
    'No me voy todavía, tengo tiempo.',
    'Hasta ahora no he tenido problemas.',
    'Bueno, me voy. Pero antes, ¿cuánto le debo?',
    'Quiero estudiar hasta las diez.',
    'Adiós a las bolsas de plástico: ahora todo es reciclable.',
    'Hasta mañana no tengo clase.',
    'Gracias por todo tu apoyo con mi español, de verdad.',
    'El concierto fue un placer para los oídos.',
  ])('not a goodbye: %s', (line) => {
    expect(reader.takesLeave(line)).toBe(false);
  });

  it('hears a wish for the rest of the day as a goodbye ("Que vaya bien la tarde")', () => {
    expect(reader.takesLeave('Bueno, mil gracias por tu paciencia. Que vaya bien la tarde.')).toBe(true);
  });

  it('hears no goodbye in a condition that waits "hasta el domingo"', async () => {
    const conversation = new Conversation(createTestEngine(), customTopic('Taquilla del museo'), 'advanced');
    await conversation.open();
    const reply = await conversation.say(
      'Si hubiera sabido que el domingo es gratis, habría esperado hasta el domingo.',
    );
    expect(reply.text).not.toMatch(/hasta pronto|placer/iu);
  });

  it('hears no word of leaving in a time of day or "hasta" before an hour', () => {
    expect(reader.mayBeLeaving('Trabajo hasta las seis, así que necesitaría clases por la tarde.')).toBe(false);
    expect(reader.mayBeLeaving('Se me hace tarde.')).toBe(true);
    expect(reader.mayBeLeaving('Hasta luego.')).toBe(true);
    // caring for something is no "¡Cuídate!"
    expect(reader.mayBeLeaving('Tenemos que cuidar el planeta.')).toBe(false);
    expect(reader.mayBeLeaving('Bueno, ¡cuídate mucho!')).toBe(true);
  });

  it("hears a wish for the speaker's own doing as a plan, not a wish for the listener", () => {
    expect(reader.statesAPlan('Espero que el próximo verano podamos ir a Islandia.')).toBe(true);
    // what may happen to the speaker ("es posible que llegue tarde") is no leaving
    expect(reader.statesAPlan('Es posible que llegue un poco tarde porque trabajo lejos.')).toBe(true);
    expect(reader.statesAPlan('Espero volver pronto a México.')).toBe(true);
    expect(reader.statesAPlan('Espero que tengas un buen día.')).toBe(false);
    // a subject pronoun before the plan ("Yo quiero…") is still a plan, and "Yo me voy" still a goodbye
    expect(reader.statesAPlan('¡Qué bien! Yo quiero ir a Perú para ver Machu Picchu.')).toBe(true);
    expect(reader.takesLeave('Bueno, yo me voy.')).toBe(true);
  });

  it('hears "hasta" + a time after a clause of staying as till when, not goodbye', () => {
    expect(reader.takesLeave('Nos quedamos dos semanas, hasta el domingo 14.')).toBe(false);
    expect(reader.takesLeave('La tienda está cerrada, hasta el lunes.')).toBe(false);
    expect(reader.takesLeave('Ha sido genial charlar, hasta el jueves.')).toBe(true);
    expect(reader.takesLeave('Me quedo un rato más, hasta luego.')).toBe(true);
    // nor is a bed booked, nights counted or going to do something a word of leaving
    expect(reader.mayBeLeaving('Nos vamos a mudar el mes que viene. Queremos dos camas en la habitación.')).toBe(false);
    expect(reader.mayBeLeaving('Son cuatro noches en total.')).toBe(false);
    expect(reader.mayBeLeaving('Uf, me voy a la cama.')).toBe(true);
  });

  it('hears news of a journey or a gerund after a verb of going as no leaving', () => {
    expect(reader.mayBeLeaving('Nos vamos de viaje a Chile el mes que viene, lo cual nos hace mucha ilusión.')).toBe(
      false,
    );
    expect(reader.mayBeLeaving('Me marcho a Sevilla en septiembre con mi novio.')).toBe(false);
    expect(reader.mayBeLeaving('Poco a poco me voy adaptando, lo cual no es fácil.')).toBe(false);
    expect(reader.takesLeave('Tengo que irme de intercambio un semestre.')).toBe(false);
    expect(reader.mayBeLeaving('Bueno, me voy a casa.')).toBe(true);
  });

  it('hears no leaving in what someone else does, nor in "mañana" inside a long turn', () => {
    expect(reader.mayBeLeaving('Mañana tendré que madrugar muchísimo, porque mi vuelo a Lima sale muy temprano.')).toBe(
      false,
    );
    expect(reader.mayBeLeaving('Mi hermano se va a Londres.')).toBe(false);
    expect(reader.mayBeLeaving('Es tarde, mañana trabajo.')).toBe(true);
    expect(reader.mayBeLeaving('Quedo atento a su llamada. Que tenga muy buena tarde.')).toBe(true);
    expect(reader.mayBeLeaving('Bueno, me voy.')).toBe(true);
  });

  it('hears no goodbye in a long turn that tells of a journey', async () => {
    const topics = loadTopicCatalogue(contentDir);
    const travel = topics.topics.find((topic) => topic.id === 'travel-and-holidays')!;
    const conversation = await Conversation.opened(createTestEngine(topics), asTutorTopic(travel), 'advanced');
    const reply = await conversation.say('En julio nos vamos de vacaciones a Grecia, lo cual me parece un sueño.');
    expect(reply.text).not.toMatch(/adiós|hasta pronto/iu);
  });

  it('tells a closing line that says goodbye from one that does not', () => {
    expect(reader.saysGoodbye('¡Gracias por su compra!')).toBe(false);
    expect(reader.saysGoodbye('Fue un placer. ¡Hasta pronto!')).toBe(true);
  });
});

describe('a question asked before a goodbye', () => {
  it('is answered, then the partner says goodbye', async () => {
    const shop = {
      ...customTopic('En la floristería'),
      prompt: 'Eres Lola, florista. La tienda abre de martes a domingo de 9:00 a 14:00.',
    };
    const conversation = await Conversation.opened(createTestEngine(), shop, 'intermediate');
    const reply = await conversation.say('Genial, vuelvo mañana. ¿A qué hora abrís? Gracias y hasta mañana.');
    expect(reply.text).toMatch(/de 9:00 a 14:00/u);
    expect(reply.text).toMatch(/hasta pronto|placer|adiós/iu);
  });
});
