import { describe, expect, it } from 'vitest';
import { asTutorTopic, Conversation, createTestEngine, foodTopic } from './testing/tutor-test-kit';

const engine = createTestEngine();

/** The feedback on `message`, said after the opening and the learner's name (the last question is then Q2). */
async function feedbackOn(message: string, requestFeedback = true): Promise<string | undefined> {
  const conversation = new Conversation(engine, asTutorTopic(foodTopic), 'beginner');
  await conversation.open();
  await conversation.say('Me llamo Ana.');
  return (await conversation.say(message, { requestFeedback })).feedback;
}

describe('feedback on the learner message', () => {
  it('is given only when requested', async () => {
    expect(await feedbackOn('Y tu?', false)).toBeUndefined();
    expect(await feedbackOn('Me gusta el café.', false)).toBeUndefined();
    expect(await feedbackOn('Y tu?', true)).toBeDefined();
  });

  it('praises nothing in bad news, which would read as cheer for it', async () => {
    expect(await feedbackOn('Me gusta el café.')).toBeDefined();
    expect(await feedbackOn('Mi café favorito cerró ayer y estoy muy triste.')).toBeUndefined();
  });

  it('points out a question without the opening "¿", quoting the correct form only when it knows it', async () => {
    // The corrector's accent fix comes first; the missing "¿" is its second change.
    expect(await feedbackOn('Y tu?')).toContain(
      "«tu» → «tú»: 'tú' has a written accent here; without it, it means 'your'.",
    );
    expect(await feedbackOn('Te gusta el té, el café o el agua?')).toBe(
      "Spanish questions open with '¿' as well as ending with '?'.",
    );
  });

  it('points out an exclamation without the opening "¡"', async () => {
    // A missing accent on the same word is the mistake to name; the correction shows the '¡' with it.
    expect(await feedbackOn('Que bien!')).toMatch(/^«Que» → «¡Qué»: 'qué' has a written accent/);
    expect(await feedbackOn('Me encanta la pizza!')).toBe(
      "Spanish exclamations open with '¡' as well as ending with '!'.",
    );
  });

  it('gives the Spanish for English words, or for an English help request', async () => {
    expect(await feedbackOn('I like the beach')).toBe("In Spanish, 'I like' is 'me gusta'.");
    // "weird" has one translation in the bilingual glossary; "nice" (bueno, simpático) has two, so none is offered.
    expect(await feedbackOn('Whatever, that is weird')).toBe("In Spanish, 'weird' is 'extraño'.");
    expect(await feedbackOn('Whatever, that is nice')).toBe(
      'You used some English there; have a go at saying it in Spanish.',
    );
    expect(await feedbackOn('What does cena mean?')).toBe("You can ask this in Spanish too: '¿Qué significa cena?'");
    expect(await feedbackOn("I don't understand")).toBe("In Spanish you can say 'No entiendo.'");
  });

  it("suggests a full sentence after a one-word answer, using the partner's own answer as the example", async () => {
    const answer = foodTopic.plan.questions.beginner[1]!.answer.es;
    expect(await feedbackOn('Pizza')).toBe(`Try a full sentence, e.g. '${answer}'`);
    expect(await feedbackOn('Sí')).toBe(`Try a full sentence, e.g. '${answer}'`);
  });

  it.each([
    ['Me gusta el café.', "Nice use of 'me gusta' to say what you like!"],
    ['Me gustan los tacos.', "Nice use of 'me gustan' to say what you like!"],
    ['Me encanta cocinar.', "Great, 'me encanta' is a strong way to say you love something!"],
    ['No me gusta la sopa.', "Good use of 'no me gusta' to say what you don't like."],
    ['Prefiero el té.', "Nice, 'prefiero' is a great way to give your preference."],
    ['Soy de Chile.', "Nice use of 'soy de' to say where you're from!"],
    ['Vivo en Madrid.', "Good, 'vivo en' is just right for saying where you live."],
    ['Tengo veinte años.', 'Good job saying the number in Spanish words.'],
    ['Como pescados.', "Good use of topic vocabulary: 'pescados'."],
    ['¿Tienes hermanos?', 'Great job asking a question back; it keeps the conversation going.'],
    ['No entiendo.', 'Asking for help in Spanish is a great habit.'],
  ])('praises what was done well in "%s"', async (message, praise) => {
    expect(await feedbackOn(message)).toBe(praise);
  });

  it('corrects "me gustan" with a singular thing, and says nothing about what it cannot judge', async () => {
    expect(await feedbackOn('Me gustan el café.')).toMatch(/^«gustan» → «gusta»: /);
    // A sentence the corrector found nothing in is not certified: no "full sentence" praise.
    expect(await feedbackOn('Mi hermana trabaja en un hospital.')).toBeUndefined();
    expect(await feedbackOn('asdf qwer zxcv')).toBeUndefined();
    // a number before a singular noun is a slip the corrector may miss: the number is not praised
    expect(await feedbackOn('Tengo dos hermano y una hermana.')).not.toBe(
      'Good job saying the number in Spanish words.',
    );
  });
});
