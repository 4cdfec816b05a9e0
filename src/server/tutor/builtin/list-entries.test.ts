import { describe, expect, it } from 'vitest';
import { loadPartnerKnowledge } from '@/server/content/partner-knowledge';
import { bilingualGlossary } from '@/server/language/bilingual-glossary';
import { createListEntryAnswers } from './list-entries';

const entries = createListEntryAnswers(loadPartnerKnowledge().scenes.topicText.figures, (lemma) =>
  bilingualGlossary().englishWordsFor(lemma),
);
const ferries = {
  title: 'Billetes de barco en Algeciras',
  description: 'Compras un billete en la taquilla del puerto.',
  prompt:
    'Eres Nuria y vendes billetes en el puerto de Algeciras. Trayectos de ida: Tánger, 45 euros (1 hora y media; ' +
    'salidas a las 8:00 y a las 16:00); Ceuta, 38 euros (1 hora; salida a las 11:30); Tarifa, 20 euros (35 minutos; ' +
    'salida a las 19:00). Cada maleta extra cuesta 10 euros. Los jubilados tienen un 20 % de descuento en Ceuta.',
};
const boats = {
  title: 'Boat trips in Lisbon',
  description: 'You book a boat trip.',
  prompt:
    'You are Rui, who sells boat trips. Our trips: 1) Sunset cruise: 2 hours, 30 euros per person; it leaves at ' +
    '19:00 from the Cais do Sodré pier. 2) Dolphin watching: 3 hours, 55 euros per person; it leaves at 9:00.',
};
const ask = (question: string, earlier: string[] = [], told = '', topic = ferries) =>
  entries.figureOf(question, told, earlier, topic);

describe('the figure of one entry of a list the topic gives', () => {
  it('answers the figure asked of the entry the question names, never another entry’s', () => {
    expect(ask('¿Cuánto dura el viaje a Ceuta?')).toBe('Ceuta: 1 hora.');
    expect(ask('¿A qué hora sale el barco para Tarifa?')).toBe('Tarifa: salida a las 19:00.');
    expect(ask('¿Cuánto cuesta ir a Tánger?')).toBe('Tánger: 45 euros.');
  });

  it('takes the entry from what the learner said before, when the question names none', () => {
    expect(ask('¿Cuánto tarda?', ['Necesito ir a Tarifa mañana.'])).toBe('Tarifa: 35 minutos.');
    expect(ask('¿A qué hora sale?', [], 'Queremos ir a Tánger.')).toBe('Tánger: salidas a las 8:00 y a las 16:00.');
  });

  it('says nothing where the figure may be another one', () => {
    // a thing the topic prices elsewhere, a sum, two entries, or a kind of person the topic ties to the entry
    expect(ask('¿Cuánto cuesta una maleta extra?', ['Voy a Ceuta.'])).toBeUndefined();
    expect(ask('¿Cuánto es todo junto?', ['Voy a Ceuta.'])).toBeUndefined();
    expect(ask('¿A qué hora sale?', ['Dudo entre Ceuta y Tarifa.'])).toBeUndefined();
    expect(ask('¿Cuánto cuesta el billete a Ceuta?', [], 'Soy jubilado.')).toBeUndefined();
    expect(ask('¿Cuánto cuesta?', [])).toBeUndefined();
  });

  it('reads a numbered list of an English topic and says its figure in Spanish', () => {
    expect(ask('¿Cuánto cuesta ver los delfines?', [], '', boats)).toBe('Son 55 euros por persona.');
    expect(ask('¿A qué hora sale?', ['Me interesa el crucero al atardecer.'], '', boats)).toBe(
      'A las siete de la tarde.',
    );
  });
});
