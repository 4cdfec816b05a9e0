// A constant-rate, open-loop load generator: request i is due at start + i / rate whether or not earlier
// ones have answered, and its latency counts from that due time. autocannon's overallRate sends in bursts
// across its connections, so a server that works one request at a time (PGlite) queues each burst; even
// spacing is what "N requests per second" means, and timing from the due time keeps a stall from hiding
// the requests it delayed (coordinated omission).

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** GETs `url` at `rate` per second for `durationSeconds`; answers the achieved rate, latency percentiles and errors. */
export async function constantRate({ url, headers = {}, rate, durationSeconds, timeoutMs = 5000 }) {
  const total = Math.round(rate * durationSeconds);
  const intervalMs = 1000 / rate;
  const latencies = [];
  const inFlight = [];
  let errors = 0;
  let sent = 0;

  async function send(dueAt) {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      await response.arrayBuffer();
      if (!response.ok) errors += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - dueAt);
  }

  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      // Timers fire late now and then: send everything already due, then sleep until the next one.
      while (sent < total && start + sent * intervalMs <= performance.now()) {
        inFlight.push(send(start + sent * intervalMs));
        sent += 1;
      }
      if (sent >= total) resolve();
      else setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
    };
    tick();
  });
  const sendingMs = performance.now() - start;
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  return {
    // Sends span (sent - 1) intervals when the schedule is kept.
    requestsPerSecond: sent > 1 ? ((sent - 1) / sendingMs) * 1000 : 0,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    errors,
  };
}
