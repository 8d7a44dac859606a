// Customized UIs in headless Chromium: Petstore reshaped by plain-language requests (offline
// `customize`, see fixtures/customized_apps.py) renders against the built-in mock with zero page
// errors and zero console.error, and each change is visible: theme, top navigation, initial
// sort, a client-side filter that filters, currency and relative-time formats, renamed pages,
// hidden columns and form fields, page size, the auth panel gone.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, launchBrowser, requireChromium, startPreview, watchedPage } from "./preview-harness.mjs";

let browser;
let apps;
before(async () => {
  requireChromium();
  const out = mkdtempSync(join(tmpdir(), "customized-"));
  const run = spawnSync(
    join(ROOT, ".venv", "bin", "python"),
    [join(ROOT, "tests", "browser", "fixtures", "customized_apps.py"), out],
    { encoding: "utf8" },
  );
  assert.equal(run.status, 0, run.stderr);
  apps = JSON.parse(run.stdout);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function open(app) {
  const preview = await startPreview([join(ROOT, "examples", "petstore.yaml"), "--code", apps[app]], {
    timeoutMs: 60000,
  });
  const { page, problems } = await watchedPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(preview.url);
  await page.waitForFunction(
    () => ["rendered", "error"].includes(document.documentElement.getAttribute("data-preview-status")),
    null,
    { timeout: 60000 },
  );
  assert.equal(await page.getAttribute("html", "data-preview-status"), "rendered");
  return {
    page,
    problems,
    stop: async () => {
      await page.close();
      await preview.stop();
    },
  };
}

async function rows(page) {
  await page.waitForSelector("[data-view=list] tbody tr", { timeout: 30000 });
  return page.locator("[data-view=list] tbody tr");
}

test("dark, top tabs, sorted by name descending, a species filter that filters, prices as currency", async () => {
  const { page, problems, stop } = await open("shop");
  try {
    assert.equal(await page.getAttribute(".xui", "data-theme"), "dark");
    assert.ok((await page.locator(".xui-tabs").count()) === 1, "top navigation tabs");
    if (await page.locator("text=Set credentials").count()) {
      await page.click("text=Set credentials");
      await page.fill("[data-auth=apiKey] input", "k");
      await page.click(".xui-modal button[type=submit]");
    }
    const list = await rows(page);
    assert.match(await page.textContent("th[aria-sort=descending]"), /Name/);
    const names = await page.locator("[data-view=list] tbody tr td:nth-child(2)").allTextContents();
    assert.deepEqual(
      names,
      [...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)),
      "rows start in descending name order",
    );
    assert.ok((await page.locator("[data-format=currency]").count()) > 0, "price cells are formatted");
    assert.match(await page.locator("[data-format=currency]").first().textContent(), /\$/);
    const filter = page.locator("[data-client-filter=species] select");
    const option = (await filter.locator("option").allTextContents())[1];
    await filter.selectOption({ label: option });
    const species = await page
      .locator("[data-view=list] tbody tr")
      .evaluateAll((trs) => trs.map((tr) => tr.textContent));
    assert.ok(species.length > 0 && species.length <= (await list.count()));
    const col = (await page.locator("[data-view=list] thead th").allTextContents()).findIndex((t) => /Species/.test(t));
    for (const cell of await page.locator(`[data-view=list] tbody tr td:nth-child(${col + 1})`).allTextContents())
      assert.equal(cell, option);
    await page.locator(".xui-tabs button", { hasText: "Owners" }).click();
    await page.waitForSelector("[data-view=list][data-resource=owners]");
    assert.equal(await page.getAttribute("[data-search-fields]", "data-search-fields"), "email");
    assert.deepEqual(problems, []);
  } finally {
    await stop();
  }
});

test("renamed app and page, no auth panel, hidden column and form field, relative dates, 5 rows", async () => {
  const { page, problems, stop } = await open("shelter");
  try {
    assert.equal(await page.textContent(".xui-brand h1"), "Shelter desk");
    assert.ok((await page.locator(".xui-nav button", { hasText: "Animals" }).count()) === 1);
    assert.equal(await page.locator("button", { hasText: "Connection & auth" }).count(), 0);
    await rows(page);
    const heads = await page.locator("[data-view=list] thead th").allTextContents();
    assert.ok(!heads.some((h) => /Breed/.test(h)), heads.join(","));
    assert.ok((await page.locator("[data-view=list] tbody tr").count()) <= 5);
    assert.match(
      await page.locator("[data-format=relative]").first().textContent(),
      /ago|in |yesterday|tomorrow|last|next|now/,
    );
    await page.click("text=New Animal");
    await page.waitForSelector("form[data-view=create]");
    assert.equal(await page.locator("form[data-view=create] [data-field=tags]").count(), 0);
    assert.ok(
      (await page.locator("form[data-view=create] [data-field=breed] .req").count()) === 1,
      "breed is required",
    );
    assert.deepEqual(problems, []);
  } finally {
    await stop();
  }
});
