import { describe, expect, it } from 'vitest';
import { Conversation, createTestEngine, customTopic } from './testing/tutor-test-kit';

const engine = createTestEngine();

describe("the partner's tastes", () => {
  it('answers a yes/no question about liking something it likes, in the number of the thing, saying it back', async () => {
    const conversation = new Conversation(engine, customTopic('Mi barrio'), 'beginner');
    await conversation.open();
    expect((await conversation.say('¿Te gusta el cine?')).text).toMatch(/^Sí, me gusta mucho el cine\./);
    // the learner's "gusta" before a plural is answered in the plural, which also shows the right form
    expect((await conversation.say('¿Te gusta los gatos?')).text).toMatch(/^Sí, me gustan mucho los gatos\./);
    expect((await conversation.say('¿Le gusta bailar?')).text).toMatch(/^Sí, me gusta mucho bailar\./);
  });

  it('says it does not much like what it dislikes, and invents no taste for anything else', async () => {
    const conversation = new Conversation(engine, customTopic('Mi barrio'), 'beginner');
    await conversation.open();
    expect((await conversation.say('¿Te gusta madrugar?')).text).toMatch(/^Pues no mucho, la verdad\./);
    const unknown = (await conversation.say('¿Te gusta el golf?')).text;
    expect(unknown).not.toMatch(/me gusta|no mucho/);
  });

  it('likes its own things, and hears no taste of its own in what someone else likes', async () => {
    const conversation = new Conversation(engine, customTopic('Mi barrio'), 'beginner');
    await conversation.open();
    expect((await conversation.say('¿Te gusta tu trabajo?')).text).toMatch(/^Sí, me gusta mucho mi trabajo\./);
    const other = (await conversation.say('A mi hija le encantan los unicornios. ¿Tienes hijos?')).text;
    expect(other).not.toMatch(/no están mal|me encantan/u);
  });

  it('answers both of two questions joined by "y" ("¿De dónde eres y cuántos años tienes?")', async () => {
    const conversation = new Conversation(engine, customTopic('Mis vacaciones'), 'beginner');
    await conversation.open();
    const reply = (await conversation.say('¿De dónde eres y cuántos años tienes?')).text;
    expect(reply).toMatch(/Soy de/u);
    expect(reply).toMatch(/Tengo \p{L}+ años/u);
  });

  it('hears a question that goes on after "¿Y tú, Marco, …", and a bare "¿Te gusta?" after it', async () => {
    const shop = {
      title: 'Tienda de móviles',
      description: '',
      prompt: 'Eres Marco, dependiente de una tienda de móviles.',
    };
    const conversation = new Conversation(engine, shop, 'intermediate');
    await conversation.open();
    const reply = (await conversation.say('¿Y tú, Marco, cuánto tiempo llevas trabajando aquí? ¿Te gusta?')).text;
    expect(reply).toMatch(/^Llevo /u);
    expect(reply).toMatch(/Sí, me gusta mucho\./u);
    expect(reply).not.toMatch(/¿Marco\?/u);
  });

  it('says its tastes line only for what it asks about ("¿Qué te gusta leer?" is no morning coffee)', async () => {
    const routine = { title: 'Your Daily Routine', description: '', prompt: '', defaultTopicId: 'daily-routine' };
    const conversation = new Conversation(engine, routine, 'beginner', 'spain');
    await conversation.open();
    expect((await conversation.say('¿Qué te gusta leer?')).text).not.toMatch(/café/u);
  });
});
