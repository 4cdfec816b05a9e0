import type { ReviewCard } from '@/contract/review';
import { apiRequest } from '@/web/lib/api-client';
import { deckUrl } from '@/web/lib/deck';

export function setCardSuspended(id: string, suspended: boolean) {
  return apiRequest<ReviewCard>(deckUrl(`cards/${encodeURIComponent(id)}`), { method: 'PUT', body: { suspended } });
}
