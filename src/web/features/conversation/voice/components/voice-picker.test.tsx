import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { stubPointerCapture } from '@/web/testing/pointer-capture';
import { renderWithApp } from '@/web/testing/render-with-app';
import { fakeVoice, installFakeSpeechSynthesis } from '@/web/testing/fake-speech';
import {
  acceptSocket,
  renderConversation,
  serverSends,
  startConversation,
} from '@/web/features/conversation/testing/render-conversation';
import { VOICE_PREFERENCES_KEY } from '@/web/features/conversation/voice/voice-preferences';
import { NO_VOICE_NOTE, OTHER_LANGUAGE_VOICE_NOTE, SERVER_VOICE_NOTE, VoicePicker } from './voice-picker';

const alex = fakeVoice('Alex', 'en-US');
const amelie = fakeVoice('Amélie', 'fr-CA');
const monica = fakeVoice('Mónica', 'es-ES');
const paulina = fakeVoice('Paulina', 'es-MX');

function capabilities(serverVoice: boolean) {
  return () => json({ speechToText: 'browser', serverVoice, languageHelp: 'builtin' });
}

function renderPicker({ serverVoice = false } = {}) {
  stubPointerCapture();
  installFakeFetch({ 'GET /api/capabilities': capabilities(serverVoice) });
  return renderWithApp(<VoicePicker />);
}

function options() {
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

afterEach(() => {
  localStorage.clear();
});

describe('VoicePicker', () => {
  it("offers the browser's Spanish voices by name and language, starting with es-MX, and remembers the choice", async () => {
    installFakeSpeechSynthesis([alex, monica, paulina]);
    const { user, unmount } = renderPicker();
    const picker = await screen.findByRole('combobox', { name: 'AI voice' });
    expect(picker.textContent).toBe('Paulina (es-MX)');

    await user.click(picker);
    expect(options()).toEqual(['Mónica (es-ES)', 'Paulina (es-MX)']);
    await user.click(screen.getByRole('option', { name: 'Mónica (es-ES)' }));
    expect(picker.textContent).toBe('Mónica (es-ES)');
    expect(JSON.parse(localStorage.getItem(VOICE_PREFERENCES_KEY) ?? '')).toMatchObject({ voiceURI: monica.voiceURI });

    unmount();
    renderPicker();
    expect((await screen.findByRole('combobox', { name: 'AI voice' })).textContent).toBe('Mónica (es-ES)');
  });

  it('falls back to the default when the stored voice is gone, and follows voices that load late', async () => {
    localStorage.setItem(VOICE_PREFERENCES_KEY, JSON.stringify({ voiceURI: 'urn:voice:Gone', rate: 1 }));
    const speech = installFakeSpeechSynthesis([]);
    renderPicker();
    act(() => speech.loadVoices([monica]));
    expect((await screen.findByRole('combobox', { name: 'AI voice' })).textContent).toBe('Mónica (es-ES)');
  });

  it('offers every voice, first one chosen, when the browser has no Spanish voice and the server none either', async () => {
    installFakeSpeechSynthesis([alex, amelie]);
    const { user } = renderPicker();
    const picker = await screen.findByRole('combobox', { name: 'AI voice' });
    expect(picker.textContent).toBe('Alex (en-US)');
    expect(screen.getByText(OTHER_LANGUAGE_VOICE_NOTE)).toBeTruthy();
    await user.click(picker);
    expect(options()).toEqual(['Alex (en-US)', 'Amélie (fr-CA)']);
  });

  it("says replies use the server's voice when the browser has no Spanish one", async () => {
    installFakeSpeechSynthesis([alex]);
    renderPicker({ serverVoice: true });
    expect(await screen.findByText(SERVER_VOICE_NOTE)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says replies are text only when nothing can read them', async () => {
    renderPicker();
    expect(await screen.findByText(NO_VOICE_NOTE)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('Conversation screen voice', () => {
  it('sits in the settings and reads the opening message in the chosen voice', async () => {
    const speech = installFakeSpeechSynthesis([alex, monica, paulina]);
    const { user, latest } = renderConversation({ 'GET /api/capabilities': capabilities(false) });
    await user.click(await screen.findByRole('combobox', { name: 'AI voice' }));
    await user.click(screen.getByRole('option', { name: 'Mónica (es-ES)' }));
    acceptSocket(latest());
    await startConversation(user, latest());

    expect(speech.spoken.map((utterance) => [utterance.text, utterance.voice?.name])).toEqual([
      ['¡Hola! ¿Qué te gustaría comer?', 'Mónica'],
    ]);

    // A streamed reply is read once, when it is complete.
    await user.type(screen.getByRole('textbox', { name: 'Type your message' }), 'Tacos{Enter}');
    serverSends(
      latest(),
      { type: 'transcript_delta', id: 'reply-1', text: '¡Qué ' },
      { type: 'transcript_delta', id: 'reply-1', text: 'rico!' },
    );
    expect(speech.spoken).toHaveLength(1);
    serverSends(latest(), { type: 'transcript', id: 'reply-1', text: '¡Qué rico!' });
    await waitFor(() =>
      expect(speech.spoken.map((utterance) => utterance.text)).toEqual([
        '¡Hola! ¿Qué te gustaría comer?',
        '¡Qué rico!',
      ]),
    );

    // Reset, once confirmed, silences the partner.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(speech.current()).toBeNull();
  });
});
