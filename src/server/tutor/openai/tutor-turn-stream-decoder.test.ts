import { describe, expect, it } from 'vitest';
import { createTutorTurnStreamDecoder, MalformedTutorOutputError } from './tutor-turn-stream-decoder';

function decode(pieces: readonly string[], requestFeedback = true) {
  const decoder = createTutorTurnStreamDecoder();
  const shown = pieces.map((piece) => decoder.push(piece));
  return { shown, finish: () => decoder.finish({ requestFeedback }) };
}

const TURN_JSON = JSON.stringify({
  reply: 'Me gusta el "gazpacho".\n¿Y a ti?',
  translation: 'I like "gazpacho".\nAnd you?',
  feedback: 'Good use of "me gusta".',
});

describe('createTutorTurnStreamDecoder', () => {
  it('streams the reply of JSON output and parses the turn at the end', () => {
    const { shown, finish } = decode(TURN_JSON.match(/.{1,7}/gs) ?? []);
    expect(shown.filter(Boolean).length).toBeGreaterThan(1);
    expect(shown.join('')).toBe('Me gusta el "gazpacho".\n¿Y a ti?');
    expect(finish()).toEqual({
      text: 'Me gusta el "gazpacho".\n¿Y a ti?',
      translation: 'I like "gazpacho".\nAnd you?',
      feedback: 'Good use of "me gusta".',
    });
  });

  it('leaves feedback out when it was not requested, even if the model wrote some', () => {
    expect(decode([TURN_JSON], false).finish()).not.toHaveProperty('feedback');
  });

  it('leaves out empty or missing translation and feedback', () => {
    expect(decode(['{"reply":"Hola. ¿Qué tal?","translation":"  ","feedback":""}']).finish()).toEqual({
      text: 'Hola. ¿Qué tal?',
    });
    expect(decode(['{"reply":"Hola. ¿Qué tal?"}']).finish()).toEqual({ text: 'Hola. ¿Qué tal?' });
  });

  it('treats output that does not start with { as plain text', () => {
    const { shown, finish } = decode(['  \n', '¡Hola! ', 'Soy tu compañero. ', '¿De dónde eres?\n']);
    expect(shown).toEqual(['', '¡Hola!', ' Soy tu compañero.', ' ¿De dónde eres?']);
    expect(finish()).toEqual({ text: '¡Hola! Soy tu compañero. ¿De dónde eres?' });
  });

  it('shows exactly the final text, blanks at either end of the reply held back', () => {
    const { shown, finish } = decode(['\n {"reply":"  Hola', '  ', ' amigo.  ', '  "', ',"translation":"Hi"}']);
    expect(shown.join('')).toBe(finish().text);
    expect(finish().text).toBe('Hola   amigo.');
  });

  it('rejects JSON that is cut off, even after the reply was shown', () => {
    const { shown, finish } = decode(['{"reply":"Hola, ¿qué tal?","transl']);
    expect(shown.join('')).toBe('Hola, ¿qué tal?');
    expect(finish).toThrow(MalformedTutorOutputError);
  });

  it('rejects JSON without a string reply', () => {
    expect(decode(['{"answer":"Hola"}']).finish).toThrow(MalformedTutorOutputError);
    expect(decode(['{"reply":7}']).finish).toThrow(MalformedTutorOutputError);
  });

  it('rejects an empty reply, as JSON or as plain text', () => {
    expect(decode(['{"reply":"  ","translation":"x"}']).finish).toThrow(/empty reply/);
    expect(decode([' \n ']).finish).toThrow(/empty reply/);
    expect(decode([]).finish).toThrow(/empty reply/);
  });
});
