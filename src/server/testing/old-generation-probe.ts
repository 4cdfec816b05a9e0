// Run in a process of its own by heap-sizing.test.ts: keeps a live set, then makes objects that live through
// a few young collections (so they are promoted) and die, as requests under load do; prints the old generation's
// largest size and the live set's size.
import { boundOldGenerationGrowth, heapSpaceBytes } from '@/server/heap-sizing';

if (process.env.PROBE_BOUND !== '0') boundOldGenerationGrowth();
const oldSpace = () => heapSpaceBytes('old_space');

const live: { index: number; text: string }[] = [];
for (let index = 0; index < 300_000; index++) live.push({ index, text: `live ${index}` });
const liveBytes = process.memoryUsage().heapUsed;

const recent: ({ index: number; text: string } | undefined)[] = new Array(100_000);
let largest = 0;
for (let index = 0; index < 4_000_000; index++) {
  recent[index % recent.length] = { index, text: `request ${index}` };
  if (index % 20_000 === 0) largest = Math.max(largest, oldSpace());
}
process.stdout.write(JSON.stringify({ live: liveBytes, largest, kept: live.length + recent.length }));
