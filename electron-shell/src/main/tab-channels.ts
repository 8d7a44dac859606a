/**
 * What the shell asks beside copilot-cli's methods, per tab: stop a closed tab's preview server
 * (it would otherwise run until the app quits) and forget its credentials; set, describe and
 * forget a tab's API credentials (credential-vault.ts). Registered on the same IPC table as the
 * rest, with the same sender check, by electron-main.ts and web mode's server.ts. No reply
 * carries a credential: the status names the kind and the API, never a value.
 */

import { isTrustedSender, type IpcMainLike, type TrustPolicy } from "./ipc.js";
import { AUTH_CHANNELS } from "../shared/api-auth.js";
import type { CredentialVault } from "./credential-vault.js";

export const TAB_CHANNELS = {
  stopPreview: "copilot:stopPreview",
  setApiAuth: AUTH_CHANNELS.set,
  apiAuthStatus: AUTH_CHANNELS.status,
  forgetApiAuth: AUTH_CHANNELS.forget,
} as const;

const error = (code: number, message: string, reason: string) => ({
  ok: false,
  error: { code, message, data: { reason } },
});
const UNTRUSTED = error(-32600, "Invalid Request", "untrusted sender");
const invalid = (reason: string) => error(-32602, "Invalid Params", reason);

export function registerTabChannels(
  ipc: IpcMainLike,
  previews: { stop(tabId: string): boolean },
  trust: TrustPolicy,
  vault: Pick<CredentialVault, "set" | "state" | "forget">,
): void {
  const guarded = (channel: string, handler: (payload: unknown) => unknown) =>
    ipc.handle(channel, (event, payload) => (isTrustedSender(event, trust) ? handler(payload) : UNTRUSTED));

  guarded(TAB_CHANNELS.stopPreview, (tabId) => {
    if (typeof tabId !== "string") return invalid("tabId is required");
    vault.forget(tabId); // a closed tab's work is gone; its credentials go with it
    return { ok: true, result: { stopped: previews.stop(tabId) } };
  });
  guarded(TAB_CHANNELS.setApiAuth, (payload) => {
    const p = (payload ?? {}) as Record<string, unknown>;
    try {
      return { ok: true, result: vault.set(p.tabId, p.apiUrl, p.auth, p.remember) };
    } catch (e) {
      return invalid((e as Error).message); // the vault's messages name fields, never values
    }
  });
  guarded(TAB_CHANNELS.apiAuthStatus, (tabId) => ({ ok: true, result: vault.state(tabId) }));
  guarded(TAB_CHANNELS.forgetApiAuth, (tabId) => ({ ok: true, result: { forgotten: vault.forget(tabId) } }));
}
