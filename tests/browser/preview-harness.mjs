// Shared by the browser tests: start `copilot-cli preview` on a free port and open Chromium.
import { spawn } from "node:child_process";
import { before, after } from "node:test";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CLI = process.env.COPILOT_CLI || join(ROOT, ".venv", "bin", "copilot-cli");

export function requireChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `headless Chromium not found at ${CHROMIUM}: install Debian's 'chromium' package (./dev setup does, as root) or set CHROMIUM_PATH`,
    );
  }
}

/** One Chromium and one `copilot-cli preview ARGS` for a whole test file: started before its first
 * test, stopped after its last. Tests read `shared.browser` and `shared.preview` (null until then). */
export function sharedPreview(args) {
  const shared = { browser: null, preview: null };
  before(async () => {
    requireChromium();
    shared.browser = await launchBrowser();
    shared.preview = await startPreview(args);
  });
  after(async () => {
    await shared.preview?.stop();
    await shared.browser?.close();
  });
  return shared;
}

/** Starts `copilot-cli preview ARGS --port 0`; resolves to { url, stop } once it prints its URL. */
export function startPreview(args, { timeoutMs = 30000 } = {}) {
  const child = spawn(CLI, ["preview", ...args, "--port", "0"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => {
    stderr += d;
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", resolve);
      child.kill("SIGINT");
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`preview did not start in ${timeoutMs} ms:\n${stderr}`));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`preview exited with ${code}:\n${stderr}`));
    });
    createInterface({ input: child.stdout }).on("line", (line) => {
      const m = /^Preview: (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        child.removeAllListeners("exit");
        resolve({ url: m[1], stop });
      }
    });
  });
}

// A real HTTP server on 127.0.0.1 answering as `handler`, and `copilot-cli preview` of `spec` (an
// object, written to a temp file) calling it through its proxy (`--api`). stop() ends both.
export async function previewOfLocalApi(spec, handler, { timeoutMs = 60000 } = {}) {
  const api = createServer(handler);
  await new Promise((done) => api.listen(0, "127.0.0.1", done));
  const file = join(mkdtempSync(join(tmpdir(), "xui-local-api-")), "api.json");
  writeFileSync(file, JSON.stringify(spec));
  try {
    const preview = await startPreview([file, "--api", `http://127.0.0.1:${api.address().port}`], { timeoutMs });
    return { url: preview.url, api, stop: async () => (await preview.stop(), api.close()) };
  } catch (err) {
    api.close();
    throw err;
  }
}

export async function launchBrowser() {
  const { chromium } = await import("playwright-core");
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** A page that records page errors and console.error messages. */
export async function watchedPage(browser) {
  const page = await browser.newPage();
  const problems = [];
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console.error: ${msg.text()}`);
  });
  return { page, problems };
}

/** Opens a preview's page and waits until the generated app has rendered. */
export async function openRendered(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.getAttribute("data-preview-status") === "rendered", null, {
    timeout: 60000,
  });
}
