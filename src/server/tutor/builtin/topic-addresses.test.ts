import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { createTopicAddresses } from './topic-addresses';

const addresses = createTopicAddresses(loadPartnerKnowledge().scenes.topicText.address, (lemma) =>
  lemma === 'hostal' ? ['hostel'] : [],
);
const topic = (title: string, prompt: string) => ({ title, description: '', prompt });

describe('the street a topic gives, said to "¿Dónde está…?"', () => {
  it('says the street as the topic writes it, with its article and number, in Spanish or English topics', () => {
    const salon = topic('Pedir cita', 'Tú eres Jordi, peluquero en Tijeras (calle Verdi, 12, barrio de Gràcia).');
    expect(addresses.answer('¿Dónde está la peluquería?', salon)).toBeUndefined();
    expect(addresses.answer('¿Cuál es la dirección?', salon)).toBe('Estamos en la calle Verdi, 12.');
    const museum = topic('A museum in Bilbao', 'You work at the Museo Itsasadar, Paseo de la Ribera 7, Bilbao.');
    expect(addresses.answer('¿Dónde está el museo?', museum)).toBe('Estamos en el paseo de la Ribera, 7.');
    const hostel = topic('A hostel in Granada', 'You are Pablo at Hostal Azul, Calle Elvira 33, near Plaza Nueva.');
    expect(addresses.answer('¿Dónde está el hostal?', hostel)).toBe('Estamos en la calle Elvira, 33.');
  });

  it('says nothing of another place, of a topic with no street or two, or for a question of no place', () => {
    const shop = topic('Renting a bike', 'You are Rocío at a bike shop at Calle Arfe 8, near the cathedral.');
    expect(addresses.answer('¿Dónde está la catedral?', shop)).toBeUndefined();
    expect(addresses.answer('¿Cuánto cuesta la bici?', shop)).toBeUndefined();
    // a square with no number is a sight or a stop, not the place's street
    expect(
      addresses.answer('¿Dónde está la tienda?', topic('A shop', 'You sell hats near Plaza Mayor.')),
    ).toBeUndefined();
    const two = topic('Two shops', 'Our shops: Calle Mayor 3 and Calle Luna 9.');
    expect(addresses.answer('¿Dónde está la tienda?', two)).toBeUndefined();
  });
});
