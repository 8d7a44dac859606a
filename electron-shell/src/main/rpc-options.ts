/** The options and the pipe of rpc-client.ts (its public types, kept apart so it stays short). */

import type { Clock, TimerHandle } from "./clock.js";
import type { RetryPolicy } from "./retry-policy.js";
import type { StreamChunk } from "../shared/protocol.js";
import type { RpcError } from "../shared/errors.js";

export interface OutboundPipe {
  write(data: string): boolean;
  once(event: "drain", listener: () => void): unknown;
  removeListener(event: "drain", listener: () => void): unknown;
}

export interface RequestOptions {
  /** Called for each `stream/chunk` of the current attempt (a retry starts again at index 0). */
  onChunk?(chunk: StreamChunk): void;
  /** Called on each chunk: how much has streamed and for how long (the current attempt). */
  onProgress?(progress: StreamProgress): void;
  /** Called when an attempt timed out and another one will be sent after `delayMs`. */
  onRetry?(info: { attempt: number; delayMs: number; timedOutId: number }): void;
  signal?: AbortSignal;
  /** Called with the id of each attempt as it is created (cancel by id, logs). */
  onAttempt?(id: number): void;
  /** Send even before `open()` (the handshake after a (re)start). */
  beforeOpen?: boolean;
}

export interface ClientOptions {
  clock?: Clock;
  maxQueue?: number;
  maxLineBytes?: number;
  policies?: Readonly<Record<string, Partial<RetryPolicy>>>;
}

export interface StreamProgress {
  /** Chunks of the current attempt (one per model delta, roughly a token). */
  chunks: number;
  /** Characters streamed by the current attempt. */
  chars: number;
  /** Since the current attempt was sent. */
  elapsedMs: number;
  /** The model's tokens so far, as copilot-cli counts them (`$/progress`). */
  tokens?: number;
}

/** One request across its attempts (internal to rpc-client.ts). */
export interface Call {
  method: string;
  params: unknown;
  policy: RetryPolicy;
  options: RequestOptions;
  attemptNo: number; // 0 = first attempt
  attempt?: Attempt;
  backoffTimer?: TimerHandle;
  settled: boolean;
  resolve(value: unknown): void;
  reject(error: RpcError): void;
}

export interface Attempt {
  id: number;
  call: Call;
  line: string;
  sent: boolean;
  alive: boolean; // a chunk arrived: the server has read this request
  nextChunk: number;
  timer: TimerHandle;
  startedAt: number;
  deadline: number; // clock time when the attempt times out (moves while chunks arrive)
  chars: number;
}

export type Outgoing = { line: string; attempt?: Attempt; beforeOpen: boolean };
