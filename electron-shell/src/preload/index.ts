/**
 * The sandboxed preload: exposes `window.copilot` (one typed method per message) through the
 * context bridge. The page never gets ipcRenderer itself, only these functions. It also hands a
 * person's click on a web link in this (top) frame to main, to open in the browser
 * (shared/external-links.ts); the preload runs in the top frame only, so the preview's clicks
 * never reach it.
 */

import { contextBridge, ipcRenderer } from "electron";
import { createApi, createTabApi } from "../shared/create-api.js";
import { OPEN_EXTERNAL_CHANNEL, clickedExternalLink } from "../shared/external-links.js";

const invoke = (channel: string, payload?: unknown) => ipcRenderer.invoke(channel, payload);
const api = createApi({
  invoke,
  send: (channel, payload) => ipcRenderer.send(channel, payload),
  on: (channel, listener) => {
    ipcRenderer.on(channel, (_event, payload) => listener(payload));
  },
});

// and the shell's own per-tab requests (src/main/tab-channels.ts): a closed tab, API credentials
contextBridge.exposeInMainWorld("copilot", { ...api, ...createTabApi({ invoke }) });

// Bubbling, on window: after the page's own handlers, so a click the page handled stays its own.
window.addEventListener("click", (event) => {
  const url = clickedExternalLink(event);
  if (!url) return;
  event.preventDefault();
  ipcRenderer.send(OPEN_EXTERNAL_CHANNEL, url);
});
