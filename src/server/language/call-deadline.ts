/** Why an outbound call was cut short by us rather than failing on its own. */
export type StopReason = 'timeout' | 'aborted';

/**
 * Runs `call` with one signal that fires at the deadline or when the caller aborts, and tells the error
 * handler which of the two stopped it: the SDK reports both as the same abort error.
 */
export async function withCallDeadline<T>(
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal | undefined },
  call: (signal: AbortSignal, stoppedBy: () => StopReason | undefined) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let stoppedBy: StopReason | undefined;
  const stop = (reason: StopReason) => {
    stoppedBy ??= reason;
    controller.abort();
  };
  const onCallerAbort = () => stop('aborted');
  const timer = setTimeout(() => stop('timeout'), timeoutMs);
  if (signal?.aborted) stop('aborted');
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    return await call(controller.signal, () => stoppedBy);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}
