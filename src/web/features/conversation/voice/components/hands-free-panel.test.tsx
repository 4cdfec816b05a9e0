import { act, screen, waitFor, within } from '@testing-library/react';
import { NOTHING_HEARD_MESSAGE } from '@/contract/language-constants';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_QUERY_KEY } from '@/web/lib/session/get-user';
import { recognitionErrorMessage } from '@/web/lib/speech-recognition';
import { stubMicrophone } from '@/web/testing/browser-media';
import { installFakeFetch, json, requestUrl, SIGNED_IN_USER } from '@/web/testing/fake-fetch';
import { installFakeSpeechRecognition } from '@/web/testing/fake-speech-recognition';
import { renderWithApp } from '@/web/testing/render-with-app';
import { fakeVoice, installFakeSpeechSynthesis } from '@/web/testing/fake-speech';
import { handsFreeKey } from '@/web/features/conversation/voice/hands-free-preference';
import { replyPlayer } from '@/web/features/conversation/voice/reply-voice';
import { NO_AUDIO_SUPPORT_MESSAGE, type DetectorLoader } from '@/web/features/conversation/voice/use-hands-free';
import type { VoiceDetectorCallbacks } from '@/web/features/conversation/voice/vad-engine';
import { HandsFreePanel } from './hands-free-panel';

const SERVER_STT = { speechToText: 'server', serverVoice: false, languageHelp: 'builtin' };
const monica = fakeVoice('Mónica', 'es-ES');

/**
 * The voice detector stands in for the microphone and the model (the browser boundary): the test says when
 * the learner starts and stops speaking.
 */
function fakeDetector() {
  let callbacks: VoiceDetectorCallbacks | null = null;
  const detector = { pause: vi.fn(async () => {}), resume: vi.fn(async () => {}), destroy: vi.fn(async () => {}) };
  const load: DetectorLoader = vi.fn(async (given) => {
    callbacks = given;
    return detector;
  });
  const on = () => {
    if (!callbacks) throw new Error('The detector was not started');
    return callbacks;
  };
  return {
    load,
    detector,
    /** The first sound: not yet confirmed as speech. */
    soundStarts: () => act(() => on().onSpeechStart()),
    speak: () => act(() => on().onSpeechConfirmed()),
    stopSpeaking: (speakingMs = 1500) =>
      act(() => on().onSpeechEnd(new Blob(['RIFF'], { type: 'audio/wav' }), speakingMs)),
  };
}

/**
 * The panel as the conversation feeds it: a message sent makes it wait for the partner; `reply()` answers. With
 * `instantReplies` the answer lands in the same render as the send, so the wait is never seen (a busy phone).
 */
function Harness({
  load,
  sent,
  speakingTimes,
  drafts,
  ready = true,
  instantReplies = false,
}: {
  load: DetectorLoader;
  sent: string[];
  speakingTimes?: number[];
  drafts: string[];
  ready?: boolean;
  instantReplies?: boolean;
}) {
  const [awaitingReply, setAwaitingReply] = useState(false);
  const [replies, setReplies] = useState(1);
  return (
    <>
      <HandsFreePanel
        ready={ready}
        awaitingReply={awaitingReply}
        replies={replies}
        sendSpoken={(text, speakingMs) => {
          sent.push(text);
          speakingTimes?.push(speakingMs);
          if (instantReplies) setReplies((count) => count + 1);
          else setAwaitingReply(true);
          return true;
        }}
        putInDraft={(text) => drafts.push(text)}
        recorder={<p>Click-to-record</p>}
        loadDetector={load}
      />
      <button
        type="button"
        onClick={() => {
          setAwaitingReply(false);
          setReplies((count) => count + 1);
        }}
      >
        reply
      </button>
    </>
  );
}

function renderPanel({
  transcript = 'Vivo en Madrid',
  ready = true,
  speechToText = 'server',
  instantReplies = false,
} = {}) {
  stubMicrophone();
  vi.stubGlobal('AudioContext', class {});
  let answer: ((response: Response) => void) | null = null;
  const fake = installFakeFetch({
    'GET /api/capabilities': () => json({ ...SERVER_STT, speechToText }),
    'POST /api/conversation/transcribe': () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  });
  const detector = fakeDetector();
  const sent: string[] = [];
  const speakingTimes: number[] = [];
  const drafts: string[] = [];
  const view = renderWithApp(
    <Harness
      load={detector.load}
      sent={sent}
      speakingTimes={speakingTimes}
      drafts={drafts}
      ready={ready}
      instantReplies={instantReplies}
    />,
  );
  view.queryClient.setQueryData(USER_QUERY_KEY, SIGNED_IN_USER);
  const transcribed = async () => {
    await waitFor(() => expect(answer).not.toBeNull());
    act(() => answer?.(json({ text: transcript })));
  };
  return { ...view, ...fake, ...detector, sent, speakingTimes, drafts, transcribed };
}

const status = () =>
  screen.getByRole('region', { name: 'Hands-free voice' }).querySelector('[role="status"]')?.textContent;
const toggle = () => screen.getByRole('button', { name: 'Hands-free' });

afterEach(() => {
  replyPlayer.stop();
  localStorage.clear();
});

/** Hands-free switched on and listening while the partner's opening line is being read aloud. */
async function listeningWhilePartnerSpeaks() {
  installFakeSpeechSynthesis([monica]);
  const panel = renderPanel();
  await waitFor(() => expect((toggle() as HTMLButtonElement).disabled).toBe(false));
  await panel.user.click(toggle());
  await waitFor(() => expect(status()).toBe('Listening'));
  act(() => replyPlayer.play('opening', '¡Hola!', { route: { kind: 'browser', voice: monica }, rate: 1 }));
  expect(status()).toBe('Partner speaking');
  return panel;
}

describe('HandsFreePanel (docs/product.md#hands-free)', () => {
  it('says why it cannot run where the browser has no Web Audio, and keeps the click-to-record panel', async () => {
    installFakeFetch({ 'GET /api/capabilities': () => json(SERVER_STT) });
    renderWithApp(<Harness load={fakeDetector().load} sent={[]} drafts={[]} />);
    await waitFor(() => expect(screen.getByText(NO_AUDIO_SUPPORT_MESSAGE)).toBeTruthy());
    expect((toggle() as HTMLButtonElement).disabled).toBe(true);
    expect(toggle().getAttribute('aria-describedby')).toBe(screen.getByText(NO_AUDIO_SUPPORT_MESSAGE).id);
    expect(screen.getByText('Click-to-record')).toBeTruthy();
  });

  it('runs a turn with no click: heard, transcribed as WAV, sent, spoken, and listening again; remembered per learner', async () => {
    const speech = installFakeSpeechSynthesis([monica]);
    const { user, load, speak, stopSpeaking, transcribed, sent, speakingTimes, fetch } = renderPanel();
    await waitFor(() => expect((toggle() as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle());
    await waitFor(() => expect(status()).toBe('Listening'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(handsFreeKey(SIGNED_IN_USER.id))).toBe('on');
    // The detector needs the microphone: the click-to-record panel steps aside.
    expect(screen.queryByText('Click-to-record')).toBeNull();

    speak();
    expect(status()).toBe('Hearing you');
    stopSpeaking(1760);
    expect(status()).toBe('Thinking');
    await transcribed();
    await waitFor(() => expect(sent).toEqual(['Vivo en Madrid']));
    // The speaking time is the detector's measure of the utterance, not the time transcription took.
    expect(speakingTimes).toEqual([1760]);
    const upload = fetch.mock.calls.find(([url]) => requestUrl(url) === '/api/conversation/transcribe');
    expect(((upload?.[1]?.body as FormData).get('audio') as File).name).toBe('utterance.wav');
    expect(screen.getByText('Vivo en Madrid')).toBeTruthy();

    // The reply is read aloud (as the message list does), then the microphone listens again.
    act(() => replyPlayer.play('reply-1', '¡Qué bien!', { route: { kind: 'browser', voice: monica }, rate: 1 }));
    await user.click(screen.getByRole('button', { name: 'reply' }));
    expect(status()).toBe('Partner speaking');
    act(() => speech.finish());
    expect(status()).toBe('Listening');
  });

  it("uses the browser's recognition from the first sound when the server cannot transcribe, uploading nothing", async () => {
    const recognition = installFakeSpeechRecognition();
    const { user, soundStarts, speak, stopSpeaking, sent, fetch } = renderPanel({ speechToText: 'browser' });
    await waitFor(() => expect((toggle() as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle());
    await waitFor(() => expect(status()).toBe('Listening'));

    soundStarts();
    expect(recognition.instances).toHaveLength(1);
    speak();
    act(() => recognition.latest().say('Quiero tacos', { final: false }));
    stopSpeaking();
    await waitFor(() => expect(sent).toEqual(['Quiero tacos']));
    expect(fetch.mock.calls.some(([url]) => requestUrl(url) === '/api/conversation/transcribe')).toBe(false);
  });

  it("says so when the browser's recognition fails, with the next step, instead of listening again in silence", async () => {
    const recognition = installFakeSpeechRecognition();
    const { user, soundStarts, speak, stopSpeaking, sent } = renderPanel({ speechToText: 'browser' });
    await waitFor(() => expect((toggle() as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle());
    await waitFor(() => expect(status()).toBe('Listening'));

    soundStarts();
    speak();
    act(() => recognition.latest().fail('network'));
    stopSpeaking();
    const panel = screen.getByRole('region', { name: 'Hands-free voice' });
    expect((await within(panel).findByRole('alert')).textContent).toBe(recognitionErrorMessage('network'));
    expect(status()).toBe('Listening');
    expect(sent).toEqual([]);
  });

  it('says when the server heard no words in a turn', async () => {
    const { user, speak, stopSpeaking, transcribed, sent } = renderPanel({ transcript: '' });
    await waitFor(() => expect((toggle() as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle());
    await waitFor(() => expect(status()).toBe('Listening'));
    speak();
    stopSpeaking();
    await transcribed();
    const panel = screen.getByRole('region', { name: 'Hands-free voice' });
    expect((await within(panel).findByRole('alert')).textContent).toBe(NOTHING_HEARD_MESSAGE);
    expect(status()).toBe('Listening');
    expect(sent).toEqual([]);
    // Speaking again clears it.
    speak();
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('takes a reply that lands in the same render as the turn as the answer, and listens again', async () => {
    const { user, speak, stopSpeaking, transcribed, sent } = renderPanel({ instantReplies: true });
    await waitFor(() => expect((toggle() as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle());
    await waitFor(() => expect(status()).toBe('Listening'));
    speak();
    stopSpeaking();
    await transcribed();
    await waitFor(() => expect(sent).toEqual(['Vivo en Madrid']));
    // Not read aloud (no voice here): straight back to listening, not stuck thinking.
    await waitFor(() => expect(status()).toBe('Listening'));
  });

  it('barge-in: speaking over the partner stops the reply', async () => {
    const { speak } = await listeningWhilePartnerSpeaks();

    speak();
    expect(replyPlayer.getState().status).toBe('idle');
    expect(status()).toBe('Hearing you');
  });

  it('pause silences a reply being read, and nothing listens until resume', async () => {
    const { user, detector } = await listeningWhilePartnerSpeaks();

    await user.click(screen.getByRole('button', { name: 'Pause hands-free' }));
    expect(replyPlayer.getState().status).toBe('idle');
    expect(status()).toBe('Paused');
    expect(detector.pause).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Resume hands-free' }));
    expect(status()).toBe('Listening');
  });

  it('paused, words still being transcribed go to the message box to edit instead of being sent', async () => {
    const { user, speak, stopSpeaking, transcribed, sent, drafts, detector } = renderPanel();
    await waitFor(() => expect((toggle() as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle());
    await waitFor(() => expect(status()).toBe('Listening'));
    speak();
    stopSpeaking();
    await user.click(screen.getByRole('button', { name: 'Pause hands-free' }));
    expect(status()).toBe('Paused');
    expect(detector.pause).toHaveBeenCalled();

    await transcribed();
    await waitFor(() => expect(drafts).toEqual(['Vivo en Madrid']));
    expect(sent).toEqual([]);
    expect(screen.getByText('Vivo en Madrid')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Resume hands-free' }));
    expect(status()).toBe('Listening');
    expect(detector.resume).toHaveBeenCalled();
  });

  it('words heard while the connection is down wait in the message box, and it listens again', async () => {
    const { user, speak, stopSpeaking, transcribed, sent, drafts } = renderPanel({ ready: false });
    await waitFor(() => expect((toggle() as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle());
    await waitFor(() => expect(status()).toBe('Listening'));
    speak();
    stopSpeaking();
    await transcribed();
    await waitFor(() => expect(drafts).toEqual(['Vivo en Madrid']));
    expect(sent).toEqual([]);
    expect(status()).toBe('Listening');
  });

  it('starts by itself for a learner who left it on, and turning it off closes the microphone', async () => {
    localStorage.setItem(handsFreeKey(SIGNED_IN_USER.id), 'on');
    const { user, load, detector } = renderPanel();
    await waitFor(() => expect(status()).toBe('Listening'));
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(toggle());
    expect(detector.destroy).toHaveBeenCalled();
    expect(localStorage.getItem(handsFreeKey(SIGNED_IN_USER.id))).toBeNull();
    expect(screen.getByText('Click-to-record')).toBeTruthy();
  });
});
