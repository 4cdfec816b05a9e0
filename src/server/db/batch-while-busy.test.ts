import { describe, expect, it } from 'vitest';
import { batchWhileBusy } from './batch-while-busy';

/** A statement whose runs the test finishes by hand, recording what each run was given. */
function manualStatement() {
  const runs: { inputs: number[]; finish: (outputs?: string[]) => void; fail: (error: Error) => void }[] = [];
  const run = (inputs: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      runs.push({
        inputs,
        finish: (outputs) => resolve(outputs ?? inputs.map((input) => `row ${input}`)),
        fail: reject,
      });
    });
  return { runs, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batchWhileBusy', () => {
  it('runs a call alone at once when nothing is running', async () => {
    const statement = manualStatement();
    const call = batchWhileBusy(statement.run);
    const first = call(1);
    expect(statement.runs.map((run) => run.inputs)).toEqual([[1]]);
    statement.runs[0]!.finish();
    await expect(first).resolves.toBe('row 1');
  });

  it('gathers the calls made while a batch runs into the next one, each answered with its own result', async () => {
    const statement = manualStatement();
    const call = batchWhileBusy(statement.run);
    const results = [call(1), call(2), call(3), call(4)];
    expect(statement.runs.map((run) => run.inputs)).toEqual([[1]]);
    statement.runs[0]!.finish();
    await settle();
    expect(statement.runs.map((run) => run.inputs)).toEqual([[1], [2, 3, 4]]);
    statement.runs[1]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['row 1', 'row 2', 'row 3', 'row 4']);
  });

  it('never puts more than maxBatch calls in one statement', async () => {
    const statement = manualStatement();
    const call = batchWhileBusy(statement.run, 2);
    const results = [1, 2, 3, 4, 5, 6].map((input) => call(input));
    statement.runs[0]!.finish();
    await settle();
    statement.runs[1]!.finish();
    await settle();
    statement.runs[2]!.finish();
    await settle();
    statement.runs[3]?.finish();
    await Promise.all(results);
    expect(statement.runs.map((run) => run.inputs)).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it("fails every call of a failed batch with the statement's error, and the next batch still runs", async () => {
    const statement = manualStatement();
    const call = batchWhileBusy(statement.run);
    const first = call(1);
    const second = call(2);
    const third = call(3);
    statement.runs[0]!.finish();
    await settle();
    statement.runs[1]!.fail(new Error('database went away'));
    await expect(second).rejects.toThrow('database went away');
    await expect(third).rejects.toThrow('database went away');
    await expect(first).resolves.toBe('row 1');
    const fourth = call(4);
    statement.runs[2]!.finish();
    await expect(fourth).resolves.toBe('row 4');
  });

  it('fails the batch when the statement answers a different number of results', async () => {
    const statement = manualStatement();
    const call = batchWhileBusy(statement.run);
    const first = call(1);
    statement.runs[0]!.finish([]);
    await expect(first).rejects.toThrow('answered 0 results for 1 inputs');
  });

  it('fails the calls when the statement throws before it starts', async () => {
    const call = batchWhileBusy<number, string>(() => {
      throw new Error('bad statement');
    });
    await expect(call(1)).rejects.toThrow('bad statement');
  });
});
