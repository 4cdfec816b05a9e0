/**
 * A token bucket per connection: bursts of `capacity` frames, then one frame per `refillMs`. A person
 * typing or speaking never reaches it; a script flooding the socket does.
 */
export function createFrameRateLimiter(options: { capacity: number; refillMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  let tokens = options.capacity;
  let updatedAt = now();
  return {
    /** Takes a token; false when the connection is over its rate. */
    tryTake(): boolean {
      const current = now();
      tokens = Math.min(options.capacity, tokens + (current - updatedAt) / options.refillMs);
      updatedAt = current;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
