/**
 * What the UI may ask of the backend, independent of how it asks (Electron IPC or web mode's
 * WebSocket): calls go through the one RpcClient, their chunks are passed back tagged with
 * the caller's token, errors become data, and only the methods the API names can be called.
 */

import { EventEmitter } from "node:events";
import type { PythonProcess } from "./python-process.js";
import type { PreviewManager } from "./preview-manager.js";
import { ErrorCode, RpcError } from "../shared/errors.js";
import { RPC_METHODS, type Envelope, type PreviewParams, type RpcApiName, type StatusInfo } from "../shared/api.js";
import type { InitializeResult } from "../../../contracts/types/index.js";
import type { StreamChunk } from "../shared/protocol.js";
import { spillSpecText, type Spilled } from "./spec-spill.js";

export function isRpcApiName(name: unknown): name is RpcApiName {
  return typeof name === "string" && Object.prototype.hasOwnProperty.call(RPC_METHODS, name);
}

function envelopeOf(error: unknown): Envelope<never> {
  if (error instanceof RpcError) return { ok: false, error: error.toWire() };
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, error: new RpcError(ErrorCode.InternalError, { reason: message }).toWire() };
}

export class CopilotService extends EventEmitter {
  private readonly running = new Map<string, AbortController>();

  constructor(
    private readonly proc: PythonProcess,
    private readonly previews: PreviewManager | null,
  ) {
    super();
    proc.on("state", () => this.emit("status", this.status()));
  }

  status(): StatusInfo {
    return { process: this.proc.state, server: this.proc.initializeResult as InitializeResult | null };
  }

  /** One call of the API; `token` is the caller's handle for cancel and chunk routing. */
  async call(name: unknown, params: unknown, token: string, onChunk: (chunk: StreamChunk) => void): Promise<Envelope> {
    if (!isRpcApiName(name)) return envelopeOf(new RpcError(ErrorCode.MethodNotFound, { method: String(name) }));
    if (typeof params !== "object" || params === null || Array.isArray(params)) {
      return envelopeOf(new RpcError(ErrorCode.InvalidParams, { reason: "params must be an object" }));
    }
    let spilled: Spilled = { params: params as Record<string, unknown>, cleanup: () => {} };
    try {
      // a spec text too big for one line goes as a private temp file; the page may not name paths
      if (name === "parseSpec") spilled = spillSpecText(params as Record<string, unknown>);
    } catch (error) {
      return envelopeOf(error);
    }
    const abort = new AbortController();
    this.running.set(token, abort);
    try {
      const result = await this.proc.client.request(RPC_METHODS[name], spilled.params, {
        signal: abort.signal,
        onChunk,
      });
      return { ok: true, result };
    } catch (error) {
      return envelopeOf(error);
    } finally {
      this.running.delete(token);
      spilled.cleanup();
    }
  }

  cancel(token: unknown): void {
    if (typeof token === "string") this.running.get(token)?.abort();
  }

  async startPreview(params: PreviewParams): Promise<Envelope> {
    if (!this.previews) return envelopeOf(new RpcError(ErrorCode.MethodNotFound, { method: "preview" }));
    try {
      return { ok: true, result: await this.previews.show(params) };
    } catch (error) {
      return envelopeOf(error);
    }
  }

  debugLog() {
    return this.proc.debugLog();
  }
}
