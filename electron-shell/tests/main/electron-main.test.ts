/**
 * The Electron main bundle, loaded by plain Node with a stand-in `electron` module (the binary
 * cannot be downloaded here): it must open one window with the security settings, load our page
 * from app://shell (served by its protocol handler, with the shell's CSP), register one IPC
 * channel per message, deny every permission request and check, and open a web link in the
 * browser only when our top frame sends it — never from window.open, the preview's frame or
 * for a non-web scheme.
 */

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CHANNELS } from "../../src/shared/api.js";
import { TAB_CHANNELS } from "../../src/main/tab-channels.js";
import { OPEN_EXTERNAL_CHANNEL } from "../../src/shared/external-links.js";
import { SHELL_CSP } from "../../src/shared/csp.js";

const shellRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

const STUB = String.raw`
const Module = require("node:module");
const seen = { windows: [], handles: [], ons: [], loaded: [], schemes: [], handled: [], opened: [], permissionChecks: [], permissionAnswers: [], windowOpen: [], userData: [] };
const listeners = {}; const appListeners = {}; const handlers = {};
class BrowserWindow {
  constructor(options) { seen.windows.push(options.webPreferences); this.webContents = { id: 1, send() {} }; }
  loadURL(url) { seen.loaded.push(url); return Promise.resolve(); }
  on() {} isDestroyed() { return false; }
}
const electron = {
  app: { whenReady: () => Promise.resolve(), on(name, fn) { appListeners[name] = fn; }, quit() {},
    getPath: (name) => { seen.userData.push(name); return process.env.STUB_USER_DATA; } },
  safeStorage: { isEncryptionAvailable: () => false, encryptString() { throw new Error("unused"); }, decryptString() { throw new Error("unused"); } },
  BrowserWindow,
  dialog: {},
  shell: { openExternal: (url) => { seen.opened.push(url); return Promise.resolve(); } },
  protocol: {
    registerSchemesAsPrivileged: (schemes) => seen.schemes.push(...schemes),
    handle: (scheme, handler) => { seen.handled.push(scheme); listeners.protocol = handler; },
  },
  session: { defaultSession: {
    setPermissionRequestHandler: (h) => { for (const p of ["media", "notifications", "geolocation"]) h(null, p, (ok) => seen.permissionAnswers.push(ok)); },
    setPermissionCheckHandler: (h) => { for (const p of ["media", "clipboard-read", "hid"]) seen.permissionChecks.push(h(null, p, "app://shell", {})); },
  } },
  ipcMain: { handle: (ch, fn) => { seen.handles.push(ch); handlers[ch] = fn; }, on: (ch, fn) => { seen.ons.push(ch); listeners[ch] = fn; } },
};
const load = Module._load;
Module._load = function (request, ...rest) { return request === "electron" ? electron : load.call(this, request, ...rest); };
setTimeout(async () => {
  // Our page's top frame, the preview's frame inside it, and another page in our window.
  const top = { sender: { id: 1, send() {} }, senderFrame: { url: "app://shell/index.html", parent: null } };
  const preview = { sender: { id: 1, send() {} }, senderFrame: { url: "http://127.0.0.1:5555/", parent: {} } };
  const elsewhere = { sender: { id: 1, send() {} }, senderFrame: { url: "https://evil.example/", parent: null } };
  const open = listeners["${OPEN_EXTERNAL_CHANNEL}"];
  open(top, "https://example.com/docs");
  open(top, "javascript:alert(1)");
  open(top, "file:///etc/passwd");
  open(preview, "https://example.com/from-preview");
  open(elsewhere, "https://example.com/from-elsewhere");
  const contents = { setWindowOpenHandler: (h) => { seen.windowOpen.push(h({ url: "https://example.com/popup" })); }, on() {} };
  appListeners["web-contents-created"]({}, contents);
  const page = await listeners.protocol(new Request("app://shell/index.html"));
  seen.page = { status: page.status, csp: page.headers.get("content-security-policy"), body: await page.text() };
  if (process.env.STUB_PREVIEW_SPEC) {
    // a preview started the way our page starts one, then the app quits (which stops it)
    const spec = { text: require("node:fs").readFileSync(process.env.STUB_PREVIEW_SPEC, "utf8") };
    const started = await handlers["copilot:startPreview"](top, { tabId: "tab-1", code: "export default () => null;", spec });
    if (!started.ok) throw new Error(JSON.stringify(started.error));
    seen.previewCsp = (await fetch(started.result.url)).headers.get("content-security-policy");
    appListeners["before-quit"]({ preventDefault() {} });
    await new Promise((r) => setTimeout(r, 500));
  }
  process.stdout.write(JSON.stringify(seen));
  process.exit(0);
}, 300);
`;

let seenOnce: any;
/** Runs the main bundle once under the stand-in and returns what it did (with `previewSpec`:
 * the real copilot-cli, and a preview started through the startPreview channel). */
function runMain(previewSpec?: string) {
  if (seenOnce && !previewSpec) return seenOnce;
  const dir = mkdtempSync(join(tmpdir(), "es-electron-"));
  const stub = join(dir, "stub.cjs");
  writeFileSync(stub, STUB);
  const env: NodeJS.ProcessEnv = { ...process.env, COPILOT_CLI: "/bin/true", STUB_USER_DATA: join(dir, "userData") };
  if (previewSpec) {
    delete env.COPILOT_CLI;
    env.STUB_PREVIEW_SPEC = previewSpec;
  }
  const run = spawnSync(process.execPath, ["-r", stub, join(shellRoot, "build", "main", "electron-main.cjs")], {
    encoding: "utf8",
    env,
    timeout: 60_000,
  });
  assert.equal(run.status, 0, run.stderr);
  const seen = JSON.parse(run.stdout);
  if (!previewSpec) seenOnce = seen;
  return seen;
}

test("the Electron main process opens a sandboxed, isolated window on app://shell, denies permissions and registers every channel", () => {
  const seen = runMain();
  assert.equal(seen.windows.length, 1);
  const prefs = seen.windows[0];
  assert.equal(prefs.contextIsolation, true);
  assert.equal(prefs.sandbox, true);
  assert.equal(prefs.nodeIntegration, false);
  assert.ok(existsSync(prefs.preload), `preload bundle at ${prefs.preload}`);

  assert.deepEqual(seen.loaded, ["app://shell/index.html"], "the page comes from the app protocol, not file://");
  assert.deepEqual(seen.schemes, [{ scheme: "app", privileges: { standard: true, secure: true } }]);
  assert.deepEqual(seen.handled, ["app"]);
  assert.equal(seen.page.status, 200);
  assert.equal(seen.page.csp, SHELL_CSP);
  assert.match(seen.page.body, /<div id="root">/, "build/renderer/index.html");

  assert.deepEqual(seen.permissionAnswers, [false, false, false], "permission requests are denied");
  assert.deepEqual(seen.permissionChecks, [false, false, false], "permission checks are denied");

  const expected = [
    ...Object.values(CHANNELS).filter((c) => c !== CHANNELS.chunk && c !== CHANNELS.statusChanged),
    ...Object.values(TAB_CHANNELS),
  ];
  assert.deepEqual(
    [...seen.handles, ...seen.ons].filter((c: string) => c !== OPEN_EXTERNAL_CHANNEL).sort(),
    expected.sort(),
  );
});

test("a web link opens in the browser only when our top frame sends it, and window.open opens nothing", () => {
  const seen = runMain();
  assert.deepEqual(
    seen.opened,
    ["https://example.com/docs"],
    "not javascript:, file:, the preview's frame or another page",
  );
  assert.deepEqual(seen.windowOpen, [{ action: "deny" }]);
});

test("the previews the desktop app starts may be framed by its own page (app://shell) and nothing else", () => {
  const seen = runMain(join(shellRoot, "..", "examples", "petstore.yaml"));
  const ancestors = String(seen.previewCsp)
    .split(";")
    .map((d) => d.trim())
    .filter((d) => d.startsWith("frame-ancestors"));
  assert.deepEqual(ancestors, ["frame-ancestors app://shell"]);
  assert.deepEqual(seen.userData, ["userData"], "remembered credentials live in the app's data folder");
});
