/**
 * Live previews: one `copilot-cli preview SPEC --code App.jsx --port 0` per tab, which serves
 * the generated App with the built-in mock API (or the real API with --api) on 127.0.0.1.
 * New code for the same spec only rewrites App.jsx (the preview re-reads it on every load).
 * A tab's API credentials (credential-vault.ts) go to its preview's proxy in the child's
 * environment (COPILOT_PREVIEW_AUTH_JSON: not argv, which every process on the machine can
 * read); new credentials start a new preview. Credentials the shell was started with
 * (COPILOT_PREVIEW_AUTH/HEADERS) are not passed on: every tab names its own API.
 */

import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Command } from "./python-process.js";
import { LineReader } from "./line-reader.js";
import { startGateway, type Gateway } from "./preview-gateway.js";
import { ErrorCode, RpcError } from "../shared/errors.js";
import type { PreviewParams, PreviewResult } from "../shared/api.js";
import type { ApiAuth } from "../shared/api-auth.js";

/** credentials.py's variables: the one the shell sets, and the ones it never passes on. */
const AUTH_JSON_ENV = "COPILOT_PREVIEW_AUTH_JSON";
const INHERITED_CREDENTIALS = ["COPILOT_PREVIEW_AUTH", "COPILOT_PREVIEW_HEADERS", AUTH_JSON_ENV];
export type CredentialsFor = (tabId: string, apiUrl: string) => ApiAuth | null;

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
    private readonly credentialsFor: CredentialsFor = () => null,
  ) {}

  async show(params: PreviewParams): Promise<PreviewResult> {
    if (typeof params?.tabId !== "string" || !TAB_ID.test(params.tabId))
      throw invalid("tabId must be 1-64 letters, digits, - or _");
    if (typeof params.code !== "string" || !params.code) throw invalid("code is required");
    const { text, url } = params.spec ?? {};
    if (!text && !url) throw invalid("spec needs text or url");
    if (url && !/^https?:\/\//.test(url)) throw invalid("spec url must be http(s)");
    if (params.apiUrl && !/^https?:\/\//.test(params.apiUrl)) throw invalid("apiUrl must be http(s)");
    const { apiUrl, auth } = this.apiAccess(params.tabId, params.apiUrl);
    // the credentials' digest, not themselves: a change restarts the preview, the key holds no secret
    const digest = auth ? createHash("sha256").update(JSON.stringify(auth)).digest("hex") : null;
    const key = JSON.stringify([text ?? null, url ?? null, apiUrl, digest]);
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
    if (apiUrl) args.push("--api", apiUrl);
    const env = { ...this.env };
    for (const name of INHERITED_CREDENTIALS) delete env[name];
    if (auth) env[AUTH_JSON_ENV] = JSON.stringify(auth);
    const child = spawn(this.command.file, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const started = await this.waitForUrl(child);
    const gateway = await startGateway(Number(new URL(started).port), this.frameAncestors);
    this.tabs.set(params.tabId, { key, child, gateway, url: gateway.url, dir, version: 0 });
    return { url: gateway.url };
  }

  /** The API URL without user:password@ (it goes in argv), and the tab's credentials for it:
   * those the person gave the shell, else the URL's user and password as Basic. */
  private apiAccess(tabId: string, given: string | undefined): { apiUrl: string | null; auth: ApiAuth | null } {
    if (!given) return { apiUrl: null, auth: null };
    let url: URL;
    let inUrl: ApiAuth | null;
    try {
      url = new URL(given);
      inUrl =
        url.username || url.password
          ? { scheme: "basic", username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }
          : null;
    } catch {
      throw invalid("apiUrl is not a URL (e.g. https://api.example.com/v1)"); // never echoed: it may hold a password
    }
    url.username = "";
    url.password = "";
    const apiUrl = inUrl ? url.toString() : given;
    return { apiUrl, auth: this.credentialsFor(tabId, apiUrl) ?? inUrl };
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
