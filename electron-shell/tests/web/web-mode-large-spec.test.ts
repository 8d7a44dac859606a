/**
 * End to end in web mode with a spec far over the 1 MiB line cap: Discord (1.2 MB raw, a
 * ~2.6 MB NormalizedSpec). Loaded from a file, its text goes to copilot-cli as a private temp
 * file; generate and customize name it by specId, and customize leaves out the code the server
 * returned for the tab — before that, none of these requests could be sent at all.
 */

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { browserMissing, launch } from "../helpers/browser.js";
import { startServer, stopServer } from "../helpers/web-server.js";

const here = dirname(fileURLToPath(import.meta.url)); // build/tests/web
const shellRoot = join(here, "..", "..", "..");
const artifacts = join(shellRoot, "artifacts");
const discord = join(
  process.env.EXPERIENCE_UI_SPECS || join(shellRoot, "..", "tests", "specs"),
  "discord_openapi.json",
);

describe("web mode with Discord (specs and code over 1 MiB)", { skip: browserMissing }, () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServer>>;
  let page: Page;
  const problems: string[] = [];

  before(async () => {
    mkdirSync(artifacts, { recursive: true });
    [browser, server] = await Promise.all([launch(), startServer(shellRoot)]);
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on("pageerror", (e) => problems.push(e.message));
    await page.goto(server.url);
    await page.waitForSelector("[data-testid=process-status][data-state=ready]", { timeout: 20_000 });
  });
  after(async () => {
    await browser?.close();
    await stopServer(server);
  });

  test("Discord loaded from a file is parsed (its 1.2 MB text travels as a temp file)", async () => {
    await page.setInputFiles("[data-testid=file-input]", discord);
    await page.getByTestId("spec-summary").waitFor({ timeout: 60_000 });
    assert.equal(await page.locator("[data-testid=parse-error]").count(), 0);
    assert.match(await page.getByTestId("spec-summary").innerText(), /Discord[\s\S]*\d+ operations/);
  });

  test("generate by specId: the code streams in and the live preview renders", async () => {
    await page.getByTestId("view-split").click(); // the code beside the preview (by default the preview alone)
    await page.getByTestId("generate").click();
    await page.waitForSelector("[data-testid=code][data-streaming=no]", { timeout: 90_000 });
    assert.equal(await page.locator("[data-testid=generate-error]").count(), 0);
    assert.match(await page.getByTestId("code").innerText(), /export default function App/);
    const frame = page.frameLocator("[data-testid=preview-frame]");
    await frame.locator("html[data-preview-status=rendered]").waitFor({ timeout: 60_000 });
    await page.screenshot({ path: join(artifacts, "web-discord-1-preview.png") });
  });

  test("customize without resending the spec or the code: the change is applied and the preview renders it", async () => {
    const replies = page.locator(".msg-assistant, .msg-error");
    const before = await replies.count();
    await page.getByTestId("chat-input").fill("Use the dark theme");
    await page.getByTestId("chat-send").click();
    await replies.nth(before).waitFor({ timeout: 40_000 });
    const reply = replies.nth(before);
    assert.equal(await reply.getAttribute("class"), "msg msg-assistant", await reply.innerText());
    assert.match(await reply.innerText(), /dark/i);
    await page.waitForSelector("[data-testid=preview-frame][src*='?v=']", { timeout: 20_000 });
    const frame = page.frameLocator("[data-testid=preview-frame]");
    await frame.locator("html[data-preview-status=rendered]").waitFor({ timeout: 60_000 });
    await page.screenshot({ path: join(artifacts, "web-discord-2-customized.png") });
  });

  test("no uncaught errors in the page", () => {
    assert.deepEqual(problems, []);
  });
});
