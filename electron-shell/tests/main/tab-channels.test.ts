/**
 * The shell's per-tab channels for API credentials: only our page's top frame may set, read or
 * forget them (the preview's frame, another page or window get a refusal and change nothing),
 * no reply carries a value, a bad credential is refused with what is wrong, and closing a tab
 * forgets its credentials with its preview.
 */

import { test } from "node:test";
import assert from "node:assert/strict";
import { registerTabChannels, TAB_CHANNELS } from "../../src/main/tab-channels.js";
import { CredentialVault } from "../../src/main/credential-vault.js";
import type { IpcMainLike, SenderEvent, TrustPolicy } from "../../src/main/ipc.js";

const PAGE = "app://shell/index.html";
const SECRET = "pw-ipc-Vn55-secret";
const API = "http://127.0.0.1:9001/v1";
const frame = (url: string, parent?: object): SenderEvent => ({
  sender: { id: 1, send() {} },
  senderFrame: { url, parent },
});

function setUp() {
  const handlers = new Map<string, (event: SenderEvent, payload: unknown) => unknown>();
  const ipc: IpcMainLike = { handle: (ch, h) => handlers.set(ch, h), on: (ch, h) => handlers.set(ch, h) };
  const trust: TrustPolicy = { rendererUrl: PAGE, webContentsIds: new Set([1]) };
  const vault = new CredentialVault(null, null);
  const stopped: string[] = [];
  registerTabChannels(ipc, { stop: (tabId) => (stopped.push(tabId), true) }, trust, vault);
  const call = (event: SenderEvent, channel: string, payload: unknown) => handlers.get(channel)!(event, payload) as any;
  return { call, vault, stopped };
}

test("our page sets a tab's credentials and hears back which kind, never the value", () => {
  const { call, vault } = setUp();
  const auth = { scheme: "basic", username: "alice", password: SECRET };
  const reply = call(frame(PAGE), TAB_CHANNELS.setApiAuth, { tabId: "tab-1", apiUrl: API, auth, remember: false });
  assert.deepEqual(reply, {
    ok: true,
    result: {
      set: { scheme: "basic", name: "Authorization", origin: "http://127.0.0.1:9001", remembered: false },
      canRemember: false,
    },
  });
  assert.deepEqual(vault.authFor("tab-1", API), auth);
  const status = call(frame(PAGE), TAB_CHANNELS.apiAuthStatus, "tab-1");
  assert.ok(!JSON.stringify(status).includes(SECRET) && !JSON.stringify(status).includes("alice"));
});

test("the preview's frame and other pages can neither set, read nor forget them", () => {
  const { call, vault } = setUp();
  vault.set("tab-1", API, { scheme: "bearer", token: SECRET }, false);
  for (const event of [frame("http://127.0.0.1:5555/", {}), frame("https://evil.example/"), frame(PAGE, {})]) {
    for (const [channel, payload] of [
      [
        TAB_CHANNELS.setApiAuth,
        { tabId: "tab-1", apiUrl: "http://evil.example/", auth: { scheme: "bearer", token: "x" } },
      ],
      [TAB_CHANNELS.apiAuthStatus, "tab-1"],
      [TAB_CHANNELS.forgetApiAuth, "tab-1"],
      [TAB_CHANNELS.stopPreview, "tab-1"],
    ] as const) {
      const reply = call(event, channel, payload);
      assert.equal(reply.ok, false);
      assert.equal(reply.error.data.reason, "untrusted sender");
    }
  }
  assert.deepEqual(vault.authFor("tab-1", API), { scheme: "bearer", token: SECRET }, "unchanged");
});

test("a bad credential is refused with what is wrong, and closing the tab forgets what it had", () => {
  const { call, vault, stopped } = setUp();
  const bad = call(frame(PAGE), TAB_CHANNELS.setApiAuth, {
    tabId: "tab-1",
    apiUrl: API,
    auth: { scheme: "header", name: "X-Key", value: `${SECRET}\r\nHost: evil` },
  });
  assert.equal(bad.ok, false);
  assert.match(bad.error.data.reason, /value of X-Key contains a line break/);
  assert.ok(!JSON.stringify(bad).includes(SECRET));
  vault.set("tab-2", API, { scheme: "query", name: "api_key", value: SECRET }, false);
  assert.deepEqual(call(frame(PAGE), TAB_CHANNELS.stopPreview, "tab-2"), { ok: true, result: { stopped: true } });
  assert.deepEqual(stopped, ["tab-2"]);
  assert.equal(vault.state("tab-2").set, null);
});
