import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, type Registry } from 'prom-client';

// Fine enough to see a blocked loop of tens of milliseconds, cheap enough to leave on.
const EVENT_LOOP_RESOLUTION_MS = 20;

const LAG_STATISTICS = [
  ['min', 'Shortest', (h: LoopDelay) => h.min],
  ['max', 'Longest', (h: LoopDelay) => h.max],
  ['mean', 'Mean', (h: LoopDelay) => h.mean],
  ['p50', 'Median', (h: LoopDelay) => h.percentile(50)],
  ['p90', '90th percentile of the', (h: LoopDelay) => h.percentile(90)],
  ['p99', '99th percentile of the', (h: LoopDelay) => h.percentile(99)],
] as const;
type LoopDelay = ReturnType<typeof monitorEventLoopDelay>;

/**
 * Memory, CPU and event-loop lag of this process, under the names prom-client's default collector uses (so
 * the usual Node.js dashboards work). prom-client's own collector is not used because its event-loop monitor
 * and GC observer can never be stopped: every app a test builds would leave one running. `stop` ends ours.
 */
export function registerProcessMetrics(registry: Registry): { stop: () => void } {
  const registers = [registry];
  const loop = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
  loop.enable();

  // Each scrape reports the delays since the previous one, as prom-client's collector does. A registry collects
  // its metrics in order, so the statistics are registered after the gauge whose collect reads the monitor.
  const lagGauges = LAG_STATISTICS.map(
    ([name, help, read]) =>
      [
        new Gauge({
          name: `nodejs_eventloop_lag_${name}_seconds`,
          help: `${help} event-loop delay since the previous scrape, in seconds.`,
          registers: [],
        }),
        read,
      ] as const,
  );
  new Gauge({
    name: 'nodejs_eventloop_lag_seconds',
    help: 'Mean event-loop delay since the previous scrape, in seconds.',
    registers,
    collect() {
      const sampled = loop.count > 0;
      this.set(sampled ? loop.mean / 1e9 : 0);
      for (const [gauge, read] of lagGauges) gauge.set(sampled ? read(loop) / 1e9 : 0);
      loop.reset();
    },
  });
  for (const [gauge] of lagGauges) registry.registerMetric(gauge);

  const memory = (name: string, help: string, read: (usage: NodeJS.MemoryUsage) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(process.memoryUsage()));
      },
    });
  memory('process_resident_memory_bytes', 'Resident memory size in bytes.', (usage) => usage.rss);
  memory('nodejs_heap_size_total_bytes', 'Process heap size from Node.js in bytes.', (usage) => usage.heapTotal);
  memory('nodejs_heap_size_used_bytes', 'Process heap size used from Node.js in bytes.', (usage) => usage.heapUsed);
  memory('nodejs_external_memory_bytes', 'Node.js external memory size in bytes.', (usage) => usage.external);

  // Counters only go up: each scrape adds the CPU time used since the previous one. The user and system counters
  // are registered after the total, whose collect feeds them (see above).
  let lastCpu = process.cpuUsage();
  const cpuUser = new Counter({
    name: 'process_cpu_user_seconds_total',
    help: 'Total user CPU time spent in seconds.',
    registers: [],
  });
  const cpuSystem = new Counter({
    name: 'process_cpu_system_seconds_total',
    help: 'Total system CPU time spent in seconds.',
    registers: [],
  });
  new Counter({
    name: 'process_cpu_seconds_total',
    help: 'Total user and system CPU time spent in seconds.',
    registers,
    collect() {
      const now = process.cpuUsage();
      const user = (now.user - lastCpu.user) / 1e6;
      const system = (now.system - lastCpu.system) / 1e6;
      lastCpu = now;
      cpuUser.inc(user);
      cpuSystem.inc(system);
      this.inc(user + system);
    },
  });
  registry.registerMetric(cpuUser);
  registry.registerMetric(cpuSystem);

  const startTime = new Gauge({
    name: 'process_start_time_seconds',
    help: 'Start time of the process since the Unix epoch in seconds.',
    registers,
  });
  startTime.set(Math.round((Date.now() - process.uptime() * 1000) / 1000));

  return { stop: () => loop.disable() };
}
