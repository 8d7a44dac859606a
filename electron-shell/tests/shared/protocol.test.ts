/**
 * The shell's protocol constants are contracts/protocol.json's (exported from copilot-cli's
 * errors.py and rpc/methods.py): the file is read here at test time and compared with what the
 * shell was built with, so a code copilot-cli gains without the shell knowing it fails this test
 * (and `python scripts/export_schemas.py --check` fails first when the export itself is stale).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ERROR_MESSAGES, ErrorCode, RpcError } from "../../src/shared/errors.js";
import { policyFor } from "../../src/main/retry-policy.js";
import { RpcClient } from "../../src/main/rpc-client.js";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");
const protocol = JSON.parse(readFileSync(join(repoRoot, "contracts", "protocol.json"), "utf8")) as {
  maxLineBytes: number;
  errors: Record<string, { code: number; message: string }>;
  methods: Record<string, { timeoutMs: number; failureCode: number; retries: number; backoffMs: number[] }>;
};

test("every error code copilot-cli exports has its name and message in the shell", () => {
  assert.ok(Object.keys(protocol.errors).length >= 12);
  for (const [name, { code, message }] of Object.entries(protocol.errors)) {
    assert.equal((ErrorCode as Record<string, number>)[name], code, `ErrorCode.${name}`);
    assert.equal(ERROR_MESSAGES[code], message, `message of ${code}`);
    assert.equal(new RpcError(code).message, message, `an error the client decides itself with ${code}`);
  }
  assert.equal(Object.keys(ErrorCode).length, Object.keys(protocol.errors).length, "no code the server lacks");
});

test("a chat failure the client decides itself reads 'Chat Failed', as copilot-cli words it", () => {
  assert.equal(new RpcError(ErrorCode.ChatFailed, { reason: "process-exited" }).message, "Chat Failed");
});

test("every method's deadline, retries and failure code are copilot-cli's", () => {
  for (const [method, facts] of Object.entries(protocol.methods)) {
    const policy = policyFor(method);
    assert.deepEqual(
      {
        timeoutMs: policy.timeoutMs,
        failureCode: policy.failureCode,
        retries: policy.retries,
        backoffMs: [...policy.backoffMs],
      },
      facts,
      method,
    );
  }
});

test("the client refuses a line one byte over copilot-cli's line cap, and sends one at the cap", async () => {
  const sent: string[] = [];
  const client = new RpcClient();
  client.attach(
    { write: (d: string) => (sent.push(d), true), once: () => {}, removeListener: () => {} },
    { open: true },
  );
  const envelope = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "debug/echo", params: { s: "" } }).length;
  const over = client.request("debug/echo", { s: "x".repeat(protocol.maxLineBytes - envelope + 1) });
  await assert.rejects(over, (e: RpcError) => e.code === ErrorCode.InvalidRequest && e.reason === "line too long");
  assert.equal(sent.length, 0);
  const atCap = client.request("debug/echo", { s: "x".repeat(protocol.maxLineBytes - envelope - 1) });
  atCap.catch(() => {});
  assert.equal(sent.length, 1);
  assert.ok(Buffer.byteLength(sent[0]!.trimEnd()) <= protocol.maxLineBytes);
  client.detach(new RpcError(ErrorCode.InternalError, { reason: "test over" }));
});
