import { apiRequest } from '@/web/lib/api-client';
import { deckUrl } from '@/web/lib/deck';

export function deleteReviewCard(id: string, { keepalive = false }: { keepalive?: boolean } = {}) {
  return apiRequest<void>(deckUrl(`cards/${encodeURIComponent(id)}`), { method: 'DELETE', keepalive });
}
