/** Starts web mode (`build/web/server.mjs --port 0`) and resolves with its URL once it prints it;
 * `options` run another script of the same kind (a fixture), on a given port, with more env,
 * and collect everything it writes in `output`. */

import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { LineReader } from "../../src/main/line-reader.js";

export interface ServerOptions {
  script?: string;
  port?: number;
  env?: NodeJS.ProcessEnv;
  output?: string[];
}

export function startServer(
  shellRoot: string,
  options: ServerOptions = {},
): Promise<{ child: ChildProcess; url: string }> {
  const script = options.script ?? join(shellRoot, "build", "web", "server.mjs");
  const child = spawn(process.execPath, [script, "--port", String(options.port ?? 0)], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...options.env },
  });
  let stderr = "";
  child.stderr!.on("data", (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
  if (options.output) {
    const output = options.output;
    child.stdout!.on("data", (c: Buffer) => output.push(c.toString()));
    child.stderr!.on("data", (c: Buffer) => output.push(c.toString()));
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`web server did not start: ${stderr}`)), 20_000);
    const reader = new LineReader({
      onLine: (line) => {
        const match = /^Experience UI web: (\S+)/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve({ child, url: match[1]! });
        }
      },
    });
    child.stdout!.on("data", (c: Buffer) => reader.push(c));
    child.once("exit", (code) => reject(new Error(`web server exited ${code}: ${stderr}`)));
  });
}

/** Stops it and waits for its exit. */
export async function stopServer(server: { child: ChildProcess } | undefined): Promise<void> {
  if (!server) return;
  const gone = new Promise((r) => server.child.once("exit", r));
  server.child.kill("SIGTERM");
  await gone;
}
