import type { QueryClient } from '@tanstack/react-query';
import { AppLayout } from './app-layout';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
    </AppProviders>
  );
}
