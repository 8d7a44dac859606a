/**
 * `window.copilot`: the renderer's whole view of the backend, one typed method per message.
 * Implemented by the Electron preload (IPC) and by web mode's WebSocket client, and mocked in
 * the renderer tests. The renderer never sees ipcRenderer, a WebSocket or Node.
 */

import type { DebugLogLine, ProcessState, StreamChunk } from "./protocol.js";
import type {
  ChatParams,
  ChatResult,
  CustomizeParams,
  CustomizeResult,
  GenerateParams,
  GenerateResult,
  InitializeResult,
  SpecParseParams,
  SpecParseResult,
} from "../../../contracts/types/index.js";
import type { WireError } from "./errors.js";

export type {
  ChatParams,
  ChatResult,
  CustomizeParams,
  CustomizeResult,
  GenerateParams,
  GenerateResult,
  SpecParseParams,
  SpecParseResult,
  InitializeResult,
};

/** One turn of the conversation as customize's `history` carries it. */
export type ChatTurn = NonNullable<CustomizeParams["history"]>[number];

/** Where the preview gets its spec: the text the user loaded, or the URL. */
export interface PreviewParams {
  tabId: string;
  code: string;
  spec: { text?: string; url?: string };
  specKind?: string;
  /** Talk to this real API instead of the built-in mock. */
  apiUrl?: string;
}
export interface PreviewResult {
  url: string;
}

export interface ExportParams {
  suggestedName: string;
  content: string;
}
/** A runnable project: relative paths → text (see shared/project.ts). */
export interface ExportProjectParams {
  name: string;
  files: Record<string, string>;
}
export interface ExportResult {
  saved: boolean;
  where?: string;
}

export interface StatusInfo {
  process: ProcessState;
  server: InitializeResult | null;
}

export interface CallOptions {
  onChunk?(chunk: StreamChunk): void;
  signal?: AbortSignal;
}

export interface CopilotApi {
  status(): Promise<StatusInfo>;
  onStatus(listener: (status: StatusInfo) => void): () => void;
  parseSpec(params: SpecParseParams, options?: CallOptions): Promise<SpecParseResult>;
  generate(params: GenerateParams, options?: CallOptions): Promise<GenerateResult>;
  customize(params: CustomizeParams, options?: CallOptions): Promise<CustomizeResult>;
  chat(params: ChatParams, options?: CallOptions): Promise<ChatResult>;
  startPreview(params: PreviewParams): Promise<PreviewResult>;
  exportFile(params: ExportParams): Promise<ExportResult>;
  exportProject(params: ExportProjectParams): Promise<ExportResult>;
  debugLog(): Promise<DebugLogLine[]>;
}

/** The JSON-RPC method behind each streaming-capable API method. */
export const RPC_METHODS = {
  parseSpec: "spec/parse",
  generate: "generate",
  customize: "customize",
  chat: "chat",
} as const;
export type RpcApiName = keyof typeof RPC_METHODS;

/** What crosses IPC or the WebSocket for a call: errors travel as data (classes do not survive). */
export type Envelope<T = unknown> = { ok: true; result: T } | { ok: false; error: WireError };

/** IPC channel names, one per message. */
export const CHANNELS = {
  parseSpec: "copilot:parseSpec",
  generate: "copilot:generate",
  customize: "copilot:customize",
  chat: "copilot:chat",
  cancel: "copilot:cancel",
  status: "copilot:status",
  startPreview: "copilot:startPreview",
  exportFile: "copilot:exportFile",
  exportProject: "copilot:exportProject",
  debugLog: "copilot:debugLog",
  chunk: "copilot:chunk",
  statusChanged: "copilot:statusChanged",
} as const;

declare global {
  interface Window {
    copilot: CopilotApi;
  }
}
