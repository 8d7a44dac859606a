/**
 * Electron IPC for `window.copilot`: one channel per message, and every message's sender is
 * checked (our own window, showing our own renderer page) before anything runs — a page that
 * navigated elsewhere, or an iframe such as the live preview, gets nothing.
 */

import {
  CHANNELS,
  RPC_METHODS,
  type ExportParams,
  type ExportProjectParams,
  type ExportResult,
  type PreviewParams,
  type RpcApiName,
} from "../shared/api.js";
import { ErrorCode, RpcError } from "../shared/errors.js";
import type { CopilotService } from "./copilot-service.js";

export interface SenderEvent {
  sender: { id: number; send(channel: string, payload: unknown): void };
  senderFrame?: { url: string; parent?: unknown } | null;
}

export interface IpcMainLike {
  handle(channel: string, handler: (event: SenderEvent, payload: unknown) => unknown): void;
  on(channel: string, listener: (event: SenderEvent, payload: unknown) => void): void;
}

export interface TrustPolicy {
  rendererUrl: string; // app://shell/index.html (app-protocol.ts), or web mode's page
  webContentsIds: Set<number>;
}

/** Our window, its top frame, and our page (query and hash aside). */
export function isTrustedSender(event: SenderEvent, trust: TrustPolicy): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent) return false;
  if (!trust.webContentsIds.has(event.sender.id)) return false;
  try {
    const url = new URL(frame.url);
    return `${url.protocol}//${url.host}${url.pathname}` === trust.rendererUrl;
  } catch {
    return false;
  }
}

const REFUSED = {
  ok: false,
  error: new RpcError(ErrorCode.InvalidRequest, { reason: "untrusted sender" }).toWire(),
};

export interface Exporters {
  exportFile(params: ExportParams): Promise<ExportResult>;
  exportProject(params: ExportProjectParams): Promise<ExportResult>;
}

/** Project file paths the app itself writes: relative, no `..`, plain names. */
export function isSafeProject(params: ExportProjectParams | undefined): boolean {
  if (!params || typeof params.name !== "string" || !/^[a-z0-9][a-z0-9-]{0,59}$/.test(params.name)) return false;
  if (typeof params.files !== "object" || params.files === null) return false;
  return Object.entries(params.files).every(
    ([path, text]) =>
      typeof text === "string" && /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/.test(path) && !path.split("/").includes(".."),
  );
}

/**
 * copilot-cli keeps per-tab state (the code customize changes when currentCode is left out),
 * and every window and web page numbers its tabs from tab-1: the tabId sent on is scoped to
 * the sender, so one window can never customize another's code.
 */
export function scopeTabIds(params: unknown, senderId: number): unknown {
  if (typeof params !== "object" || params === null || Array.isArray(params)) return params;
  const p = params as Record<string, any>;
  const scoped = (tabId: unknown) => (typeof tabId === "string" ? `w${senderId}:${tabId}` : tabId);
  let out: Record<string, any> = p;
  if ("tabId" in p) out = { ...out, tabId: scoped(p.tabId) };
  if (p.context && typeof p.context === "object" && "tabId" in p.context)
    out = { ...out, context: { ...p.context, tabId: scoped(p.context.tabId) } };
  return out;
}

const invalidParams = (reason: string) => ({
  ok: false,
  error: new RpcError(ErrorCode.InvalidParams, { reason }).toWire(),
});

export function registerIpc(ipc: IpcMainLike, service: CopilotService, trust: TrustPolicy, exporters: Exporters): void {
  const guard =
    <T>(handler: (event: SenderEvent, payload: unknown) => T) =>
    (event: SenderEvent, payload: unknown): T | typeof REFUSED =>
      isTrustedSender(event, trust) ? handler(event, payload) : REFUSED;

  for (const name of Object.keys(RPC_METHODS) as RpcApiName[]) {
    ipc.handle(
      CHANNELS[name],
      guard((event, payload) => {
        const { token, params } = (payload ?? {}) as { token?: unknown; params?: unknown };
        const id = typeof token === "string" ? token : "";
        return service.call(name, scopeTabIds(params, event.sender.id), id, (chunk) =>
          event.sender.send(CHANNELS.chunk, { token: id, chunk }),
        );
      }),
    );
  }
  ipc.on(CHANNELS.cancel, (event, token) => {
    if (isTrustedSender(event, trust)) service.cancel(token);
  });
  ipc.handle(
    CHANNELS.status,
    guard(() => service.status()),
  );
  ipc.handle(
    CHANNELS.debugLog,
    guard(() => service.debugLog()),
  );
  ipc.handle(
    CHANNELS.startPreview,
    guard((_e, payload) => service.startPreview(payload as PreviewParams)),
  );
  ipc.handle(
    CHANNELS.exportFile,
    guard(async (_e, payload) => {
      const params = payload as ExportParams;
      if (typeof params?.content !== "string" || typeof params?.suggestedName !== "string") {
        return invalidParams("suggestedName and content are required");
      }
      return { ok: true, result: await exporters.exportFile(params) };
    }),
  );
  ipc.handle(
    CHANNELS.exportProject,
    guard(async (_e, payload) => {
      const params = payload as ExportProjectParams;
      if (!isSafeProject(params)) return invalidParams("a project needs a slug name and relative file paths");
      return { ok: true, result: await exporters.exportProject(params) };
    }),
  );
}
