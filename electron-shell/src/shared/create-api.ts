/**
 * Builds `window.copilot` on top of a minimal message transport. The Electron preload passes
 * one made of ipcRenderer.invoke/send/on; web mode passes one made of a WebSocket. Either way
 * the renderer gets the same typed methods and the same errors.
 */

import { CHANNELS, type CallOptions, type CopilotApi, type Envelope, type RpcApiName, type StatusInfo } from "./api.js";
import type { StreamChunk } from "./protocol.js";
import { ERROR_MESSAGES, ErrorCode } from "./errors.js";
import { AUTH_CHANNELS, type ApiAuthState, type SetApiAuthParams } from "./api-auth.js";

export interface ApiTransport {
  invoke(channel: string, payload?: unknown): Promise<unknown>;
  send(channel: string, payload?: unknown): void;
  on(channel: string, listener: (payload: unknown) => void): void;
}

/** A rejected call: `code`, `message` and `data` exactly as copilot-cli (or the client) said. */
export class CopilotCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "CopilotCallError";
  }
}

function unwrap<T>(envelope: unknown): T {
  const env = envelope as Envelope<T>;
  if (env && env.ok === true) return env.result;
  if (env && env.ok === false) throw new CopilotCallError(env.error.code, env.error.message, env.error.data);
  throw new CopilotCallError(ErrorCode.InternalError, ERROR_MESSAGES[ErrorCode.InternalError]!, {
    reason: "malformed reply from the main process",
  });
}

let counter = 0;
const newToken = () => `${Date.now().toString(36)}-${(counter += 1)}-${Math.random().toString(36).slice(2, 8)}`;

export function createApi(transport: ApiTransport): CopilotApi {
  const chunkListeners = new Map<string, (chunk: StreamChunk) => void>();
  const statusListeners = new Set<(status: StatusInfo) => void>();
  transport.on(CHANNELS.chunk, (payload) => {
    const { token, chunk } = payload as { token: string; chunk: StreamChunk };
    chunkListeners.get(token)?.(chunk);
  });
  transport.on(CHANNELS.statusChanged, (payload) => statusListeners.forEach((l) => l(payload as StatusInfo)));

  async function call<T>(name: RpcApiName, params: unknown, options: CallOptions = {}): Promise<T> {
    const token = newToken();
    if (options.onChunk) chunkListeners.set(token, options.onChunk);
    const onAbort = () => transport.send(CHANNELS.cancel, token);
    options.signal?.addEventListener("abort", onAbort, { once: true });
    try {
      return unwrap<T>(await transport.invoke(CHANNELS[name], { token, params }));
    } finally {
      chunkListeners.delete(token);
      options.signal?.removeEventListener("abort", onAbort);
    }
  }

  return {
    status: async () => transport.invoke(CHANNELS.status) as Promise<StatusInfo>,
    onStatus: (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    parseSpec: (params, options) => call("parseSpec", params, options),
    generate: (params, options) => call("generate", params, options),
    customize: (params, options) => call("customize", params, options),
    chat: (params, options) => call("chat", params, options),
    startPreview: async (params) => unwrap(await transport.invoke(CHANNELS.startPreview, params)),
    exportFile: async (params) => unwrap(await transport.invoke(CHANNELS.exportFile, params)),
    exportProject: async (params) => unwrap(await transport.invoke(CHANNELS.exportProject, params)),
    debugLog: async () => transport.invoke(CHANNELS.debugLog) as Promise<never>,
  };
}

/** The shell's own per-tab requests (main/tab-channels.ts), beside copilot-cli's methods. */
export interface TabApi {
  /** A closed tab: stop its preview and forget its credentials. */
  stopPreview(tabId: string): Promise<unknown>;
  /** The tab's API credentials go to main (and on to its preview's proxy); the reply names no value. */
  setApiAuth(params: SetApiAuthParams): Promise<ApiAuthState>;
  apiAuthState(tabId: string): Promise<ApiAuthState>;
  forgetApiAuth(tabId: string): Promise<{ forgotten: boolean }>;
}

export function createTabApi(transport: Pick<ApiTransport, "invoke">): TabApi {
  return {
    stopPreview: (tabId) => transport.invoke("copilot:stopPreview", tabId), // TAB_CHANNELS.stopPreview
    setApiAuth: async (params) => unwrap(await transport.invoke(AUTH_CHANNELS.set, params)),
    apiAuthState: async (tabId) => unwrap(await transport.invoke(AUTH_CHANNELS.status, tabId)),
    forgetApiAuth: async (tabId) => unwrap(await transport.invoke(AUTH_CHANNELS.forget, tabId)),
  };
}
