/**
 * Plays the client's part of a fixture session byte for byte against any child process (the
 * real copilot-cli or the fake child) and checks every expect step. Returns the failures.
 */

import { spawn } from "node:child_process";
import { LineReader } from "../../src/main/line-reader.js";
import { mismatches, at } from "./matcher.js";
import { contractsDir, rawText, stepKind, type Session, type Step } from "./sessions.js";
import { dirname } from "node:path";

export interface ChildCommand {
  file: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

// The server's longest method deadline is 60 s; a slow (loaded) machine must not fail a correct session.
const EXPECT_WAIT_MS = 65_000;

type Message = Record<string, unknown>;

export async function replayRaw(session: Session, command: ChildCommand): Promise<string[]> {
  // cwd: the repository root, as the Python replay has it (sessions name files like examples/petstore.yaml)
  const child = spawn(command.file, command.args, { cwd: dirname(contractsDir()), env: { ...(command.env ?? process.env), ...session.env }, stdio: ["pipe", "pipe", "pipe"] });
  const inbox: Message[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  let stderr = "";
  let exit = null as { code: number | null; at: number } | null;
  const reader = new LineReader({
    onLine: (line) => {
      try {
        const message = JSON.parse(line) as Message;
        // `$/progress` (a slow LLM is alive, README) is skipped, as a client that does not know it would
        if ((message as { method?: unknown }).method !== "$/progress") inbox.push(message);
      } catch {
        inbox.push({ $notJson: line });
      }
      wake();
    },
  });
  child.stdout.on("data", (c: Buffer) => reader.push(c));
  child.stdout.on("end", () => reader.end());
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  child.stdin.on("error", () => {});
  child.on("close", (code) => {
    exit = { code, at: Date.now() };
    wake();
  });

  const waitFor = (cond: () => boolean, ms: number) =>
    new Promise<boolean>((resolve) => {
      const check = () => {
        if (cond()) {
          clearTimeout(timer);
          resolve(true);
        } else waiters.push(check);
      };
      const timer = setTimeout(() => resolve(cond()), ms);
      check();
    });
  const next = async (): Promise<Message | null> => ((await waitFor(() => inbox.length > 0 || exit !== null, EXPECT_WAIT_MS)) && inbox.length ? inbox.shift()! : null);

  const failures: string[] = [];
  const fail = (i: number, step: Step, why: string[]) => failures.push(...why.map((w) => `step ${i} (${stepKind(step)}): ${w}`));

  try {
    for (const [i, step] of session.steps.entries()) {
      const kind = stepKind(step);
      if (kind === "send" || kind === "sendRaw" || kind === "sendRawRepeat") {
        if (!child.stdin.write(rawText(step))) {
          await new Promise<void>((resolve) => {
            child.stdin.once("drain", resolve);
            child.once("close", resolve);
          });
        }
      } else if (kind === "closeStdin") child.stdin.end();
      else if (kind === "expect") {
        const msg = await next();
        fail(i, step, msg ? mismatches(step.expect, msg) : ["no message arrived"]);
      } else if (kind === "expectUnordered") {
        const matchers = step.expectUnordered as unknown[];
        const got: Message[] = [];
        for (let k = 0; k < matchers.length; k += 1) {
          const msg = await next();
          if (!msg) break;
          got.push(msg);
        }
        fail(i, step, unorderedMismatches(matchers, got));
      } else if (kind === "expectStream") fail(i, step, await checkStream(step.expectStream as Record<string, unknown>, next));
      else if (kind === "expectSilence") {
        const ms = Number((step.expectSilence as { ms: number }).ms);
        await new Promise((r) => setTimeout(r, ms));
        if (inbox.length) fail(i, step, [`expected silence, got ${JSON.stringify(inbox[0]).slice(0, 200)}`]);
      } else if (kind === "expectExit") {
        const spec = step.expectExit as { code?: number; withinMs?: number };
        await waitFor(() => exit !== null, spec.withinMs ?? 1000);
        if (!exit) fail(i, step, [`did not exit within ${spec.withinMs ?? 1000} ms`]);
        else {
          if (spec.code !== undefined && exit.code !== spec.code) fail(i, step, [`exit code ${exit.code}, expected ${spec.code}`]);
          if (inbox.length) fail(i, step, [`stdout held more: ${JSON.stringify(inbox[0]).slice(0, 200)}`]);
        }
      } else fail(i, step, ["unsupported step"]);
      if (failures.length) break;
    }
  } finally {
    if (!exit) {
      child.stdin.end();
      const exited = await waitFor(() => exit !== null, 3000);
      if (!exited) child.kill("SIGKILL");
    }
  }
  if (failures.length && stderr) failures.push(`stderr: ${stderr.slice(-1500)}`);
  return failures;
}

function unorderedMismatches(matchers: unknown[], got: Message[]): string[] {
  if (got.length < matchers.length) return [`expected ${matchers.length} messages, got ${got.length}`];
  const used = new Set<number>();
  const assign = (m: number): boolean => {
    if (m === matchers.length) return true;
    for (let g = 0; g < got.length; g += 1) {
      if (used.has(g) || mismatches(matchers[m], got[g]).length) continue;
      used.add(g);
      if (assign(m + 1)) return true;
      used.delete(g);
    }
    return false;
  };
  return assign(0) ? [] : [`no pairing of ${JSON.stringify(got).slice(0, 300)} with the matchers`];
}

/** The stream rules of contracts/README.md § expectStream. */
export async function checkStream(spec: Record<string, unknown>, next: () => Promise<Message | null>): Promise<string[]> {
  const chunks: { chunk: string; done: boolean; index: number }[] = [];
  for (;;) {
    const msg = await next();
    if (!msg) return [`stream ${spec.requestId} ended without a response (${chunks.length} chunks)`];
    if (msg.method === "stream/chunk") {
      const params = msg.params as { requestId: unknown; chunk: string; done: boolean; index: number };
      if (params.requestId !== spec.requestId) return [`chunk for request ${params.requestId} inside stream ${spec.requestId}`];
      chunks.push(params);
      continue;
    }
    return streamRuleMismatches(spec, chunks, msg);
  }
}

export function streamRuleMismatches(spec: Record<string, unknown>, chunks: { chunk: string; done: boolean; index: number }[], response: unknown): string[] {
  const out = mismatches(spec.response, response);
  chunks.forEach((c, i) => c.index !== i && out.push(`chunk ${i} has index ${c.index}`));
  const dones = chunks.filter((c) => c.done).length;
  if (chunks.length && (dones !== 1 || !chunks.at(-1)!.done)) out.push(`expected exactly one done chunk, last (got ${dones})`);
  if (spec.noChunks && chunks.length) out.push(`expected no chunks, got ${chunks.length}`);
  if (spec.minChunks !== undefined && chunks.length < Number(spec.minChunks)) out.push(`expected at least ${spec.minChunks} chunks, got ${chunks.length}`);
  if (typeof spec.concatEquals === "string") {
    const joined = chunks.map((c) => c.chunk).join("");
    const value = at(response, spec.concatEquals);
    if (joined !== value) out.push(`chunks join to ${JSON.stringify(joined).slice(0, 120)}, ${spec.concatEquals} is ${JSON.stringify(value)?.slice(0, 120)}`);
  }
  return out;
}
