/**
 * Fixture sessions (contracts/README.md): loading, the step kinds this replayer knows, and
 * the split of a session into rounds (what is sent, then what must come back).
 */

import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { join, relative, dirname } from "node:path";
import { fileURLToPath } from "node:url";

export type Step = Record<string, unknown>;

export interface Session {
  file: string; // relative to contracts/sessions
  name: string;
  source?: string;
  /** The program the session talks to; absent means copilot-cli's JSON-RPC (seed 004). */
  command?: string[];
  /** The face the session talks to ("repo-mcp", …); absent means copilot-cli's JSON-RPC. */
  face?: string;
  args: string[];
  /** Extra environment variables for the program (e.g. an LLM endpoint), over the inherited ones. */
  env: Record<string, string>;
  steps: Step[];
}

/** Sessions of other programs (repo-mcp, `copilot-cli index serve`…): not this client's protocol. */
export function otherProgram(session: Session): string | null {
  if (session.face && session.face !== "copilot-cli") return session.face;
  const command = session.command;
  if (!command || (command.length === 1 && command[0] === "copilot-cli")) return null;
  return command.join(" ");
}

export const SEND_KINDS = new Set(["send", "sendRaw", "sendRawRepeat", "closeStdin"]);
export const EXPECT_KINDS = new Set(["expect", "expectUnordered", "expectStream", "expectExit", "expectSilence"]);

export function stepKind(step: Step): string {
  const keys = Object.keys(step);
  return keys.length === 1 ? keys[0]! : `(${keys.join("+")})`;
}

/** Step kinds in `session` this replayer does not know (the session is then skipped, visibly). */
export function unsupportedKinds(session: Session): string[] {
  const kinds = session.steps.map(stepKind).filter((k) => !SEND_KINDS.has(k) && !EXPECT_KINDS.has(k));
  return [...new Set(kinds)];
}

export function contractsDir(): string {
  // build/tests/contracts/x.mjs or tests/contracts/x.ts → ../../.. is electron-shell/..; find upward.
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(join(dir, "contracts", "README.md"))) return join(dir, "contracts");
    dir = dirname(dir);
  }
  throw new Error("contracts/ not found above " + fileURLToPath(import.meta.url));
}


export function loadSessions(root = join(contractsDir(), "sessions")): Session[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      // Other programs' sessions (repo-mcp, Repodex) are loaded too, and skipped with a note (otherProgram).
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".json")) files.push(path);
    }
  };
  if (existsSync(root)) walk(root);
  return files.map((path) => loadSession(path, root));
}

export function loadSession(path: string, root: string): Session {
  const raw = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  if (!Array.isArray(raw.steps)) throw new Error(`${path}: no "steps" array`);
  return {
    file: relative(root, path),
    name: String(raw.name ?? path),
    source: raw.source as string | undefined,
    command: Array.isArray(raw.command) ? raw.command.map(String) : undefined,
    face: typeof raw.face === "string" ? raw.face : undefined,
    args: Array.isArray(raw.args) ? raw.args.map(String) : [],
    env: Object.fromEntries(Object.entries((raw.env ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)])),
    steps: raw.steps as Step[],
  };
}

/** The exact text a send-type step writes (closeStdin writes nothing). */
export function rawText(step: Step): string {
  if ("send" in step) return JSON.stringify(step.send) + "\n";
  if ("sendRaw" in step) return String(step.sendRaw);
  if ("sendRawRepeat" in step) {
    const spec = step.sendRawRepeat as { text: string; times: number; then?: string };
    return spec.text.repeat(spec.times) + (spec.then ?? "");
  }
  return "";
}

export interface Round {
  sends: Step[];
  expects: Step[];
}

/** Consecutive sends followed by consecutive expects. */
export function rounds(steps: Step[]): Round[] {
  const out: Round[] = [];
  let current: Round = { sends: [], expects: [] };
  for (const step of steps) {
    const kind = stepKind(step);
    if (SEND_KINDS.has(kind) && current.expects.length > 0) {
      out.push(current);
      current = { sends: [], expects: [] };
    }
    (SEND_KINDS.has(kind) ? current.sends : current.expects).push(step);
  }
  if (current.sends.length || current.expects.length) out.push(current);
  return out;
}

/** Non-blank lines (CRLF stripped) the server reads from a round's sends. */
export function inputLines(sends: Step[]): string[] {
  return sends
    .map(rawText)
    .join("")
    .split("\n")
    .map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line))
    .filter((line) => line.trim().length > 0);
}

/**
 * Whether the rpc-client can play the client's part: every send is a well-formed request or
 * notification with a unique numeric id, nothing raw, and every expect answers a sent id.
 */
export function clientDrivable(session: Session): { ok: true } | { ok: false; why: string } {
  const ids = new Set<number>();
  for (const step of session.steps) {
    const kind = stepKind(step);
    if (kind === "sendRaw" || kind === "sendRawRepeat") return { ok: false, why: "sends raw bytes" };
    if (kind === "closeStdin" || kind === "expectExit") return { ok: false, why: "drives the process lifecycle" };
    if (kind === "send") {
      const msg = step.send as Record<string, unknown>;
      if (typeof msg !== "object" || msg === null || Array.isArray(msg)) return { ok: false, why: "sends a non-object" };
      if (msg.jsonrpc !== "2.0" || typeof msg.method !== "string") return { ok: false, why: "sends an invalid envelope" };
      if (msg.params !== undefined && (typeof msg.params !== "object" || msg.params === null)) {
        return { ok: false, why: "sends params that are not structured" };
      }
      if ("id" in msg) {
        if (typeof msg.id !== "number") return { ok: false, why: "uses a non-numeric id" };
        if (ids.has(msg.id)) return { ok: false, why: "reuses an id" };
        ids.add(msg.id);
      }
    }
    for (const matcher of expectedMessages(step)) {
      const id = (matcher as Record<string, unknown>)?.id;
      if (typeof id !== "number" || !ids.has(id)) return { ok: false, why: "expects a message that answers no request it sent" };
    }
  }
  return { ok: true };
}

/** The response matchers of an expect-type step. */
export function expectedMessages(step: Step): unknown[] {
  if ("expect" in step) return [step.expect];
  if ("expectUnordered" in step) return step.expectUnordered as unknown[];
  if ("expectStream" in step) return [(step.expectStream as Record<string, unknown>).response];
  return [];
}
