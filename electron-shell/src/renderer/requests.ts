/**
 * What generate and customize send. A request line is capped at 1 MiB, and big APIs outgrow
 * it (Discord's normalized spec ~2.6 MB, Xero's App.jsx ~3.6 MB), so the spec goes by the
 * `specId` spec/parse answered with, and `currentCode` is left out when it is exactly what
 * copilot-cli last returned for this tab (its session holds it). When copilot-cli lost that
 * state (it restarted), it says so with -32602 naming the field, and we send it again.
 */

import type { ChatTurn, CustomizeParams, GenerateParams } from "../shared/api.js";
import type { Tab } from "./tabs.js";

/** currentCode whose JSON form is over this many bytes cannot go in one message (1 MiB, minus the rest). */
export const CODE_LIMIT_BYTES = 1_000_000;

const bytes = (text: string) => new TextEncoder().encode(JSON.stringify(text)).length;

/** A problem found before sending: shaped like a wire error so `readable()` can say it. */
export function codeTooLarge(
  code: string,
  why: "edited" | "lost",
): { code: number; message: string; data: Record<string, unknown> } {
  return {
    code: -32600,
    message: "Invalid Request",
    data: { reason: "code too large", why, sizeBytes: bytes(code), limitBytes: CODE_LIMIT_BYTES },
  };
}

export function specRef(
  tab: Pick<Tab, "spec" | "specId">,
): { specId: string } | { spec: Record<string, any> } | Record<string, never> {
  if (tab.specId) return { specId: tab.specId };
  return tab.spec ? { spec: tab.spec } : {};
}

export function generateParams(tab: Tab, theme: "light" | "dark"): GenerateParams {
  return { ...specRef(tab), format: "react", theme, tabId: tab.id } as GenerateParams;
}

/** `sendCode`: whether copilot-cli needs the code (by default: unless it is what it last returned). */
export function customizeParams(
  tab: Tab,
  prompt: string,
  history: ChatTurn[],
  sendCode = tab.code !== tab.serverCode,
): CustomizeParams {
  const params: CustomizeParams = { prompt, ...specRef(tab), history, tabId: tab.id };
  if (sendCode) {
    if (bytes(tab.code) > CODE_LIMIT_BYTES)
      throw codeTooLarge(tab.code, tab.code !== tab.serverCode ? "edited" : "lost");
    params.currentCode = tab.code;
  }
  return params;
}

/** Which reference copilot-cli no longer knows (-32602 naming specId or currentCode), if that is the error. */
export function lostReference(error: unknown): "specId" | "currentCode" | null {
  const e = error as { code?: number; data?: { field?: unknown } } | null;
  if (e?.code !== -32602) return null;
  return e.data?.field === "specId" || e.data?.field === "currentCode" ? e.data.field : null;
}
