import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { ConversationReport } from '@/contract/conversation-report';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import ConversationReportPage from './conversation-report-page';

const ID = '00000000-0000-4000-8000-000000000001';

function report(speaking: ConversationReport['figures']['speaking'], durationSeconds = 240): ConversationReport {
  return {
    conversationId: ID,
    topicTitle: 'At the café',
    startedAt: '2026-11-25T10:00:00.000Z',
    endedAt: '2026-11-25T10:04:00.000Z',
    messages: [
      { id: '2', text: 'Quiero un café.', corrected: null, changes: [] },
      { id: '4', text: 'Y un vaso de agua.', corrected: null, changes: [] },
      { id: '6', text: 'Gracias.', corrected: null, changes: [] },
    ],
    cleanShare: 100,
    figures: { learnerMessages: 3, wordsPerMessage: 3, distinctWords: 9, durationSeconds, speaking },
    mistakes: [],
    usedWell: [],
    newWords: [],
    nextSteps: [],
  };
}

function renderReport(body: ConversationReport) {
  installFakeFetch({ [`GET /api/conversations/${ID}/report`]: () => json(body) });
  return renderWithApp(
    <Route path="/conversations/:id/report">
      <ConversationReportPage />
    </Route>,
    { path: `/conversations/${ID}/report` },
  );
}

/** The figures as the screen lists them: each term with its descriptions. */
function figures() {
  const list = screen.getByText('Your messages', { selector: 'dt' }).closest('dl')!;
  return [...list.querySelectorAll('dt')].map((term) =>
    [term, ...term.parentElement!.querySelectorAll('dd')].map((node) => node.textContent),
  );
}

describe('the conversation report’s figures (docs/product.md#conversation-report)', () => {
  it('shows the speaking time and how many messages were spoken when the learner spoke', async () => {
    renderReport(report({ totalMs: 185_400, spokenMessages: 2 }));
    expect(await screen.findByText('Speaking time')).toBeTruthy();
    expect(figures()).toContainEqual(['Speaking time', '3 min 05 s', '2 of 3 messages spoken']);
  });

  it('says nothing about speaking when every message was typed', async () => {
    renderReport(report(null));
    await screen.findByText('Different words');
    expect(figures().map(([term]) => term)).toEqual([
      'Your messages',
      'Without mistakes',
      'Words per message',
      'Different words',
    ]);
    expect(screen.queryByText(/speaking|spoken/i)).toBeNull();
  });

  it('rounds a short speaking time to seconds and says when every message was spoken', async () => {
    renderReport(report({ totalMs: 7_600, spokenMessages: 3 }));
    expect(await screen.findByText('Speaking time')).toBeTruthy();
    expect(figures()).toContainEqual(['Speaking time', '8 s', 'all 3 messages spoken']);
  });

  it('says how long the conversation ran as a learner would, never in seconds', async () => {
    renderReport(report(null));
    expect(await screen.findByText('No mistakes found in 4 minutes of conversation.')).toBeTruthy();
  });

  it('calls a conversation shorter than a minute "under a minute"', async () => {
    renderReport(report(null, 3));
    expect(await screen.findByText('No mistakes found in under a minute of conversation.')).toBeTruthy();
  });
});

describe('an unknown report', () => {
  it('says the report was not found and links back to Practice instead of offering to try again', async () => {
    installFakeFetch({
      [`GET /api/conversations/${ID}/report`]: () => json({ message: 'Conversation not found' }, 404),
    });
    renderWithApp(
      <Route path="/conversations/:id/report">
        <ConversationReportPage />
      </Route>,
      { path: `/conversations/${ID}/report` },
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Report not found' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to Practice' }).getAttribute('href')).toBe('/conversation');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('treats an address that is no conversation id as not found too', async () => {
    installFakeFetch({
      'GET /api/conversations/not-an-id/report': () => json({ message: 'Conversation not found' }, 400),
    });
    renderWithApp(
      <Route path="/conversations/:id/report">
        <ConversationReportPage />
      </Route>,
      { path: '/conversations/not-an-id/report' },
    );
    expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeTruthy();
  });

  it('still offers to try again when the server fails', async () => {
    installFakeFetch({ [`GET /api/conversations/${ID}/report`]: () => json({ message: 'boom' }, 500) });
    renderWithApp(
      <Route path="/conversations/:id/report">
        <ConversationReportPage />
      </Route>,
      { path: `/conversations/${ID}/report` },
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Report not found' })).toBeNull();
  });
});
