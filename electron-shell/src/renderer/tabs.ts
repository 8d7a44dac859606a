/** A tab: its own spec, generated interface, preview and conversation. */

import type { CustomizeResult, GenerateResult } from "../shared/api.js";
import type { Readable } from "./errors.js";

export interface Diagnostic {
  level: "info" | "warning" | "error";
  code: string;
  message: string;
  pointer?: string | null;
}

export interface ChatEntry {
  role: "user" | "assistant" | "error";
  text: string;
  assumptions?: string[];
  question?: string;
  options?: string[];
  /** Options that act in the shell (chat's suggestions) rather than answer a question. */
  suggestions?: boolean;
  /** The prompt a clarification question was about (its options answer it). */
  about?: string;
  /** How copilot-cli took the message: a change applied to the interface, or a question answered. */
  kind?: "change" | "unchanged" | "answer";
  error?: Readable;
}

/** A change request that was applied: Regenerate applies it again. */
export interface Customization {
  prompt: string;
  /** The clarification it answered, if any (so it can be applied again on its own). */
  history?: { role: "user" | "assistant"; content: string }[];
}

export interface Tab {
  id: string;
  title: string;
  specSource: { text?: string; url?: string; name?: string } | null;
  parsing: boolean;
  /** When the running spec/parse started (a URL may take a while to fetch). */
  parseStartedAt: number | null;
  spec: Record<string, any> | null;
  /** What spec/parse named the spec: generate and customize send this, not the spec. */
  specId: string | null;
  diagnostics: Diagnostic[];
  parseError: Readable | null;
  generating: boolean;
  /** When the running generate started (Date.now()), for its elapsed time. */
  generateStartedAt: number | null;
  code: string;
  /** The code copilot-cli last returned for this tab (it holds it; customize need not send it). */
  serverCode: string | null;
  chunks: number;
  result: GenerateResult | null;
  /** What the interface is now (the last generate's or customize's description). */
  description: string | null;
  generateError: Readable | null;
  previewUrl: string | null;
  /** The preview's page to open (a hash route), e.g. the page a change touched. */
  previewPage: string | null;
  /** The real API the preview talks to; null means the built-in mock. */
  apiUrl: string | null;
  previewError: Readable | null;
  chat: ChatEntry[];
  chatBusy: boolean;
  /** When the running chat/customize request started (Date.now()), for its elapsed time. */
  chatStartedAt: number | null;
  lastCustomize: CustomizeResult | null;
  /** The change requests applied to this interface, in order (Regenerate applies them again). */
  customizations: Customization[];
  /** A note above the work area (e.g. which customizations a Regenerate could not keep). */
  notice: string | null;
}

let counter = 0;

/** Restored tabs keep their ids; new ones continue after the highest. */
export function continueNumbering(ids: string[]): void {
  for (const id of ids) {
    const n = Number(/^tab-(\d+)$/.exec(id)?.[1] ?? 0);
    if (n > counter) counter = n;
  }
}

export function newTab(): Tab {
  counter += 1;
  return {
    id: `tab-${counter}`,
    title: `New tab ${counter}`,
    specSource: null,
    parsing: false,
    parseStartedAt: null,
    spec: null,
    specId: null,
    diagnostics: [],
    parseError: null,
    generating: false,
    generateStartedAt: null,
    code: "",
    serverCode: null,
    chunks: 0,
    result: null,
    description: null,
    generateError: null,
    previewUrl: null,
    previewPage: null,
    apiUrl: null,
    previewError: null,
    chat: [],
    chatBusy: false,
    chatStartedAt: null,
    lastCustomize: null,
    customizations: [],
    notice: null,
  };
}

export function specTitle(spec: Record<string, any> | null): string | null {
  return spec?.source?.title ?? null;
}

/** `base`, or `base (2)`, `base (3)`… so two tabs of the same spec can be told apart. */
export function uniqueTitle(base: string, tabs: Pick<Tab, "id" | "title">[], selfId: string): string {
  const taken = new Set(tabs.filter((t) => t.id !== selfId).map((t) => t.title));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base} (${n})`)) return `${base} (${n})`;
}

/** Whether closing the tab would lose something a person made. */
export function hasWork(tab: Tab): boolean {
  return Boolean(tab.specSource || tab.code || tab.chat.length);
}
