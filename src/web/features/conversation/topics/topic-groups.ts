import type { Topic } from '@/contract/topics';

/**
 * The topics the picker offers, default topics first and then the learner's own (docs/product.md#topics).
 * A suggested topic missing from the list (e.g. the list is older than the suggestions) is added so
 * choosing a suggestion always shows in the picker.
 */
export function groupTopics(
  topics: readonly Topic[],
  suggested: readonly Topic[] = [],
): { defaults: Topic[]; custom: Topic[] } {
  const all = [...topics, ...suggested.filter((extra) => !topics.some((known) => known.id === extra.id))];
  return { defaults: all.filter((topic) => !topic.custom), custom: all.filter((topic) => topic.custom) };
}

export function findTopic(groups: { defaults: Topic[]; custom: Topic[] }, id: string | null): Topic | undefined {
  if (!id) return undefined;
  return groups.defaults.find((topic) => topic.id === id) ?? groups.custom.find((topic) => topic.id === id);
}
