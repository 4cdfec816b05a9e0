import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import type { Difficulty } from '@/contract/conversation';
import { LEVELS } from '@/domain/levels';
import { SCREEN_PARAMS } from '@/web/lib/screens';
import { useUser } from '@/web/lib/session/get-user';

function asDifficulty(value: string | null): Difficulty | null {
  return LEVELS.find((level) => level === value) ?? null;
}

/**
 * The practice screen's first choices (docs/product.md#conversations): the topic and difficulty a link named
 * (`/conversation?topic=…&difficulty=…`, a recommendation's Practice Speaking), else the learner's level as the
 * difficulty. Applied once, when the learner is known; the pickers are theirs after that.
 */
export function usePracticeLink(
  selectTopic: (topicId: string | null) => void,
  selectDifficulty: (difficulty: Difficulty) => void,
) {
  const search = useSearch();
  const { data: user } = useUser();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !user) return;
    applied.current = true;
    const params = new URLSearchParams(search);
    const topicId = params.get(SCREEN_PARAMS.conversation.topic);
    if (topicId) selectTopic(topicId);
    selectDifficulty(asDifficulty(params.get(SCREEN_PARAMS.conversation.difficulty)) ?? user.currentLevel);
  }, [search, user, selectTopic, selectDifficulty]);
}
