import { format } from 'date-fns';

/** docs/product.md#client: dates read 'MMM d, yyyy', followed by the time of day. */
export function formatConversationDate(iso: string): string {
  const date = new Date(iso);
  return `${format(date, 'MMM d, yyyy')} ${format(date, 'h:mm a')}`;
}
