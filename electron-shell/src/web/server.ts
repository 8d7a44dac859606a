/**
 * Web mode: the renderer in any browser, without Electron. Serves build/renderer over HTTP on
 * 127.0.0.1 and bridges `window.copilot` over a WebSocket to the same CopilotService, IPC
 * mapping and RpcClient the desktop app uses (only the transport differs).
 *
 *   node build/web/server.mjs [--port 8790]     (0 = any free port)
 * Prints one line `Experience UI web: http://127.0.0.1:PORT/` on stdout once listening.
 * Tabs' API credentials live in this process's memory; there is no system safe storage here, so
 * web mode cannot remember them (a caller may pass a safeStorage-like object and a file).
 */

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { WebSocketServer, type WebSocket } from "ws";
import { PythonProcess, resolveCommand } from "../main/python-process.js";
import { PreviewManager } from "../main/preview-manager.js";
import { CopilotService } from "../main/copilot-service.js";
import { registerTabChannels } from "../main/tab-channels.js";
import { registerIpc, type IpcMainLike, type SenderEvent, type TrustPolicy } from "../main/ipc.js";
import { CHANNELS } from "../shared/api.js";
import { fileFor, headersFor, type PageSite } from "../main/static-files.js";
import { CredentialVault, type SafeStorageLike } from "../main/credential-vault.js";

const here = dirname(fileURLToPath(import.meta.url)); // build/web
const rendererDir = resolve(here, "..", "renderer");
const projectRoot = resolve(here, "..", "..", "..");
const site: PageSite = { root: rendererDir, index: "index-web.html", hidden: ["index.html"] };

function portArg(argv: string[]): number {
  const i = argv.indexOf("--port");
  const value = i >= 0 ? Number(argv[i + 1]) : Number(process.env.PORT ?? 8790);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`--port must be 0-65535, got ${argv[i + 1]}`);
  return value;
}

async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const file = fileFor(site, new URL(req.url ?? "/", "http://x").pathname);
  if (!file) {
    res.writeHead(404).end("not found");
    return;
  }
  try {
    const body = await readFile(file);
    res.writeHead(200, headersFor(file));
    res.end(body);
  } catch {
    res.writeHead(404).end("not found");
  }
}

export interface WebOptions {
  /** Where remembered credentials go, sealed by `safeStorage` (both or neither). */
  credentialsFile?: string;
  safeStorage?: SafeStorageLike;
}

export async function startWebServer(port: number, options: WebOptions = {}) {
  const command = resolveCommand(process.env, projectRoot);
  const proc = new PythonProcess({ command, cwd: projectRoot });
  proc.on("log", (line) => process.stderr.write(`[copilot-cli] ${line.text}\n`));

  const server = createServer((req, res) => void serveStatic(req, res));
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  const actual = (server.address() as { port: number }).port;
  const origins = new Set([`http://127.0.0.1:${actual}`, `http://localhost:${actual}`]);
  const vault = new CredentialVault(options.credentialsFile ?? null, options.safeStorage ?? null);
  const previews = new PreviewManager(command, [...origins].join(" "), process.env, (tab, url) =>
    vault.authFor(tab, url),
  );
  const service = new CopilotService(proc, previews);

  // The same IPC table as Electron; a connection from our own page is the trusted "window".
  const handlers = new Map<string, (event: SenderEvent, payload: unknown) => unknown>();
  const ipc: IpcMainLike = { handle: (ch, h) => handlers.set(ch, h), on: (ch, h) => handlers.set(ch, h) };
  const trust: TrustPolicy = { rendererUrl: `http://127.0.0.1:${actual}/`, webContentsIds: new Set() };
  // Exports happen in the browser (web-preload.ts downloads them); nothing is written here.
  const notHere = async () => ({ saved: false });
  registerIpc(ipc, service, trust, { exportFile: notHere, exportProject: notHere });
  registerTabChannels(ipc, previews, trust, vault);

  const wss = new WebSocketServer({
    server,
    path: "/ws",
    maxPayload: 64 * 1024 * 1024,
    verifyClient: ({ origin }: { origin?: string }) => origins.has(origin ?? ""),
  });
  let nextConnection = 1;
  const sockets = new Set<WebSocket>();
  wss.on("connection", (ws) => {
    const id = nextConnection++;
    trust.webContentsIds.add(id);
    sockets.add(ws);
    const sender = {
      id,
      send: (channel: string, payload: unknown) => ws.send(JSON.stringify({ kind: "event", channel, payload })),
    };
    const event: SenderEvent = { sender, senderFrame: { url: trust.rendererUrl } };
    ws.on("message", async (data) => {
      let msg: { kind?: string; id?: number; channel?: string; payload?: unknown };
      try {
        msg = JSON.parse(String(data));
      } catch {
        return;
      }
      const handler = handlers.get(String(msg.channel));
      if (!handler) return;
      const result = await handler(event, msg.payload);
      if (msg.kind === "invoke" && ws.readyState === ws.OPEN)
        ws.send(JSON.stringify({ kind: "reply", id: msg.id, payload: result }));
    });
    ws.on("close", () => {
      trust.webContentsIds.delete(id);
      sockets.delete(ws);
    });
  });
  service.on("status", (status) => {
    for (const ws of sockets)
      ws.send(JSON.stringify({ kind: "event", channel: CHANNELS.statusChanged, payload: status }));
  });

  proc.start().catch((error: Error) => process.stderr.write(`copilot-cli did not start: ${error.message}\n`));
  const url = `http://127.0.0.1:${actual}/`;
  const stop = async () => {
    previews.stopAll();
    for (const ws of sockets) ws.close();
    await proc.stop();
    await new Promise((done) => server.close(done));
  };
  return { url, port: actual, stop, proc };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const web = await startWebServer(portArg(process.argv.slice(2)));
  process.stdout.write(`Experience UI web: ${web.url}\n`);
  const quit = () => void web.stop().finally(() => process.exit(0));
  process.once("SIGINT", quit);
  process.once("SIGTERM", quit);
}
