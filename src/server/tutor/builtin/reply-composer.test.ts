import { describe, expect, it } from 'vitest';
import { wordCount } from '@/server/content/topic-file-schema';
import { BEGINNER_MAX_WORDS, composeReply, firstSentence, type ReplyPart } from './reply-composer';

const line = (es: string) => ({ es, en: `[${es}]` });
const question = { line: line('¿Qué comida te gusta más cuando vas con tus amigos a un restaurante?') };

describe('composeReply', () => {
  it('joins Spanish with Spanish and English with English, in order', () => {
    expect(composeReply([{ line: line('¡Hola!') }, { line: line('¿Qué tal?') }])).toEqual({
      es: '¡Hola! ¿Qué tal?',
      en: '[¡Hola!] [¿Qué tal?]',
    });
  });

  it('says once what two pieces say alike, but keeps a short piece that is part of another', () => {
    const same = [{ line: line('Yo me levanto siempre a las siete.') }, { line: line('Me levanto a las siete.') }];
    expect(composeReply(same).es).toBe('Yo me levanto siempre a las siete.');
    const parts = [{ line: line('En español:') }, { line: line('¿Puedes decirlo en español?') }];
    expect(composeReply(parts).es).toBe('En español: ¿Puedes decirlo en español?');
  });

  it('says it in the words that say more: what was said back gives way to the fact that answers it', () => {
    const parts = [
      { line: line('¿El ascensor está roto?') },
      { line: line('El ascensor del edificio está roto desde el lunes.') },
      question,
    ];
    expect(composeReply(parts).es).toBe(`El ascensor del edificio está roto desde el lunes. ${question.line.es}`);
  });

  it('gives one figure for one measure: a second answer with another distance on foot is left out', () => {
    const parts = [
      { line: line('El museo abre a las diez; está a veinte minutos a pie.') },
      { line: line('Está cerca: unos diez minutos a pie.') },
      { line: line('El autobús tarda diez minutos en llegar.') },
    ];
    expect(composeReply(parts).es).toBe(
      'El museo abre a las diez; está a veinte minutos a pie. El autobús tarda diez minutos en llegar.',
    );
    // "un café con leche" twice is no measure: "un" is an article as often as a number
    const coffees = [
      { line: line('Aquí tienes un café con leche.') },
      { line: line('Te pongo un café con leche frío.') },
    ];
    expect(composeReply(coffees).es).toBe('Aquí tienes un café con leche. Te pongo un café con leche frío.');
  });

  it('leaves a reply within budget untouched', () => {
    const parts: ReplyPart[] = [{ line: line('¡Mucho gusto, Ana!'), dropRank: 1 }, question];
    expect(composeReply(parts, BEGINNER_MAX_WORDS).es).toBe(`¡Mucho gusto, Ana! ${question.line.es}`);
  });

  it('drops the highest-ranked optional part first, then shortens the next before dropping it', () => {
    const parts: ReplyPart[] = [
      { line: line('¡Hola! ¡Qué gusto verte por aquí otra vez!'), dropRank: 2 },
      { line: line('Te gusta el café con leche y pan dulce. ¡Qué bien!'), shorter: [line('¡Qué bien!')], dropRank: 1 },
      question,
    ];
    const reply = composeReply(parts, BEGINNER_MAX_WORDS);
    expect(reply.es).toBe(`Te gusta el café con leche y pan dulce. ¡Qué bien! ${question.line.es}`);
    expect(wordCount(reply.es)).toBeLessThanOrEqual(BEGINNER_MAX_WORDS);
    const tighter = composeReply(parts, 16);
    expect(tighter.es).toBe(`¡Qué bien! ${question.line.es}`);
    expect(tighter.en).toBe(`[¡Qué bien!] ${question.line.en}`);
    expect(composeReply(parts, 10).es).toBe(question.line.es);
  });

  it('never drops a required part, but shortens it when it has a shorter wording', () => {
    expect(composeReply([question], 3).es).toBe(question.line.es);
    const answer = {
      es: 'Tengo un hermano mayor, Diego. Tiene treinta y dos años y es cocinero.',
      en: "I have an older brother, Diego. He's thirty-two and he's a cook.",
    };
    const short = firstSentence(answer)!;
    expect(short).toEqual({ es: 'Tengo un hermano mayor, Diego.', en: 'I have an older brother, Diego.' });
    expect(composeReply([{ line: answer, shorter: [short] }, question], BEGINNER_MAX_WORDS).es).toBe(
      `${short.es} ${question.line.es}`,
    );
  });

  it('only splits a line whose translation has as many sentences', () => {
    expect(
      firstSentence({
        es: 'Sin duda; cada plato cuenta una historia.',
        en: 'Without a doubt; every dish tells a story.',
      }),
    ).toEqual({
      es: 'Sin duda.',
      en: 'Without a doubt.',
    });
    expect(firstSentence({ es: 'Sí. Me encanta.', en: 'Yes, I love it.' })).toBeUndefined();
    expect(firstSentence({ es: 'Me encanta.', en: 'I love it.' })).toBeUndefined();
  });
});
