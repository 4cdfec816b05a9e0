/** Recent activity (docs/product.md#dashboard): a duration shows in whole minutes; a short conversation must not read as "0 min". */
export function formatDurationMinutes(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return minutes === 0 ? '< 1 min' : `${minutes} min`;
}
