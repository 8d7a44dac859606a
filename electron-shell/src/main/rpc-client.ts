/**
 * The client side of seed 004: newline-delimited JSON-RPC 2.0 to copilot-cli's stdin.
 *
 * - ids increase monotonically for the client's whole life (never reused across restarts, so
 *   a late reply from an old attempt or an old process can never be mistaken for a new one);
 * - each attempt runs under the method's timeout from the table (retry-policy.ts); when it
 *   expires the client gives up on that id, sends `$/cancelRequest {id}`, and retries with a
 *   new id after the table's backoff, until the retries run out;
 * - backpressure: `write()` returning false pauses sending until `drain`; meanwhile requests
 *   wait in memory, at most `maxQueue` (100) of them; the next one is rejected with -32004;
 * - `stream/chunk` notifications are routed to their request by `params.requestId`; each one
 *   moves the attempt's timeout (a model still writing is alive, as on the server) up to the
 *   policy's maximum, and an attempt that timed out while streaming is not retried;
 * - an error reply with `id: null` (the server could not read which request it answers) is
 *   attributed to the oldest request that has had no sign of life, so nothing silently waits
 *   for its timeout.
 * The pipe and the clock are injected: a child's stdin in the app, fakes in tests.
 */

import { EventEmitter } from "node:events";
import { type Clock, type TimerHandle, systemClock } from "./clock.js";
import { type RetryPolicy, backoffFor, policyFor } from "./retry-policy.js";
import { ErrorCode, RpcError } from "../shared/errors.js";
// copilot-cli answers lines over MAX_LINE_BYTES with -32600 and skips them; we refuse to send them.
import { MAX_LINE_BYTES } from "../../../contracts/types/protocol.js";
import type { StreamChunk } from "../shared/protocol.js";
import type { Attempt, Call, ClientOptions, OutboundPipe, Outgoing, RequestOptions } from "./rpc-options.js";

export type { ClientOptions, OutboundPipe, RequestOptions, StreamProgress } from "./rpc-options.js";

export const MAX_QUEUE = 100;
const ABANDONED_MEMORY = 1024;

export class RpcClient extends EventEmitter {
  private readonly clock: Clock;
  private readonly maxQueue: number;
  private readonly maxLineBytes: number;
  private readonly policies: Readonly<Record<string, Partial<RetryPolicy>>>;
  private nextId = 1;
  private pipe: OutboundPipe | null = null;
  private isOpen = false;
  private paused = false;
  private drainListener: (() => void) | null = null;
  private readonly queue: Outgoing[] = [];
  private readonly pending = new Map<number, Attempt>();
  private readonly calls = new Set<Call>();
  private readonly abandoned = new Set<number>();

  constructor(options: ClientOptions = {}) {
    super();
    this.clock = options.clock ?? systemClock;
    this.maxQueue = options.maxQueue ?? MAX_QUEUE;
    this.maxLineBytes = options.maxLineBytes ?? MAX_LINE_BYTES;
    this.policies = options.policies ?? {};
  }

  // -- the pipe --------------------------------------------------------------------------

  /** A (new) process's stdin. Only `beforeOpen` requests go out until `open()`. */
  attach(pipe: OutboundPipe, { open = false } = {}): void {
    this.pipe = pipe;
    this.paused = false;
    this.isOpen = open;
    this.flush();
  }

  /** The handshake is done: send everything that waited. */
  open(): void {
    this.isOpen = true;
    this.flush();
  }

  /** The process is gone: every pending request is rejected with `error`. */
  detach(error: RpcError): void {
    if (this.pipe && this.drainListener) this.pipe.removeListener("drain", this.drainListener);
    this.pipe = null;
    this.drainListener = null;
    this.isOpen = false;
    this.paused = false;
    this.queue.length = 0;
    for (const call of [...this.calls]) this.fail(call, error);
  }

  get pendingCount(): number {
    return this.calls.size;
  }

  get queuedCount(): number {
    return this.queue.filter((item) => item.attempt).length;
  }

  // -- requests --------------------------------------------------------------------------

  request<T = unknown>(method: string, params?: unknown, options: RequestOptions = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const call: Call = {
        method,
        params,
        policy: policyFor(method, this.policies),
        options,
        attemptNo: 0,
        settled: false,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      if (options.signal?.aborted) {
        reject(new RpcError(ErrorCode.RequestCancelled, { reason: "cancelled" }));
        return;
      }
      options.signal?.addEventListener("abort", () => this.abort(call), { once: true });
      this.calls.add(call);
      this.startAttempt(call);
    });
  }

  notify(method: string, params?: unknown): void {
    const message = params === undefined ? { jsonrpc: "2.0", method } : { jsonrpc: "2.0", method, params };
    this.enqueue({ line: JSON.stringify(message), beforeOpen: true });
  }

  private startAttempt(call: Call): void {
    const id = this.nextId++;
    // `id` before `params`: if the server ever finds the line too long it can still read the id.
    const line = JSON.stringify({ jsonrpc: "2.0", id, method: call.method, params: call.params ?? {} });
    const size = Buffer.byteLength(line, "utf8");
    if (size > this.maxLineBytes) {
      this.fail(
        call,
        new RpcError(ErrorCode.InvalidRequest, { reason: "line too long", maxLineBytes: this.maxLineBytes, size }),
      );
      return;
    }
    if (this.queuedCount >= this.maxQueue && !this.canWrite(call.options.beforeOpen ?? false)) {
      this.fail(call, new RpcError(ErrorCode.RateLimited, { reason: "queue full", maxQueue: this.maxQueue }));
      return;
    }
    const timer = this.clock.setTimeout(() => this.onTimeout(attempt), call.policy.timeoutMs);
    const startedAt = this.clock.now();
    const deadline = startedAt + call.policy.timeoutMs;
    const attempt: Attempt = {
      id,
      call,
      line,
      sent: false,
      alive: false,
      nextChunk: 0,
      timer,
      startedAt,
      deadline,
      chars: 0,
    };
    call.attempt = attempt;
    this.pending.set(id, attempt);
    call.options.onAttempt?.(id);
    this.enqueue({ line, attempt, beforeOpen: call.options.beforeOpen ?? false });
  }

  private onTimeout(attempt: Attempt): void {
    const { call } = attempt;
    if (call.settled || call.attempt !== attempt) return;
    this.giveUp(attempt);
    // Timed out while streaming: the server had it and was working; re-sending starts it all again.
    if (call.attemptNo < call.policy.retries && !attempt.alive) {
      const delayMs = backoffFor(call.policy, call.attemptNo);
      call.attemptNo += 1;
      call.options.onRetry?.({ attempt: call.attemptNo, delayMs, timedOutId: attempt.id });
      const retry = () => {
        call.backoffTimer = undefined;
        if (!call.settled) this.startAttempt(call);
      };
      if (delayMs > 0) call.backoffTimer = this.clock.setTimeout(retry, delayMs);
      else retry();
      return;
    }
    const data: Record<string, unknown> = {
      reason: "timeout",
      method: call.method,
      timeoutMs: call.policy.timeoutMs,
      attempts: call.attemptNo + 1,
    };
    if (attempt.alive)
      Object.assign(data, {
        streamed: true,
        chunks: attempt.nextChunk,
        waitedMs: attempt.deadline - attempt.startedAt,
      });
    this.fail(call, new RpcError(call.policy.failureCode, data));
  }

  /** Stop waiting for this attempt; if it reached the server, tell the server to stop too. */
  private giveUp(attempt: Attempt): void {
    this.clock.clearTimeout(attempt.timer);
    this.pending.delete(attempt.id);
    attempt.call.attempt = undefined;
    this.remember(attempt.id);
    const queued = this.queue.findIndex((item) => item.attempt === attempt);
    if (queued >= 0) this.queue.splice(queued, 1);
    else if (attempt.sent) this.notify("$/cancelRequest", { id: attempt.id });
  }

  private abort(call: Call): void {
    if (call.settled) return;
    if (call.attempt) this.giveUp(call.attempt);
    this.fail(call, new RpcError(ErrorCode.RequestCancelled, { reason: "cancelled" }));
  }

  private fail(call: Call, error: RpcError): void {
    if (call.settled) return;
    if (call.attempt) {
      this.clock.clearTimeout(call.attempt.timer);
      this.pending.delete(call.attempt.id);
      const queued = this.queue.findIndex((item) => item.attempt === call.attempt);
      if (queued >= 0) this.queue.splice(queued, 1);
    }
    if (call.backoffTimer) this.clock.clearTimeout(call.backoffTimer);
    call.settled = true;
    this.calls.delete(call);
    call.reject(error);
  }

  private succeed(attempt: Attempt, result: unknown): void {
    const { call } = attempt;
    this.clock.clearTimeout(attempt.timer);
    this.pending.delete(attempt.id);
    call.settled = true;
    this.calls.delete(call);
    call.resolve(result);
  }

  private remember(id: number): void {
    this.abandoned.add(id);
    if (this.abandoned.size > ABANDONED_MEMORY) {
      this.abandoned.delete(this.abandoned.values().next().value as number);
    }
  }

  // -- writing with backpressure ---------------------------------------------------------

  private canWrite(beforeOpen: boolean): boolean {
    return this.pipe !== null && !this.paused && (this.isOpen || beforeOpen) && this.queue.length === 0;
  }

  private enqueue(item: Outgoing): void {
    if (this.canWrite(item.beforeOpen)) this.write(item);
    else {
      // The handshake jumps the queue of requests waiting for it.
      if (item.beforeOpen && !this.isOpen) {
        const firstHeld = this.queue.findIndex((queued) => !queued.beforeOpen);
        this.queue.splice(firstHeld < 0 ? this.queue.length : firstHeld, 0, item);
      } else this.queue.push(item);
      this.flush();
    }
  }

  private flush(): void {
    while (this.pipe && !this.paused && this.queue.length > 0) {
      const next = this.queue[0]!;
      if (!this.isOpen && !next.beforeOpen) return;
      this.queue.shift();
      this.write(next);
    }
  }

  private write(item: Outgoing): void {
    const pipe = this.pipe!;
    if (item.attempt) item.attempt.sent = true;
    // false means "buffered, but stop": the line is on its way, the next ones must wait.
    if (!pipe.write(item.line + "\n")) {
      this.paused = true;
      this.drainListener = () => {
        this.drainListener = null;
        this.paused = false;
        this.emit("drain");
        this.flush();
      };
      pipe.once("drain", this.drainListener);
      this.emit("backpressure");
    }
  }

  // -- reading ---------------------------------------------------------------------------

  /** One line from copilot-cli's stdout. */
  handleLine(line: string): void {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.emit("protocolError", { reason: "not JSON", line: line.slice(0, 200) });
      return;
    }
    if (typeof message !== "object" || message === null || Array.isArray(message)) {
      this.emit("protocolError", { reason: "not a JSON-RPC object", line: line.slice(0, 200) });
      return;
    }
    const msg = message as Record<string, unknown>;
    if (typeof msg.method === "string") this.handleNotification(msg.method, msg.params);
    else if ("id" in msg) this.handleResponse(msg);
    else this.emit("protocolError", { reason: "neither response nor notification", line: line.slice(0, 200) });
  }

  private handleNotification(method: string, params: unknown): void {
    if (method === "$/progress") {
      this.handleProgress(params as { id?: unknown; tokens?: unknown });
      return;
    }
    if (method !== "stream/chunk") {
      this.emit("notification", method, params);
      return;
    }
    const chunk = params as StreamChunk;
    const attempt = this.pending.get(chunk?.requestId);
    if (!attempt) {
      if (!this.abandoned.has(chunk?.requestId))
        this.emit("protocolError", { reason: "chunk for unknown request", requestId: chunk?.requestId });
      return;
    }
    attempt.alive = true;
    if (chunk.index !== attempt.nextChunk) {
      this.emit("protocolError", {
        reason: "chunk out of order",
        requestId: attempt.id,
        expected: attempt.nextChunk,
        got: chunk.index,
      });
    }
    attempt.nextChunk = chunk.index + 1;
    attempt.chars += typeof chunk.chunk === "string" ? chunk.chunk.length : 0;
    attempt.call.options.onChunk?.(chunk);
    this.living(attempt);
  }

  /** `$/progress`: copilot-cli's model is still writing (chat, customize: no chunks). Late ones are ignored. */
  private handleProgress(params: { id?: unknown; tokens?: unknown }): void {
    const attempt = typeof params?.id === "number" ? this.pending.get(params.id) : undefined;
    if (attempt) this.living(attempt, typeof params.tokens === "number" ? params.tokens : undefined);
  }

  /** A sign of life: the attempt lives `streamSilenceMs` more, up to `maxStreamMs` from its start. */
  private living(attempt: Attempt, tokens?: number): void {
    attempt.alive = true;
    const { policy } = attempt.call;
    const now = this.clock.now();
    const target = Math.min(attempt.startedAt + policy.maxStreamMs, now + policy.streamSilenceMs);
    if (target > attempt.deadline) {
      this.clock.clearTimeout(attempt.timer);
      attempt.deadline = target;
      attempt.timer = this.clock.setTimeout(() => this.onTimeout(attempt), target - now);
    }
    const progress = { chunks: attempt.nextChunk, chars: attempt.chars, elapsedMs: now - attempt.startedAt };
    attempt.call.options.onProgress?.(tokens === undefined ? progress : { ...progress, tokens });
  }

  private handleResponse(msg: Record<string, unknown>): void {
    const error = msg.error as { code: number; message: string; data?: unknown } | undefined;
    if (msg.id === null) {
      this.handleOrphanError(error);
      return;
    }
    const attempt = typeof msg.id === "number" ? this.pending.get(msg.id) : undefined;
    if (!attempt) {
      if (this.abandoned.has(msg.id as number)) this.emit("lateReply", msg);
      else this.emit("protocolError", { reason: "reply for unknown id", id: msg.id });
      return;
    }
    if (error) this.fail(attempt.call, RpcError.fromWire(error));
    else this.succeed(attempt, msg.result);
  }

  /**
   * The server reads lines in order and answers a line it cannot read at once, so the
   * unreadable line is the oldest sent request that has shown no sign of life yet.
   */
  private handleOrphanError(error: { code: number; message: string; data?: unknown } | undefined): void {
    const wire = error ?? new RpcError(ErrorCode.InternalError).toWire();
    const suspect = [...this.pending.values()].find((attempt) => attempt.sent && !attempt.alive);
    this.emit("protocolError", { reason: "error reply without id", error: wire, attributedTo: suspect?.id ?? null });
    if (suspect) this.fail(suspect.call, RpcError.fromWire(wire));
  }
}
