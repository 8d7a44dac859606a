/**
 * The client side's timeout and retry table. Its numbers are copilot-cli's method table
 * (copilot_cli/rpc/methods.py, exported to contracts/protocol.json and generated into
 * contracts/types/protocol.ts), never typed here; seed 004 § "Timeout & Retry Policy" reads:
 *
 * | Method     | Timeout | Retries | Backoff     |
 * | initialize | 10s     | 3       | 2s, 5s, 10s |
 * | generate   | 60s     | 1       | N/A         |
 * | customize  | 30s     | 1       | N/A         |
 * | chat       | 15s     | 2       | 3s, 6s      |
 *
 * "N/A" backoff means the retry is sent at once. Every other method gets its server deadline and
 * failure code (spec/parse 30 s and -32002, repo.refresh_index 300 s) and no retries; a method the
 * table does not know gets its default (30 s, -32603): only the table grants retries.
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

import { PROTOCOL } from "../../../contracts/types/protocol.js";

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

/** How long a reply takes to travel back after the server's own deadline moved. */
const REPLY_MARGIN_MS = 5_000;
const { streaming: server } = PROTOCOL;
export const STREAM_SILENCE_MS = server.stallMs + server.fallbackGraceMs + REPLY_MARGIN_MS;
export const MAX_STREAM_MS = server.maxStreamMs + REPLY_MARGIN_MS;
const streaming = { streamSilenceMs: STREAM_SILENCE_MS, maxStreamMs: MAX_STREAM_MS };

type MethodFacts = (typeof PROTOCOL.methods)[keyof typeof PROTOCOL.methods] | typeof PROTOCOL.defaultMethod;
const policyOf = (m: MethodFacts): RetryPolicy =>
  Object.freeze({
    timeoutMs: m.timeoutMs,
    retries: m.retries,
    backoffMs: m.backoffMs,
    failureCode: m.failureCode,
    ...streaming,
  });

export const RETRY_TABLE: Readonly<Record<string, RetryPolicy>> = Object.freeze(
  Object.fromEntries(Object.entries(PROTOCOL.methods).map(([name, facts]) => [name, policyOf(facts)])),
);

export const DEFAULT_POLICY: RetryPolicy = policyOf(PROTOCOL.defaultMethod);

export function policyFor(method: string, overrides: Readonly<Record<string, Partial<RetryPolicy>>> = {}): RetryPolicy {
  const base = RETRY_TABLE[method] ?? DEFAULT_POLICY;
  return { ...base, ...overrides[method] };
}

/** The wait before retry number `retryIndex` (0 = the first retry). */
export function backoffFor(policy: RetryPolicy, retryIndex: number): number {
  return policy.backoffMs[retryIndex] ?? 0;
}
