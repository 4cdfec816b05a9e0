import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Capabilities } from '@/contract/language';
import { screenPath } from '@/web/lib/screens';
import { stubMicrophone } from '@/web/testing/browser-media';
import { installFakeFetch, json, neverReply, signedInUser } from '@/web/testing/fake-fetch';
import { fakeVoice, installFakeSpeechSynthesis } from '@/web/testing/fake-speech';
import { installFakeSpeechRecognition } from '@/web/testing/fake-speech-recognition';
import { renderWithApp } from '@/web/testing/render-with-app';
import { learnerSettings } from '@/web/testing/settings-fixtures';
import VoiceHelpPage, { CHECKING_TEXT } from './voice-help-page';

const SERVER_STT: Capabilities = { speechToText: 'server', serverVoice: false, languageHelp: 'builtin' };
const BROWSER_STT: Capabilities = { ...SERVER_STT, speechToText: 'browser' };

function renderHelp(capabilities: Capabilities | 'pending', settings = learnerSettings()) {
  installFakeFetch({
    'GET /api/auth/user': signedInUser,
    'GET /api/settings': () => json(settings),
    'GET /api/capabilities': capabilities === 'pending' ? neverReply : () => json(capabilities),
  });
  return renderWithApp(<VoiceHelpPage />, { path: screenPath.voiceHelp() });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the voice help screen', () => {
  it('names the server recogniser and the Spanish voice in use, and leads back to Practice', async () => {
    stubMicrophone();
    installFakeSpeechSynthesis([fakeVoice('Paulina', 'es-MX'), fakeVoice('Samantha', 'en-US')]);
    renderHelp(SERVER_STT);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How voice works here');
    expect(
      await within(section('Hearing you')).findByText(
        "Charla's server turns your recordings into text, so any browser that can record from your microphone works.",
      ),
    ).toBeTruthy();
    expect(within(section('Hearing you')).getByText(/allow it in the site's settings/)).toBeTruthy();
    expect(within(section('Speaking to you')).getByText(/Replies are read aloud by Paulina \(es-MX\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Practice' }).getAttribute('href')).toBe('/conversation');
  });

  it("names the browser's recogniser with the learner's variety first", async () => {
    stubMicrophone();
    installFakeSpeechRecognition();
    renderHelp(BROWSER_STT, learnerSettings({ variety: 'spain' }));

    const hearing = section('Hearing you');
    expect(
      await within(hearing).findByText(/This browser's own speech recognition .* in es-ES first, then es-MX\./),
    ).toBeTruthy();
    expect(within(hearing).getByText(/needs an internet connection/)).toBeTruthy();
  });

  it('says when neither can hear the learner, and how to get a recogniser', async () => {
    stubMicrophone();
    renderHelp({ ...BROWSER_STT, serverVoice: true });

    const hearing = section('Hearing you');
    expect(
      await within(hearing).findByText(
        /Charla's server has no speech recognition set up and this browser has none of its own, so voice messages aren't available here\. You can still type your messages\./,
      ),
    ).toBeTruthy();
    expect(within(hearing).getByText(/open Charla in Chrome, Edge or Safari/)).toBeTruthy();
    expect(within(hearing).getByText('OPENAI_TRANSCRIBE_MODEL')).toBeTruthy();
    // No Spanish voice in this browser, but the server has one.
    expect(
      within(section('Speaking to you')).getByText(
        "This browser has no Spanish voice, so Charla's server reads replies aloud.",
      ),
    ).toBeTruthy();
  });

  it('says when the browser cannot record, and when nothing can read replies aloud', async () => {
    renderHelp(SERVER_STT);

    const hearing = section('Hearing you');
    expect(await within(hearing).findByText(/This browser can't record from a microphone/)).toBeTruthy();
    expect(within(hearing).getByText(/open Charla in a browser that can/)).toBeTruthy();
    expect(within(hearing).queryByText('OPENAI_TRANSCRIBE_MODEL')).toBeNull();
    const speaking = section('Speaking to you');
    expect(
      within(speaking).getByText('This browser has no voice to read replies with, so they are shown as text only.'),
    ).toBeTruthy();
    expect(within(speaking).getByText(/To add a Spanish voice/)).toBeTruthy();
  });

  it('says it is still checking until the server has said what it can do', () => {
    stubMicrophone();
    renderHelp('pending');

    expect(within(section('Hearing you')).getByRole('status').textContent).toBe(CHECKING_TEXT);
    expect(within(section('Speaking to you')).getByRole('status').textContent).toBe(CHECKING_TEXT);
  });
});
