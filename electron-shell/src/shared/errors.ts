/**
 * Error codes of the protocol (seed 004 plus -32800 for cancelled requests) and the one
 * client-side error class. Messages are fixed by code, exactly as copilot-cli sends them;
 * details travel in `data`, so the UI can switch on `code` and show `data` to a person.
 */

export const ErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  GenerationFailed: -32000,
  CustomizationFailed: -32001,
  SpecInvalid: -32002,
  ContextTooLarge: -32003,
  RateLimited: -32004,
  RequestCancelled: -32800,
} as const;

export const ERROR_MESSAGES: Record<number, string> = {
  [-32700]: "Parse Error",
  [-32600]: "Invalid Request",
  [-32601]: "Method Not Found",
  [-32602]: "Invalid Params",
  [-32603]: "Internal Error",
  [-32000]: "Generation Failed",
  [-32001]: "Customization Failed",
  [-32002]: "Spec Invalid",
  [-32003]: "Context Too Large",
  [-32004]: "Rate Limited",
  [-32800]: "Request cancelled",
};

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
