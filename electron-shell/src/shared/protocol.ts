/**
 * The shapes of seed 004 that are not a method's params/result (those are generated from
 * contracts/schema into ./generated). Shared by main, preload, renderer and the web bridge.
 */

export interface StreamChunk {
  requestId: number;
  chunk: string;
  done: boolean;
  index: number;
}

export interface JsonRpcRequest {
  jsonrpc: "2.0";
  id: number;
  method: string;
  params?: unknown;
}

export interface JsonRpcNotification {
  jsonrpc: "2.0";
  method: string;
  params?: unknown;
}

/** What the process manager tells the UI about copilot-cli. */
export type ProcessState =
  | { state: "starting" }
  | { state: "ready"; serverVersion: string; methods: string[] }
  | { state: "restarting"; attempt: number; delayMs: number; lastExit: ExitInfo }
  | { state: "failed"; lastExit: ExitInfo; message: string }
  | { state: "stopped" };

export interface ExitInfo {
  code: number | null;
  signal: string | null;
}

export interface DebugLogLine {
  at: number;
  stream: "stderr" | "client";
  text: string;
}
