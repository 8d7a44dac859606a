// Generated GraphQL UIs in headless Chromium: the detail query and an item's mutations send the
// variables the schema requires (read from the listed row or the item: a key argument, an input
// object's `teamId`), and GraphQL `errors` in a 200 response show as GraphQL errors (message and
// path), not as an HTTP failure.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, requireChromium, startPreview, watchedPage } from "./preview-harness.mjs";

let browser;
before(async () => {
  requireChromium();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test("a detail fetched by a required key argument shows the clicked row", async () => {
  const preview = await startPreview(["tests/browser/fixtures/licenses.graphql"]);
  const { page, problems } = await watchedPage(browser);
  try {
    await page.goto(preview.url);
    const row = page.locator("[data-view=resource] table tbody tr").nth(2);
    await row.waitFor();
    const rowText = await row.innerText();
    await row.click();
    const detail = page.locator("[data-view=detail]");
    await detail.waitFor();
    await page.waitForFunction(() => {
      const d = document.querySelector("[data-view=detail]");
      return d && (d.querySelector(".xui-dl") || d.querySelector(".xui-error"));
    });
    assert.equal(await detail.locator(".xui-error").count(), 0, await detail.innerText());
    const shown = await detail.innerText();
    const name = rowText
      .split("\t")
      .map((s) => s.trim())
      .filter(Boolean);
    assert.ok(
      name.some((cell) => shown.includes(cell)),
      `detail ${shown} shows none of ${name}`,
    );
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
  }
});

test("GraphQL errors in a 200 response show as GraphQL errors with their path", async () => {
  const preview = await startPreview(["tests/browser/fixtures/licenses.graphql"]);
  const { page, problems } = await watchedPage(browser);
  try {
    await page.goto(preview.url);
    await page
      .locator(".xui-nav button", { hasText: /^All operations/ })
      .first()
      .click();
    await page.locator("[data-view=operations]").waitFor();
    await page.locator("[data-op-id=deleteLicense]").first().click();
    const form = page.locator("[data-view=operations] form").first();
    await form.locator("input").first().fill("no-such-license");
    await form.locator("button[type=submit]").click();
    const error = page.locator("[data-view=operations] .xui-error");
    await error.waitFor();
    const text = await error.innerText();
    assert.match(text, /GraphQL error/);
    assert.match(text, /License with key=.no-such-license. not found/);
    assert.match(text, /at deleteLicense/);
    assert.doesNotMatch(text, /HTTP 200/);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
  }
});

test("deleting an item sends the mutation's input object built from the item", async () => {
  const preview = await startPreview(["tests/browser/fixtures/teams.graphql"]);
  const { page, problems } = await watchedPage(browser);
  try {
    await page.goto(preview.url);
    const rows = page.locator("[data-view=resource] table tbody tr");
    await rows.first().waitFor();
    const rowText = (await rows.nth(1).innerText()).trim();
    await rows.nth(1).click();
    const detail = page.locator("[data-view=detail]");
    await detail.waitFor();
    await detail.locator(".xui-head button", { hasText: /^Delete$/ }).click();
    await page.locator("[role=alertdialog] button", { hasText: /^Delete$/ }).click();
    await page.waitForFunction(
      () => !document.querySelector("[data-view=detail]") || document.querySelector("[role=alertdialog] .xui-error"),
    );
    await page.waitForSelector("[data-view=resource] table tbody tr, [role=alertdialog] .xui-error");
    const failed = page.locator("[role=alertdialog] .xui-error");
    assert.equal(await failed.count(), 0, (await failed.count()) ? await failed.innerText() : "");
    const texts = await page.locator("[data-view=resource] table tbody tr").allInnerTexts();
    assert.ok(!texts.some((t) => t.trim() === rowText), `${rowText} is still listed`);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
  }
});
