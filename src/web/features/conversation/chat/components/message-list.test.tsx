import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import type { CorrectResponse } from '@/contract/language';
import { AppProviders } from '@/web/app/providers';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import type { ChatMessage } from '@/web/features/conversation/chat/conversation-state';
import { fakeVoice, installFakeAudio, installFakeSpeechSynthesis } from '@/web/testing/fake-speech';
import { PLAYBACK_FAILED } from '@/web/features/conversation/voice/reply-voice';
import { VOICE_PREFERENCES_KEY } from '@/web/features/conversation/voice/voice-preferences';
import { PracticeContextValue } from '@/web/features/conversation/chat/practice-context';
import { MessageList, NEW_MESSAGE_LABEL } from './message-list';

type Routes = Parameters<typeof installFakeFetch>[0];

const alex = fakeVoice('Alex', 'en-US');
const monica = fakeVoice('Mónica', 'es-ES');
const paulina = fakeVoice('Paulina', 'es-MX');

const OPENING: ChatMessage = {
  id: 'a1',
  role: 'assistant',
  text: '¡Hola! ¿Qué te gustaría comer?',
  translation: 'Hi! What would you like to eat?',
};
const LEARNER: ChatMessage = { id: 'local-1', role: 'user', text: 'Yo quiero tacos' };
const REPLY: ChatMessage = { id: 'a2', role: 'assistant', text: '¡Qué rico! Me encantan los tacos.' };

function capabilities(serverVoice: boolean) {
  return () => json({ speechToText: 'browser', serverVoice, languageHelp: 'builtin' });
}

/** The message list on its own, as the conversation screen feeds it; `show` passes it new messages. */
function renderList(messages: ChatMessage[], routes: Routes = {}, { serverVoice = false } = {}) {
  const fake = installFakeFetch({ 'GET /api/capabilities': capabilities(serverVoice), ...routes });
  const view = renderWithApp(<MessageList messages={messages} partnerTyping={false} />);
  // The same tree as renderWithApp builds, so the list keeps its state between renders.
  const show = (next: ChatMessage[]) =>
    view.rerender(
      <AppProviders queryClient={view.queryClient}>
        <Router hook={view.location.hook}>
          <MessageList messages={next} partnerTyping={false} />
        </Router>
      </AppProviders>,
    );
  return { ...view, ...fake, show };
}

function bubble(text: string): HTMLElement {
  // A partner message's words are buttons: the message is the Spanish span that reads the whole text.
  const item = within(screen.getByRole('region', { name: 'Messages' }))
    .getByText((_, node) => node?.getAttribute('lang') === 'es' && node.textContent === text)
    .closest('li');
  if (!item) throw new Error(`No message reads "${text}"`);
  return item;
}

function storeRate(rate: number) {
  localStorage.setItem(VOICE_PREFERENCES_KEY, JSON.stringify({ voiceURI: null, rate }));
}

afterEach(() => {
  localStorage.clear();
});

describe('MessageList voice', () => {
  it('reads each new reply once it has fully arrived, but not replies already there or the learner’s', () => {
    const speech = installFakeSpeechSynthesis([alex, monica, paulina]);
    const { show } = renderList([OPENING]);
    expect(speech.spoken).toHaveLength(0);

    show([OPENING, LEARNER]);
    show([OPENING, LEARNER, { ...REPLY, text: '¡Qué', streaming: true }]);
    expect(speech.spoken).toHaveLength(0);

    show([OPENING, LEARNER, REPLY]);
    expect(speech.spoken.map((utterance) => [utterance.text, utterance.voice?.name, utterance.rate])).toEqual([
      [REPLY.text, 'Paulina', 1],
    ]);

    // The same reply sent again (after a reconnect) is not new.
    show([OPENING, LEARNER, { ...REPLY }]);
    expect(speech.spoken).toHaveLength(1);
  });

  it('plays, stops and replays a reply', async () => {
    const speech = installFakeSpeechSynthesis([paulina]);
    const { user } = renderList([OPENING]);
    const actions = within(bubble(OPENING.text));

    await user.click(actions.getByRole('button', { name: 'Play' }));
    expect(speech.current()?.text).toBe(OPENING.text);
    await user.click(actions.getByRole('button', { name: 'Stop' }));
    expect(speech.current()).toBeNull();
    expect(actions.getByRole('button', { name: 'Play' })).toBeTruthy();

    await user.click(actions.getByRole('button', { name: 'Replay' }));
    await user.click(actions.getByRole('button', { name: 'Replay' }));
    expect(speech.spoken).toHaveLength(3);
    expect(speech.current()?.text).toBe(OPENING.text);
    act(() => speech.finish());
    expect(actions.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it("sets the reply speed with a slider shown as 'Nx', remembered in this browser", async () => {
    storeRate(1.5);
    const speech = installFakeSpeechSynthesis([paulina]);
    const { user } = renderList([OPENING]);
    const slider = await screen.findByRole('slider', { name: 'Reply speed' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1.5x');
    expect(slider.getAttribute('aria-valuemin')).toBe('0.5');
    expect(slider.getAttribute('aria-valuemax')).toBe('2');
    expect(screen.getByText('1.5x')).toBeTruthy();

    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1.6x');
    expect(JSON.parse(localStorage.getItem(VOICE_PREFERENCES_KEY) ?? '')).toMatchObject({ rate: 1.6 });
    fireEvent.keyDown(slider, { key: 'End' });
    expect(screen.getByText('2x')).toBeTruthy();
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(screen.getByText('0.5x')).toBeTruthy();

    await user.click(within(bubble(OPENING.text)).getByRole('button', { name: 'Play' }));
    expect(speech.current()?.rate).toBe(0.5);
  });

  it('says so when the speakers fail, and not when speech is stopped', async () => {
    const speech = installFakeSpeechSynthesis([paulina]);
    const { user } = renderList([OPENING]);
    const play = () => user.click(within(bubble(OPENING.text)).getByRole('button', { name: 'Play' }));

    await play();
    act(() => speech.fail('interrupted'));
    expect(screen.queryByText(PLAYBACK_FAILED)).toBeNull();

    await play();
    act(() => speech.fail('audio-hardware'));
    expect(await screen.findByText(PLAYBACK_FAILED)).toBeTruthy();
  });

  it("reads replies with the server's voice when the browser has no Spanish one", async () => {
    storeRate(1.2);
    installFakeSpeechSynthesis([alex]);
    const audio = installFakeAudio();
    const { show, requests, queryClient } = renderList(
      [],
      {
        'POST /api/speech': () =>
          new Response(new Blob(['mp3'], { type: 'audio/mpeg' }), { headers: { 'Content-Type': 'audio/mpeg' } }),
      },
      { serverVoice: true },
    );
    await waitFor(() => expect(queryClient.getQueryData(['/api/capabilities'])).toBeTruthy());

    const reply = { ...REPLY, id: 'server-voice', text: 'Te leo con la voz del servidor.' };
    show([reply]);
    await waitFor(() => expect(audio.latest()?.play).toHaveBeenCalled());
    expect(requests.find((request) => request.path === '/api/speech')?.body).toEqual({ text: reply.text });
    expect(audio.latest()?.playbackRate).toBe(1.2);
    expect(within(bubble(reply.text)).getByRole('button', { name: 'Stop' })).toBeTruthy();
  });

  it('shows replies as text only where nothing can read them', async () => {
    const { queryClient } = renderList([OPENING]);
    await waitFor(() => expect(queryClient.getQueryData(['/api/capabilities'])).toBeTruthy());
    const actions = within(bubble(OPENING.text));
    expect(actions.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(actions.queryByRole('button', { name: 'Replay' })).toBeNull();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(actions.getByRole('button', { name: 'Copy last question' })).toBeTruthy();
  });
});

describe('MessageList corrections', () => {
  const CORRECTED: CorrectResponse = {
    correction: 'Yo quiero unos tacos, por favor.',
    explanation: 'Two small changes make it sound natural.',
    changes: [
      {
        category: 'articles',
        original: 'tacos',
        corrected: 'unos tacos',
        explanation: 'Spanish usually puts an article before a plural noun here.',
      },
      {
        category: 'other',
        original: 'tacos',
        corrected: 'tacos, por favor.',
        explanation: 'A polite ending and a full stop.',
      },
    ],
  };

  it('shows the correction and its changes, then offers to hear the corrected sentence', async () => {
    const speech = installFakeSpeechSynthesis([paulina]);
    const { user, requests } = renderList([OPENING, LEARNER], {
      'POST /api/conversation/correct': () => json(CORRECTED),
    });
    const learner = within(bubble(LEARNER.text));

    await user.click(learner.getByRole('button', { name: 'Get Correction' }));
    expect(await screen.findByText('Got correction for your message!')).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/conversation/correct')?.body).toEqual({
      text: LEARNER.text,
    });
    expect(learner.getByText('Corrected:').parentElement?.textContent).toBe(`Corrected: ${CORRECTED.correction}`);
    expect(learner.getByText(CORRECTED.explanation)).toBeTruthy();
    expect(within(learner.getByRole('list', { name: 'Changes' })).getAllByRole('listitem')).toHaveLength(2);
    expect(learner.queryByRole('button', { name: 'Get Correction' })).toBeNull();

    await user.click(learner.getByRole('button', { name: 'Play corrected sentence' }));
    expect(speech.current()?.text).toBe(CORRECTED.correction);
  });

  it('reads a correct message back unchanged with the server’s explanation', async () => {
    const { user } = renderList([LEARNER], {
      'POST /api/conversation/correct': () =>
        json({ correction: LEARNER.text, explanation: 'Looks good! Nothing to correct.', changes: [] }),
    });
    const learner = within(bubble(LEARNER.text));
    await user.click(learner.getByRole('button', { name: 'Get Correction' }));

    expect((await learner.findByText('Corrected:')).parentElement?.textContent).toBe(`Corrected: ${LEARNER.text}`);
    expect(learner.getByText('Looks good! Nothing to correct.')).toBeTruthy();
    expect(learner.queryByRole('list', { name: 'Changes' })).toBeNull();
  });

  it('shows the check that came with the reply under the learner’s bubble, without asking for it', async () => {
    installFakeSpeechSynthesis([paulina]);
    const checked: ChatMessage = {
      ...LEARNER,
      text: 'Ella es muy simpatico.',
      check: {
        corrected: 'Ella es muy simpática.',
        changes: [
          {
            category: 'adjectives',
            original: 'simpatico',
            corrected: 'simpática',
            explanation: "Adjectives agree with the noun: 'simpática'.",
          },
        ],
        summary: '',
        checkedBy: 'builtin',
      },
    };
    const { requests } = renderList([OPENING, checked]);
    const learner = within(bubble(checked.text));
    expect(learner.getByText('Corrected:').parentElement?.textContent).toBe('Corrected: Ella es muy simpática.');
    const change = within(learner.getByRole('list', { name: 'Corrections' })).getByRole('listitem');
    expect(change.textContent).toBe(
      "simpatico →becomes simpática (Adjective agreement)Adjectives agree with the noun: 'simpática'.",
    );
    expect(learner.queryByRole('button', { name: 'Get Correction' })).toBeNull();
    expect(learner.getByRole('button', { name: 'Play corrected sentence' })).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/conversation/correct')).toBe(false);
  });

  it('says what was checked, and never "correct", when the check found nothing', async () => {
    const summary =
      'No mistakes found in what the built-in checker covers: accents and gustar. Other grammar is not checked.';
    const clean: ChatMessage = {
      ...LEARNER,
      check: { corrected: LEARNER.text, changes: [], summary, checkedBy: 'builtin' },
    };
    const { user } = renderList([clean]);
    const learner = within(bubble(LEARNER.text));
    await user.click(learner.getByText('No mistakes found'));
    expect(learner.getByText(summary)).toBeTruthy();
    expect(learner.queryByText(/correct\b/i)).toBeNull();
  });

  it("says 'Failed to get correction' and keeps the button", async () => {
    const { user } = renderList([LEARNER], {
      'POST /api/conversation/correct': () => new Response('down', { status: 503, statusText: 'Service Unavailable' }),
    });
    await user.click(within(bubble(LEARNER.text)).getByRole('button', { name: 'Get Correction' }));
    expect(await screen.findByText('Failed to get correction')).toBeTruthy();
    expect(within(bubble(LEARNER.text)).getByRole('button', { name: 'Get Correction' })).toBeTruthy();
    expect(screen.queryByText('Corrected:')).toBeNull();
  });
});

describe('MessageList translations', () => {
  it('shows a stored translation at once, and fetches a missing one once', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, requests } = renderList([OPENING, REPLY], {
      'GET /api/translate': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.click(within(bubble(OPENING.text)).getByRole('button', { name: 'Show translation' }));
    expect(screen.getByText(OPENING.translation ?? '').hidden).toBe(false);

    const reply = within(bubble(REPLY.text));
    await user.click(reply.getByRole('button', { name: 'Show translation' }));
    expect(reply.getByRole('status').textContent).toBe('Translating…');
    act(() => answer(json({ translation: 'Yum! I love tacos.', source: 'known' })));
    expect(await reply.findByText('Yum! I love tacos.')).toBeTruthy();

    const translateRequests = () => requests.filter((request) => request.path.startsWith('/api/translate'));
    expect(translateRequests().map((request) => request.path)).toEqual([
      `/api/translate?${new URLSearchParams({ text: REPLY.text, from: 'es' })}`,
    ]);

    await user.click(reply.getByRole('button', { name: 'Hide translation' }));
    expect(reply.getByText('Yum! I love tacos.').hidden).toBe(true);
    await user.click(reply.getByRole('button', { name: 'Show translation' }));
    expect(reply.getByText('Yum! I love tacos.').hidden).toBe(false);
    expect(translateRequests()).toHaveLength(1);
  });

  it('labels an Apertium translation as a rough machine translation, and a curated one not', async () => {
    const { user } = renderList([OPENING, REPLY], {
      'GET /api/translate': () => json({ translation: 'They like me the tacos.', source: 'apertium' }),
    });
    const reply = within(bubble(REPLY.text));
    await user.click(reply.getByRole('button', { name: 'Show translation' }));
    const panel = (await reply.findByText(/They like me the tacos\./)).closest('p')!;
    expect(panel.textContent).toBe('Rough machine translation:They like me the tacos.');
    await user.click(within(bubble(OPENING.text)).getByRole('button', { name: 'Show translation' }));
    expect(screen.getByText(OPENING.translation ?? '').textContent).not.toContain('Rough machine translation');
  });

  it("says 'Translation Error' and closes the translation when it fails", async () => {
    const { user } = renderList([LEARNER], {
      'GET /api/translate': () => new Response('down', { status: 503, statusText: 'Service Unavailable' }),
    });
    const learner = within(bubble(LEARNER.text));
    await user.click(learner.getByRole('button', { name: 'Show translation' }));

    expect(await screen.findByText('Translation Error')).toBeTruthy();
    expect(screen.getByText('Failed to translate the message. Please try again.')).toBeTruthy();
    const toggle = learner.getByRole('button', { name: 'Show translation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(learner.queryByRole('status')).toBeNull();
  });
});

describe('MessageList question help', () => {
  it('copies the last question, or says there is none', async () => {
    const { user } = renderList([OPENING, REPLY]);
    await user.click(within(bubble(OPENING.text)).getByRole('button', { name: 'Copy last question' }));
    expect(await screen.findByText('The last question has been copied to your clipboard!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('¿Qué te gustaría comer?');

    await user.click(within(bubble(REPLY.text)).getByRole('button', { name: 'Copy last question' }));
    expect(await screen.findByText('No Question Found')).toBeTruthy();
    expect(screen.getByText('Could not find a question in the message.')).toBeTruthy();
  });

  it('copies a practice response to the question', async () => {
    const answer = 'Me gustaría unos tacos, por favor.';
    const { user, requests } = renderList([OPENING], {
      'POST /api/conversation/practice-response': () =>
        json({ response: answer, translation: "I'd like some tacos, please." }),
    });
    await user.click(within(bubble(OPENING.text)).getByRole('button', { name: 'Generate practice response' }));

    expect(await screen.findByText('Practice response has been copied to your clipboard!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(answer);
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      question: '¿Qué te gustaría comer?',
    });
  });

  it('asks for a practice response at the session’s difficulty and for its conversation', async () => {
    const fake = installFakeFetch({
      'GET /api/capabilities': capabilities(false),
      'POST /api/conversation/practice-response': () => json({ response: 'Quiero tacos.' }),
    });
    const { user } = renderWithApp(
      <PracticeContextValue
        value={{ difficulty: 'intermediate', conversationId: '7d1f7a53-5d3b-4b9e-9a53-0d6f3c1f2e11' }}
      >
        <MessageList messages={[OPENING]} partnerTyping={false} />
      </PracticeContextValue>,
    );
    await user.click(within(bubble(OPENING.text)).getByRole('button', { name: 'Generate practice response' }));
    await screen.findByText('Practice response has been copied to your clipboard!');
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toEqual({
      question: '¿Qué te gustaría comer?',
      difficulty: 'intermediate',
      conversationId: '7d1f7a53-5d3b-4b9e-9a53-0d6f3c1f2e11',
    });
  });

  it('says when a practice response fails, or when there is no question to answer', async () => {
    const { user, requests } = renderList([OPENING, REPLY], {
      'POST /api/conversation/practice-response': () =>
        new Response('down', { status: 500, statusText: 'Internal Server Error' }),
    });
    await user.click(within(bubble(OPENING.text)).getByRole('button', { name: 'Generate practice response' }));
    expect(await screen.findByText('Failed to generate practice response. Please try again.')).toBeTruthy();

    await user.click(within(bubble(REPLY.text)).getByRole('button', { name: 'Generate practice response' }));
    expect(
      await screen.findByText('Could not find a question in the message to generate a practice response for.'),
    ).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});

/** jsdom lays nothing out: the viewport's scroll geometry is set by hand, as a browser would report it. */
function setGeometry(
  viewport: HTMLElement,
  { scrollHeight, clientHeight }: { scrollHeight: number; clientHeight: number },
) {
  Object.defineProperty(viewport, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(viewport, 'clientHeight', { configurable: true, value: clientHeight });
}

describe('MessageList scrolling (docs/product.md#conversation-layout)', () => {
  it('follows new messages while the learner is at the end', () => {
    const { show } = renderList([OPENING]);
    const viewport = screen.getByRole('region', { name: 'Messages' });
    setGeometry(viewport, { scrollHeight: 900, clientHeight: 300 });
    show([OPENING, LEARNER]);
    expect(viewport.scrollTop).toBe(900);
    expect(screen.queryByRole('button', { name: NEW_MESSAGE_LABEL })).toBeNull();
  });

  it('stays where the learner scrolled up to, shows a "New message" pill, and jumps to the end from it', async () => {
    const { show, user } = renderList([OPENING, LEARNER]);
    const viewport = screen.getByRole('region', { name: 'Messages' });
    setGeometry(viewport, { scrollHeight: 900, clientHeight: 300 });
    viewport.scrollTop = 100;
    fireEvent.scroll(viewport);

    show([OPENING, LEARNER, REPLY]);
    expect(viewport.scrollTop).toBe(100);
    const pill = screen.getByRole('button', { name: NEW_MESSAGE_LABEL });

    setGeometry(viewport, { scrollHeight: 1200, clientHeight: 300 });
    await user.click(pill);
    expect(viewport.scrollTop).toBe(1200);
    expect(screen.queryByRole('button', { name: NEW_MESSAGE_LABEL })).toBeNull();
  });

  it('drops the pill once the learner scrolls back to the end themselves', () => {
    const { show } = renderList([OPENING]);
    const viewport = screen.getByRole('region', { name: 'Messages' });
    setGeometry(viewport, { scrollHeight: 900, clientHeight: 300 });
    viewport.scrollTop = 0;
    fireEvent.scroll(viewport);
    show([OPENING, LEARNER]);
    expect(screen.getByRole('button', { name: NEW_MESSAGE_LABEL })).toBeTruthy();

    viewport.scrollTop = 580; // within the slack of the end (900 - 300 - 580 = 20 px)
    fireEvent.scroll(viewport);
    expect(screen.queryByRole('button', { name: NEW_MESSAGE_LABEL })).toBeNull();
  });
});
