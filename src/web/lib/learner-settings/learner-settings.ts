import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LearnerSettings, UpdateSettingsBody } from '@/contract/settings';
import { DEFAULT_SPANISH_VARIETY, VARIETY_LOCALES, type SpanishVariety } from '@/contract/settings-constants';
import { apiRequest } from '@/web/lib/api-client';
import { afterGoalChange, afterVarietyChange } from '@/web/lib/queries/cache-invalidation';
import { SETTINGS_QUERY_KEY } from '@/web/lib/queries/query-keys';

export const learnerSettingsQueryOptions = queryOptions({
  queryKey: SETTINGS_QUERY_KEY,
  queryFn: ({ signal }) => apiRequest<LearnerSettings>(SETTINGS_QUERY_KEY[0], { signal }),
});

/** The learner's settings (the welcome flow, the Settings screen, the voice's default locale). */
export function useLearnerSettings() {
  return useQuery(learnerSettingsQueryOptions);
}

/** PUT /api/settings: the answer becomes the cached settings; a new goal refreshes the dashboard. */
export function useUpdateLearnerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) =>
      apiRequest<LearnerSettings>(SETTINGS_QUERY_KEY[0], { method: 'PUT', body }),
    onSuccess: (settings, body) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
      if (body.dailyGoalXp !== undefined) afterGoalChange(queryClient);
      if (body.variety !== undefined) afterVarietyChange(queryClient);
    },
  });
}

/** The learner's Spanish, Latin America until the settings have loaded or when they cannot. */
export function useSpanishVariety(): SpanishVariety {
  return useLearnerSettings().data?.variety ?? DEFAULT_SPANISH_VARIETY;
}

/** The voice and recognition locale of the learner's Spanish (docs/product.md#spanish-variety): es-ES or es-MX. */
export function useVarietyLocale(): string {
  return VARIETY_LOCALES[useSpanishVariety()];
}
