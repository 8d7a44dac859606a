// Generated UIs in headless Chromium: every shared spec renders with zero page errors and zero
// console.error (against Prism where Prism accepts the spec, else the built-in mock), every
// operation is listed on the Operations page, the Petstore click-through works against Prism,
// and a hostile spec renders its strings as text without running any script.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT, launchBrowser, requireChromium, startPreview, watchedPage } from "./preview-harness.mjs";
import { freePort, offline, operationCount, startPrism } from "./prism-harness.mjs";

const apiPath = (u) => new URL(u).pathname.replace(/^\/proxy\/[^/]+/, "");
const SPECS = process.env.EXPERIENCE_UI_SPECS || join(ROOT, "tests", "specs");
let browser;
before(async () => {
  requireChromium();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function settled(page) {
  await page.waitForFunction(
    () => ["rendered", "error"].includes(document.documentElement.getAttribute("data-preview-status")),
    null,
    { timeout: 60000 },
  );
  assert.equal(await page.getAttribute("html", "data-preview-status"), "rendered");
  await page.waitForSelector("[data-view]", { timeout: 30000 });
  await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"), null, { timeout: 30000 });
}

// Prism demands the credentials a spec declares (401 without them), and through the preview's
// proxy a 401 opens the sign-in panel over the page. A person holding a key signs in there: any
// value passes Prism's check for the scheme the panel offers first (the spec's own).
async function signInIfAsked(page) {
  const panel = page.locator("[data-sign-in]");
  if (!(await panel.isVisible())) return false;
  for (const input of await panel.locator("input").all()) {
    if (!(await input.inputValue())) await input.fill("test-credential");
  }
  await panel.locator("button[type=submit]").click();
  await panel.waitFor({ state: "detached", timeout: 30000 });
  return true;
}

// The 401 that opened the panel is the API's answer before sign-in, not a fault of the page:
// Chromium logs it as a console error.
const beforeSignIn = (p) => /Failed to load resource: the server responded with a status of 401/.test(p);

// Prism and the preview start side by side (Prism takes tens of seconds on the big specs); if
// Prism refuses the spec, the preview is restarted on the built-in mock.
async function openPreview(spec, { prism = true } = {}) {
  const rest = prism && !/\.graphql$|storefront\.schema\.json$/.test(spec);
  const port = rest ? await freePort() : null;
  const [api, first] = await Promise.all([
    rest ? startPrism(spec, { port }) : null,
    startPreview([spec, ...(rest ? ["--api", `http://127.0.0.1:${port}`] : [])], { timeoutMs: 60000 }),
  ]);
  let preview = first;
  if (rest && !api) {
    await first.stop();
    preview = await startPreview([spec], { timeoutMs: 60000 });
  }
  const stop = async () => {
    await preview.stop();
    await api?.stop();
  };
  return { url: preview.url, api, stop };
}

const files = readdirSync(SPECS)
  .filter((f) => /\.(json|ya?ml|graphql)$/.test(f))
  .sort();

for (const file of files) {
  test(`the UI generated for ${file} renders cleanly and reaches every operation`, async (t) => {
    const spec = join(SPECS, file);
    const expected = operationCount(spec);
    const session = await openPreview(spec);
    t.diagnostic(`${file}: ${expected} operations, API served by ${session.api ? "Prism" : "the built-in mock"}`);
    const { page, problems } = await watchedPage(browser);
    await offline(page);
    await offline(page);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(session.url);
      await settled(page);
      let signedIn = await signInIfAsked(page);
      if (signedIn) await settled(page);
      const navPages = await page.locator(".xui-nav button").count();
      for (let i = 0; i < Math.min(navPages - 1, 3); i++) {
        // the first few resource pages
        await page.locator(".xui-nav button").nth(i).click();
        await settled(page);
        // an operation may take another of the spec's schemes (Discord: a bot token or OAuth2)
        if (await signInIfAsked(page)) {
          signedIn = true;
          await settled(page);
        }
      }
      await page.locator(".xui-nav button", { hasText: "All operations" }).click();
      await page.waitForSelector("[data-view=operations]");
      assert.equal(await page.locator("[data-op-id]").count(), expected, "every operation is on the Operations page");
      if (expected > 0) {
        await page.locator("[data-op-id]").first().click();
        await page.waitForSelector("[data-view=operations] form");
      }
      assert.deepEqual(
        problems.filter((p) => !(signedIn && beforeSignIn(p))),
        [],
        `${file} via ${session.api ? "Prism" : "the built-in mock"}`,
      );
    } finally {
      await page.close();
      await session.stop();
    }
  });
}

test("Petstore click-through against Prism: list, detail, create, edit, delete, API key, pagination, theme", async () => {
  const spec = join(ROOT, "examples", "petstore.yaml");
  const session = await openPreview(spec);
  assert.ok(session.api, "Prism accepts the example Petstore");
  const { page, problems } = await watchedPage(browser);
  await offline(page);
  const requests = [];
  const statuses = [];
  // The page calls the API through the preview's same-origin proxy, /proxy/<token>/<the API's path>.
  const viaProxy = (u) => u.startsWith(`${session.url}proxy/`);
  page.on("request", (r) => {
    if (viaProxy(r.url())) requests.push({ method: r.method(), url: r.url(), headers: r.headers() });
  });
  page.on("response", (r) => {
    if (viaProxy(r.url()) && r.request().method() !== "OPTIONS")
      statuses.push(`${r.request().method()} ${apiPath(r.url())} ${r.status()}`);
  });
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(session.url);
    await page.waitForFunction(() => document.documentElement.getAttribute("data-preview-status") === "rendered");
    // API key (optional in the example): set under "Connection & auth", it travels on every call.
    await page.waitForSelector("[data-view=list] tbody tr");
    await page.click("text=Connection & auth");
    await page.fill("[data-auth=apiKey] input", "secret-key-123");
    const before = requests.length;
    await page.click(".xui-modal button[type=submit]");
    await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"));
    await page.waitForSelector("[data-view=list] tbody tr");
    const listCall = requests
      .slice(before)
      .filter((r) => r.method === "GET" && apiPath(r.url) === "/pets")
      .at(-1);
    assert.equal(
      listCall.headers["x-api-key"] ?? Object.entries(listCall.headers).find(([k]) => /key/i.test(k))?.[1],
      "secret-key-123",
    );
    assert.ok((await page.locator("[data-view=list] tbody tr").count()) > 0, "the list shows data");

    // Pagination: the page size and the next page change the query.
    await page.selectOption("select[aria-label='Rows per page']", "5");
    await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"));
    const sized = requests.filter((r) => apiPath(r.url) === "/pets").at(-1);
    assert.match(sized.url, /[?&](pageSize|limit|size|per_page)=5\b/);
    const next = page.locator("[data-pager] button", { hasText: "Next" });
    if (await next.isEnabled()) {
      await next.click();
      await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"));
      assert.match(requests.filter((r) => apiPath(r.url) === "/pets").at(-1).url, /[?&](page=2|offset=5|cursor=)/);
    }

    // Detail opens.
    await page.locator("[data-view=list] tbody tr").first().click();
    await page.waitForSelector("[data-view=detail] dl");
    assert.ok(requests.some((r) => r.method === "GET" && /\/pets\/[^/]+$/.test(apiPath(r.url))));

    // Edit: the form is prefilled and Prism accepts the body.
    await page.click("[data-view=detail] >> text=Edit");
    await page.waitForSelector("form[data-view=edit]");
    await page.locator("form[data-view=edit] .xui-card-b > .xui-form > [data-field=name] > input").fill("Pretzel");
    await page.click("form[data-view=edit] button[type=submit]");
    await page.waitForSelector(".xui-toast:has-text('saved')");
    assert.ok(
      statuses.some((s) => /^PUT \/pets\/\S+ 200$/.test(s)),
      statuses.join("\n"),
    );

    // Delete with confirmation.
    await page.waitForSelector("[data-view=detail]");
    await page.click("[data-view=detail] .xui-head >> text=Delete");
    await page.waitForSelector("[role=alertdialog]");
    await page.click("[role=alertdialog] button.danger");
    await page.waitForSelector("[data-view=list]");
    assert.ok(
      statuses.some((s) => /^DELETE \/pets\/\S+ 204$/.test(s)),
      statuses.join("\n"),
    );

    // Create: required fields filled in, Prism validates the body (no 422).
    await page.click("text=New Pet");
    await page.waitForSelector("form[data-view=create]");
    await page.click("form[data-view=create] button[type=submit]");
    assert.ok(
      (await page.locator("form[data-view=create] .err").count()) > 0,
      "client-side validation stops an empty form",
    );
    await page.locator("form[data-view=create] .xui-card-b > .xui-form > [data-field=name] > input").fill("Biscuit");
    for (const field of await page.locator("form[data-view=create] .xui-field.invalid").all()) {
      const select = field.locator("select");
      if (await select.count()) await select.selectOption({ index: 1 });
    }
    const radios = page.locator(
      "form[data-view=create] .xui-card-b > .xui-form > [data-field=species] input[type=radio]",
    );
    if (await radios.count()) await radios.first().check();
    await page.click("form[data-view=create] button[type=submit]");
    const errors = await page.locator("form[data-view=create] .err").allTextContents();
    assert.deepEqual(errors, [], "the filled-in form passes client-side validation");
    await page.waitForSelector(".xui-toast:has-text('created')");
    assert.ok(
      statuses.some((s) => /^POST \/pets 20[01]$/.test(s)),
      statuses.join("\n"),
    );
    assert.ok(!statuses.some((s) => / 422$/.test(s)), statuses.join("\n"));

    // Theme switch.
    assert.equal(await page.getAttribute(".xui", "data-theme"), "light");
    await page.click("[data-theme-toggle]");
    assert.equal(await page.getAttribute(".xui", "data-theme"), "dark");
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await session.stop();
  }
});

test("a screenshot of the generated Petstore UI for the README", async () => {
  const session = await openPreview(join(ROOT, "examples", "petstore.yaml"), { prism: false });
  const { page, problems } = await watchedPage(browser);
  await offline(page);
  try {
    await page.setViewportSize({ width: 1360, height: 820 });
    await page.goto(session.url);
    await settled(page);
    await page.waitForSelector("[data-view=list] tbody tr");
    mkdirSync(join(ROOT, "docs"), { recursive: true });
    if (process.env.EXPERIENCE_UI_SCREENSHOTS === "1")
      await page.screenshot({ path: join(ROOT, "docs", "screenshot-petstore.png") });
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await session.stop();
  }
});

test("a hostile spec renders its strings as text and runs no script", async () => {
  const hostile = join(ROOT, "tests", "ui", "fixtures", "hostile_openapi.json");
  const session = await openPreview(hostile, { prism: false });
  const { page, problems } = await watchedPage(browser);
  await offline(page);
  const dialogs = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    d.dismiss();
  });
  try {
    await page.goto(session.url);
    await page.waitForFunction(() => document.documentElement.getAttribute("data-preview-status") === "rendered");
    await page.waitForSelector(".xui-brand h1");
    const title = await page.textContent(".xui-brand h1");
    assert.ok(title.startsWith("Hostile </script><script>window.__pwned=1</script>${window.__pwned=2}`"), title);
    assert.match(title, /<img src=x onerror="window.__pwned=4">/);
    await page.locator(".xui-nav button", { hasText: "All operations" }).click();
    await page.locator("[data-op-id]").last().click();
    await page.waitForSelector("[data-view=operations] form");
    await page.click("text=Connection & auth");
    await page.waitForSelector(".xui-modal");
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    assert.equal(await page.locator(".xui img").count(), 0, "no <img> element came from the spec");
    assert.deepEqual(dialogs, []);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await session.stop();
  }
});
