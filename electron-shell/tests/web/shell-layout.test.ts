/**
 * The shell as a person first meets it, in web mode with the real copilot-cli, in headless
 * Chromium: the first launch shows the way, the preview gets the room (≥ 900 px at 1400×900,
 * resizable, code folded away and opened at the API-specific part, maximisable), every control
 * is reachable at 1024×700, the conversation shows its newest reply and its suggestions act, and
 * two tabs of one spec can be told apart. EXPERIENCE_UI_SCREENSHOTS=1 writes the README's
 * screenshots (docs/shell-*.png); others go to artifacts/.
 */

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { browserMissing, launch } from "../helpers/browser.js";
import { startServer, stopServer } from "../helpers/web-server.js";
import { ask, generate, inWindow, loadPetstore, openShell } from "../helpers/shell.js";

const here = dirname(fileURLToPath(import.meta.url)); // build/tests/web
const shellRoot = join(here, "..", "..", "..");
const artifacts = join(shellRoot, "artifacts");
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: process.env.EXPERIENCE_UI_SCREENSHOTS === "1" ? join(shellRoot, "docs", name) : join(artifacts, name),
  });

describe("the shell's first launch and layout", { skip: browserMissing }, () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServer>>;
  let page: Page;
  let problems: string[];

  before(async () => {
    mkdirSync(artifacts, { recursive: true });
    [browser, server] = await Promise.all([launch(), startServer(shellRoot)]);
    ({ page, problems } = await openShell(browser, server.url));
  });
  after(async () => {
    await browser?.close();
    await stopServer(server);
  });

  test("the first launch offers a sample spec and says what offline means and how to add a model", async () => {
    const welcome = page.getByTestId("welcome");
    await welcome.waitFor();
    assert.match(
      await page.getByTestId("offline-note").innerText(),
      /Offline[\s\S]*nothing leaves this machine[\s\S]*OPENAI_BASE_URL/,
    );
    await shot(page, "shell-first-launch.png");
    await page.getByTestId("try-sample").click();
    await page.getByTestId("spec-summary").waitFor({ timeout: 30_000 });
    assert.match(await page.getByTestId("spec-summary").innerText(), /Petstore/);
  });

  test("at 1400×900 the generated interface gets at least 900 px, with the code folded away", async () => {
    if (!(await page.getByTestId("spec-summary").count())) await loadPetstore(page);
    await generate(page);
    const frame = await page.getByTestId("preview-frame").boundingBox();
    assert.ok(frame && frame.width >= 900, `the preview is ${frame?.width} px wide`);
    assert.equal(await page.getByTestId("code").count(), 0, "the code is not shown until asked for");
    assert.equal(await page.frameLocator("[data-testid=preview-frame]").locator(".xui").count(), 1);
    await shot(page, "shell-preview.png");
  });

  test("switching the shell's theme repaints the open preview, which keeps its page", async () => {
    const app = page.frameLocator("[data-testid=preview-frame]").locator(".xui");
    const frameSrc = () => page.getByTestId("preview-frame").getAttribute("src");
    assert.equal(await app.getAttribute("data-theme"), "light");
    await app.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByTestId("theme-toggle").click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
    await assert.doesNotReject(
      page.frameLocator("[data-testid=preview-frame]").locator('.xui[data-theme="dark"]').waitFor({ timeout: 5_000 }),
      `the preview stayed light at ${await frameSrc()}`,
    );
    assert.equal(
      await app.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
      true,
      "the preview was repainted in place, not reloaded",
    );
    await page.getByTestId("theme-toggle").click();
    await page
      .frameLocator("[data-testid=preview-frame]")
      .locator('.xui[data-theme="light"]')
      .waitFor({ timeout: 5_000 });
  });

  test("the code opens at the API-specific part, not at the runtime's first lines", async () => {
    await page.getByTestId("view-split").click();
    const code = page.getByTestId("code");
    await code.waitFor();
    const { top, start, height, firstLine } = await code.evaluate((pre) => {
      const mark = pre.querySelector("[data-testid=code-api-start]") as HTMLElement;
      return {
        top: pre.scrollTop,
        start: mark.offsetTop,
        height: pre.clientHeight,
        firstLine: mark.textContent!.split("\n")[0],
      };
    });
    // its first line is on screen, near the top (the end of the module may not fill the box below it)
    assert.ok(
      top > 0 && start >= top && start < top + height / 2,
      `scrolled to ${top}, the API part starts at ${start}`,
    );
    assert.match(firstLine!, /the API-specific part|export default function App/);
    await shot(page, "shell-code-and-preview.png");
  });

  test("the divider between code and preview resizes them", async () => {
    const frameBefore = (await page.getByTestId("preview-frame").boundingBox())!.width;
    const bar = (await page.getByTestId("code-divider").boundingBox())!;
    await page.mouse.move(bar.x + 3, bar.y + 100);
    await page.mouse.down();
    await page.mouse.move(bar.x - 150, bar.y + 100, { steps: 5 });
    await page.mouse.up();
    const frameAfter = (await page.getByTestId("preview-frame").boundingBox())!.width;
    assert.ok(frameAfter >= frameBefore + 140, `the preview grew from ${frameBefore} to ${frameAfter} px`);
  });

  test("the code folds away again, and Maximize gives the preview the whole window until Escape", async () => {
    await page.getByTestId("view-preview").click();
    assert.equal(await page.getByTestId("code").count(), 0);
    await page.getByTestId("preview-maximize").click();
    const full = (await page.getByTestId("preview-frame").boundingBox())!;
    assert.ok(full.width >= 1350, `maximised preview is ${full.width} px wide`);
    assert.equal(await page.getByTestId("chat-input").isVisible(), false);
    await page.keyboard.press("Escape");
    await page.getByTestId("chat-input").waitFor();
  });

  test("the conversation scrolls to the newest reply, and its option buttons are in view", async () => {
    for (const q of ["which endpoint creates a pet?", "what fields does a pet have?", "does it paginate?"])
      await ask(page, q);
    await ask(page, "add a search bar");
    const list = (await page.getByTestId("chat-messages").boundingBox())!;
    const options = page.getByTestId("clarification-options").last();
    await options.waitFor();
    const last = (await options.getByRole("button").last().boundingBox())!;
    assert.ok(
      last.y >= list.y && last.y + last.height <= list.y + list.height + 1,
      `the last option (${last.y}-${last.y + last.height}) is inside the visible list (${list.y}-${list.y + list.height})`,
    );
    await shot(page, "shell-clarification.png");
  });

  test("at 1024×700 every control is in the window", async () => {
    const { page: small } = await openShell(browser, server.url, { width: 1024, height: 700 });
    await loadPetstore(small);
    await generate(small);
    for (const id of [
      "chat-input",
      "chat-send",
      "generate",
      "export",
      "export-project",
      "view-code",
      "api-url",
      "preview-maximize",
      "theme-toggle",
      "new-tab",
      "change-spec",
    ])
      assert.ok(await inWindow(small, id), `${id} can be seen and reached at 1024×700`);
    await small.context().close();
  });

  test("chat's suggestions act: 'Upload a spec file' opens the file chooser, 'Generate an interface' generates", async () => {
    const { page: fresh } = await openShell(browser, server.url);
    await ask(fresh, "hello");
    const [chooser] = await Promise.all([
      fresh.waitForEvent("filechooser", { timeout: 10_000 }),
      fresh.getByTestId("suggestions").last().getByRole("button", { name: "Upload a spec file" }).click(),
    ]);
    assert.ok(chooser, "the file chooser opened");
    await loadPetstore(fresh);
    await ask(fresh, "what can I do?");
    await fresh.getByTestId("suggestions").last().getByRole("button", { name: "Generate an interface" }).click();
    await fresh.getByTestId("preview-frame").waitFor({ timeout: 120_000 });
    await fresh.context().close();
  });

  test("two tabs of the same spec get distinct names", async () => {
    await page.getByTestId("new-tab").click();
    await loadPetstore(page);
    const titles = await page.locator(".tab-title").allInnerTexts();
    assert.deepEqual(titles, ["Petstore", "Petstore (2)"]);
  });

  test("no uncaught errors in the page", () => {
    assert.deepEqual(problems, []);
  });
});
