/**
 * End to end in web mode: `build/web/server.mjs` (the same rpc-client, process manager and
 * IPC table as the desktop app, over a WebSocket) with the real copilot-cli, driven in headless
 * Chromium like a person: load Petstore from a file → the code streams in → the live preview
 * shows the mock API's data → customize/clarify when copilot-cli has those methods.
 * Screenshots go to electron-shell/artifacts/ (gitignored); UPDATE_DOCS_SCREENSHOT=1 also
 * refreshes docs/web-mode.png (the clarification step) for the README.
 */

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { browserMissing, launch } from "../helpers/browser.js";
import { startServer, stopServer } from "../helpers/web-server.js";

const here = dirname(fileURLToPath(import.meta.url)); // build/tests/web
const shellRoot = join(here, "..", "..", "..");
const repoRoot = join(shellRoot, "..");
const artifacts = join(shellRoot, "artifacts");
const petstore = join(repoRoot, "examples", "petstore.yaml");

describe("web mode end to end", { skip: browserMissing }, () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServer>>;
  let page: Page;
  let methods: string[] = [];
  const problems: string[] = [];

  before(async () => {
    mkdirSync(artifacts, { recursive: true });
    [browser, server] = await Promise.all([launch(), startServer(shellRoot)]);
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on("pageerror", (e) => problems.push(e.message));
    await page.goto(server.url);
    await page.waitForSelector("[data-testid=process-status][data-state=ready]", { timeout: 20_000 });
    methods = (await page.evaluate(() => window.copilot.status())).server?.methods ?? [];
  });
  after(async () => {
    await browser?.close();
    await stopServer(server);
  });

  test("the page refuses a WebSocket from another origin", async () => {
    const other = await browser.newPage();
    await other.goto("about:blank");
    const outcome = await other.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(url.replace("http", "ws") + "ws");
          ws.onopen = () => resolve("open");
          ws.onerror = () => resolve("refused");
        }),
      server.url,
    );
    assert.equal(outcome, "refused");
    await other.close();
  });

  test("Petstore loaded from a file is parsed by the real copilot-cli", async () => {
    await page.setInputFiles("[data-testid=file-input]", petstore);
    await page.getByTestId("spec-summary").waitFor({ timeout: 20_000 });
    assert.match(await page.getByTestId("spec-summary").innerText(), /Petstore[\s\S]*\d+ operations/);
    await page.screenshot({ path: join(artifacts, "web-1-spec-loaded.png") });
  });

  test("generate: the code streams in, then the live preview shows the mock API's pets", async (t) => {
    if (!methods.includes("generate")) {
      t.skip("NOTE: this copilot-cli answers generate with -32601; streaming and preview not checked");
      return;
    }
    await page.getByTestId("view-split").click(); // the code beside the preview (by default the preview alone)
    await page.getByTestId("generate").click();
    await page.waitForSelector("[data-testid=code][data-streaming=no]", { timeout: 90_000 });
    assert.deepEqual(await page.locator("[data-testid=generate-error]").count(), 0);
    const chunks = Number(await page.getByTestId("code").getAttribute("data-chunks"));
    assert.ok(chunks >= 2, `the code arrived as a stream (${chunks} chunks)`);
    assert.match(await page.getByTestId("code").innerText(), /export default function App/);

    const frame = page.frameLocator("[data-testid=preview-frame]");
    await frame.locator("html[data-preview-status=rendered]").waitFor({ timeout: 30_000 });
    const rows = frame.locator("[data-view=list] tbody tr");
    // Petstore's list needs an API key: the UI asks for it first (any value works on the mock).
    const credentials = frame.getByText("Credentials needed");
    await credentials.or(rows.first()).waitFor({ timeout: 30_000 });
    if (await credentials.isVisible()) {
      await frame.getByRole("button", { name: "Set credentials" }).click();
      await frame.locator("[data-auth=apiKey] input").fill("demo-key");
      await frame.locator(".xui-modal button[type=submit]").click();
    }
    await rows.first().waitFor({ timeout: 30_000 });
    assert.ok((await rows.count()) > 0, "the preview lists mock pets");
    assert.ok((await rows.first().innerText()).trim().length > 0);
    const shot = join(artifacts, "web-2-preview-with-mock-data.png");
    await page.screenshot({ path: shot });
  });

  test("Export project downloads a zip of a runnable Vite project around the generated App", async (t) => {
    if (!methods.includes("generate")) {
      t.skip("NOTE: no generated code to export (generate answers -32601)");
      return;
    }
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-project").click()]);
    assert.equal(download.suggestedFilename(), "petstore.zip");
    const path = join(artifacts, "petstore.zip");
    await download.saveAs(path);
    const list = spawnSync(
      "python3",
      [
        "-c",
        "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(' '.join(sorted(z.namelist())))",
        path,
      ],
      { encoding: "utf8" },
    );
    assert.equal(list.status, 0, list.stderr);
    assert.equal(
      list.stdout.trim(),
      "petstore/README.md petstore/index.html petstore/package.json petstore/src/App.jsx petstore/src/main.jsx petstore/vite.config.js",
    );
  });

  /** Sends a chat message and returns the next reply (assistant or error) as text. */
  async function ask(text: string): Promise<{ role: string; text: string }> {
    const replies = page.locator(".msg-assistant, .msg-error");
    const before = await replies.count();
    await page.getByTestId("chat-input").fill(text);
    await page.getByTestId("chat-send").click();
    await replies.nth(before).waitFor({ timeout: 40_000 });
    const reply = replies.nth(before);
    return { role: (await reply.getAttribute("class"))!.replace("msg msg-", ""), text: await reply.innerText() };
  }

  test("customize: 'add a search bar to filter pets by name' answers with what it did and its assumptions; the preview keeps a working search bar", async (t) => {
    if (!methods.includes("customize")) {
      const reply = await ask("add a search bar to filter pets by name");
      assert.equal(reply.role, "error");
      assert.match(reply.text, /Not available yet: this copilot-cli has no "customize" method/);
      t.skip("NOTE: customize answers -32601 in this copilot-cli; shown readably, the rest of this step is skipped");
      return;
    }
    const reply = await ask("add a search bar to filter pets by name");
    assert.equal(reply.role, "assistant", reply.text);
    assert.match(reply.text, /search/i);
    assert.match(reply.text, /Assumptions:/);
    const frame = page.frameLocator("[data-testid=preview-frame]");
    // (the sample's Pets list searches by the API's q: copilot-cli may answer it is already there)
    await frame.locator("html[data-preview-status=rendered]").waitFor({ timeout: 30_000 });
    const search = frame.locator("[data-view=list] input[type=search]");
    await search.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: join(artifacts, "web-3-customized.png") });
  });

  test("an ambiguous request shows option buttons, and choosing one applies it", async (t) => {
    if (!methods.includes("customize")) {
      t.skip(
        "NOTE: customize answers -32601 in this copilot-cli; clarification buttons are covered by the renderer tests",
      );
      return;
    }
    const question = await ask("add a search bar");
    assert.equal(question.role, "assistant", question.text);
    const options = page.getByTestId("clarification-options").last();
    const labels = await options.getByRole("button").allInnerTexts();
    assert.ok(labels.length >= 2, `options offered: ${labels.join(", ")}`);
    const shot = join(artifacts, "web-4-clarification.png");
    await page.screenshot({ path: shot });
    if (process.env.UPDATE_DOCS_SCREENSHOT === "1") {
      mkdirSync(join(shellRoot, "docs"), { recursive: true });
      copyFileSync(shot, join(shellRoot, "docs", "web-mode.png"));
    }
    const replies = page.locator(".msg-assistant, .msg-error");
    const before = await replies.count();
    await options.getByRole("button", { name: labels[0] }).click();
    await replies.nth(before).waitFor({ timeout: 40_000 });
    const applied = replies.nth(before);
    assert.equal(await applied.getAttribute("class"), "msg msg-assistant", await applied.innerText());
    assert.equal(
      await page.getByTestId("clarification-options").count(),
      1,
      "the answer applied the change instead of asking again",
    );
    await page.screenshot({ path: join(artifacts, "web-5-clarified.png") });
  });

  test("no uncaught errors in the page", () => {
    assert.deepEqual(problems, []);
  });
});
