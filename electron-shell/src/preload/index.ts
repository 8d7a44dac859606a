/**
 * The sandboxed preload: exposes `window.copilot` (one typed method per message) through the
 * context bridge. The page never gets ipcRenderer itself, only these functions.
 */

import { contextBridge, ipcRenderer } from "electron";
import { createApi } from "../shared/create-api.js";

const api = createApi({
  invoke: (channel, payload) => ipcRenderer.invoke(channel, payload),
  send: (channel, payload) => ipcRenderer.send(channel, payload),
  on: (channel, listener) => {
    ipcRenderer.on(channel, (_event, payload) => listener(payload));
  },
});

contextBridge.exposeInMainWorld("copilot", api);
