/**
 * Living in the shell, in web mode with the real copilot-cli, in headless Chromium: one box for
 * questions and changes (a clarification then an unrelated change), nothing lost (a reload brings
 * every tab back; closing a tab with work asks and stops its preview; Regenerate keeps the
 * customizations), and honest status (an unreachable URL said in words with the spec kept, a
 * kill -9 of copilot-cli said plainly and recovered from, a hung request cancelled).
 */

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { browserMissing, launch } from "../helpers/browser.js";
import { startServer, stopServer } from "../helpers/web-server.js";
import { ask, copilotPid, generate, loadPetstore, nextReply, openShell, previewRendered } from "../helpers/shell.js";

const here = dirname(fileURLToPath(import.meta.url)); // build/tests/web
const shellRoot = join(here, "..", "..", "..");
const artifacts = join(shellRoot, "artifacts");
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: process.env.EXPERIENCE_UI_SCREENSHOTS === "1" ? join(shellRoot, "docs", name) : join(artifacts, name),
  });

/** Waits until the workspace was saved after now (the save follows each change by a moment). */
async function saved(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.waitForFunction((t) => Number(document.documentElement.dataset.saved ?? 0) > t, now, {
    timeout: 10_000,
  });
}

describe("working in the shell", { skip: browserMissing }, () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServer>>;
  let page: Page;
  let problems: string[];

  before(async () => {
    mkdirSync(artifacts, { recursive: true });
    [browser, server] = await Promise.all([launch(), startServer(shellRoot)]);
    ({ page, problems } = await openShell(browser, server.url));
    await loadPetstore(page);
    await generate(page);
  });
  after(async () => {
    await browser?.close();
    await stopServer(server);
  });

  test("with an interface, a question is answered and a change applied, in the same box, each saying which", async () => {
    const src = await page.getByTestId("preview-frame").getAttribute("src");
    const question = await ask(page, "which endpoint creates a pet?");
    assert.equal(question.kind, "answer", question.text);
    assert.match(question.text, /createPet|POST \/pets/);
    assert.equal(await page.getByTestId("preview-frame").getAttribute("src"), src, "a question changes nothing");
    const change = await ask(page, "hide the breed column");
    assert.equal(change.kind, "change", change.text);
    assert.match(change.text, /Changed the interface[\s\S]*Breed/i);
    const already = await ask(page, "add a search bar to filter pets by name");
    assert.equal(already.kind, "unchanged", already.text);
    assert.match(already.text, /Nothing to change[\s\S]*already/i);
  });

  test("a clarification answered, then an unrelated change is applied as asked, and the preview opens the page it changed", async () => {
    await ask(page, "add a search bar");
    const before = await page.locator(".msg-assistant, .msg-error").count();
    await page
      .getByTestId("clarification-options")
      .last()
      .getByRole("button", { name: /Owners/ })
      .first()
      .click();
    const answered = await nextReply(page, before);
    assert.match(answered.kind ?? "", /^(change|unchanged)$/, answered.text); // the Owners table may have one already
    const rename = await ask(page, "rename the Owners page to Adopters");
    assert.equal(rename.kind, "change", rename.text);
    assert.match(rename.text, /Adopters/);
    assert.doesNotMatch(rename.text, /search bar/i);
    // the preview opens the page that changed, not its first page
    await page.waitForFunction(() =>
      decodeURIComponent(document.querySelector("[data-testid=preview-frame]")?.getAttribute("src") ?? "").includes(
        '"page":"resource:owners"',
      ),
    );
    await previewRendered(page);
    const frame = page.frameLocator("[data-testid=preview-frame]");
    await frame.getByRole("heading", { name: "Adopters" }).first().waitFor({ timeout: 30_000 });
    await page.getByTestId("view-split").click();
    assert.match(
      await page.getByTestId("code-status").innerText(),
      /Adopters/,
      "the code's header says what it is now",
    );
    await page.getByTestId("view-preview").click();
    await shot(page, "shell-customized.png");
  });

  test("after a reload every tab comes back with its spec, code, conversation and preview", async () => {
    await page.getByTestId("new-tab").click();
    await loadPetstore(page);
    await saved(page);
    const titles = await page.locator(".tab-title").allInnerTexts();
    await page.getByTestId("tab-tab-1").click();
    const messages = await page.locator(".msg").count();
    await saved(page);
    await page.reload();
    await page.waitForSelector("[data-testid=process-status][data-state=ready]", { timeout: 30_000 });
    await page.waitForFunction((n) => document.querySelectorAll(".tab-title").length === n, titles.length);
    assert.deepEqual(await page.locator(".tab-title").allInnerTexts(), titles);
    assert.equal(await page.locator(".msg").count(), messages, "the conversation is back");
    await page.getByTestId("spec-summary").waitFor({ timeout: 30_000 });
    await previewRendered(page);
    const adopters = page.frameLocator("[data-testid=preview-frame]").getByText("Adopters").first();
    await adopters.waitFor({ timeout: 30_000 });
    assert.equal(await page.getByTestId("generate").innerText(), "Regenerate");
  });

  test("Regenerate keeps the customizations and says so", async () => {
    await ask(page, "show 50 rows per page");
    const count = await page.evaluate(() => document.querySelectorAll(".msg[data-kind=change]").length);
    assert.ok(count >= 3, `${count} changes applied`);
    await generate(page);
    assert.match(await page.getByTestId("notice").innerText(), /all \d+ customizations kept/);
    await page.frameLocator("[data-testid=preview-frame]").getByText("Adopters").first().waitFor({ timeout: 30_000 });
  });

  test("a URL that cannot be reached is said in words, and the spec and interface loaded before stay", async () => {
    await page.getByTestId("change-spec").click();
    await page.getByTestId("url-input").fill("http://127.0.0.1:9/openapi.json");
    await page.getByRole("button", { name: "Load URL" }).click();
    const error = page.getByTestId("parse-error");
    await error.waitFor({ timeout: 30_000 });
    assert.match(await error.innerText(), /Could not fetch the spec from that URL: .*refused/);
    assert.match(await page.getByTestId("spec-summary").innerText(), /Petstore/);
    assert.equal(await page.getByTestId("generate").isEnabled(), true);
    assert.equal(await page.getByTestId("preview-frame").count(), 1);
  });

  test("closing a tab with work asks first, and closing it stops its preview", async () => {
    const tabs = await page.locator(".tab-title").count();
    const src = (await page.getByTestId("preview-frame").getAttribute("src"))!;
    await page.getByRole("button", { name: /^Close Petstore$/ }).click();
    await page.getByTestId("close-dialog").waitFor();
    await page.getByTestId("close-cancel").click();
    assert.equal(await page.locator(".tab-title").count(), tabs, "kept");
    await page.getByRole("button", { name: /^Close Petstore$/ }).click();
    await page.getByTestId("close-confirm").click();
    assert.equal(await page.locator(".tab-title").count(), tabs - 1);
    const reached = await fetch(src).then(
      () => true,
      () => false,
    );
    assert.equal(reached, false, `the closed tab's preview (${src}) is stopped`);
  });

  test("kill -9 of copilot-cli is said plainly; once it is back, chat in a tab with a spec knows the spec", async () => {
    await page.getByTestId("new-tab").click();
    await loadPetstore(page);
    const pid = copilotPid(server.child.pid!);
    assert.ok(pid, "copilot-cli runs under the web server");
    process.kill(pid, "SIGKILL");
    await page.getByTestId("process-banner").waitFor({ timeout: 10_000 });
    assert.match(
      await page.getByTestId("process-banner").innerText(),
      /copilot-cli (stopped unexpectedly \(killed by SIGKILL\)|is starting again)/,
    );
    await page.waitForSelector("[data-testid=process-status][data-state=ready]", { timeout: 30_000 });
    await page.getByTestId("process-banner").waitFor({ state: "detached" });
    const reply = await ask(page, "which endpoint creates a pet?");
    assert.match(reply.text, /createPet|POST \/pets/);
  });

  test("a hung request (chat, or reading a spec) shows its seconds and Cancel stops it", async () => {
    const pid = copilotPid(server.child.pid!)!;
    process.kill(pid, "SIGSTOP");
    try {
      const before = await page.locator(".msg-assistant, .msg-error").count();
      await page.getByTestId("chat-input").fill("which endpoint deletes a pet?");
      await page.getByTestId("chat-send").click();
      const busy = page.getByTestId("chat-busy");
      await busy.waitFor();
      assert.match(await busy.innerText(), /Thinking… \d+ s/);
      await page.getByTestId("chat-cancel").click();
      const reply = await nextReply(page, before);
      assert.equal(reply.role, "error");
      assert.match(reply.text, /Cancelled/);
      // so is a spec that takes long to read; the spec loaded before stays
      await page.getByTestId("change-spec").click();
      await page.getByTestId("url-input").fill("http://127.0.0.1:9/slow.json");
      await page.getByRole("button", { name: "Load URL" }).click();
      assert.match(await page.getByTestId("parse-busy").innerText(), /Reading the spec… \d+ s/);
      await page.getByTestId("parse-cancel").click();
      assert.match(await page.getByTestId("parse-error").innerText(), /Cancelled/);
      assert.match(await page.getByTestId("spec-summary").innerText(), /Petstore/);
    } finally {
      process.kill(pid, "SIGCONT");
    }
  });

  test("the preview's API settings are kept across a reload, without the credentials in the URL", async () => {
    await page.getByTestId("api-url").fill("https://ada:s3cret-pass@api.example.com/v1");
    await page.getByTestId("api-url-apply").click();
    await saved(page);
    const stored = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open("experience-ui");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction("workspace").objectStore("workspace").get("tabs");
            get.onsuccess = () => resolve(JSON.stringify(get.result));
          };
        }),
    );
    assert.match(stored, /https:\/\/api\.example\.com\/v1/);
    assert.doesNotMatch(stored, /s3cret-pass|ada:/);
    await page.reload();
    await page.waitForSelector("[data-testid=process-status][data-state=ready]", { timeout: 30_000 });
    await page.waitForFunction(() =>
      (document.querySelector("[data-testid=api-url]") as HTMLInputElement | null)?.value.includes("api.example.com"),
    );
  });

  test("no uncaught errors in the page", () => {
    assert.deepEqual(problems, []);
  });
});
