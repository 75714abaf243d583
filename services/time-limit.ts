/**
 * The outcome of `work`, or a rejection with `timeoutError()` once `ms` have passed, whichever comes
 * first. Nothing here can cancel the work: the caller stops waiting for it, and a late failure of it
 * is observed here (not left unhandled).
 */
export function withinTime<T>(work: Promise<T>, ms: number, timeoutError: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
