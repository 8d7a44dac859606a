/**
 * Plays the client's part of a fixture session through the real RpcClient and PythonProcess
 * (ids are the client's own; the fake child maps them). A session's response matchers are
 * checked against what the client hands its caller: a result, or an RpcError as wire error.
 */

import { PythonProcess, type Command } from "../../src/main/python-process.js";
import { RpcError } from "../../src/shared/errors.js";
import type { StreamChunk } from "../../src/shared/protocol.js";
import { mismatches } from "./matcher.js";
import { streamRuleMismatches } from "./harness.js";
import { contractsDir, rounds, stepKind, type Session } from "./sessions.js";
import { dirname } from "node:path";

type Outcome = { result: unknown } | { error: unknown };

interface Call {
  ids: number[];
  chunks: StreamChunk[];
  settled: boolean;
  outcome: Promise<Outcome>;
  abort: AbortController;
}

const OUTCOME_WAIT_MS = 65_000;

export async function replayWithClient(session: Session, command: Command, env?: NodeJS.ProcessEnv): Promise<string[]> {
  // cwd: the repository root, as the Python replay has it (sessions name files like examples/petstore.yaml)
  const proc = new PythonProcess({ command, env: { ...(env ?? process.env), ...session.env }, cwd: dirname(contractsDir()), initializeParams: null, maxRestarts: 0, exitGraceMs: 3000 });
  const failures: string[] = [];
  const protocolErrors: unknown[] = [];
  proc.client.on("protocolError", (e) => protocolErrors.push(e));
  await proc.start();
  const calls = new Map<number, Call>();
  try {
    for (const round of rounds(session.steps)) {
      for (const step of round.sends) {
        const msg = step.send as { id?: number; method: string; params?: unknown };
        if (typeof msg.id === "number") calls.set(msg.id, startCall(proc, msg.method, msg.params));
        else if (msg.method === "$/cancelRequest") cancel(proc, calls, (msg.params as { id: number }).id);
        else proc.client.notify(msg.method, msg.params);
      }
      for (const [i, step] of round.expects.entries()) {
        const kind = stepKind(step);
        const where = `round step ${i} (${kind})`;
        if (kind === "expect" || kind === "expectUnordered") {
          const matchers = kind === "expect" ? [step.expect] : (step.expectUnordered as unknown[]);
          for (const matcher of matchers) {
            const response = await responseOf(calls, (matcher as { id: number }).id);
            failures.push(...mismatches(matcher, response).map((m) => `${where}: ${m}`));
          }
        } else if (kind === "expectStream") {
          const spec = step.expectStream as Record<string, unknown>;
          const call = calls.get(spec.requestId as number)!;
          const response = await responseOf(calls, spec.requestId as number);
          const chunks = call.chunks.filter((c) => c.requestId === call.ids.at(-1));
          failures.push(...streamRuleMismatches(spec, chunks, response).map((m) => `${where}: ${m}`));
        } else if (kind === "expectSilence") {
          await new Promise((r) => setTimeout(r, Number((step.expectSilence as { ms: number }).ms)));
        }
        if (failures.length) return failures;
      }
    }
  } finally {
    await proc.stop();
  }
  if (protocolErrors.length) failures.push(`protocol errors: ${JSON.stringify(protocolErrors).slice(0, 400)}`);
  const exitLog = proc.debugLog().filter((l) => l.stream === "stderr" && l.text.startsWith("fake-child"));
  if (exitLog.length) failures.push(`fake child said: ${exitLog.map((l) => l.text).join(" | ")}`);
  return failures;
}

function startCall(proc: PythonProcess, method: string, params: unknown): Call {
  const abort = new AbortController();
  const call: Call = { ids: [], chunks: [], settled: false, abort, outcome: Promise.resolve({ result: null }) };
  call.outcome = proc.client
    .request(method, params, { signal: abort.signal, onAttempt: (id) => call.ids.push(id), onChunk: (c) => call.chunks.push(c) })
    .then(
      (result) => ({ result }),
      (error: unknown) => ({ error: error instanceof RpcError ? error.toWire() : { message: String(error) } }),
    )
    .finally(() => (call.settled = true));
  return call;
}

function cancel(proc: PythonProcess, calls: Map<number, Call>, sessionId: number): void {
  const call = calls.get(sessionId);
  if (call && !call.settled) call.abort.abort();
  else proc.client.notify("$/cancelRequest", { id: call?.ids.at(-1) ?? sessionId });
}

async function responseOf(calls: Map<number, Call>, id: number): Promise<Record<string, unknown>> {
  const call = calls.get(id);
  if (!call) return { $missing: `no request ${id} was sent` };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ error: { code: 0, message: `no outcome within ${OUTCOME_WAIT_MS} ms` } }), OUTCOME_WAIT_MS);
  });
  const outcome = await Promise.race([call.outcome, timeout]);
  clearTimeout(timer);
  return { jsonrpc: "2.0", id, ...outcome };
}
