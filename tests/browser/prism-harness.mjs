// Prism (@stoplight/prism-cli) as a real, independent mock of an OpenAPI/Swagger API for the
// generation tests: it validates every request against the spec (422 on a bad body, 401 on
// missing credentials), which the built-in mock does not.
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { ROOT } from "./preview-harness.mjs";

const PRISM = join(ROOT, "node_modules", ".bin", "prism");
const CLI = process.env.COPILOT_CLI || join(ROOT, ".venv", "bin", "copilot-cli");

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts Prism on SPEC; resolves to { url, stop } or to null when Prism does not accept the spec. */
export async function startPrism(spec, { timeoutMs = 60000, port: wanted } = {}) {
  const port = wanted || (await freePort());
  const child = spawn(PRISM, ["mock", "-h", "127.0.0.1", "-p", String(port), spec], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  return new Promise((resolve) => {
    let out = "";
    const done = (value) => {
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(async () => {
      await stop();
      done(null);
    }, timeoutMs);
    child.once("exit", () => done(null));
    const onData = (d) => {
      out += d;
      if (/Prism is listening/.test(out)) {
        child.removeAllListeners("exit");
        done({ url: `http://127.0.0.1:${port}`, stop, log: () => out });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
  });
}

/** The operation count of SPEC as the spec core reports it (independent of the UI). */
export function operationCount(spec) {
  const run = spawnSync(CLI, ["spec", spec, "--json"], { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`copilot-cli spec failed: ${run.stderr}`);
  return JSON.parse(run.stdout).operations.length;
}

// This machine has no internet: answer requests for remote resources that API data points at
// (photo URLs and the like) with a blank 1×1 PNG, so they neither hang nor log load errors.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
export async function offline(page) {
  await page.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
  );
}
