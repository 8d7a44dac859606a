/**
 * The sandboxed preload: exposes `window.copilot` (one typed method per message) through the
 * context bridge. The page never gets ipcRenderer itself, only these functions. It also hands a
 * person's click on a web link in this (top) frame to main, to open in the browser
 * (shared/external-links.ts); the preload runs in the top frame only, so the preview's clicks
 * never reach it.
 */

import { contextBridge, ipcRenderer } from "electron";
import { createApi } from "../shared/create-api.js";
import { OPEN_EXTERNAL_CHANNEL, clickedExternalLink } from "../shared/external-links.js";

const api = createApi({
  invoke: (channel, payload) => ipcRenderer.invoke(channel, payload),
  send: (channel, payload) => ipcRenderer.send(channel, payload),
  on: (channel, listener) => {
    ipcRenderer.on(channel, (_event, payload) => listener(payload));
  },
});

// and the shell's own per-tab request (src/main/tab-channels.ts): stop a closed tab's preview
const stopPreview = (tabId: string) => ipcRenderer.invoke("copilot:stopPreview", tabId);
contextBridge.exposeInMainWorld("copilot", { ...api, stopPreview });

// Bubbling, on window: after the page's own handlers, so a click the page handled stays its own.
window.addEventListener("click", (event) => {
  const url = clickedExternalLink(event);
  if (!url) return;
  event.preventDefault();
  ipcRenderer.send(OPEN_EXTERNAL_CHANNEL, url);
});
