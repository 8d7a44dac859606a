/**
 * Owns the copilot-cli child process: spawn, read stdout line by line into the RpcClient,
 * keep stderr as a debug log, hand-shake with `initialize`, restart with backoff when it dies,
 * and stop politely (`exit` notification, close stdin, wait, kill as a last resort).
 */

import { spawn, type ChildProcess } from "node:child_process";
import { EventEmitter } from "node:events";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Clock, type TimerHandle, systemClock } from "./clock.js";
import { LineReader } from "./line-reader.js";
import { RpcClient } from "./rpc-client.js";
import { ErrorCode, RpcError } from "../shared/errors.js";
import type { DebugLogLine, ExitInfo, ProcessState } from "../shared/protocol.js";

export interface Command {
  file: string;
  args: string[];
}

/** COPILOT_CLI (a path to an executable) wins, then the project's venv, then `python3 -m copilot_cli`. */
export function resolveCommand(env: NodeJS.ProcessEnv, projectRoot: string): Command {
  const override = env.COPILOT_CLI?.trim();
  if (override) return { file: override, args: [] };
  const venv = join(projectRoot, ".venv", "bin", "copilot-cli");
  if (existsSync(venv)) return { file: venv, args: [] };
  return { file: "python3", args: ["-m", "copilot_cli"] };
}

export const DEFAULT_INITIALIZE_PARAMS = {
  clientName: "experience-ui",
  clientVersion: "1.2.0",
  capabilities: { streaming: true, specFormats: ["openapi3", "swagger2", "graphql"] },
};

export interface ProcessOptions {
  command: Command;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  client?: RpcClient;
  clock?: Clock;
  /** Waits before restart n (0-based); the last one repeats. */
  restartBackoffMs?: readonly number[];
  /** Give up after this many restarts in a row without a successful handshake. */
  maxRestarts?: number;
  /** Params of the handshake; `null` skips it (contract replays drive the process themselves). */
  initializeParams?: Record<string, unknown> | null;
  /** How long `stop()` waits after closing stdin before SIGTERM, and again before SIGKILL. */
  exitGraceMs?: number;
  debugLogLines?: number;
}

export class PythonProcess extends EventEmitter {
  readonly client: RpcClient;
  private readonly clock: Clock;
  private readonly backoff: readonly number[];
  private readonly maxRestarts: number;
  private child: ChildProcess | null = null;
  private stopping = false;
  private restarts = 0;
  private restartTimer: TimerHandle | null = null;
  private readonly log: DebugLogLine[] = [];
  private current: ProcessState = { state: "stopped" };
  private spawnError: string | null = null;
  initializeResult: Record<string, unknown> | null = null;

  constructor(private readonly options: ProcessOptions) {
    super();
    this.client = options.client ?? new RpcClient({ clock: options.clock });
    this.clock = options.clock ?? systemClock;
    this.backoff = options.restartBackoffMs ?? [500, 1_000, 2_000, 5_000, 10_000];
    this.maxRestarts = options.maxRestarts ?? 5;
  }

  get state(): ProcessState {
    return this.current;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  debugLog(): DebugLogLine[] {
    return [...this.log];
  }

  /** Spawn and hand-shake; resolves with initialize's result (or null without a handshake). */
  async start(): Promise<Record<string, unknown> | null> {
    this.stopping = false;
    this.setState({ state: "starting" });
    this.spawnChild();
    return this.handshake();
  }

  private spawnChild(): void {
    const { command } = this.options;
    const child = spawn(command.file, command.args, {
      cwd: this.options.cwd,
      env: this.options.env ?? process.env,
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.child = child;
    const reader = new LineReader({
      onLine: (line) => this.client.handleLine(line),
      onOverlong: (size) => this.addLog("client", `dropped an output line of ${size}+ characters`),
    });
    child.stdout!.on("data", (chunk: Buffer) => reader.push(chunk));
    child.stdout!.on("end", () => reader.end());
    const stderr = new LineReader({ onLine: (line) => this.addLog("stderr", line) });
    child.stderr!.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.stderr!.on("end", () => stderr.end());
    // EPIPE after the child died is reported through 'exit'; do not crash the app for it.
    child.stdin!.on("error", (error) => this.addLog("client", `stdin: ${error.message}`));
    this.spawnError = null;
    child.on("error", (error) => {
      this.spawnError = `cannot start ${command.file}: ${error.message}`;
      this.addLog("client", this.spawnError);
    });
    child.once("close", (code, signal) => this.onExit(child, { code, signal }));
    this.client.attach(child.stdin!, { open: this.options.initializeParams === null });
  }

  private async handshake(): Promise<Record<string, unknown> | null> {
    if (this.options.initializeParams === null) {
      this.setState({ state: "ready", serverVersion: "", methods: [] });
      return null;
    }
    const params = this.options.initializeParams ?? DEFAULT_INITIALIZE_PARAMS;
    const result = await this.client.request<Record<string, unknown>>("initialize", params, { beforeOpen: true });
    this.initializeResult = result;
    this.restarts = 0;
    this.client.open();
    this.setState({
      state: "ready",
      serverVersion: String(result.serverVersion ?? ""),
      methods: Array.isArray(result.methods) ? (result.methods as string[]) : [],
    });
    return result;
  }

  private onExit(child: ChildProcess, exit: ExitInfo): void {
    if (child !== this.child) return;
    this.child = null;
    const description = exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
    this.addLog("client", `copilot-cli exited with ${description}`);
    const data = { reason: "process-exited", exitCode: exit.code, signal: exit.signal, stderrTail: this.stderrTail() };
    const message = this.spawnError ?? `copilot-cli stopped (${description})`;
    this.client.detach(
      new RpcError(ErrorCode.InternalError, this.spawnError ? { ...data, spawnError: this.spawnError } : data, message),
    );
    this.emit("exit", exit);
    if (this.stopping) {
      this.setState({ state: "stopped" });
      return;
    }
    this.scheduleRestart(exit);
  }

  private scheduleRestart(lastExit: ExitInfo): void {
    if (this.restarts >= this.maxRestarts) {
      const message = this.spawnError ?? `copilot-cli keeps stopping (${this.restarts} restarts); see the debug log`;
      this.setState({ state: "failed", lastExit, message });
      return;
    }
    const delayMs = this.backoff[Math.min(this.restarts, this.backoff.length - 1)] ?? 0;
    this.restarts += 1;
    this.setState({ state: "restarting", attempt: this.restarts, delayMs, lastExit });
    this.restartTimer = this.clock.setTimeout(() => {
      this.restartTimer = null;
      if (this.stopping) return;
      this.spawnChild();
      this.handshake().then(
        () => this.emit("restarted", this.initializeResult),
        (error: RpcError) => {
          this.addLog("client", `initialize after restart failed: ${error.message}`);
          if (this.child) this.child.kill("SIGKILL"); // a process that cannot hand-shake is as good as dead
        },
      );
    }, delayMs);
  }

  /** `exit`, close stdin, wait; SIGTERM, wait; SIGKILL. Resolves once the process is gone. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) this.clock.clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child) {
      this.setState({ state: "stopped" });
      return;
    }
    const gone = new Promise<void>((resolve) => child.once("close", () => resolve()));
    const grace = this.options.exitGraceMs ?? 2_000;
    this.client.notify("exit");
    child.stdin?.end();
    if (await this.within(gone, grace)) return;
    this.addLog("client", "copilot-cli ignored exit; sending SIGTERM");
    child.kill("SIGTERM");
    if (await this.within(gone, grace)) return;
    this.addLog("client", "copilot-cli ignored SIGTERM; sending SIGKILL");
    child.kill("SIGKILL");
    await gone;
  }

  private within(done: Promise<void>, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      done.then(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  private stderrTail(): string[] {
    return this.log
      .filter((line) => line.stream === "stderr")
      .slice(-20)
      .map((line) => line.text);
  }

  private addLog(stream: DebugLogLine["stream"], text: string): void {
    const line = { at: Date.now(), stream, text };
    this.log.push(line);
    if (this.log.length > (this.options.debugLogLines ?? 500)) this.log.shift();
    this.emit("log", line);
  }

  private setState(state: ProcessState): void {
    this.current = state;
    this.emit("state", state);
  }
}
