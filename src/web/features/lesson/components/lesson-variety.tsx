import { createContext, useContext } from 'react';
import { DEFAULT_SPANISH_VARIETY, type SpanishVariety } from '@/contract/settings-constants';

/** The learner's Spanish as the lesson answered it (docs/product.md#spanish-variety), for every section below. */
export const LessonVarietyContext = createContext<SpanishVariety>(DEFAULT_SPANISH_VARIETY);

export function useLessonVariety(): SpanishVariety {
  return useContext(LessonVarietyContext);
}
