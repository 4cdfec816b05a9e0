import { describe, expect, it } from 'vitest';
import { lastQuestion } from './last-question';

describe('lastQuestion', () => {
  it('takes the whole message when it is one question', () => {
    expect(lastQuestion('¿De dónde eres?')).toBe('¿De dónde eres?');
  });

  it('starts the question at its opening mark, leaving the greeting before it', () => {
    expect(lastQuestion('¡Hola! ¿Qué te gustaría comer?')).toBe('¿Qué te gustaría comer?');
    expect(lastQuestion('Muy bien. Y tú, ¿qué quieres beber?')).toBe('¿qué quieres beber?');
  });

  it('takes the last of several questions', () => {
    expect(lastQuestion('¿Tienes hambre? ¿Qué quieres comer?')).toBe('¿Qué quieres comer?');
  });

  it('ignores what follows the last question mark', () => {
    expect(lastQuestion('¿Cómo estás? Bien.')).toBe('¿Cómo estás?');
    expect(lastQuestion('¿Te gusta el café? Yo lo tomo cada día')).toBe('¿Te gusta el café?');
  });

  it('starts a question without an opening mark after the sentence before it', () => {
    expect(lastQuestion('Qué bien. Where are you from?')).toBe('Where are you from?');
    expect(lastQuestion('Great!\nAnd you?')).toBe('And you?');
    expect(lastQuestion('y tú?')).toBe('y tú?');
  });

  it('treats repeated or empty question marks as one end, and skips pieces without words', () => {
    expect(lastQuestion('¿En serio??')).toBe('¿En serio?');
    expect(lastQuestion('¿Vienes mañana? ¿?')).toBe('¿Vienes mañana?');
    expect(lastQuestion('¿Cuántos años tienes? ?')).toBe('¿Cuántos años tienes?');
  });

  it('finds nothing in a message that asks nothing', () => {
    expect(lastQuestion('¡Qué rico! Me encantan los tacos.')).toBeNull();
    expect(lastQuestion('')).toBeNull();
    expect(lastQuestion('???')).toBeNull();
    expect(lastQuestion('¿')).toBeNull();
  });
});
