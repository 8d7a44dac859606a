/** window.copilot over a recorded transport: what the preload and web mode both rely on. */

import { test } from "node:test";
import assert from "node:assert/strict";
import { createApi, CopilotCallError, type ApiTransport } from "../../src/shared/create-api.js";
import { CHANNELS } from "../../src/shared/api.js";

function recorder(reply: (channel: string, payload: any) => unknown) {
  const listeners = new Map<string, (p: unknown) => void>();
  const sent: [string, unknown][] = [];
  const invoked: [string, any][] = [];
  const transport: ApiTransport = {
    invoke: async (channel, payload) => {
      invoked.push([channel, payload]);
      return reply(channel, payload);
    },
    send: (channel, payload) => sent.push([channel, payload]),
    on: (channel, listener) => listeners.set(channel, listener),
  };
  return { transport, listeners, sent, invoked };
}

test("each method uses its own channel; chunks reach only the call whose token they carry", async () => {
  let emit!: (p: unknown) => void;
  const r = recorder((channel, payload) => {
    if (channel !== CHANNELS.generate) return { ok: true, result: null };
    emit({ token: "someone-else", chunk: { requestId: 9, chunk: "no", index: 0, done: false } });
    emit({ token: payload.token, chunk: { requestId: 1, chunk: "yes", index: 0, done: true } });
    return { ok: true, result: { code: "yes", componentCount: 1, description: "d" } };
  });
  const api = createApi(r.transport);
  emit = r.listeners.get(CHANNELS.chunk)!;
  const chunks: string[] = [];
  const result = await api.generate({ spec: {} }, { onChunk: (c) => chunks.push(c.chunk) });
  assert.deepEqual(chunks, ["yes"]);
  assert.equal(result.code, "yes");
  await api.parseSpec({ source: { text: "x" } });
  assert.deepEqual(
    r.invoked.map(([c]) => c),
    [CHANNELS.generate, CHANNELS.parseSpec],
  );
});

test("an error envelope becomes a CopilotCallError with code, message and data", async () => {
  const api = createApi(
    recorder(() => ({ ok: false, error: { code: -32002, message: "Spec Invalid", data: { errors: [] } } })).transport,
  );
  await assert.rejects(
    api.parseSpec({ source: { text: "x" } }),
    (e: CopilotCallError) => e.code === -32002 && e.message === "Spec Invalid" && Array.isArray((e.data as any).errors),
  );
  const broken = createApi(recorder(() => "garbage").transport);
  await assert.rejects(broken.chat({ message: "hi" }), (e: CopilotCallError) => e.code === -32603);
});

test("aborting a call sends cancel with that call's token", async () => {
  let release!: (v: unknown) => void;
  const r = recorder(() => new Promise((resolve) => (release = resolve)));
  const api = createApi(r.transport);
  const abort = new AbortController();
  const pending = api.customize({ currentCode: "c", prompt: "p" }, { signal: abort.signal });
  await new Promise((res) => setImmediate(res));
  abort.abort();
  assert.deepEqual(r.sent, [[CHANNELS.cancel, r.invoked[0]![1].token]]);
  release({ ok: false, error: { code: -32800, message: "Request cancelled" } });
  await assert.rejects(pending, (e: CopilotCallError) => e.code === -32800);
});
