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
 *
 * Streaming (issue 17): while `stream/chunk`s arrive the server extends its own deadline (an LLM
 * still writing is alive), so the client does too: each chunk moves the attempt's timeout to at
 * least `streamSilenceMs` from now (the server's 20 s stall + 10 s grace, plus 5 s for the reply
 * to travel), never past `maxStreamMs` from the attempt's start (the server's 600 s maximum plus
 * the same margin). An attempt that timed out while streaming is never re-sent: the server had
 * read it and was working on it, so a retry would only start the whole generation again.
 *
 * Chat's failure code is -32005 "Chat Failed" (the seed's table has none for chat; -32603 means a
 * bug in copilot-cli).
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
  /** While chunks arrive, the attempt lives at least this long after the last one. */
  streamSilenceMs: number;
  /** The furthest a streaming attempt's timeout moves, from the attempt's start. */
  maxStreamMs: number;
}

export const STREAM_SILENCE_MS = 35_000;
export const MAX_STREAM_MS = 605_000;
const streaming = { streamSilenceMs: STREAM_SILENCE_MS, maxStreamMs: MAX_STREAM_MS };

export const RETRY_TABLE: Readonly<Record<string, RetryPolicy>> = Object.freeze({
  initialize: { timeoutMs: 10_000, retries: 3, backoffMs: [2_000, 5_000, 10_000], failureCode: -32603, ...streaming },
  generate: { timeoutMs: 60_000, retries: 1, backoffMs: [], failureCode: -32000, ...streaming },
  customize: { timeoutMs: 30_000, retries: 1, backoffMs: [], failureCode: -32001, ...streaming },
  chat: { timeoutMs: 15_000, retries: 2, backoffMs: [3_000, 6_000], failureCode: -32005, ...streaming },
});

export const DEFAULT_POLICY: RetryPolicy = Object.freeze({
  timeoutMs: 30_000,
  retries: 0,
  backoffMs: [],
  failureCode: -32603,
  ...streaming,
});

export function policyFor(method: string, overrides: Readonly<Record<string, Partial<RetryPolicy>>> = {}): RetryPolicy {
  const base = RETRY_TABLE[method] ?? DEFAULT_POLICY;
  return { ...base, ...overrides[method] };
}

/** The wait before retry number `retryIndex` (0 = the first retry). */
export function backoffFor(policy: RetryPolicy, retryIndex: number): number {
  return policy.backoffMs[retryIndex] ?? 0;
}
