import { describe, expect, it } from 'vitest';
import { choiceAnswer } from './choice-answers';
import { Conversation, createTestEngine } from './testing/tutor-test-kit';

const oneOf = (...answers: string[]) => expect.toBeOneOf(answers);

describe('a question that offers the partner a choice', () => {
  it('is answered with one of its options, said from the partner’s side', () => {
    expect(choiceAnswer('¿Prefieres el mar o la montaña?', 'tú')).toEqual(
      oneOf('Prefiero el mar.', 'Prefiero la montaña.'),
    );
    expect(choiceAnswer('¿Cocinas cada día o pides comida de fuera?', 'tú')).toEqual(
      oneOf('Cocino cada día.', 'Pido comida de fuera.'),
    );
    expect(choiceAnswer('¿Cómo prefieres el café, solo o con leche?', 'tú')).toEqual(
      oneOf('Prefiero el café solo.', 'Prefiero el café con leche.'),
    );
    expect(choiceAnswer('¿Me recomiendas el pescado o la carne?', 'tú')).toEqual(
      oneOf('Te recomiendo el pescado.', 'Te recomiendo la carne.'),
    );
    expect(choiceAnswer('¿Vives sola o con tu familia?', 'tú')).toBe('Vivo con mi familia.');
    // a B with a word that may be the partner's verb ("escuchas", also a noun) is a clause, never glued to A's verb
    expect(choiceAnswer('¿Bailas también o solo la escuchas?', 'tú')).toBe('Bailo también.');
    // a belief asked of the partner keeps the verb of what is believed ("creo que es…")
    expect(choiceAnswer('¿Piensas que es mejor viajar en tren o en avión?', 'tú')).toEqual(
      oneOf('Pienso que es mejor viajar en tren.', 'Pienso que es mejor viajar en avión.'),
    );
    // an option that stands for a phrase before a verb is not put together
    expect(choiceAnswer('¿Piensas que el tren es más cómodo o el avión?', 'tú')).toBeUndefined();
    // formally, through "le" before a verb like parecer, or beside "usted"
    expect(choiceAnswer('¿Le parece una traición o una evolución?', 'usted')).toEqual(
      oneOf('Me parece una traición.', 'Me parece una evolución.'),
    );
    expect(choiceAnswer('¿Usted prefiere trabajar por la mañana o por la tarde?', 'usted')).toEqual(
      oneOf('Prefiero trabajar por la mañana.', 'Prefiero trabajar por la tarde.'),
    );
  });

  it('leaves out the question word wherever it stands before the verb, and picks no option left open', () => {
    expect(choiceAnswer('¿Tú qué me aconsejas, Sevilla o Granada?', 'tú')).toEqual(
      oneOf('Te aconsejo Sevilla.', 'Te aconsejo Granada.'),
    );
    // "o algún otro", "o algo así", "o no": the question asks whether, and the one option named is no fact of hers
    expect(choiceAnswer('¿Tocas la guitarra o algún otro instrumento?', 'tú')).toBeUndefined();
    expect(choiceAnswer('¿Vives en el centro o algo así?', 'tú')).toBeUndefined();
  });

  it('picks the same option each time the same question comes', () => {
    const first = choiceAnswer('¿Te gusta más el cine o el teatro?', 'tú');
    expect(choiceAnswer('¿Te gusta más el cine o el teatro?', 'tú')).toBe(first);
  });

  it('says nothing rather than something it cannot be sure of', () => {
    // impersonal in a formal scene: "Soy mejor tomarlo antes" would be false Spanish
    expect(choiceAnswer('¿Es mejor tomarlo antes o después de comer?', 'usted')).toBeUndefined();
    // what describes the partner takes a gender the partner's role may not have
    expect(choiceAnswer('¿Estás cansada o aburrida?', 'tú')).toBeUndefined();
    expect(choiceAnswer('¿Tienes hermanos o eres hija única?', 'tú')).toBe('Tengo hermanos.');
    // not a choice put to the partner
    expect(choiceAnswer('¿Vamos a la playa o al museo?', 'tú')).toBeUndefined();
    expect(choiceAnswer('Prefiero el mar o la montaña.', 'tú')).toBeUndefined();
    expect(choiceAnswer('¿Qué hora es?', 'tú')).toBeUndefined();
    // an option with a word the partner does not know is passed over for the other
    expect(choiceAnswer('¿Te gusta la mascletà o te parece demasiado ruido?', 'tú')).toBe('Me parece demasiado ruido.');
  });
});

describe('a view asked of the partner', () => {
  it('is given weighed, before any fact of the topic that names its words, and a choice is still picked', async () => {
    const topic = { title: 'tech', description: '', prompt: '', defaultTopicId: 'technology-and-social-media' };
    const conversation = new Conversation(createTestEngine(), topic, 'advanced', 'latam');
    await conversation.open();
    const view = (await conversation.say('¿Tú qué opinas? ¿Deberían prohibir los celulares en las escuelas?')).text;
    expect(view).toMatch(/complicado|no lo tengo claro/u);
    expect(view).not.toMatch(/Uso el celular|no lo sé|ni idea/u);
    const choice = (await conversation.say('¿Crees que es mejor viajar en tren o en avión?')).text;
    expect(choice).toMatch(/^Creo que es mejor viajar en (?:tren|avión)\./u);
  });

  it('is no answer for a partner at work: the doctor answers as a doctor', async () => {
    const doctor = { title: 'doctor', description: '', prompt: '', defaultTopicId: 'at-the-doctor' };
    const conversation = new Conversation(createTestEngine(), doctor, 'advanced', 'spain');
    await conversation.open();
    const reply = (await conversation.say('¿Cree usted que es por el estrés?')).text;
    expect(reply).not.toMatch(/complicado|no lo tengo claro|ventajas/u);
  });
});
