import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveSocketStatus } from '@/web/lib/live-socket';
import { ConversationBar } from './conversation-bar';

function renderBar(connection: LiveSocketStatus) {
  return render(
    <ConversationBar
      topicTitle="At the café"
      difficulty="beginner"
      startedAt={Date.now()}
      connection={connection}
      connectionStopReason={null}
      onReconnect={() => {}}
      canEnd
      ending={false}
      onEnd={() => {}}
      onReset={() => {}}
    />,
  );
}

describe('the conversation bar’s markup', () => {
  it.each<LiveSocketStatus>(['open', 'connecting', 'closed'])(
    'nests no paragraph or block inside a paragraph while the connection is %s',
    (connection) => {
      const { container } = renderBar(connection);
      expect(screen.getByRole('status')).toBeTruthy();
      // A <p> inside a <p> (or a <div> inside one) is invalid HTML: the browser's parser closes the outer paragraph.
      expect(container.querySelectorAll('p p, p div')).toHaveLength(0);
    },
  );
});
