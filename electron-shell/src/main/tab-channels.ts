/**
 * What the shell asks beside copilot-cli's methods, per tab: stop a closed tab's preview server
 * (it would otherwise run until the app quits). Registered on the same IPC table as the rest,
 * with the same sender check, by electron-main.ts and web mode's server.ts.
 */

import { isTrustedSender, type IpcMainLike, type TrustPolicy } from "./ipc.js";

export const TAB_CHANNELS = { stopPreview: "copilot:stopPreview" } as const;

export function registerTabChannels(
  ipc: IpcMainLike,
  previews: { stop(tabId: string): boolean },
  trust: TrustPolicy,
): void {
  ipc.handle(TAB_CHANNELS.stopPreview, (event, tabId) => {
    if (!isTrustedSender(event, trust))
      return { ok: false, error: { code: -32600, message: "Invalid Request", data: { reason: "untrusted sender" } } };
    if (typeof tabId !== "string")
      return { ok: false, error: { code: -32602, message: "Invalid Params", data: { reason: "tabId is required" } } };
    return { ok: true, result: { stopped: previews.stop(tabId) } };
  });
}
