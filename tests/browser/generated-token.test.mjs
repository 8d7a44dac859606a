// An idempotency token (AWS's required body `clientToken`, its `X-Amzn-Client-Token` header) is
// the page's to make up, not a person's to type: the create form does not ask it, and each
// submit sends a fresh one the server can tell apart. A real HTTP server on 127.0.0.1 records
// what the page sent, reached through the preview's proxy.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, openRendered, previewOfLocalApi, requireChromium, watchedPage } from "./preview-harness.mjs";

const widget = { $ref: "#/definitions/Widget" };
const SPEC = {
  swagger: "2.0",
  info: { title: "Widgets", version: "1" },
  paths: {
    "/widgets": {
      get: {
        operationId: "ListWidgets",
        responses: { 200: { description: "ok", schema: { type: "array", items: widget } } },
      },
      post: {
        operationId: "CreateWidget",
        parameters: [
          {
            name: "X-Amzn-Client-Token",
            in: "header",
            type: "string",
            description: "A client token used to correlate requests and responses.",
          },
          {
            name: "body",
            in: "body",
            required: true,
            schema: {
              type: "object",
              required: ["name", "clientToken"],
              properties: {
                name: { type: "string" },
                clientToken: {
                  type: "string",
                  maxLength: 64,
                  pattern: "^[-!-~]+$",
                  description: "Idempotency token. The token is valid for 1 hour.",
                },
              },
            },
          },
        ],
        responses: { 201: { description: "made", schema: widget } },
      },
    },
  },
  definitions: {
    Widget: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } },
  },
};

let widgets;
const posts = [];
let browser;
let preview;

before(async () => {
  requireChromium();
  widgets = [{ id: "w1", name: "first" }];
  preview = await previewOfLocalApi(SPEC, (req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (req.method === "POST") {
        const body = JSON.parse(raw);
        posts.push({ header: req.headers["x-amzn-client-token"], body });
        const made = { id: "w" + (widgets.length + 1), name: body.name };
        widgets.push(made);
        res.writeHead(201);
        return res.end(JSON.stringify(made));
      }
      res.writeHead(200);
      res.end(JSON.stringify(widgets));
    });
  });
  browser = await launchBrowser();
});

after(async () => {
  await preview?.stop();
  await browser?.close();
});

async function create(page, name) {
  await page.locator("button").filter({ hasText: /^New / }).first().click();
  const form = page.locator("form[data-view=create]");
  await form.waitFor({ timeout: 30000 });
  assert.equal(await form.locator('[data-field="clientToken"]').count(), 0, "no token field in the body");
  assert.equal(await form.locator('[data-field="X-Amzn-Client-Token"]').count(), 0, "no token header field");
  await form.locator('[data-field="name"] input').fill(name);
  await form.locator("button[type=submit]").click();
  await page.waitForSelector(`[data-view=detail] dd:has-text('${name}'), [data-view=list] td:has-text('${name}')`, {
    timeout: 30000,
  });
}

test("a create sends a fresh idempotency token the person never typed, in the body and the header", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await openRendered(page, preview.url);
    await page.click("nav >> text=Widgets");
    await page.waitForSelector("[data-view=list] tbody tr:has-text('first')", { timeout: 30000 });
    await create(page, "second");
    await page.click("nav >> text=Widgets");
    await page.waitForSelector("[data-view=list] tbody tr:has-text('second')", { timeout: 30000 });
    await create(page, "third");
    assert.equal(posts.length, 2);
    const tokens = posts.map((p) => p.body.clientToken);
    for (const t of tokens) assert.match(t, /^[-!-~]{1,64}$/, "within the field's pattern and length");
    assert.notEqual(tokens[0], tokens[1], "each submit makes its own");
    for (const p of posts) assert.match(p.header || "", /^[0-9a-f-]{32,36}$/, "the header carries one too");
    assert.deepEqual(
      posts.map((p) => p.body.name),
      ["second", "third"],
    );
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
