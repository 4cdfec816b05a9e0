import type { FastifyInstance } from 'fastify';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORD_INDEX_INVALID_MESSAGE, type ConversationReport } from '@/contract/conversation-report';
import {
  REVIEW_ALREADY_GRADED_MESSAGE,
  REVIEW_NEW_CARDS_MESSAGE,
  REVIEW_XP_DAILY_CAP,
  type AddReviewCardResponse,
  type GradeReviewCardResponse,
  type ReviewCard,
  type ReviewQueue,
  type ReviewSummary,
} from '@/contract/review';
import { createTestApp, signedInLearner, TestClient } from '@/server/testing/test-app';
import { listenLocally, LiveSocketClient } from '@/server/testing/live-socket-client';
import { learnerStanding } from '@/server/testing/test-data-repo';
import { REVIEW_FSRS_PARAMETERS } from './review-scheduler';

let now = Date.parse('2026-11-21T10:00:00Z');
const clock = () => new Date(now);
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = await createTestApp({ clock, liveSocket: { rate: { capacity: 1000, refillMs: 1 } } });
  origin = await listenLocally(app);
});
afterAll(() => app.close());

/** ts-fsrs itself, set up as the deck says it is: what the server's intervals are checked against. */
const reference = fsrs({
  ...REVIEW_FSRS_PARAMETERS,
  learning_steps: [...REVIEW_FSRS_PARAMETERS.learning_steps],
  relearning_steps: [...REVIEW_FSRS_PARAMETERS.relearning_steps],
});

const WRONG_SER = 'Mi hermana es muy cansada.';
const WRONG_ARTICLE = 'La problema es grande.';

/** A conversation in which the learner says `lines` (a line with `speakingMs` spoken), ended; answers its id. */
async function converse(client: TestClient, lines: readonly (string | { text: string; speakingMs: number })[]) {
  const live = await LiveSocketClient.open(origin, client);
  const { id } = await live.start('family-and-friends');
  for (const line of lines) {
    now += 20_000;
    if (typeof line === 'string') await live.say(line);
    else await live.say(line.text, 'beginner', { speakingMs: line.speakingMs });
  }
  live.close();
  const end = await client.post('/api/conversation/end', { conversationId: id, duration: 0, messageCount: 0 });
  expect(end.statusCode, end.body).toBe(200);
  return id;
}

const queueOf = async (client: TestClient): Promise<ReviewQueue> => {
  const response = await client.get('/api/review/queue');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const grade = (client: TestClient, card: Pick<ReviewCard, 'id' | 'reps'>, body: object) =>
  client.post(`/api/review/cards/${card.id}/grade`, { reps: card.reps, ...body });
const addWord = (client: TestClient, spanish: string, english: string) =>
  client.post('/api/review/cards', { kind: 'word', spanish, english });
const put = (client: TestClient, url: string, json: unknown) => client.request({ method: 'PUT', url, json });
const del = (client: TestClient, url: string) => client.request({ method: 'DELETE', url });

describe('cards from a conversation’s corrections', () => {
  it('makes one card per corrected sentence, none for clean ones and none twice', async () => {
    const client = await signedInLearner(app);
    const id = await converse(client, [WRONG_SER, 'Tengo dos hermanos.', WRONG_SER.toLowerCase(), WRONG_ARTICLE]);
    const queue = await queueOf(client);
    expect(queue.cards.map((card) => card.content)).toEqual([
      expect.objectContaining({
        kind: 'correction',
        original: WRONG_SER,
        corrected: 'Mi hermana está muy cansada.',
        conversationId: id,
      }),
      expect.objectContaining({ kind: 'correction', original: WRONG_ARTICLE, corrected: 'El problema es grande.' }),
    ]);
    expect(queue.cards[0]!.content).toMatchObject({ changes: [{ category: 'ser-estar' }] });
    expect(queue).toMatchObject({ dueCount: 0, newCount: 2, newCardsPerDay: 10, reviewedToday: 0 });

    // The same sentence in a later conversation is the same item.
    await converse(client, [WRONG_SER]);
    expect((await queueOf(client)).cards).toHaveLength(2);
  });
});

describe('saved words and missed exercises', () => {
  it('adds a word once: the second save answers the card already there', async () => {
    const client = await signedInLearner(app);
    const first = await addWord(client, 'la mochila', 'the backpack');
    expect(first.statusCode, first.body).toBe(201);
    const again = await addWord(client, 'La mochila', 'the school bag');
    expect(again.statusCode).toBe(200);
    const a: AddReviewCardResponse = first.json();
    const b: AddReviewCardResponse = again.json();
    expect(b).toEqual({ card: a.card, created: false });
    expect(a.card).toMatchObject({
      kind: 'word',
      state: 'new',
      reps: 0,
      content: { spanish: 'la mochila', english: 'the backpack' },
    });
  });

  it('adds a lesson exercise re-asked as it was, once', async () => {
    const client = await signedInLearner(app);
    const first = await client.post('/api/review/cards', {
      kind: 'exercise',
      lessonId: 'beginner-1',
      exerciseIndex: 2,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<AddReviewCardResponse>().card.content).toMatchObject({
      kind: 'exercise',
      lessonId: 'beginner-1',
      lessonTitle: 'beginner 1',
      exercise: { type: 'fill_blank', question: '___ amigo', answer: 'hola' },
    });
    const again = await client.post('/api/review/cards', {
      kind: 'exercise',
      lessonId: 'beginner-1',
      exerciseIndex: 2,
    });
    expect(again.json<AddReviewCardResponse>().created).toBe(false);
    const missing = await client.post('/api/review/cards', {
      kind: 'exercise',
      lessonId: 'beginner-1',
      exerciseIndex: 9,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'That lesson exercise does not exist.' });
  });

  it('answers bad input with a 400 that says what is wrong', async () => {
    const client = await signedInLearner(app);
    const noKind = await client.post('/api/review/cards', { spanish: 'hola' });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().message).toMatch(/a word \(spanish and english\) or an exercise/);
    expect((await addWord(client, '', 'x')).statusCode).toBe(400);
    const badId = await client.post('/api/review/cards/abc/grade', { reps: 0, rating: 'good' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/Card ids are positive whole numbers/);
    // Past what a JavaScript number holds exactly: refused rather than rounded to another card.
    const hugeId = await client.post('/api/review/cards/9999999999999999/grade', { reps: 0, rating: 'good' });
    expect(hugeId.statusCode).toBe(400);
    const { card } = (await addWord(client, 'el perro', 'the dog')).json<AddReviewCardResponse>();
    const badRating = await grade(client, card, { rating: 'perfect' });
    expect(badRating.statusCode).toBe(400);
    const noRating = await grade(client, card, {});
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json().message).toMatch(/Choose how well you remembered this card/);
    const tooMany = await put(client, '/api/review/settings', { newCardsPerDay: 101 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: REVIEW_NEW_CARDS_MESSAGE });
  });
});

describe('a card missed just before midnight', () => {
  it('comes back in the same session: its next step is within the learn-ahead window, past the day', async () => {
    const saved = now;
    try {
      now = Date.parse('2026-11-21T23:50:00Z');
      const client = await signedInLearner(app);
      await converse(client, [WRONG_SER]);
      const [card] = (await queueOf(client)).cards;
      const missed = await grade(client, card!, { answer: WRONG_SER });
      expect(missed.json()).toMatchObject({ correct: false, rating: 'again' });
      // ten minutes later it is after midnight, and the card is still in the session's queue
      expect((await queueOf(client)).cards.map(({ id }) => id)).toContain(card!.id);
    } finally {
      now = saved;
    }
  });
});

describe('another correct way of fixing it', () => {
  it('accepts the corrected sentence in the other gender when it agrees, and nothing looser', async () => {
    const client = await signedInLearner(app);
    await converse(client, [WRONG_SER]);
    const [card] = (await queueOf(client)).cards;
    // The other gender half-way is still wrong: the corrector sees that "cansado" does not agree with "hermana".
    const broken = await grade(client, card!, { answer: 'Mi hermana está muy cansado.' });
    expect(broken.json()).toMatchObject({ correct: false, rating: 'again' });
    // A man practising what his sister's sentence taught: the same words, the other gender, all agreeing.
    now += 15 * 60_000;
    const [again] = (await queueOf(client)).cards;
    expect(again?.id).toBe(card!.id);
    const variant = await grade(client, again!, { answer: 'Mi hermano está muy cansado.' });
    expect(variant.json()).toMatchObject({ correct: true, rating: 'good', expected: 'Mi hermana está muy cansada.' });
  });

  it('accepts the corrected sentence with a clause adverb elsewhere, and not another word moved', async () => {
    const client = await signedInLearner(app);
    await converse(client, ['Mi hermana es muy cansada hoy.']);
    const [card] = (await queueOf(client)).cards;
    expect(card?.content).toMatchObject({ kind: 'correction', corrected: 'Mi hermana está muy cansada hoy.' });
    // "Muy" belongs to "cansada": moved away from it, the sentence is wrong.
    const degreeWordMoved = await grade(client, card!, { answer: 'Mi hermana está cansada muy hoy.' });
    expect(degreeWordMoved.json()).toMatchObject({ correct: false, rating: 'again' });
    now += 15 * 60_000;
    const [again] = (await queueOf(client)).cards;
    expect(again?.id).toBe(card!.id);
    const moved = await grade(client, again!, { answer: 'Mi hermana hoy está muy cansada.' });
    expect(moved.json()).toMatchObject({ correct: true, rating: 'good', expected: 'Mi hermana está muy cansada hoy.' });
  });
});

describe('scheduling with FSRS', () => {
  it('grades typed answers with the answer checker and schedules exactly as ts-fsrs does', async () => {
    const client = await signedInLearner(app);
    await converse(client, [WRONG_SER, WRONG_ARTICLE]);
    const [ser, article] = (await queueOf(client)).cards;
    const created = new Date(ser!.createdAt);

    now += 60_000;
    const right = await grade(client, ser!, { answer: 'mi hermana está muy cansada' });
    expect(right.statusCode, right.body).toBe(200);
    const good: GradeReviewCardResponse = right.json();
    const expectedGood = reference.next(createEmptyCard(created), new Date(now), Rating.Good).card;
    expect(good).toMatchObject({ rating: 'good', correct: true, dueToday: false, xpGranted: 1, streak: 1 });
    expect(good.card).toMatchObject({ state: 'review', reps: 1, due: expectedGood.due.toISOString() });

    const wrong = await grade(client, article!, { answer: 'La problema es grande', rating: 'easy' });
    const again: GradeReviewCardResponse = wrong.json();
    const expectedAgain = reference.next(createEmptyCard(created), new Date(now), Rating.Again).card;
    expect(again).toMatchObject({
      rating: 'again',
      correct: false,
      expected: 'El problema es grande.',
      dueToday: true,
    });
    expect(again.card).toMatchObject({ state: 'learning', due: expectedAgain.due.toISOString() });

    // The right one has left today's queue; the wrong one comes back.
    const queue = await queueOf(client);
    expect(queue.cards.map((card) => card.id)).toEqual([article!.id]);
    expect(queue).toMatchObject({ dueCount: 1, newCount: 0, reviewedToday: 2, xpToday: 2 });

    // Days later the good card is due; "easy" after a right answer is the learner's choice and FSRS applies it.
    now = expectedGood.due.getTime() + 3_600_000;
    const [due] = (await queueOf(client)).cards.filter((card) => card.id === ser!.id);
    const easy: GradeReviewCardResponse = (
      await grade(client, due!, { answer: 'Mi hermana está muy cansada.', rating: 'easy' })
    ).json();
    const expectedEasy = reference.next(expectedGood, new Date(now), Rating.Easy).card;
    expect(easy.card).toMatchObject({ reps: 2, due: expectedEasy.due.toISOString() });
    expect(easy.rating).toBe('easy');
  });

  it('lets the learner grade recall cards, and refuses a typed answer as a grade of its own', async () => {
    const client = await signedInLearner(app);
    const { card } = (await addWord(client, 'la cuchara', 'the spoon')).json<AddReviewCardResponse>();
    const hard: GradeReviewCardResponse = (await grade(client, card, { rating: 'hard' })).json();
    const expected = reference.next(createEmptyCard(new Date(card.createdAt)), new Date(now), Rating.Hard).card;
    expect(hard).toMatchObject({ rating: 'hard', correct: null, expected: null });
    expect(hard.card.due).toBe(expected.due.toISOString());
  });

  it('counts "today" in the learner’s own time zone', async () => {
    now = Date.parse('2026-11-21T10:00:00Z');
    const client = await signedInLearner(app);
    const { card } = (await addWord(client, 'el tenedor', 'the fork')).json<AddReviewCardResponse>();
    // Los Angeles is 8 hours behind UTC in November.
    const graded: GradeReviewCardResponse = (
      await grade(client, card, { rating: 'good', timeZone: 'America/Los_Angeles' })
    ).json();
    const due = Date.parse(graded.card.due);
    expect(due).toBe(Date.parse('2026-11-23T10:00:00Z'));

    // 00:30 UTC on the 23rd is still the 22nd in Los Angeles: not due today there, although it is in UTC.
    now = Date.parse('2026-11-23T00:30:00Z');
    expect((await queueOf(client)).cards).toEqual([]);
    const utcLearner = await signedInLearner(app);
    now = Date.parse('2026-11-21T10:00:00Z');
    const { card: utcCard } = (await addWord(utcLearner, 'el tenedor', 'the fork')).json<AddReviewCardResponse>();
    await grade(utcLearner, utcCard, { rating: 'good' });
    now = Date.parse('2026-11-23T00:30:00Z');
    expect((await queueOf(utcLearner)).cards.map((c) => c.id)).toEqual([utcCard.id]);

    // Once the Los Angeles day of the 23rd begins (08:00 UTC), the card is due there too.
    now = Date.parse('2026-11-23T08:30:00Z');
    expect((await queueOf(client)).cards.map((c) => c.id)).toEqual([card.id]);
    now = Date.parse('2026-11-21T10:00:00Z');
  });

  it('meets at most the learner’s daily number of new cards, which they can change', async () => {
    const client = await signedInLearner(app);
    expect((await client.get('/api/review/settings')).json()).toEqual({ newCardsPerDay: 10 });
    for (const word of ['uno', 'dos', 'tres', 'cuatro']) await addWord(client, word, 'a number');
    expect((await put(client, '/api/review/settings', { newCardsPerDay: 3 })).json()).toEqual({ newCardsPerDay: 3 });
    const queue = await queueOf(client);
    expect(queue.cards.map((card) => (card.content as { spanish: string }).spanish)).toEqual(['uno', 'dos', 'tres']);
    await grade(client, queue.cards[0]!, { rating: 'good' });
    const after = await queueOf(client);
    expect(after.cards).toHaveLength(2);
    expect(after.newCount).toBe(2);
  });
});

describe('XP and streak', () => {
  it('gives 1 XP per graded card up to the daily cap, through the same activity the dashboard counts', async () => {
    now = Date.parse('2026-11-24T10:00:00Z');
    const client = await signedInLearner(app);
    await put(client, '/api/review/settings', { newCardsPerDay: 100 });
    for (let n = 0; n < REVIEW_XP_DAILY_CAP + 2; n++) await addWord(client, `palabra ${n}`, `word ${n}`);
    for (const card of (await queueOf(client)).cards) await grade(client, card, { rating: 'easy' });
    expect(await learnerStanding(client.userId)).toEqual({ xp: REVIEW_XP_DAILY_CAP, streak: 1 });
    const history = await client.get('/api/progress/history?days=7');
    expect(history.statusCode, history.body).toBe(200);
    const days = history.json<{ days: { date: string; xp: number }[] }>().days;
    // The calendar shows the day's review session (a day with reviews is an active day).
    expect(days.at(-1)).toMatchObject({ date: '2026-11-24', xp: REVIEW_XP_DAILY_CAP, lessons: 0, reviewed: true });
    now = Date.parse('2026-11-21T10:00:00Z');
  });
});

describe('suspend, delete, ownership and double grading', () => {
  it('keeps a suspended card out of the queue until it is resumed, and deletes a card for good', async () => {
    const client = await signedInLearner(app);
    const { card } = (await addWord(client, 'la silla', 'the chair')).json<AddReviewCardResponse>();
    const suspended = await put(client, `/api/review/cards/${card.id}`, { suspended: true });
    expect(suspended.json()).toMatchObject({ id: card.id, suspended: true });
    expect((await queueOf(client)).cards).toEqual([]);
    expect((await grade(client, card, { rating: 'good' })).statusCode).toBe(409);
    await put(client, `/api/review/cards/${card.id}`, { suspended: false });
    expect((await queueOf(client)).cards.map((c) => c.id)).toEqual([card.id]);
    expect((await client.get('/api/review/cards')).json()).toMatchObject({ total: 1, suspended: 0 });

    expect((await del(client, `/api/review/cards/${card.id}`)).statusCode).toBe(204);
    expect((await del(client, `/api/review/cards/${card.id}`)).statusCode).toBe(404);
    expect((await queueOf(client)).cards).toEqual([]);
  });

  it('shows a learner only their own cards and reports', async () => {
    const owner = await signedInLearner(app);
    const conversationId = await converse(owner, [WRONG_SER]);
    const [card] = (await queueOf(owner)).cards;
    const other = await signedInLearner(app);
    expect((await queueOf(other)).cards).toEqual([]);
    expect((await other.get('/api/review/cards')).json()).toMatchObject({ total: 0 });
    expect((await grade(other, card!, { answer: 'x' })).statusCode).toBe(404);
    expect((await put(other, `/api/review/cards/${card!.id}`, { suspended: true })).statusCode).toBe(404);
    expect((await del(other, `/api/review/cards/${card!.id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/conversations/${conversationId}/report`)).statusCode).toBe(404);
    expect((await new TestClient(app).get('/api/review/queue')).statusCode).toBe(401);
    expect((await queueOf(owner)).cards).toEqual([card]);
  });

  it('applies two grades of the same card at once only once: the second is a 409', async () => {
    const client = await signedInLearner(app);
    const { card } = (await addWord(client, 'la mesa', 'the table')).json<AddReviewCardResponse>();
    const responses = await Promise.all([
      grade(client, card, { rating: 'good' }),
      grade(client, card, { rating: 'good' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toEqual({
      message: REVIEW_ALREADY_GRADED_MESSAGE,
    });
    const [listed] = (await client.get('/api/review/cards')).json<{ cards: ReviewCard[] }>().cards;
    expect(listed).toMatchObject({ reps: 1 });
    expect(await learnerStanding(client.userId)).toEqual({ xp: 1, streak: 1 });
  });
});

describe('the conversation report and the review summary', () => {
  it('reports every learner message with its correction, the figures and next steps', async () => {
    const client = await signedInLearner(app);
    const id = await converse(client, [WRONG_SER, 'Tengo dos hermanos.', WRONG_ARTICLE]);
    const response = await client.get(`/api/conversations/${id}/report`);
    expect(response.statusCode, response.body).toBe(200);
    const report: ConversationReport = response.json();
    expect(report.messages.map((message) => [message.text, message.corrected])).toEqual([
      [WRONG_SER, 'Mi hermana está muy cansada.'],
      ['Tengo dos hermanos.', null],
      [WRONG_ARTICLE, 'El problema es grande.'],
    ]);
    expect(report.cleanShare).toBe(33);
    expect(report.figures).toMatchObject({ learnerMessages: 3, wordsPerMessage: 4, distinctWords: 11 });
    // Every message was typed: the report says nothing about speaking time.
    expect(report.figures.speaking).toBeNull();
    expect(report.mistakes).toEqual([
      { category: 'articles', count: 1 },
      { category: 'ser-estar', count: 1 },
    ]);
    expect(report.nextSteps.at(-1)).toEqual({
      kind: 'review',
      text: 'Practise your corrections: 2 cards from this conversation are in your review deck.',
      href: '/review',
    });

    const summary: ReviewSummary = (await client.get('/api/review/summary')).json();
    expect(summary).toMatchObject({
      dueToday: 2,
      newCount: 2,
      fromLastConversation: { count: 2, conversationId: id },
    });
    expect(summary.mistakes).toEqual(
      expect.arrayContaining([
        { category: 'ser-estar', count: 1 },
        { category: 'articles', count: 1 },
      ]),
    );
  });

  it('reports the speaking time of the spoken messages and how many there were', async () => {
    const client = await signedInLearner(app);
    const id = await converse(client, [
      { text: 'Tengo dos hermanos.', speakingMs: 1830 },
      'Mi madre es profesora.',
      { text: WRONG_SER, speakingMs: 2400 },
    ]);
    const report: ConversationReport = (await client.get(`/api/conversations/${id}/report`)).json();
    expect(report.figures.speaking).toEqual({ totalMs: 4230, spokenMessages: 2 });
    expect(report.figures.learnerMessages).toBe(3);
    expect(report.messages[0]).not.toHaveProperty('speakingMs');
  });
});

describe('the words of a message', () => {
  it('answers the course words a text uses, with their English, and refuses an empty text', async () => {
    const client = await signedInLearner(app);
    const response = await client.get(`/api/review/words?text=${encodeURIComponent('¡Hola! ¿Qué tal?')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ words: [{ spanish: 'hola', english: 'hello' }] });
    const empty = await client.get('/api/review/words?text=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Send the text to look words up in.' });
  });

  it('answers what the app knows for one tapped word, from the course or the partner’s dictionary, and never guesses', async () => {
    const client = await signedInLearner(app);
    const text = '¿Tienes hermanos? Hiciste muy bien. Esta casa es bonita, por favor.';
    const at = async (word: number | string) => {
      const response = await client.get(`/api/review/words?text=${encodeURIComponent(text)}&word=${word}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ words: { spanish: string; english: string }[] }>().words;
    };
    // A plural finds its noun, a curated inflected form its verb.
    expect(await at(1)).toEqual([{ spanish: 'el hermano', english: 'brother' }]);
    expect(await at(2)).toEqual([{ spanish: 'hacer', english: 'to do, to make' }]);
    // "Esta" is not "está": a match found only by folding accents is no translation.
    expect(await at(5)).toEqual([]);
    // A word and the phrase it is part of.
    expect((await at(10)).map((word) => word.spanish)).toEqual(['el favor', 'por favor']);
    expect(await at(9)).toEqual([{ spanish: 'por favor', english: 'please' }]);
    expect(await at(40)).toEqual([]);
    for (const word of [-1, 1.5, 'first']) {
      const bad = await client.get(`/api/review/words?text=${encodeURIComponent(text)}&word=${word}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: WORD_INDEX_INVALID_MESSAGE });
    }
  });
});
