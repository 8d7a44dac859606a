// A real API whose spec declares no auth though every call needs HTTP Basic (Kinto's case), a
// real HTTP server on 127.0.0.1 started here: through the preview's proxy, the first 401 opens the
// sign-in panel, the typed credentials go to the proxy (never into the page's storage or code),
// the list loads, and a reload keeps the sign-in. The same server reached directly, without the
// proxy, sends no CORS headers: the page says the browser blocked it (CORS), not "network error";
// a port nobody listens on is named as unreachable.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchBrowser, requireChromium, startPreview, watchedPage } from "./preview-harness.mjs";

const USER = "admin";
const PASSWORD = "pw-Kq72-sign-in";
const SPEC = {
  openapi: "3.0.3",
  info: { title: "Notes", version: "1" },
  paths: {
    "/notes": {
      get: {
        operationId: "listNotes",
        responses: {
          200: {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "array",
                  items: { type: "object", properties: { id: { type: "string" }, title: { type: "string" } } },
                },
              },
            },
          },
        },
      },
    },
  },
};

let api;
let apiUrl;
let browser;
let preview;
const seen = [];

before(async () => {
  requireChromium();
  const expected = "Basic " + Buffer.from(`${USER}:${PASSWORD}`).toString("base64");
  api = createServer((req, res) => {
    seen.push({ url: req.url, authorization: req.headers.authorization || null });
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { "content-type": "application/json", "www-authenticate": 'Basic realm="notes"' });
      return res.end(JSON.stringify({ message: "Please sign in" }));
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify([{ id: "n1", title: "Signed-in note" }]));
  });
  await new Promise((done) => api.listen(0, "127.0.0.1", done));
  apiUrl = `http://127.0.0.1:${api.address().port}`;
  const dir = mkdtempSync(join(tmpdir(), "xui-sign-in-"));
  writeFileSync(join(dir, "notes.json"), JSON.stringify(SPEC));
  browser = await launchBrowser();
  preview = await startPreview([join(dir, "notes.json"), "--api", apiUrl], { timeoutMs: 60000 });
});

after(async () => {
  await preview?.stop();
  await browser?.close();
  api?.close();
});

async function rendered(page) {
  await page.waitForFunction(() => document.documentElement.getAttribute("data-preview-status") === "rendered", null, {
    timeout: 60000,
  });
}

test("a 401 through the proxy opens the sign-in panel; the sign-in reaches the API and survives a reload", async () => {
  const { page, problems } = await watchedPage(browser);
  const dialogs = [];
  page.on("dialog", (d) => dialogs.push(d.type()) && d.dismiss());
  try {
    await page.goto(preview.url);
    await rendered(page);
    await page.waitForSelector("[data-sign-in]", { timeout: 30000 });
    assert.match(await page.locator("[data-sign-in]").innerText(), /answered 401/);
    await page.selectOption("#xui-sign-in-method", "$basic");
    await page.fill("[data-sign-in] input[aria-label='User name']", USER);
    await page.fill("[data-sign-in] input[aria-label='Password']", PASSWORD);
    await page.click("[data-sign-in] button[type=submit]");
    await page.waitForSelector("[data-view=list] tbody tr:has-text('Signed-in note')", { timeout: 30000 });
    assert.equal(await page.locator("[data-sign-in]").count(), 0, "the panel closed");

    await page.reload();
    await rendered(page);
    await page.waitForSelector("[data-view=list] tbody tr:has-text('Signed-in note')", { timeout: 30000 });
    assert.equal(await page.locator("[data-sign-in]").count(), 0, "no sign-in is asked again after a reload");

    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    const code = await (await fetch(preview.url + "app.jsx")).text();
    const html = await page.content();
    for (const where of [stored, code, html]) assert.ok(!where.includes(PASSWORD), "the password is not in the page");
    assert.ok(
      seen.some((s) => s.authorization && s.url === "/notes"),
      "the API got the signed-in call",
    );
    assert.deepEqual(dialogs, [], "the browser's own login dialog never opened");
    assert.deepEqual(
      problems.filter((p) => !/401/.test(p)),
      [],
    );
  } finally {
    await page.close();
  }
});

test("an API the browser may not call says CORS, and one that is not there says so", async () => {
  const { page } = await watchedPage(browser);
  try {
    await page.goto(preview.url);
    await rendered(page);
    const cases = [
      [apiUrl, /blocked the call: .* \(CORS\)/],
      [`http://127.0.0.1:9`, /Could not connect to http:\/\/127\.0\.0\.1:9/],
    ];
    for (const [base, expected] of cases) {
      if (await page.locator("[data-sign-in]").count()) await page.click("[data-sign-in] button[type=button]");
      await page.click("text=Connection");
      await page.fill("#xui-base", base);
      await page.click(".xui-modal button[type=submit]");
      await page.waitForFunction((re) => new RegExp(re).test(document.body.innerText), expected.source, {
        timeout: 30000,
      });
      assert.ok(!/Network error/.test(await page.innerText("body")));
    }
  } finally {
    await page.close();
  }
});

test("a tab that remembers an earlier preview session's proxy URL uses this session's", async () => {
  const { page } = await watchedPage(browser);
  try {
    await page.goto(preview.url);
    await rendered(page);
    const stale = preview.url + "proxy/an-earlier-sessions-token";
    await page.evaluate((url) => sessionStorage.setItem("xui-base-url", JSON.stringify(url)), stale);
    await page.reload();
    await rendered(page);
    await page.waitForSelector("[data-view=list] tbody tr:has-text('Signed-in note')", { timeout: 30000 });
  } finally {
    await page.close();
  }
});
