import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Capabilities } from '@/contract/language';
import type { Exercise } from '@/contract/lessons';
import { CAPABILITIES_QUERY_KEY } from '@/web/lib/queries/capabilities';
import { json } from '@/web/testing/fake-fetch';
import { fakeVoice, installFakeAudio, installFakeSpeechSynthesis } from '@/web/testing/fake-speech';
import { completeLessonResponse } from '@/web/testing/lesson-fixtures';
import { lessonWith, renderLesson } from '@/web/features/lesson/testing/render-lesson';
import { NO_VOICE_TEXT, PLAY_SENTENCE_LABEL, SHOW_TEXT_LABEL } from './sentence-player';
import { chooseSentenceVoice } from './sentence-voice';

const SENTENCE = 'Mi papá toma el autobús los lunes.';
const listening: Exercise = {
  type: 'listening',
  question: 'Play the sentence and type what you hear, accents included.',
  hint: 'Two of its words carry a written accent.',
  audio_text: SENTENCE,
  why: 'A word stressed on its last syllable that ends in a vowel, "n" or "s" carries a written accent.',
};
const capabilities = (serverVoice: boolean): Capabilities => ({
  speechToText: 'browser',
  serverVoice,
  languageHelp: 'builtin',
});
const mp3 = () =>
  new Response(new Blob(['mp3'], { type: 'audio/mpeg' }), { headers: { 'Content-Type': 'audio/mpeg' } });

/** The lesson screen opened on a listening exercise, with the server's capabilities loaded. */
async function openListening(serverVoice: boolean, routes: Parameters<typeof renderLesson>[0] = {}) {
  const view = renderLesson({
    'GET /api/lessons/greetings': () => json(lessonWith([listening])),
    'GET /api/capabilities': () => json(capabilities(serverVoice)),
    'POST /api/lessons/greetings/complete': () => json(completeLessonResponse()),
    ...routes,
  });
  await screen.findByText('Question 1 of 1');
  await waitFor(() => expect(view.queryClient.getQueryData(CAPABILITIES_QUERY_KEY)).toBeTruthy());
  return view;
}

describe('Listening exercise', () => {
  it("plays the sentence in the server's voice, hides it until answered, and checks what was typed", async () => {
    installFakeSpeechSynthesis([fakeVoice('Paulina', 'es-MX')]);
    const audio = installFakeAudio();
    const { user, requests } = await openListening(true, { 'POST /api/speech': mp3 });

    expect(screen.getByText('Listening')).toBeTruthy();
    expect(screen.queryByText(SENTENCE)).toBeNull();
    // The card's own Listen button would read the sentence too: the player is the only way to hear it.
    expect(screen.queryByRole('button', { name: 'Listen' })).toBeNull();

    await user.click(screen.getByRole('button', { name: PLAY_SENTENCE_LABEL }));
    await waitFor(() => expect(audio.latest()?.play).toHaveBeenCalled());
    expect(requests.find((request) => request.path === '/api/speech')?.body).toEqual({ text: SENTENCE });
    expect(audio.latest()?.playbackRate).toBe(0.8);
    expect(screen.queryByText(SENTENCE)).toBeNull();

    await user.type(
      screen.getByRole('textbox', { name: 'Your answer in Spanish' }),
      'mi papá toma el autobús los lunes',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(screen.getByText('You heard:')).toBeTruthy();
    expect(screen.getByText(SENTENCE).getAttribute('lang')).toBe('es');
  });

  it("reads the sentence in the browser's Spanish voice without a server voice, and explains a miss", async () => {
    const speech = installFakeSpeechSynthesis([fakeVoice('Paulina', 'es-MX')]);
    const { user } = await openListening(false);

    await user.click(screen.getByRole('button', { name: PLAY_SENTENCE_LABEL }));
    expect(speech.spoken.map((utterance) => [utterance.text, utterance.rate])).toEqual([[SENTENCE, 0.8]]);

    await user.type(
      screen.getByRole('textbox', { name: 'Your answer in Spanish' }),
      'mi papa toma el autobus los lunes',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByText('Not quite right')).toBeTruthy();
    expect(screen.getByText(/Almost!/)).toBeTruthy();
    expect(screen.getByText(/Correct answer:/).textContent).toContain(SENTENCE);
    expect(screen.getByText(listening.why!)).toBeTruthy();
  });

  it('says when no voice can play the sentence and offers its text instead', async () => {
    installFakeSpeechSynthesis([fakeVoice('Alex', 'en-US')]);
    const { user } = await openListening(false);

    expect(screen.getByText(NO_VOICE_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: PLAY_SENTENCE_LABEL })).toBeNull();
    expect(screen.queryByText(SENTENCE)).toBeNull();
    await user.click(screen.getByRole('button', { name: SHOW_TEXT_LABEL }));
    expect(screen.getByText(SENTENCE)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Your answer in Spanish' }), SENTENCE);
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await screen.findByText('Correct!')).toBeTruthy();
  });

  it("falls back to the text when the server's voice fails and the browser has no Spanish voice", async () => {
    installFakeSpeechSynthesis([]);
    installFakeAudio();
    const { user } = await openListening(true, { 'POST /api/speech': () => json({ message: 'No voice' }, 503) });

    await user.click(screen.getByRole('button', { name: PLAY_SENTENCE_LABEL }));
    expect(await screen.findByText(NO_VOICE_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: SHOW_TEXT_LABEL })).toBeTruthy();
  });

  it('chooses the server voice first, then the browser, and waits for the server only without a browser voice', () => {
    expect(chooseSentenceVoice(true, true)).toBe('server');
    expect(chooseSentenceVoice(false, true)).toBe('browser');
    expect(chooseSentenceVoice(undefined, true)).toBe('browser');
    expect(chooseSentenceVoice(undefined, false)).toBe('waiting');
    expect(chooseSentenceVoice(false, false)).toBe('none');
  });
});
