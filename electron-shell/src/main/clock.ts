/**
 * Time as an interface, so tests can drive the timeout/retry table with its real numbers
 * (10 s, 60 s, 2 s/5 s/10 s backoff…) without waiting for them.
 */

export type TimerHandle = { readonly __timer: unique symbol } | object;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const timer = setTimeout(fn, ms);
    timer.unref?.(); // a pending timer must never keep a quitting app alive
    return timer as unknown as TimerHandle;
  },
  clearTimeout: (handle) => clearTimeout(handle as unknown as NodeJS.Timeout),
};

/** Resolves after `ms` on the given clock. */
export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimeout(resolve, ms);
  });
}
