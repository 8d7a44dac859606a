/**
 * Error codes of the protocol and the one client-side error class. Codes and messages come from
 * contracts/protocol.json (exported from copilot_cli/errors.py, generated into
 * contracts/types/protocol.ts), so a code copilot-cli gains reaches the shell with its message:
 * an error the client decides itself (a timeout, a crash) reads as copilot-cli would word it.
 * Details travel in `data`, so the UI can switch on `code` and show `data` to a person.
 */

import { ERROR_MESSAGES, ErrorCode } from "../../../contracts/types/protocol.js";

export { ERROR_MESSAGES, ErrorCode };

export interface WireError {
  code: number;
  message: string;
  data?: unknown;
}

/** A JSON-RPC error, whether copilot-cli sent it or the client decided it (timeout, crash, queue). */
export class RpcError extends Error implements WireError {
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, data?: unknown, message?: string) {
    super(message ?? ERROR_MESSAGES[code] ?? `Error ${code}`);
    this.name = "RpcError";
    this.code = code;
    this.data = data;
  }

  static fromWire(error: WireError): RpcError {
    return new RpcError(error.code, error.data, error.message);
  }

  toWire(): WireError {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }

  /** The `reason` the server or client put in `data`, if any ("timeout", "process-exited", …). */
  get reason(): string | undefined {
    const data = this.data as { reason?: unknown } | undefined;
    return typeof data?.reason === "string" ? data.reason : undefined;
  }
}

/** Errors thrown across IPC or WebSocket lose their class; this recovers the shape. */
export function isWireError(value: unknown): value is WireError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as WireError).code === "number" &&
    typeof (value as WireError).message === "string"
  );
}
