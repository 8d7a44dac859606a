// A spec that declares an API key its server does not ask for (Chroma's `x-chroma-token`, run
// without auth): through the preview's proxy the page calls the API and lists what it answers,
// rather than stopping at "Credentials needed" for a key nobody has. A real HTTP server on
// 127.0.0.1 answers without any credential.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, openRendered, previewOfLocalApi, requireChromium, watchedPage } from "./preview-harness.mjs";

const SPEC = {
  openapi: "3.1.0",
  info: { title: "Keyed", version: "1" },
  components: {
    securitySchemes: { ApiKeyAuth: { type: "apiKey", in: "header", name: "x-chroma-token" } },
    schemas: { Thing: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } } },
  },
  security: [{ ApiKeyAuth: [] }],
  paths: {
    "/things": {
      get: {
        operationId: "list_things",
        responses: {
          200: {
            description: "ok",
            content: {
              "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Thing" } } },
            },
          },
        },
      },
    },
  },
};

const seen = [];
let browser;
let preview;

before(async () => {
  requireChromium();
  preview = await previewOfLocalApi(SPEC, (req, res) => {
    seen.push({ method: req.method, url: req.url, key: req.headers["x-chroma-token"] });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify([{ id: "t1", name: "Seeded thing" }]));
  });
  browser = await launchBrowser();
});

after(async () => {
  await preview?.stop();
  await browser?.close();
});

test("through the proxy, a list whose spec declares a key the server does not ask for is called and shown", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await openRendered(page, preview.url);
    await page.click("nav >> text=Things");
    await page.waitForSelector("[data-view=list] tbody tr:has-text('Seeded thing')", { timeout: 30000 });
    assert.equal(await page.locator("text=Credentials needed").count(), 0);
    assert.deepEqual(
      seen.map((s) => [s.method, s.url, s.key]),
      [["GET", "/things", undefined]],
      "called once, with no key",
    );
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
