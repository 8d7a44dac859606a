// The Electron side's JSON-RPC client (electron-shell/src/main: RpcClient + PythonProcess)
// against the real copilot-cli: round-trip latency of one request at a time, throughput with
// 50 in flight, and a streamed debug/stream of many chunks. Prints JSON.
//   node benchmarks/electron_shell_rpc.mjs [--requests 2000]
import { build } from "esbuild";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const requests = arg("--requests", 2000);

const outfile = join(mkdtempSync(join(tmpdir(), "es-bench-")), "client.mjs");
await build({ entryPoints: [join(root, "electron-shell/src/main/python-process.ts")], bundle: true, platform: "node", format: "esm", outfile, logLevel: "warning" });
const { PythonProcess, resolveCommand } = await import(pathToFileURL(outfile).href);

const real = resolveCommand(process.env, root);
const proc = new PythonProcess({ command: { file: real.file, args: [...real.args, "--debug-methods", "--max-queue", "1000"] } });
const started = performance.now();
await proc.start();
const startupMs = performance.now() - started;

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sequential = [];
for (let i = 0; i < Math.min(requests, 500); i += 1) {
  const t = performance.now();
  await proc.client.request("debug/echo", { i });
  sequential.push(performance.now() - t);
}
sequential.sort((a, b) => a - b);

let next = 0;
const t0 = performance.now();
await Promise.all(Array.from({ length: 50 }, async () => {
  while (next < requests) {
    next += 1;
    await proc.client.request("debug/echo", { payload: "x".repeat(200) });
  }
}));
const concurrentS = (performance.now() - t0) / 1000;

const parts = Array.from({ length: 1000 }, (_, i) => `chunk ${i} héllo 😀\n`);
let chunks = 0;
const t1 = performance.now();
await proc.client.request("debug/stream", { parts }, { onChunk: () => (chunks += 1) });
const streamMs = performance.now() - t1;

await proc.stop();
console.log(JSON.stringify({
  startupAndHandshakeMs: Math.round(startupMs),
  sequentialEcho: { requests: sequential.length, p50Ms: +pct(sequential, 50).toFixed(2), p99Ms: +pct(sequential, 99).toFixed(2) },
  concurrentEcho: { requests, inFlight: 50, seconds: +concurrentS.toFixed(2), perSecond: Math.round(requests / concurrentS) },
  stream: { chunks, ms: Math.round(streamMs), chunksPerSecond: Math.round(chunks / (streamMs / 1000)) },
}, null, 2));
