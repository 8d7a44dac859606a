/**
 * The rpc-client against seed 004's client-side rules, with an injected clock and pipe:
 * the timeout/retry table to the millisecond, `$/cancelRequest` on giving up, backpressure,
 * the 100-deep queue, chunk routing, id-null errors, cancellation and process loss.
 */

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { RpcClient } from "../../src/main/rpc-client.js";
import { DEFAULT_POLICY, RETRY_TABLE, policyFor } from "../../src/main/retry-policy.js";
import { RpcError } from "../../src/shared/errors.js";
import { FakeClock, settle } from "../helpers/fake-clock.js";
import { FakePipe } from "../helpers/fake-pipe.js";

function setup() {
  const clock = new FakeClock();
  const pipe = new FakePipe();
  const client = new RpcClient({ clock });
  client.attach(pipe, { open: true });
  return { clock, pipe, client };
}

/** Tracks a promise's outcome without awaiting it. */
function track<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T; error?: RpcError } = { done: false };
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: RpcError) => Object.assign(state, { done: true, error }),
  );
  return state;
}

/** A request whose outcome this test does not care about (it must not be an unhandled rejection). */
const ignore = (promise: Promise<unknown>) => void promise.catch(() => {});
const reply = (client: RpcClient, id: unknown, result: unknown) =>
  client.handleLine(JSON.stringify({ jsonrpc: "2.0", id, result }));
const requestsOf = (pipe: FakePipe, method: string) => pipe.messages().filter((m) => m.method === method);
const cancelsOf = (pipe: FakePipe) => requestsOf(pipe, "$/cancelRequest").map((m) => m.params.id);

describe("the timeout and retry table", () => {
  const table = [
    { method: "initialize", timeoutMs: 10_000, backoff: [2_000, 5_000, 10_000], code: -32603 },
    { method: "generate", timeoutMs: 60_000, backoff: [0], code: -32000 },
    { method: "customize", timeoutMs: 30_000, backoff: [0], code: -32001 },
    { method: "chat", timeoutMs: 15_000, backoff: [3_000, 6_000], code: -32005 },
  ];

  test("is seed 004's, to the number", () => {
    const seed = ["initialize", "generate", "customize", "chat"];
    assert.deepEqual(
      Object.fromEntries(
        seed.map((m) => [m, [RETRY_TABLE[m]!.timeoutMs, RETRY_TABLE[m]!.retries, RETRY_TABLE[m]!.backoffMs]]),
      ),
      {
        initialize: [10_000, 3, [2_000, 5_000, 10_000]],
        generate: [60_000, 1, []],
        customize: [30_000, 1, []],
        chat: [15_000, 2, [3_000, 6_000]],
      },
    );
  });

  test("every other method waits as long as copilot-cli's deadline for it, ends with its failure code, and is never retried", () => {
    assert.deepEqual(
      [policyFor("repo.refresh_index").timeoutMs, policyFor("repo.refresh_index").retries],
      [300_000, 0],
      "a refresh may be long: the client must not give up before the server does",
    );
    assert.deepEqual([policyFor("spec/parse").timeoutMs, policyFor("spec/parse").failureCode], [30_000, -32002]);
    assert.deepEqual(policyFor("not/a-method"), DEFAULT_POLICY);
    assert.deepEqual(
      [DEFAULT_POLICY.timeoutMs, DEFAULT_POLICY.retries, DEFAULT_POLICY.failureCode],
      [30_000, 0, -32603],
    );
  });

  for (const row of table) {
    test(`${row.method}: each attempt times out after ${row.timeoutMs} ms, is cancelled, and retried ${row.backoff.length} time(s) after ${row.backoff.join("/")} ms`, async () => {
      const { clock, pipe, client } = setup();
      const outcome = track(client.request(row.method, { n: 1 }));
      let attempts = 1;
      for (let retry = 0; retry <= row.backoff.length; retry += 1) {
        await clock.advance(row.timeoutMs - 1);
        assert.equal(cancelsOf(pipe).length, retry, "no cancel before the timeout");
        assert.equal(outcome.done, false);
        const current = requestsOf(pipe, row.method).at(-1)!.id;
        await clock.advance(1);
        assert.deepEqual(cancelsOf(pipe).at(-1), current, "the timed-out attempt is cancelled by its id");
        if (retry === row.backoff.length) break;
        const wait = row.backoff[retry]!;
        if (wait > 0) {
          await clock.advance(wait - 1);
          assert.equal(requestsOf(pipe, row.method).length, attempts, `no retry before ${wait} ms`);
          await clock.advance(1);
        }
        attempts += 1;
        assert.equal(requestsOf(pipe, row.method).length, attempts, `retry ${retry + 1} sent after ${wait} ms`);
      }
      assert.equal(outcome.done, true);
      assert.equal(outcome.error?.code, row.code);
      assert.deepEqual(outcome.error?.data, {
        reason: "timeout",
        method: row.method,
        timeoutMs: row.timeoutMs,
        attempts,
      });
      const ids = requestsOf(pipe, row.method).map((m) => m.id);
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => a - b),
        "every attempt has a new, larger id",
      );
      assert.equal(new Set(ids).size, ids.length);
      assert.equal(clock.pendingTimers, 0, "nothing left ticking");
    });
  }

  test("chat's final timeout is -32005 Chat Failed, its own code (-32603 means a bug in copilot-cli)", async () => {
    assert.equal(RETRY_TABLE.chat!.failureCode, -32005);
    const { clock, client } = setup();
    const outcome = track(client.request("chat", { message: "hi" }));
    await clock.advance(15_000 + 3_000 + 15_000 + 6_000 + 15_000);
    assert.equal(outcome.error?.code, -32005);
    assert.equal(outcome.error?.message, "Chat Failed", "worded as copilot-cli words it, not 'Error -32005'");
  });

  const chunk = (client: RpcClient, requestId: number, index: number, text = "x") =>
    client.handleLine(
      JSON.stringify({
        jsonrpc: "2.0",
        method: "stream/chunk",
        params: { requestId, chunk: text, index, done: false },
      }),
    );

  test("a generate still streaming outlives its 60 s: each chunk moves its timeout 35 s on, and it completes", async () => {
    const { clock, pipe, client } = setup();
    const progress: { chunks: number; chars: number; elapsedMs: number }[] = [];
    const outcome = track(client.request("generate", {}, { onProgress: (p) => progress.push(p) }));
    const id = requestsOf(pipe, "generate")[0]!.id;
    for (let second = 0; second < 180; second += 1) {
      await clock.advance(1_000); // a token every second for three minutes
      chunk(client, id, second, "ab");
    }
    assert.equal(outcome.done, false);
    assert.deepEqual(cancelsOf(pipe), [], "never given up while tokens arrive");
    assert.deepEqual(progress.at(-1), { chunks: 180, chars: 360, elapsedMs: 180_000 });
    reply(client, id, { code: "x" });
    await clock.advance(0);
    assert.deepEqual(outcome.value, { code: "x" });
    assert.equal(requestsOf(pipe, "generate").length, 1);
    assert.equal(clock.pendingTimers, 0);
  });

  test("a generate that times out while streaming is not sent again: it fails, cancelled on the server", async () => {
    const { clock, pipe, client } = setup();
    const outcome = track(client.request("generate", {}));
    const id = requestsOf(pipe, "generate")[0]!.id;
    await clock.advance(50_000);
    chunk(client, id, 0);
    chunk(client, id, 1);
    await clock.advance(34_999);
    assert.equal(outcome.done, false, "alive for 35 s after the last chunk, past the 60 s");
    await clock.advance(1);
    assert.deepEqual(cancelsOf(pipe), [id]);
    assert.equal(requestsOf(pipe, "generate").length, 1, "no retry of a generate that was streaming");
    assert.equal(outcome.error?.code, -32000);
    assert.deepEqual(outcome.error?.data, {
      reason: "timeout",
      method: "generate",
      timeoutMs: 60_000,
      attempts: 1,
      streamed: true,
      chunks: 2,
      waitedMs: 85_000,
    });
  });

  test("a chat whose model is still writing ($/progress) is not retried at 15 s and completes", async () => {
    const { clock, pipe, client } = setup();
    const seen: { tokens?: number }[] = [];
    const outcome = track(client.request("chat", { message: "hi" }, { onProgress: (p) => seen.push(p) }));
    const id = requestsOf(pipe, "chat")[0]!.id;
    for (let second = 1; second <= 40; second += 1) {
      await clock.advance(1_000);
      client.handleLine(
        JSON.stringify({ jsonrpc: "2.0", method: "$/progress", params: { id, tokens: second * 3, elapsedMs: 0 } }),
      );
    }
    assert.equal(outcome.done, false);
    assert.equal(requestsOf(pipe, "chat").length, 1, "not re-sent");
    assert.deepEqual(cancelsOf(pipe), []);
    assert.equal(seen.at(-1)?.tokens, 120);
    reply(client, id, { message: "createPet", suggestions: [] });
    await clock.advance(0);
    assert.deepEqual(outcome.value, { message: "createPet", suggestions: [] });
    const late = JSON.stringify({ jsonrpc: "2.0", method: "$/progress", params: { id, tokens: 121 } });
    const errors: unknown[] = [];
    client.on("protocolError", (e) => errors.push(e));
    client.handleLine(late); // a progress that lost the race with the reply is ignored quietly
    assert.deepEqual(errors, []);
  });

  test("a stream never moves the timeout past the maximum (605 s from the attempt's start)", async () => {
    const { clock, pipe, client } = setup();
    const outcome = track(client.request("generate", {}));
    const id = requestsOf(pipe, "generate")[0]!.id;
    for (let second = 0; second < 604; second += 1) {
      await clock.advance(1_000);
      chunk(client, id, second);
    }
    assert.equal(outcome.done, false);
    await clock.advance(1_000);
    assert.equal(outcome.error?.code, -32000);
    assert.equal((outcome.error?.data as { waitedMs: number }).waitedMs, 605_000);
    assert.deepEqual(cancelsOf(pipe), [id]);
  });

  test("a method the seed's table leaves out (spec/parse) waits its 30 s, is not retried, and ends with its own code", async () => {
    const { clock, pipe, client } = setup();
    const outcome = track(client.request("spec/parse", {}));
    await clock.advance(29_999);
    assert.equal(outcome.done, false);
    await clock.advance(1);
    assert.equal(outcome.error?.code, -32002, "as copilot-cli answers its own timeout of spec/parse");
    assert.equal(requestsOf(pipe, "spec/parse").length, 1);
  });

  test("a reply to the retry resolves the request; the late reply of the abandoned attempt is ignored", async () => {
    const { clock, pipe, client } = setup();
    const outcome = track(client.request("chat", { message: "hi" }));
    await clock.advance(15_000 + 3_000);
    const [first, second] = requestsOf(pipe, "chat");
    const late: unknown[] = [];
    client.on("lateReply", (m) => late.push(m));
    reply(client, first!.id, { message: "late" });
    await settle();
    assert.equal(outcome.done, false);
    assert.equal(late.length, 1);
    reply(client, second!.id, { message: "on time" });
    await settle();
    assert.deepEqual(outcome.value, { message: "on time" });
  });

  test("an error the server sent is final: no retry (the server owns retries of its own failures)", async () => {
    const { clock, pipe, client } = setup();
    const outcome = track(client.request("generate", {}));
    client.handleLine(
      JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        error: { code: -32000, message: "Generation Failed", data: { reason: "x" } },
      }),
    );
    await settle();
    assert.equal(outcome.error?.code, -32000);
    assert.deepEqual(outcome.error?.data, { reason: "x" });
    await clock.advance(120_000);
    assert.equal(requestsOf(pipe, "generate").length, 1);
  });
});

describe("backpressure", () => {
  test("stops writing when write() returns false and resumes, in order, on drain", async () => {
    const { pipe, client } = setup();
    pipe.full = true;
    ignore(client.request("a"));
    ignore(client.request("b"));
    ignore(client.request("c"));
    assert.deepEqual(
      pipe.messages().map((m) => m.method),
      ["a"],
      "the line that filled the pipe went out; the rest wait",
    );
    assert.equal(client.queuedCount, 2);
    pipe.drain();
    assert.deepEqual(
      pipe.messages().map((m) => m.method),
      ["a", "b", "c"],
    );
    assert.equal(client.queuedCount, 0);
  });

  test("queues 100 requests and rejects the 101st at once with -32004", async () => {
    const { pipe, client } = setup();
    pipe.full = true;
    ignore(client.request("fill"));
    const queued = Array.from({ length: 100 }, (_, i) => track(client.request("q", { i })));
    await settle();
    assert.equal(client.queuedCount, 100);
    assert.ok(queued.every((q) => !q.done));
    const extra = track(client.request("q", { i: 100 }));
    await settle();
    assert.equal(extra.error?.code, -32004);
    assert.equal(extra.error?.message, "Rate Limited");
    assert.deepEqual(extra.error?.data, { reason: "queue full", maxQueue: 100 });
    pipe.drain();
    assert.equal(requestsOf(pipe, "q").length, 100, "all 100 queued requests are sent after drain");
    assert.deepEqual(
      requestsOf(pipe, "q").map((m) => m.params.i),
      Array.from({ length: 100 }, (_, i) => i),
    );
  });

  test("a queued request that times out is dropped from the queue, never sent, and needs no cancel", async () => {
    const { clock, pipe, client } = setup();
    pipe.full = true;
    ignore(client.request("fill"));
    const waiting = track(client.request("spec/parse"));
    await clock.advance(30_000);
    assert.equal(waiting.error?.reason, "timeout");
    pipe.drain();
    assert.equal(requestsOf(pipe, "spec/parse").length, 0);
    assert.equal(cancelsOf(pipe).filter((id) => id === 2).length, 0);
  });
});

describe("replies and notifications", () => {
  test("stream/chunk notifications reach their own request by requestId, interleaved", async () => {
    const { pipe, client } = setup();
    const got: Record<string, string[]> = { a: [], b: [] };
    const a = track(client.request("generate", {}, { onChunk: (c) => got.a!.push(c.chunk) }));
    const b = track(client.request("generate", {}, { onChunk: (c) => got.b!.push(c.chunk) }));
    const [ida, idb] = requestsOf(pipe, "generate").map((m) => m.id);
    const chunk = (requestId: number, chunk: string, index: number, done = false) =>
      client.handleLine(
        JSON.stringify({ jsonrpc: "2.0", method: "stream/chunk", params: { requestId, chunk, index, done } }),
      );
    chunk(ida, "A0", 0);
    chunk(idb, "B0", 0);
    chunk(ida, "A1", 1, true);
    chunk(idb, "B1", 1, true);
    reply(client, idb, { code: "B0B1" });
    reply(client, ida, { code: "A0A1" });
    await settle();
    assert.deepEqual(got, { a: ["A0", "A1"], b: ["B0", "B1"] });
    assert.deepEqual([a.value, b.value], [{ code: "A0A1" }, { code: "B0B1" }]);
  });

  test("an error reply with id null fails the oldest request without a sign of life at once, not at its timeout", async () => {
    const { pipe, client } = setup();
    const streaming = track(client.request("generate", {}));
    const silent = track(client.request("chat", {}));
    const later = track(client.request("chat", {}));
    const genId = requestsOf(pipe, "generate")[0]!.id;
    client.handleLine(
      JSON.stringify({
        jsonrpc: "2.0",
        method: "stream/chunk",
        params: { requestId: genId, chunk: "x", index: 0, done: false },
      }),
    );
    client.handleLine(
      JSON.stringify({
        jsonrpc: "2.0",
        id: null,
        error: { code: -32700, message: "Parse Error", data: { reason: "bad" } },
      }),
    );
    await settle();
    assert.equal(
      silent.error?.code,
      -32700,
      "the chat request that showed no life is the one the server could not read",
    );
    assert.equal(streaming.done, false);
    assert.equal(later.done, false);
  });

  test("other notifications are passed on; garbage lines are reported, never thrown", async () => {
    const { client } = setup();
    const seen: unknown[] = [];
    const problems: unknown[] = [];
    client.on("notification", (method, params) => seen.push([method, params]));
    client.on("protocolError", (e) => problems.push(e));
    client.handleLine(JSON.stringify({ jsonrpc: "2.0", method: "log/message", params: { text: "hi" } }));
    client.handleLine("{not json");
    client.handleLine(JSON.stringify({ jsonrpc: "2.0", id: 999, result: 1 }));
    assert.deepEqual(seen, [["log/message", { text: "hi" }]]);
    assert.equal(problems.length, 2);
  });

  test("a request line over 1,048,576 bytes is refused before it is sent", async () => {
    const { pipe, client } = setup();
    const outcome = track(client.request("generate", { spec: "x".repeat(1_048_576) }));
    await settle();
    assert.equal(outcome.error?.code, -32600);
    assert.equal(outcome.error?.reason, "line too long");
    assert.equal(pipe.lines.length, 0);
  });
});

describe("cancellation and process loss", () => {
  test("aborting a sent request sends $/cancelRequest with its id and rejects it -32800", async () => {
    const { pipe, client } = setup();
    const abort = new AbortController();
    const outcome = track(client.request("generate", {}, { signal: abort.signal }));
    abort.abort();
    await settle();
    assert.equal(outcome.error?.code, -32800);
    assert.deepEqual(cancelsOf(pipe), [requestsOf(pipe, "generate")[0]!.id]);
  });

  test("aborting a queued request removes it; it is never sent", async () => {
    const { pipe, client } = setup();
    pipe.full = true;
    ignore(client.request("fill"));
    const abort = new AbortController();
    const outcome = track(client.request("generate", {}, { signal: abort.signal }));
    abort.abort();
    pipe.drain();
    await settle();
    assert.equal(outcome.error?.code, -32800);
    assert.equal(requestsOf(pipe, "generate").length, 0);
    assert.deepEqual(cancelsOf(pipe), []);
  });

  test("detach rejects every pending request (sent, queued, or waiting to retry) with the given error", async () => {
    const { clock, pipe, client } = setup();
    const sent = track(client.request("generate", {}));
    const backingOff = track(client.request("chat", {}));
    await clock.advance(15_000); // chat timed out, waits 3 s for its retry
    pipe.full = true;
    ignore(client.request("fill"));
    const queued = track(client.request("customize", {}));
    client.detach(new RpcError(-32603, { reason: "process-exited" }, "copilot-cli stopped"));
    await settle();
    for (const o of [sent, backingOff, queued]) assert.equal(o.error?.reason, "process-exited");
    assert.equal(client.pendingCount, 0);
    await clock.advance(100_000);
    assert.equal(requestsOf(pipe, "chat").length, 1, "no retry after the process is gone");
  });

  test("before open() only the handshake goes out; it jumps the queue; the rest follow it", async () => {
    const clock = new FakeClock();
    const pipe = new FakePipe();
    const client = new RpcClient({ clock });
    ignore(client.request("generate", {}));
    client.attach(pipe);
    ignore(client.request("initialize", {}, { beforeOpen: true }));
    assert.deepEqual(
      pipe.messages().map((m) => m.method),
      ["initialize"],
    );
    client.open();
    assert.deepEqual(
      pipe.messages().map((m) => m.method),
      ["initialize", "generate"],
    );
    assert.deepEqual(
      pipe.messages().map((m) => m.id),
      [2, 1],
      "ids follow creation order, not send order",
    );
  });
});
