/**
 * Big pasted or loaded specs: a request line is capped at 1 MiB, and Discord's raw document
 * alone is 1.2 MB. The main process (or web mode's bridge) writes such `source.text` to a
 * private temp file it creates itself and sends `source.path` instead. The renderer may never
 * name a path: a `source.path` coming from it is refused, so it cannot make copilot-cli read
 * arbitrary files.
 */

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ErrorCode, RpcError } from "../shared/errors.js";

/** Text whose JSON form is over this many UTF-8 bytes travels as a file (headroom under 1 MiB). */
export const SPILL_BYTES = 900_000;

export interface Spilled {
  params: Record<string, unknown>;
  /** Removes the temp file; safe to call more than once. */
  cleanup(): void;
}

/** copilot-cli sniffs the format from the content; the name is only for people reading logs. */
function fileName(text: string, formatHint: unknown): string {
  if (formatHint === "graphql") return "spec.graphql";
  return /^\s*[{[]/.test(text) ? "spec.json" : "spec.txt";
}

/** spec/parse params from the renderer → params safe to send (a big text becomes a private file). */
export function spillSpecText(params: Record<string, unknown>, limit = SPILL_BYTES): Spilled {
  const source = params.source as Record<string, unknown> | undefined;
  const none = { params, cleanup: () => {} };
  if (!source || typeof source !== "object") return none;
  if (source.path !== undefined) {
    throw new RpcError(ErrorCode.InvalidParams, {
      field: "source.path",
      reason: "a spec file is read by the app, not named by the page: send source.text or source.url",
    });
  }
  const text = source.text;
  if (typeof text !== "string" || Buffer.byteLength(JSON.stringify(text)) <= limit) return none;
  const dir = mkdtempSync(join(tmpdir(), "experience-ui-spec-")); // 0700, only this user
  const path = join(dir, fileName(text, params.formatHint));
  writeFileSync(path, text, { mode: 0o600 });
  const { text: _dropped, ...rest } = source;
  return {
    params: { ...params, source: { ...rest, path } },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
