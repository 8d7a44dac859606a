/**
 * The process manager with real child processes: the real copilot-cli (handshake, streaming
 * of multi-byte text, cancellation, the table's timeout with an injected clock, crash and
 * restart, polite stop) and the fake child (a child that stops reading: backpressure).
 */

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, mkdirSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { once } from "node:events";
import { PythonProcess, resolveCommand } from "../../src/main/python-process.js";
import { RETRY_TABLE } from "../../src/main/retry-policy.js";
import { RpcClient } from "../../src/main/rpc-client.js";
import type { RpcError } from "../../src/shared/errors.js";
import type { ProcessState } from "../../src/shared/protocol.js";
import { contractsDir } from "../contracts/sessions.js";
import { FakeClock, settle } from "../helpers/fake-clock.js";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = dirname(contractsDir());
const real = resolveCommand(process.env, repoRoot);
const debugArgs = [...real.args, "--debug-methods"];
const fakeChild = join(here, "..", "fixtures", "fake-child.mjs");

function waitFor(check: () => boolean, ms = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (check()) resolve();
      else if (Date.now() - started > ms) reject(new Error(`condition not met within ${ms} ms`));
      else setTimeout(poll, 10);
    };
    poll();
  });
}

describe("choosing the command", () => {
  test("COPILOT_CLI wins, then the project's .venv, then python3 -m copilot_cli", () => {
    const root = mkdtempSync(join(tmpdir(), "es-root-"));
    assert.deepEqual(resolveCommand({ COPILOT_CLI: "/opt/cli" }, root), { file: "/opt/cli", args: [] });
    assert.deepEqual(resolveCommand({}, root), { file: "python3", args: ["-m", "copilot_cli"] });
    mkdirSync(join(root, ".venv", "bin"), { recursive: true });
    writeFileSync(join(root, ".venv", "bin", "copilot-cli"), "#!/bin/sh\n");
    assert.deepEqual(resolveCommand({ COPILOT_CLI: " " }, root), {
      file: join(root, ".venv", "bin", "copilot-cli"),
      args: [],
    });
  });

  test("a COPILOT_CLI override is what actually gets spawned", async () => {
    const dir = mkdtempSync(join(tmpdir(), "es-cli-"));
    const script = join(dir, "my-cli");
    writeFileSync(script, `#!/bin/sh\nexec "${process.execPath}" "${fakeChild}"\n`);
    chmodSync(script, 0o755);
    const session = join(dir, "s.json");
    writeFileSync(
      session,
      JSON.stringify({
        name: "n",
        steps: [
          { send: { jsonrpc: "2.0", id: 1, method: "initialize", params: { clientName: "x" } } },
          { expect: { id: 1, result: { serverName: "fake-cli" } } },
        ],
      }),
    );
    const env = { ...process.env, COPILOT_CLI: script, FAKE_SESSION: session };
    const proc = new PythonProcess({
      command: resolveCommand(env, repoRoot),
      env,
      initializeParams: { clientName: "x" },
    });
    const result = await proc.start();
    assert.equal(result?.serverName, "fake-cli");
    await proc.stop();
  });
});

describe("with the real copilot-cli", () => {
  test("hand-shakes, streams multi-byte text intact, and stops with exit code 0", async () => {
    const proc = new PythonProcess({ command: { file: real.file, args: debugArgs } });
    const result = await proc.start();
    assert.equal(result?.serverName, "copilot-cli");
    assert.equal(proc.state.state, "ready");
    const parts = ["héllo ", "😀", " 日本語 \u2028", "x".repeat(70_000) + "ü"];
    const chunks: string[] = [];
    const reply = await proc.client.request<{ code: string }>(
      "debug/stream",
      { parts },
      { onChunk: (c) => chunks.push(c.chunk) },
    );
    assert.equal(reply.code, parts.join(""));
    assert.equal(chunks.join(""), parts.join(""));
    const exited = once(proc, "exit");
    await proc.stop();
    const [exit] = await exited;
    assert.deepEqual(exit, { code: 0, signal: null });
    assert.equal(proc.state.state, "stopped");
  });

  test("cancelling a request sends $/cancelRequest; the server's -32800 for it arrives late and is ignored", async () => {
    const proc = new PythonProcess({ command: { file: real.file, args: debugArgs } });
    await proc.start();
    const late: any[] = [];
    proc.client.on("lateReply", (m) => late.push(m));
    const abort = new AbortController();
    const pending = proc.client.request("debug/sleep", { ms: 30_000 }, { signal: abort.signal });
    abort.abort();
    await assert.rejects(pending, (e: RpcError) => e.code === -32800);
    await waitFor(() => late.length === 1);
    assert.equal(late[0].error.code, -32800, "the server really cancelled it");
    assert.deepEqual(await proc.client.request("debug/echo", { still: "alive" }), { still: "alive" });
    await proc.stop();
  });

  test("the table's chat timing (15 s, retries after 3 s and 6 s) against the real process, on an injected clock", async () => {
    const clock = new FakeClock();
    const client = new RpcClient({ clock, policies: { "debug/sleep": RETRY_TABLE.chat! } });
    const proc = new PythonProcess({ command: { file: real.file, args: debugArgs }, client, clock });
    await proc.start();
    const sent: number[] = [];
    const late: any[] = [];
    client.on("lateReply", (m) => late.push(m));
    const outcome = client
      .request("debug/sleep", { ms: 60_000 }, { onAttempt: (id) => sent.push(id) })
      .catch((e: RpcError) => e);
    await clock.advance(14_999);
    assert.equal(late.length, 0);
    await clock.advance(1);
    await waitFor(() => late.length === 1); // the real server confirms the cancel of attempt 1
    assert.equal(late[0].id, sent[0]);
    await clock.advance(2_999);
    assert.equal(sent.length, 1);
    await clock.advance(1);
    assert.equal(sent.length, 2);
    await clock.advance(15_000 + 6_000 + 15_000);
    const error = (await outcome) as RpcError;
    assert.equal(sent.length, 3);
    assert.deepEqual(error.data, { reason: "timeout", method: "debug/sleep", timeoutMs: 15_000, attempts: 3 });
    await waitFor(() => late.length === 3);
    assert.deepEqual(
      late.map((m) => m.id).sort((a, b) => a - b),
      sent,
      "every abandoned attempt was cancelled on the server",
    );
    await proc.stop();
  });

  test("a crash rejects pending requests clearly, restarts after the backoff, and hand-shakes again", async () => {
    const clock = new FakeClock();
    const proc = new PythonProcess({
      command: { file: real.file, args: debugArgs },
      clock,
      restartBackoffMs: [500, 1000],
    });
    const states: ProcessState[] = [];
    proc.on("state", (s) => states.push(s));
    await proc.start();
    const firstPid = proc.pid;
    const pending = proc.client.request("debug/sleep", { ms: 30_000 });
    await settle();
    process.kill(firstPid!, "SIGKILL");
    await assert.rejects(pending, (e: RpcError) => {
      assert.equal(e.code, -32603);
      assert.match(e.message, /copilot-cli stopped \(signal SIGKILL\)/);
      assert.deepEqual(
        { ...(e.data as object), stderrTail: [] },
        { reason: "process-exited", exitCode: null, signal: "SIGKILL", stderrTail: [] },
      );
      return true;
    });
    assert.deepEqual(states.at(-1), {
      state: "restarting",
      attempt: 1,
      delayMs: 500,
      lastExit: { code: null, signal: "SIGKILL" },
    });
    await clock.advance(499);
    assert.equal(proc.pid, undefined, "no respawn before the backoff");
    const restarted = once(proc, "restarted");
    await clock.advance(1);
    const [result] = await restarted;
    assert.equal(result.serverName, "copilot-cli");
    assert.notEqual(proc.pid, firstPid);
    assert.equal(proc.state.state, "ready");
    assert.deepEqual(await proc.client.request("debug/echo", { after: "restart" }), { after: "restart" });
    await proc.stop();
  });

  test("a process that keeps dying is given up after maxRestarts, with a message", async () => {
    const clock = new FakeClock();
    const proc = new PythonProcess({
      command: { file: "false", args: [] },
      clock,
      restartBackoffMs: [10],
      maxRestarts: 2,
    });
    await assert.rejects(proc.start(), (e: RpcError) => e.reason === "process-exited");
    for (let i = 0; i < 2; i += 1) {
      await waitFor(() => proc.state.state === "restarting");
      const exited = once(proc, "exit");
      await clock.advance(10);
      await exited;
    }
    await waitFor(() => proc.state.state === "failed");
    assert.match((proc.state as { message: string }).message, /keeps stopping \(2 restarts\)/);
  });
});

test("a copilot-cli that cannot be started says so: the handshake fails with the reason, and the app gives up", async () => {
  const clock = new FakeClock();
  const proc = new PythonProcess({
    command: { file: "/nonexistent/copilot-cli", args: [] },
    clock,
    restartBackoffMs: [10],
    maxRestarts: 1,
  });
  await assert.rejects(proc.start(), (e: RpcError) => {
    assert.match(e.message, /cannot start \/nonexistent\/copilot-cli: spawn \/nonexistent\/copilot-cli ENOENT/);
    return true;
  });
  await waitFor(() => proc.state.state === "restarting");
  const exited = once(proc, "exit");
  await clock.advance(10);
  await exited;
  await waitFor(() => proc.state.state === "failed");
  assert.match((proc.state as { message: string }).message, /cannot start/);
});

describe("with a child that stops reading", () => {
  test("write() backpressure queues requests, the 101st is -32004, and stop() kills it as a last resort", async () => {
    const clock = new FakeClock(); // no timeouts fire while we fill the pipe
    const proc = new PythonProcess({
      command: { file: process.execPath, args: [fakeChild] },
      env: { ...process.env, FAKE_IGNORE_INPUT: "1" },
      clock,
      initializeParams: null,
      exitGraceMs: 200,
    });
    await proc.start();
    let pressured = false;
    proc.client.on("backpressure", () => (pressured = true));
    const outcomes: Promise<unknown>[] = [];
    const big = "y".repeat(16 * 1024);
    while (!pressured) outcomes.push(proc.client.request("generate", { big }).catch((e: RpcError) => e));
    assert.equal(proc.client.queuedCount, 0, "the line that filled the pipe was accepted");
    for (let i = 0; i < 100; i += 1) outcomes.push(proc.client.request("generate", { i }).catch((e: RpcError) => e));
    assert.equal(proc.client.queuedCount, 100);
    const rejected = (await proc.client.request("generate", { i: 100 }).catch((e: RpcError) => e)) as RpcError;
    assert.equal(rejected.code, -32004);
    await proc.stop();
    assert.ok(
      proc.debugLog().some((l) => /SIGTERM/.test(l.text)),
      "the child ignored exit and was terminated",
    );
    const results = (await Promise.all(outcomes)) as RpcError[];
    assert.ok(
      results.every((e) => e.reason === "process-exited"),
      "every pending request learns the process is gone",
    );
  });
});
