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
  /** The prompt a clarification question was about (its options answer it). */
  about?: string;
  error?: Readable;
}

export interface Tab {
  id: string;
  title: string;
  specSource: { text?: string; url?: string; name?: string } | null;
  parsing: boolean;
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
  generateError: Readable | null;
  previewUrl: string | null;
  /** The real API the preview talks to; null means the built-in mock. */
  apiUrl: string | null;
  previewError: Readable | null;
  chat: ChatEntry[];
  chatBusy: boolean;
  lastCustomize: CustomizeResult | null;
}

let counter = 0;

export function newTab(): Tab {
  counter += 1;
  return {
    id: `tab-${counter}`,
    title: `New tab ${counter}`,
    specSource: null,
    parsing: false,
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
    generateError: null,
    previewUrl: null,
    apiUrl: null,
    previewError: null,
    chat: [],
    chatBusy: false,
    lastCustomize: null,
  };
}

export function specTitle(spec: Record<string, any> | null): string | null {
  return spec?.source?.title ?? null;
}
