/** The options and the pipe of rpc-client.ts (its public types, kept apart so it stays short). */

import type { Clock } from "./clock.js";
import type { RetryPolicy } from "./retry-policy.js";
import type { StreamChunk } from "../shared/protocol.js";

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
}
