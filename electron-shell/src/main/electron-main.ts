/**
 * The Electron main process: one window (context isolation, sandbox, no Node in the page), its
 * page from app://shell/ with the shell's CSP (app-protocol.ts), every permission denied, links
 * to the web opened only from a person's click in the top frame (shared/external-links.ts),
 * copilot-cli owned by PythonProcess, IPC checked per sender. Previews may be framed by app://shell
 * only; each tab's API credentials are kept by a CredentialVault (remembered ones sealed with
 * safeStorage in userData) and go from here to the tab's preview proxy, never to the page.
 * Built to build/main/electron-main.cjs; `npm start` runs it where Electron's binary exists.
 */

import { app, BrowserWindow, dialog, ipcMain, protocol, safeStorage, session, shell } from "electron";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { PythonProcess, resolveCommand } from "./python-process.js";
import { PreviewManager } from "./preview-manager.js";
import { CopilotService } from "./copilot-service.js";
import { registerTabChannels } from "./tab-channels.js";
import { isTrustedSender, registerIpc, type IpcMainLike, type TrustPolicy } from "./ipc.js";
import { CHANNELS } from "../shared/api.js";
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, RENDERER_URL, SHELL_ORIGIN, registerAppProtocol } from "./app-protocol.js";
import { CredentialVault } from "./credential-vault.js";
import { OPEN_EXTERNAL_CHANNEL, externalUrl } from "../shared/external-links.js";

const shellRoot = resolve(__dirname, "..", ".."); // build/main → electron-shell
const projectRoot = resolve(shellRoot, "..");
const rendererDir = join(shellRoot, "build", "renderer");
const trust: TrustPolicy = { rendererUrl: RENDERER_URL, webContentsIds: new Set() };
// Before `ready`: only then can a scheme get a standard origin and count as secure.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);

const command = resolveCommand(process.env, projectRoot);
const proc = new PythonProcess({ command, cwd: projectRoot });
const vault = new CredentialVault(join(app.getPath("userData"), "api-credentials.bin"), safeStorage);
// The preview's page may be framed by our own page only (the gateway sets frame-ancestors).
const previews = new PreviewManager(command, SHELL_ORIGIN, process.env, (tab, url) => vault.authFor(tab, url));
const service = new CopilotService(proc, previews);
proc.on("log", (line) => process.stderr.write(`[copilot-cli] ${line.text}\n`));

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1400,
    height: 900,
    title: "Experience UI",
    webPreferences: {
      preload: join(shellRoot, "build", "preload", "preload.cjs"),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  trust.webContentsIds.add(win.webContents.id);
  win.on("closed", () => trust.webContentsIds.delete(win.webContents.id));
  service.on("status", (status) => !win.isDestroyed() && win.webContents.send(CHANNELS.statusChanged, status));
  void win.loadURL(RENDERER_URL);
  return win;
}

app.on("web-contents-created", (_event, contents) => {
  // The app never navigates or opens windows. window.open does not say which frame asked (it may
  // be the preview's), so nothing opens from it; links to the web arrive on OPEN_EXTERNAL_CHANNEL.
  contents.setWindowOpenHandler(() => ({ action: "deny" }));
  contents.on("will-navigate", (event, url) => {
    if (url !== trust.rendererUrl) event.preventDefault();
  });
});

app.whenReady().then(async () => {
  registerAppProtocol(protocol, rendererDir);
  // The shell uses no permission (camera, notifications, clipboard reads, …): refuse both the
  // asking (request) and the silent checks (check) that some web APIs make without asking.
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  // A person clicked a web link in our page (the preload saw a trusted click in the top frame).
  ipcMain.on(OPEN_EXTERNAL_CHANNEL, (event, href: unknown) => {
    const url = externalUrl(href);
    if (url && isTrustedSender(event, trust)) void shell.openExternal(url);
  });
  registerIpc(ipcMain as unknown as IpcMainLike, service, trust, {
    async exportFile({ suggestedName, content }) {
      const choice = await dialog.showSaveDialog({ defaultPath: suggestedName });
      if (choice.canceled || !choice.filePath) return { saved: false };
      await writeFile(choice.filePath, content, "utf8");
      return { saved: true, where: choice.filePath };
    },
    async exportProject({ name, files }) {
      // Paths were checked by registerIpc (relative, no ..): they stay inside the chosen folder.
      const choice = await dialog.showOpenDialog({
        title: "Export project into…",
        properties: ["openDirectory", "createDirectory"],
      });
      const parent = choice.filePaths[0];
      if (choice.canceled || !parent) return { saved: false };
      const folder = join(parent, name);
      for (const [path, text] of Object.entries(files)) {
        await mkdir(dirname(join(folder, path)), { recursive: true });
        await writeFile(join(folder, path), text, { encoding: "utf8", flag: "wx" });
      }
      return { saved: true, where: folder };
    },
  });
  registerTabChannels(ipcMain as unknown as IpcMainLike, previews, trust, vault);
  createWindow();
  proc.start().catch((error: Error) => process.stderr.write(`copilot-cli did not start: ${error.message}\n`));
});

let quitting = false;
app.on("before-quit", (event) => {
  if (quitting) return;
  quitting = true;
  event.preventDefault();
  previews.stopAll();
  void proc.stop().finally(() => app.quit());
});

app.on("window-all-closed", () => app.quit());
