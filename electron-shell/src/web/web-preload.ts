/**
 * Web mode's stand-in for the Electron preload: the same `window.copilot`, carried over a
 * WebSocket to the Node bridge (src/web/server.ts). Export downloads through the browser.
 */

import type { ExportParams, ExportProjectParams } from "../shared/api.js";
import { createApi, createTabApi, type ApiTransport } from "../shared/create-api.js";
import { makeZip } from "../shared/zip.js";
import { ErrorCode, RpcError } from "../shared/errors.js";

const socket = new WebSocket(`ws://${location.host}/ws`);
const opened = new Promise<void>((resolve, reject) => {
  socket.addEventListener("open", () => resolve(), { once: true });
  socket.addEventListener("error", () => reject(new Error("cannot reach the Experience UI bridge")), { once: true });
});
const replies = new Map<number, (payload: unknown) => void>();
const listeners = new Map<string, ((payload: unknown) => void)[]>();
let nextId = 1;

socket.addEventListener("message", (event) => {
  const msg = JSON.parse(String(event.data)) as { kind: string; id?: number; channel?: string; payload: unknown };
  if (msg.kind === "reply" && msg.id !== undefined) {
    replies.get(msg.id)?.(msg.payload);
    replies.delete(msg.id);
  } else if (msg.kind === "event") listeners.get(msg.channel ?? "")?.forEach((l) => l(msg.payload));
});
socket.addEventListener("close", () => {
  const lost = {
    ok: false,
    error: new RpcError(ErrorCode.InternalError, { reason: "bridge-disconnected" }).toWire(),
  };
  for (const reply of replies.values()) reply(lost);
  replies.clear();
});

const transport: ApiTransport = {
  async invoke(channel, payload) {
    await opened;
    const id = nextId++;
    return new Promise((resolve) => {
      replies.set(id, resolve);
      socket.send(JSON.stringify({ kind: "invoke", id, channel, payload }));
    });
  },
  send(channel, payload) {
    void opened.then(() => socket.send(JSON.stringify({ kind: "send", channel, payload })));
  },
  on(channel, listener) {
    listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
  },
};

const api = createApi(transport);
function download(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { saved: true, where: "browser download" };
}
api.exportFile = async ({ suggestedName, content }: ExportParams) =>
  download(suggestedName, new Blob([content], { type: "text/javascript" }));
api.exportProject = async ({ name, files }: ExportProjectParams) =>
  download(`${name}.zip`, new Blob([makeZip(files, name).buffer as ArrayBuffer], { type: "application/zip" }));
// the shell's own per-tab requests (src/main/tab-channels.ts): a closed tab, API credentials
window.copilot = Object.assign(api, createTabApi(transport));
