/**
 * Live previews: one `copilot-cli preview SPEC --code App.jsx --port 0` per tab, which serves
 * the generated App with the built-in mock API (or the real API with --api) on 127.0.0.1.
 * New code for the same spec only rewrites App.jsx (the preview re-reads it on every load).
 */

import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Command } from "./python-process.js";
import { LineReader } from "./line-reader.js";
import { startGateway, type Gateway } from "./preview-gateway.js";
import { ErrorCode, RpcError } from "../shared/errors.js";
import type { PreviewParams, PreviewResult } from "../shared/api.js";

const START_TIMEOUT_MS = 30_000;
const TAB_ID = /^[A-Za-z0-9_-]{1,64}$/;

interface Running {
  key: string;
  child: ChildProcess;
  gateway: Gateway;
  url: string;
  dir: string;
  version: number;
}

function invalid(reason: string): RpcError {
  return new RpcError(ErrorCode.InvalidParams, { reason });
}

function specFileName(text: string, kind: string | undefined): string {
  if (kind?.includes("graphql") && !text.trimStart().startsWith("{")) return "spec.graphql";
  return text.trimStart().startsWith("{") ? "spec.json" : "spec.yaml";
}

export class PreviewManager {
  private readonly root = mkdtempSync(join(tmpdir(), "experience-ui-preview-"));
  private readonly tabs = new Map<string, Running>();

  /** `frameAncestors`: the origins allowed to frame previews (null: any page on this machine). */
  constructor(
    private readonly command: Command,
    private readonly frameAncestors: string | null = null,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  async show(params: PreviewParams): Promise<PreviewResult> {
    if (typeof params?.tabId !== "string" || !TAB_ID.test(params.tabId))
      throw invalid("tabId must be 1-64 letters, digits, - or _");
    if (typeof params.code !== "string" || !params.code) throw invalid("code is required");
    const { text, url } = params.spec ?? {};
    if (!text && !url) throw invalid("spec needs text or url");
    if (url && !/^https?:\/\//.test(url)) throw invalid("spec url must be http(s)");
    if (params.apiUrl && !/^https?:\/\//.test(params.apiUrl)) throw invalid("apiUrl must be http(s)");
    const key = JSON.stringify([text ?? null, url ?? null, params.apiUrl ?? null]);
    const running = this.tabs.get(params.tabId);
    if (running && running.key === key && running.child.exitCode === null) {
      writeFileSync(join(running.dir, "App.jsx"), params.code);
      running.version += 1;
      return { url: `${running.url}?v=${running.version}` };
    }
    if (running) this.stopTab(params.tabId);
    const dir = join(this.root, params.tabId);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "App.jsx"), params.code);
    let specArg = url ?? "";
    if (text) {
      specArg = join(dir, specFileName(text, params.specKind));
      writeFileSync(specArg, text);
    }
    const args = [...this.command.args, "preview", specArg, "--code", join(dir, "App.jsx"), "--port", "0"];
    if (params.apiUrl) args.push("--api", params.apiUrl);
    const child = spawn(this.command.file, args, { env: this.env, stdio: ["ignore", "pipe", "pipe"] });
    const started = await this.waitForUrl(child);
    const gateway = await startGateway(Number(new URL(started).port), this.frameAncestors);
    this.tabs.set(params.tabId, { key, child, gateway, url: gateway.url, dir, version: 0 });
    return { url: gateway.url };
  }

  private waitForUrl(child: ChildProcess): Promise<string> {
    return new Promise((resolve, reject) => {
      let stderr = "";
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        reject(
          new RpcError(ErrorCode.InternalError, {
            reason: "preview did not start in time",
            stderr: stderr.slice(-2000),
          }),
        );
      }, START_TIMEOUT_MS);
      const reader = new LineReader({
        onLine: (line) => {
          const match = /^Preview: (http:\/\/\S+)/.exec(line);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        },
      });
      child.stdout!.on("data", (c: Buffer) => reader.push(c));
      child.stderr!.on("data", (c: Buffer) => (stderr = (stderr + c.toString()).slice(-8000)));
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(
          new RpcError(ErrorCode.InternalError, {
            reason: "preview failed",
            exitCode: code,
            stderr: stderr.slice(-2000),
          }),
        );
      });
    });
  }

  /** A closed tab's preview: stop its server (true if one was running). */
  stop(tabId: string): boolean {
    const had = this.tabs.has(tabId);
    this.stopTab(tabId);
    return had;
  }

  private stopTab(tabId: string): void {
    const running = this.tabs.get(tabId);
    if (!running) return;
    running.child.kill("SIGTERM");
    running.gateway.close();
    this.tabs.delete(tabId);
  }

  stopAll(): void {
    for (const tabId of [...this.tabs.keys()]) this.stopTab(tabId);
    rmSync(this.root, { recursive: true, force: true });
  }
}
