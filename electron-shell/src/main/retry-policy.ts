/**
 * The client side's timeout and retry table, seed 004 § "Timeout & Retry Policy", to the number:
 *
 * | Method     | Timeout | Retries | Backoff     |
 * | initialize | 10s     | 3       | 2s, 5s, 10s |
 * | generate   | 60s     | 1       | N/A         |
 * | customize  | 30s     | 1       | N/A         |
 * | chat       | 15s     | 2       | 3s, 6s      |
 *
 * "N/A" backoff means the retry is sent at once. Methods outside the table (spec/parse, …)
 * get the server's default deadline (30 s) and are not retried: only the table grants retries.
 * The client retries only a silent process (no answer within the timeout); an error the
 * server sent is final, because copilot-cli already retried its own LLM calls (ARCHITECTURE:
 * "never both for the same failure").
 */

export interface RetryPolicy {
  /** Milliseconds to wait for the response of one attempt. */
  timeoutMs: number;
  /** How many times to send the request again after the first attempt timed out. */
  retries: number;
  /** Wait before retry i (0-based); missing entries mean "at once". */
  backoffMs: readonly number[];
  /** The code of the final error when every attempt timed out (the method's failure code). */
  failureCode: number;
}

export const RETRY_TABLE: Readonly<Record<string, RetryPolicy>> = Object.freeze({
  initialize: { timeoutMs: 10_000, retries: 3, backoffMs: [2_000, 5_000, 10_000], failureCode: -32603 },
  generate: { timeoutMs: 60_000, retries: 1, backoffMs: [], failureCode: -32000 },
  customize: { timeoutMs: 30_000, retries: 1, backoffMs: [], failureCode: -32001 },
  chat: { timeoutMs: 15_000, retries: 2, backoffMs: [3_000, 6_000], failureCode: -32603 },
});

export const DEFAULT_POLICY: RetryPolicy = Object.freeze({
  timeoutMs: 30_000,
  retries: 0,
  backoffMs: [],
  failureCode: -32603,
});

export function policyFor(method: string, overrides: Readonly<Record<string, Partial<RetryPolicy>>> = {}): RetryPolicy {
  const base = RETRY_TABLE[method] ?? DEFAULT_POLICY;
  return { ...base, ...overrides[method] };
}

/** The wait before retry number `retryIndex` (0 = the first retry). */
export function backoffFor(policy: RetryPolicy, retryIndex: number): number {
  return policy.backoffMs[retryIndex] ?? 0;
}
