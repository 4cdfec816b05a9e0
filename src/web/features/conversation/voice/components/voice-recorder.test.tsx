import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Capabilities } from '@/contract/language';
import { NOTHING_HEARD_MESSAGE } from '@/contract/language-constants';
import { MICROPHONE_ERROR_MESSAGE } from '@/web/lib/use-audio-recorder';
import { stubMicrophone } from '@/web/testing/browser-media';
import { json, requestUrl } from '@/web/testing/fake-fetch';
import { installFakeSpeechRecognition } from '@/web/testing/fake-speech-recognition';
import {
  acceptSocket,
  bubbleTexts,
  CONVERSATION_ID,
  renderConversation,
  serverSends,
  startConversation,
} from '@/web/features/conversation/testing/render-conversation';
import {
  PROCESSING_MESSAGE,
  TAP_LISTENING_HINT,
  TAP_TO_SEND_LABEL,
  TAP_TO_TALK_HINT,
  TAP_TO_TALK_LABEL,
  VOICE_UNAVAILABLE_MESSAGE,
} from './voice-recorder';

type Routes = Parameters<typeof renderConversation>[0];

const SERVER_STT: Capabilities = { speechToText: 'server', serverVoice: false, languageHelp: 'builtin' };
const BROWSER_STT: Capabilities = { ...SERVER_STT, speechToText: 'browser' };
const TRANSCRIBE = 'POST /api/conversation/transcribe';
const OPENING = '¡Hola! ¿Qué te gustaría comer?';

/** A started conversation whose server reports the given speech capabilities. */
async function inConversation(capabilities: Capabilities | null, routes: Routes = {}) {
  const view = renderConversation({
    ...(capabilities ? { 'GET /api/capabilities': () => json(capabilities) } : {}),
    ...routes,
  });
  acceptSocket(view.latest());
  await startConversation(view.user, view.latest());
  // The recorder sits in the composer's lazily loaded voice controls.
  await screen.findByRole('region', { name: 'Voice message' });
  return view;
}

function recorderPanel() {
  return screen.getByRole('region', { name: 'Voice message' });
}

function button(name: string) {
  return within(recorderPanel()).getByRole<HTMLButtonElement>('button', { name });
}

function statusText() {
  return within(recorderPanel()).getByRole('status').textContent;
}

async function record(user: UserEvent) {
  await user.click(button('Start Recording'));
  await waitFor(() => expect(statusText()).toBe('Recording… speak now'));
  await user.click(button('Stop Recording'));
}

/** The audio part of the (only) upload to the transcription endpoint. */
function uploadedAudio(fetch: ReturnType<typeof renderConversation>['fetch']): File | undefined {
  const call = fetch.mock.calls.find(([url]) => requestUrl(url) === '/api/conversation/transcribe');
  const body = call?.[1]?.body;
  return body instanceof FormData ? (body.get('audio') as File) : undefined;
}

describe('VoiceRecorder with server speech recognition', () => {
  it('records, plays back, and sends the transcribed text over the live socket like typed text', async () => {
    stubMicrophone();
    let answer: (response: Response) => void = () => {};
    const { user, latest, fetch, requests } = await inConversation(SERVER_STT, {
      [TRANSCRIBE]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(await within(recorderPanel()).findByText('Speech recognition: server')).toBeTruthy();
    // A half-typed message is not lost to a spoken one.
    await user.type(screen.getByRole('textbox', { name: 'Type your message' }), 'borrador');

    // The microphone records for 2.35 s: that, not the transcription's time, is the message's speaking time.
    let now = 10_000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    onTestFinished(() => clock.mockRestore());
    await user.click(button('Start Recording'));
    await waitFor(() => expect(statusText()).toBe('Recording… speak now'));
    now += 2350;
    await user.click(button('Stop Recording'));
    now += 60_000;
    expect(within(recorderPanel()).getByLabelText('Your recording').getAttribute('src')).toBe('blob:recording-1');
    expect(statusText()).toBe('Recording ready: play it back, discard it or send it.');
    expect(document.activeElement).toBe(button('Send recording'));

    await user.click(button('Send recording'));
    expect(statusText()).toBe(PROCESSING_MESSAGE);
    expect(button('Send recording').disabled).toBe(true);
    expect(button('Discard recording').disabled).toBe(true);
    // Further sends are ignored while the recording is transcribed.
    await user.click(button('Send recording'));
    expect(requests.filter((request) => request.path === '/api/conversation/transcribe')).toHaveLength(1);
    const audio = uploadedAudio(fetch);
    expect(audio?.name).toBe('recording.webm');
    expect(audio?.type).toBe('audio/webm;codecs=opus');
    expect(requests.find((request) => request.path === '/api/conversation/transcribe')?.credentials).toBe('include');

    act(() => answer(json({ text: ' Quiero tacos ' })));
    await waitFor(() =>
      expect(latest().sentFrames().at(-1)).toEqual({
        type: 'userMessage',
        text: 'Quiero tacos',
        difficulty: 'beginner',
        requestFeedback: true,
        speakingMs: 2350,
      }),
    );
    expect(bubbleTexts()).toEqual([OPENING, 'Quiero tacos']);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Type your message' }).value).toBe('borrador');
    expect(button('Start Recording').disabled).toBe(true);
    expect(within(recorderPanel()).getByText('You can send once your partner has replied.')).toBeTruthy();

    serverSends(latest(), { type: 'transcript', id: 'reply-1', text: '¡Muy bien!' });
    expect(button('Start Recording').disabled).toBe(false);
  });

  it('discards a recording without sending anything', async () => {
    const microphone = stubMicrophone();
    const { user, requests, latest } = await inConversation(SERVER_STT);
    await within(recorderPanel()).findByText('Speech recognition: server');
    await record(user);
    await user.click(button('Discard recording'));

    expect(within(recorderPanel()).queryByLabelText('Your recording')).toBeNull();
    expect(microphone.revokeObjectURL).toHaveBeenCalledWith('blob:recording-1');
    expect(document.activeElement).toBe(button('Start Recording'));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(latest().sentFrames()).toHaveLength(1);
  });

  it.each([
    {
      failure: "the server's details",
      reply: () =>
        json({ message: 'Transcription failed', details: 'The speech service timed out.' }, 502, {
          statusText: 'Bad Gateway',
        }),
      title: 'Transcription Failed',
      description: 'The speech service timed out.',
    },
    {
      failure: 'the status text when there are no details',
      reply: () => new Response('upstream down', { status: 503, statusText: 'Service Unavailable' }),
      title: 'Transcription Failed',
      description: 'Failed to transcribe audio: Service Unavailable',
    },
    {
      failure: 'a generic message when no answer arrives',
      reply: () => Promise.reject(new TypeError('Failed to fetch')),
      title: 'Error',
      description: 'Failed to process audio. Please try again.',
    },
  ])(
    'says so with $failure when transcription fails, and keeps the recording',
    async ({ reply, title, description }) => {
      stubMicrophone();
      const { user, latest } = await inConversation(SERVER_STT, { [TRANSCRIBE]: reply });
      await within(recorderPanel()).findByText('Speech recognition: server');
      await record(user);
      await user.click(button('Send recording'));

      expect(await screen.findByText(description)).toBeTruthy();
      expect(screen.getByText(title)).toBeTruthy();
      expect(latest().sentFrames()).toHaveLength(1);
      expect(button('Send recording').disabled).toBe(false);
      expect(within(recorderPanel()).getByLabelText('Your recording')).toBeTruthy();
    },
  );

  it('shows the product’s alert (docs/product.md#messages) when the microphone is refused', async () => {
    stubMicrophone({ allow: false });
    const { user } = await inConversation(SERVER_STT);
    await within(recorderPanel()).findByText('Speech recognition: server');
    await user.click(button('Start Recording'));

    expect((await within(recorderPanel()).findByRole('alert')).textContent).toBe(MICROPHONE_ERROR_MESSAGE);
    expect(button('Start Recording')).toBeTruthy();
  });

  it('waits for an open connection and for the partner before recording', async () => {
    stubMicrophone();
    const { user, latest } = renderConversation({ 'GET /api/capabilities': () => json(SERVER_STT) });
    acceptSocket(latest());
    await user.click(await screen.findByRole('combobox', { name: 'Topic' }));
    await user.click(await screen.findByRole('option', { name: /^At the Restaurant/ }));
    await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
    // Why it waits takes the recogniser's line, so the panel keeps its height.
    await within(recorderPanel()).findByText('You can send once your partner has replied.');
    expect(button('Start Recording').disabled).toBe(true);

    serverSends(
      latest(),
      { type: 'conversation_id', id: CONVERSATION_ID },
      { type: 'transcript', id: 'opening', text: OPENING },
    );
    expect(button('Start Recording').disabled).toBe(false);
    expect(within(recorderPanel()).getByText('Speech recognition: server')).toBeTruthy();

    act(() => latest().drop());
    expect(button('Start Recording').disabled).toBe(true);
    expect(within(recorderPanel()).getByText('Voice messages wait for the connection.')).toBeTruthy();
  });
});

describe("VoiceRecorder with the browser's speech recognition", () => {
  it('shows what is heard while recording and sends the recognised words without uploading', async () => {
    stubMicrophone();
    const recognition = installFakeSpeechRecognition();
    const { user, latest, requests } = await inConversation(BROWSER_STT);
    expect(await within(recorderPanel()).findByText('Speech recognition: your browser (es-MX)')).toBeTruthy();

    await user.click(button('Start Recording'));
    await waitFor(() => expect(recognition.instances).toHaveLength(1));
    expect(recognition.latest()).toMatchObject({ lang: 'es-MX', continuous: true, interimResults: true });
    act(() => recognition.latest().say('Quiero', { final: false }));
    expect(within(recorderPanel()).getByText('Hearing:').parentElement?.textContent).toBe('Hearing: Quiero');
    act(() => recognition.latest().say('Quiero tacos'));
    act(() => recognition.latest().say('con pollo', { final: false }));
    expect(within(recorderPanel()).getByText('Hearing:').parentElement?.textContent).toBe(
      'Hearing: Quiero tacos con pollo',
    );

    await user.click(button('Stop Recording'));
    expect(recognition.latest().stopped).toBe(true);
    expect(within(recorderPanel()).getByText('Heard:').parentElement?.textContent).toBe(
      'Heard: Quiero tacos con pollo',
    );
    await user.click(button('Send recording'));

    await waitFor(() =>
      expect(latest().sentFrames().at(-1)).toMatchObject({ type: 'userMessage', text: 'Quiero tacos con pollo' }),
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(within(recorderPanel()).queryByLabelText('Your recording')).toBeNull();
  });

  it('falls back to es-ES when the browser does not recognise es-MX', async () => {
    stubMicrophone();
    installFakeSpeechRecognition({ unsupported: ['es-MX'] });
    const { user } = await inConversation(BROWSER_STT);
    await within(recorderPanel()).findByText('Speech recognition: your browser (es-MX)');
    await user.click(button('Start Recording'));
    expect(await within(recorderPanel()).findByText('Speech recognition: your browser (es-ES)')).toBeTruthy();
  });

  it('recognises the Spanish of Spain for a learner who chose it in Settings', async () => {
    stubMicrophone();
    installFakeSpeechRecognition();
    await inConversation(BROWSER_STT, {
      'GET /api/settings': () =>
        json({
          dailyGoalXp: 20,
          variety: 'spain',
          onboardingCompleted: true,
          placement: null,
          placementRetakeAt: null,
          placementTakenAt: null,
        }),
    });
    expect(await within(recorderPanel()).findByText('Speech recognition: your browser (es-ES)')).toBeTruthy();
  });

  it('keeps the recording and says so when nothing was recognised', async () => {
    stubMicrophone();
    installFakeSpeechRecognition();
    const { user, latest } = await inConversation(BROWSER_STT);
    await within(recorderPanel()).findByText('Speech recognition: your browser (es-MX)');
    await record(user);
    await user.click(button('Send recording'));

    expect((await within(recorderPanel()).findByRole('alert')).textContent).toBe(NOTHING_HEARD_MESSAGE);
    expect(latest().sentFrames()).toHaveLength(1);
    expect(within(recorderPanel()).getByLabelText('Your recording')).toBeTruthy();
  });
});

describe('VoiceRecorder without a way to recognise speech', () => {
  it('says voice input is unavailable when neither the server nor the browser can recognise speech', async () => {
    stubMicrophone();
    await inConversation(BROWSER_STT);
    expect(await within(recorderPanel()).findByText(VOICE_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(within(recorderPanel()).queryByRole('button')).toBeNull();
    // Why, and how to get a recogniser: the voice help screen.
    const help = within(recorderPanel()).getByRole('link', { name: 'How voice works here' });
    expect(help.getAttribute('href')).toBe('/help/voice');
    expect(screen.getByRole('textbox', { name: 'Type your message' })).toBeTruthy();
  });

  it('says so too when the browser cannot record, even with server recognition', async () => {
    await inConversation(SERVER_STT);
    expect(await within(recorderPanel()).findByText(VOICE_UNAVAILABLE_MESSAGE)).toBeTruthy();
  });

  it("uses the browser's recognition when the server's capabilities cannot be read", async () => {
    stubMicrophone();
    installFakeSpeechRecognition();
    await inConversation(null);
    expect(await within(recorderPanel()).findByText('Speech recognition: your browser (es-MX)')).toBeTruthy();
  });
});

/** A touch screen: `(pointer: coarse)` matches, as on a phone (setup.ts unstubs globals after each test). */
function onATouchScreen() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query === '(pointer: coarse)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('VoiceRecorder on a touch screen: tap to talk', () => {
  it('is one microphone button: a tap records, a second tap sends, and the words land in the learner’s bubble', async () => {
    onATouchScreen();
    stubMicrophone();
    const { user, latest, requests } = await inConversation(SERVER_STT, {
      [TRANSCRIBE]: () => json({ text: 'Me llamo Ana' }),
    });
    await within(recorderPanel()).findByText('Speech recognition: server');
    // One control, no Start / Stop / Send steps.
    expect(
      within(recorderPanel())
        .getAllByRole('button')
        .map((control) => control.getAttribute('aria-label')),
    ).toEqual([TAP_TO_TALK_LABEL]);
    expect(statusText()).toBe(TAP_TO_TALK_HINT);

    await user.click(button(TAP_TO_TALK_LABEL));
    await waitFor(() => expect(statusText()).toBe(TAP_LISTENING_HINT));
    expect(document.activeElement).toBe(button(TAP_TO_SEND_LABEL));
    await user.click(button(TAP_TO_SEND_LABEL));

    await waitFor(() =>
      expect(latest().sentFrames().at(-1)).toMatchObject({ type: 'userMessage', text: 'Me llamo Ana' }),
    );
    expect(requests.filter((request) => request.path === '/api/conversation/transcribe')).toHaveLength(1);
    expect(bubbleTexts()).toEqual([OPENING, 'Me llamo Ana']);
    // Nothing to play back or discard: it went out.
    expect(within(recorderPanel()).queryByLabelText('Your recording')).toBeNull();
    expect(button(TAP_TO_TALK_LABEL).disabled).toBe(true);
    serverSends(latest(), { type: 'transcript', id: 'reply-1', text: '¡Hola, Ana!' });
    expect(button(TAP_TO_TALK_LABEL).disabled).toBe(false);
  });

  it('keeps the recording, with Send and Discard, when nothing was heard', async () => {
    onATouchScreen();
    stubMicrophone();
    const { user, latest } = await inConversation(SERVER_STT, { [TRANSCRIBE]: () => json({ text: '' }) });
    await within(recorderPanel()).findByText('Speech recognition: server');
    await user.click(button(TAP_TO_TALK_LABEL));
    await waitFor(() => expect(statusText()).toBe(TAP_LISTENING_HINT));
    await user.click(button(TAP_TO_SEND_LABEL));

    expect(await within(recorderPanel()).findByText(NOTHING_HEARD_MESSAGE)).toBeTruthy();
    expect(within(recorderPanel()).getByLabelText('Your recording')).toBeTruthy();
    expect(button('Send recording')).toBeTruthy();
    expect(button('Discard recording')).toBeTruthy();
    expect(latest().sentFrames()).toHaveLength(1);
  });
});
