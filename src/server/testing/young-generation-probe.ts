// Run in a process of its own by heap-sizing.test.ts: allocates objects that survive, as loading libraries and
// content does, and prints the young generation's size held, then released under a cap. PROBE_HOLD=0: neither.
import { heapSpaceBytes, holdYoungGeneration, releaseYoungGeneration } from '@/server/heap-sizing';

const youngBytes = () => heapSpaceBytes('new_space');
const kept: object[][] = [];

/** Objects that live on, in turns of the event loop (the cap is applied between them). */
async function survivingAllocations(turns: number) {
  for (let turn = 0; turn < turns; turn++) {
    const batch: object[] = [];
    for (let index = 0; index < 20_000; index++) batch.push({ index, text: `word ${index}` });
    kept.push(batch);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const hold = process.env.PROBE_HOLD !== '0';
const initial = youngBytes();
// Above where it starts (tsx itself has grown it), so the release has room to grow before the cap.
const CAP = 2 * initial;
if (hold) holdYoungGeneration();
await survivingAllocations(40);
const held = youngBytes();
if (hold) releaseYoungGeneration(CAP);
await survivingAllocations(120);
console.log(JSON.stringify({ initial, held, released: youngBytes(), cap: CAP }));
