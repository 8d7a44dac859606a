/**
 * The Electron main bundle, loaded by plain Node with a stand-in `electron` module (the binary
 * cannot be downloaded here): it must open one window with the security settings, register one
 * IPC channel per message, deny permissions and load our renderer page.
 */

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CHANNELS } from "../../src/shared/api.js";

const shellRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

const STUB = String.raw`
const Module = require("node:module");
const seen = { windows: [], handles: [], ons: [], permissionHandler: false, loaded: [] };
class BrowserWindow {
  constructor(options) { seen.windows.push(options.webPreferences); this.webContents = { id: 1, send() {} }; }
  loadFile(file) { seen.loaded.push(file); return Promise.resolve(); }
  on() {} isDestroyed() { return false; }
}
const electron = {
  app: { whenReady: () => Promise.resolve(), on() {}, quit() {} },
  BrowserWindow,
  dialog: {}, shell: {},
  session: { defaultSession: { setPermissionRequestHandler: (h) => { h(null, "camera", (ok) => { seen.permissionAnswer = ok; }); seen.permissionHandler = true; } } },
  ipcMain: { handle: (ch) => seen.handles.push(ch), on: (ch) => seen.ons.push(ch) },
};
const load = Module._load;
Module._load = function (request, ...rest) { return request === "electron" ? electron : load.call(this, request, ...rest); };
setTimeout(() => { process.stdout.write(JSON.stringify(seen)); process.exit(0); }, 300);
`;

test("the Electron main process opens a sandboxed, isolated window and registers every channel", () => {
  const stub = join(mkdtempSync(join(tmpdir(), "es-electron-")), "stub.cjs");
  writeFileSync(stub, STUB);
  const run = spawnSync(process.execPath, ["-r", stub, join(shellRoot, "build", "main", "electron-main.cjs")], {
    encoding: "utf8",
    env: { ...process.env, COPILOT_CLI: "/bin/true" },
    timeout: 20_000,
  });
  assert.equal(run.status, 0, run.stderr);
  const seen = JSON.parse(run.stdout);
  assert.equal(seen.windows.length, 1);
  const prefs = seen.windows[0];
  assert.equal(prefs.contextIsolation, true);
  assert.equal(prefs.sandbox, true);
  assert.equal(prefs.nodeIntegration, false);
  assert.ok(existsSync(prefs.preload), `preload bundle at ${prefs.preload}`);
  assert.deepEqual(seen.loaded, [join(shellRoot, "build", "renderer", "index.html")]);
  assert.ok(existsSync(seen.loaded[0]));
  assert.equal(seen.permissionHandler, true);
  assert.equal(seen.permissionAnswer, false, "permission requests are denied");
  const expected = Object.values(CHANNELS).filter((c) => c !== CHANNELS.chunk && c !== CHANNELS.statusChanged);
  assert.deepEqual([...seen.handles, ...seen.ons].sort(), expected.sort());
});
