import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { createServiceAnswerer } from './service-answers';

const service = createServiceAnswerer(loadPartnerKnowledge().serviceAnswers);
const shop: TutorTopic = {
  title: 'Mi móvil roto',
  description: 'Llevo mi móvil a arreglar.',
  prompt: 'Eres el dueño de una tienda de reparación de móviles. El alumno es un cliente.',
};
const notAShop: TutorTopic = { title: 'Mi huerto', description: 'Hablar de plantas.', prompt: '' };

describe('service answers', () => {
  it('answers a customer in role, one price for one thing all conversation long', () => {
    const asked = service.answer('¿Cuánto me cobras por cambiar la pantalla?', shop, 'spain');
    expect(asked?.es).toMatch(/^Son unos \d+ euros\.$/u);
    expect(service.answer('¿Cuánto cuesta cambiar la pantalla?', shop, 'spain')).toEqual(asked);
    expect(service.answer('¿Cuánto cuesta cambiar la pantalla?', shop, 'latam')?.es).toMatch(/pesos/u);
    expect(service.answer('¿Para cuándo estaría listo?', shop, 'spain')?.es).toBe('Para pasado mañana por la tarde.');
    expect(service.answer('¿Cuánto tiempo tardas?', shop, 'spain')?.es).toMatch(/^Más o menos /u);
    expect(service.answer('¿Puedo pagar con tarjeta?', shop, 'spain')?.es).toMatch(/tarjeta/u);
    // a recommendation, in any wording: what customers ask for most, never a made-up product
    expect(service.answer('¿Qué producto me recomiendas para el pelo seco?', shop, 'spain')?.es).toMatch(/recomiendo/u);
    expect(service.answer('¿Qué me aconseja usted?', shop, 'latam')?.es).toMatch(/recomiendo/u);
    // but not of a thing the topic never names: a route is nothing customers order at a campsite
    const camping = { title: 'Camping', description: '', prompt: 'Eres el recepcionista del camping.' };
    expect(service.answer('¿Nos recomiendas alguna ruta corta?', camping, 'spain')).toBeUndefined();
    // nor a thing to do that the place does not sell
    expect(service.answer('¿Qué me recomienda visitar?', shop, 'latam')).toBeUndefined();
    expect(service.answer('¿Qué me recomiendas comprar?', shop, 'spain')?.es).toMatch(/recomiendo/u);
  });

  it('keeps a made-up price per thing: a count multiplies it, several things add up, a whole of nothing gets none', () => {
    const salon = { title: 'Pedir cita en la peluquería', description: '', prompt: '' };
    const priceOf = (question: string) =>
      Number(/(\d+) euros/u.exec(service.answer(question, salon, 'spain')?.es ?? '')?.[1]);
    const cut = priceOf('¿Cuánto cuesta el corte de hombre?');
    const beard = priceOf('¿Cuánto cuesta el arreglo de barba?');
    expect(cut).toBeGreaterThan(0);
    expect(priceOf('¿Cuánto cuestan dos cortes de hombre?')).toBe(2 * cut);
    expect(priceOf('¿Cuánto cuesta el corte de hombre y el arreglo de barba?')).toBe(cut + beard);
    expect(priceOf('¿Cuánto cuesta el corte de hombre y cuánto tarda?')).toBe(cut);
    expect(service.answer('¿Cuánto es todo junto?', salon, 'spain')).toBeUndefined();
    // "ida y vuelta" is one thing, not two
    expect(priceOf('¿Cuánto cuesta un billete de ida y vuelta?')).toBe(
      priceOf('¿Cuánto cuesta el billete de ida y vuelta?'),
    );
  });

  it('makes up no answer the topic speaks of itself, and reads the kind in the question, not before it', () => {
    const salon = {
      title: 'En la peluquería',
      description: '',
      prompt: 'Eres la peluquera. No se aceptan tarjetas, solo efectivo o Bizum.',
    };
    expect(service.answer('¿Puedo pagar con tarjeta?', salon, 'spain')).toBeUndefined();
    expect(service.answer('No tengo efectivo. ¿Hay un cajero cerca?', shop, 'spain')).toBeUndefined();
  });

  it('hears a thing wanted that the topic names as a service asked for, and nothing it never names', () => {
    const camping = {
      title: 'Camping',
      description: '',
      prompt: 'Eres el recepcionista del camping. La parcela cuesta 18 euros por noche.',
    };
    expect(service.requestsAService('Queríamos una parcela para tres noches.', camping)).toBe(true);
    expect(service.requestsAService('Queríamos un descuento.', camping)).toBe(false);
  });

  it('says nothing where the topic serves no one, for a salary, or for a question it has no kind for', () => {
    expect(service.answer('¿Cuánto cuesta un tomate?', notAShop, 'spain')).toBeUndefined();
    expect(service.answer('¿Cuánto es el sueldo?', shop, 'spain')).toBeUndefined();
    // whether something is included asks no price
    expect(service.answer('¿El precio incluye la funda?', shop, 'spain')).toBeUndefined();
    expect(service.answer('¿Te gusta tu trabajo?', shop, 'spain')).toBeUndefined();
    // "¿vale?" closes a sentence; "tardar en" + infinitive asks how long something takes to happen by itself.
    expect(service.answer('El sábado vuelvo a recoger el móvil, ¿vale?', shop, 'spain')).toBeUndefined();
    expect(service.answer('¿Cuánto tiempo tarda en secarse la pantalla nueva?', shop, 'spain')).toBeUndefined();
    // the topic's own advice, even one the partner cannot say, is never replaced by a made-up recommendation
    const advising = { ...shop, prompt: `${shop.prompt} Tu consejo: proteger la pantalla con una funda.` };
    expect(service.answer('¿Qué me recomienda?', advising, 'spain')).toBeUndefined();
    expect(service.answer('¿Qué me recomienda?', shop, 'spain')).toBeDefined();
    // a reason asked: "Son unos 80 euros" would answer another question
    expect(service.answer('¿Por qué me cobraron tanto por la pantalla?', shop, 'spain')).toBeUndefined();
    expect(service.answer('¿Cuánto vale la funda?', shop, 'spain')?.es).toMatch(/euros/u);
    expect(
      service.answer('¿Cuánto cuesta?', { ...shop, defaultTopicId: 'shopping-at-the-market' }, 'spain'),
    ).toBeUndefined();
  });

  it('says yes to a thing on offer the topic names, and nothing of one it never names or that is no thing', () => {
    const canSay = (phrase: string) => !phrase.includes('cables');
    const selling = {
      ...shop,
      prompt: `${shop.prompt} También vende cargadores de coche, auriculares y cables.`,
    };
    expect(service.offers('¿Tienen cargadores de coche?', selling, canSay)?.es).toBe(
      'Sí, tenemos cargadores de coche.',
    );
    expect(service.offers('¿Hay algún cargador?', selling, canSay)?.es).toBe('Sí, hay un cargador.');
    // a kind of the thing the topic never tells of is no yes: its chargers may be none of them
    expect(service.offers('¿Hay algún cargador barato?', selling, canSay)).toBeUndefined();
    expect(service.offers('¿Tienen cargadores solares?', selling, canSay)).toBeUndefined();
    expect(service.offers('¿Y venden ustedes auriculares?', selling, canSay)?.es).toBe('Sí, vendemos auriculares.');
    // named, but not to be said back as written: no yes rather than a bare one
    expect(service.offers('¿Tienen cables?', selling, canSay)).toBeUndefined();
    // never named: an invented yes would be a made-up fact ("Sí, hay descuento para estudiantes")
    expect(service.offers('Es muy caro... ¿hay descuento para estudiantes?', selling, canSay)).toBeUndefined();
    expect(service.offers('¿Tienen fundas?', shop, canSay)).toBeUndefined();
    for (const notAThing of ['¿Hay algún problema con el móvil?', '¿Hay que pagar ahora?', '¿Tienes tiempo hoy?'])
      expect(service.offers(notAThing, selling, canSay), notAThing).toBeUndefined();
    expect(service.offers('¿Tienen cargadores?', notAShop, canSay)).toBeUndefined();
  });

  it('answers each thing a question asks, in the order asked, and a question in days in days', () => {
    const both = service.answer('¿Cuánto cuesta enviar este paquete y cuántos días tarda?', shop, 'spain')?.es;
    expect(both).toMatch(
      /^Son unos \d+ euros\. Más o menos (dos o tres días|unos cinco días|una semana|unos diez días)\.$/u,
    );
    expect(service.answer('¿Cuántos días tarda la reparación?', shop, 'spain')?.es).not.toMatch(/hora/u);
  });

  it('reads an English topic in Spanish through the glossary ("You are the receptionist at a gym")', () => {
    const gym: TutorTopic = {
      title: 'Joining a gym',
      description: 'Asking about a membership.',
      prompt: 'You are the receptionist at a gym. I want to sign up.',
    };
    const english = new Map([
      ['receptionist', 'el recepcionista'],
      ['gym', 'el gimnasio'],
    ]);
    const reading = createServiceAnswerer(loadPartnerKnowledge().serviceAnswers, (word) => english.get(word));
    expect(reading.answer('¿A qué hora abre el gimnasio?', gym, 'latam')?.es).toMatch(/^A las /u);
    expect(service.answer('¿A qué hora abre el gimnasio?', gym, 'latam')).toBeUndefined();
  });

  it('gives a time of the part of the day the question names: no breakfast at a quarter past four', () => {
    const hotel: TutorTopic = {
      title: 'En el hotel',
      description: 'Hacer el check-in.',
      prompt: 'Eres el recepcionista de un hotel.',
    };
    const table = loadPartnerKnowledge().serviceAnswers.clockTimes;
    const of = (part: string) => table.filter((time) => time.partOfDay === part).map((time) => `A las ${time.es}.`);
    const rooms = ['la habitación', 'el restaurante', 'la piscina', 'el gimnasio', 'la tienda', 'el bar'];
    for (const place of rooms) {
      expect(of('morning')).toContain(service.answer(`¿A qué hora abre ${place}?`, hotel, 'spain')?.es);
      expect(of('evening')).toContain(service.answer(`¿A qué hora cierra ${place}?`, hotel, 'spain')?.es);
    }
    expect(of('morning')).toContain(service.answer('¿A qué hora es el desayuno?', hotel, 'latam')?.es);
    expect(of('evening')).toContain(service.answer('¿A qué hora se sirve la cena?', hotel, 'latam')?.es);
    expect(of('day')).toContain(service.answer('¿A qué hora puedo dejar la maleta?', hotel, 'latam')?.es);
  });
});
