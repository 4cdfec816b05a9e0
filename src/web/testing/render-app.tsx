import { AppLayout } from '@/web/app/app-layout';
import { AppRoutes } from '@/web/app/app-routes';
import { renderWithApp } from './render-with-app';

/** The whole app (layout, header, routes) at `path`, as a visitor's browser shows it. */
export function renderApp(path: string) {
  return renderWithApp(
    <AppLayout>
      <AppRoutes />
    </AppLayout>,
    { path },
  );
}
