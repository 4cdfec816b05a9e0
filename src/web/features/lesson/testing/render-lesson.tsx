import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import type { Exercise, LessonDetail } from '@/contract/lessons';
import { USER_QUERY_KEY } from '@/web/lib/session/get-user';
import { installFakeFetch, SIGNED_IN_USER } from '@/web/testing/fake-fetch';
import { lessonDetail } from '@/web/testing/lesson-fixtures';
import { renderWithApp } from '@/web/testing/render-with-app';
import LessonPage from '@/web/features/lesson/components/lesson-page';
import { SCREENS, screenPath } from '@/web/lib/screens';

type Routes = Parameters<typeof installFakeFetch>[0];

/** The lesson screen at its route, signed in, with the given canned server answers. */
export function renderLesson(routes: Routes, path = screenPath.lesson('greetings')) {
  const fake = installFakeFetch(routes);
  const screenAtRoute: ReactElement = (
    <Switch>
      <Route path={SCREENS.lesson.path} component={LessonPage} />
      <Route path={SCREENS.lessons.path}>All lessons</Route>
    </Switch>
  );
  const view = renderWithApp(screenAtRoute, { path });
  view.queryClient.setQueryData(USER_QUERY_KEY, SIGNED_IN_USER);
  return { ...view, ...fake };
}

/** A lesson with no reading sections, so it opens on its first exercise. */
export function lessonWith(exercises: Exercise[], overrides: Partial<LessonDetail> = {}): LessonDetail {
  return lessonDetail({ content: { sections: [], exercises }, ...overrides });
}

/** Pages through the default fixture's four sections and starts the exercises. */
export async function goToExercises(user: UserEvent) {
  await screen.findByRole('heading', { level: 1, name: 'Saludos' });
  for (let step = 0; step < 3; step += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Start Exercises' }));
}

export function progressText(name: string) {
  return screen.getByRole('progressbar', { name }).getAttribute('aria-valuetext');
}
