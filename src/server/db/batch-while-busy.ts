/**
 * Turns a statement that runs for many inputs at once into a per-input call, batching only under load: a call
 * made while no batch is running goes at once, alone (no added wait on a quiet server); calls made while one
 * runs wait for it and then go together, up to `maxBatch` per statement.
 *
 * Why: on a burst (300 learners pressing Start at the same moment) every statement pays a fixed cost, on
 * PGlite's single connection in a queue, so 300 one-row statements cost far more than a few 100-row ones
 * (bench/conversation.mjs, the burst of starts).
 *
 * `run` answers one result per input, in order; if it throws, every call of that batch fails with its error.
 */
export function batchWhileBusy<Input, Output>(
  run: (inputs: Input[]) => Promise<Output[]>,
  maxBatch = 500,
): (input: Input) => Promise<Output> {
  type Waiting = { input: Input; resolve: (output: Output) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let running = false;

  function flush(): void {
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(batch.length);
    running = true;
    // An async wrapper: a statement that throws before it starts fails its batch like one that rejects.
    const outputs = (async () => run(batch.map((call) => call.input)))();
    void outputs
      .then((results) => {
        if (results.length !== batch.length) {
          throw new Error(`a batched statement answered ${results.length} results for ${batch.length} inputs`);
        }
        batch.forEach((call, index) => call.resolve(results[index]!));
      })
      .catch((error: unknown) => {
        for (const call of batch) call.reject(error);
      })
      .finally(() => {
        running = false;
        if (waiting.length > 0) flush();
      });
  }

  return (input) =>
    new Promise<Output>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!running) flush();
    });
}
