import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '@/web/app/providers';
import { createQueryClient } from '@/web/lib/query-client';

/**
 * Renders UI inside the real app providers (query client with the app's defaults, toaster) and
 * an in-memory router, so tests can read where the app navigated.
 */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
    </AppProviders>,
  );
  /** The current in-memory path. */
  const currentPath = () => location.history.at(-1);
  return { ...view, user, queryClient, location, currentPath };
}
