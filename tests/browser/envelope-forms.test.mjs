// Forms for a body written inside an envelope the server's items show other keys in (issue 23,
// Kinto's buckets): the spec's body is `{"data": Bucket, "permissions": …}` and Bucket declares only
// `collection:schema` (+ additionalProperties), while the server's items carry `id`, `title`,
// `last_modified`. The create form offers `id` and `title` (the keys the listed items show, not
// the server's own `last_modified`); the edit form starts from the item as read. A real HTTP
// server on 127.0.0.1 reached through the preview's proxy; each change is checked on its state.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchBrowser, openRendered, requireChromium, startPreview, watchedPage } from "./preview-harness.mjs";

const json = (schema) => ({ 200: { description: "ok", content: { "application/json": { schema } } } });
const ref = (name) => ({ $ref: "#/components/schemas/" + name });
const body = (schema) => ({ content: { "application/json": { schema } } });
const idParam = [{ name: "id", in: "path", required: true, schema: { type: "string" } }];
const SPEC = {
  openapi: "3.0.3",
  info: { title: "Envelopes", version: "1" },
  components: {
    schemas: {
      Bucket: {
        type: "object",
        properties: { "collection:schema": { type: "object" } },
        additionalProperties: true,
      },
      Permissions: {
        type: "object",
        properties: { read: { type: "array", items: { type: "string" } } },
      },
      BucketBody: {
        type: "object",
        properties: { data: ref("Bucket"), permissions: ref("Permissions") },
      },
    },
  },
  paths: {
    "/buckets": {
      get: {
        operationId: "list_buckets",
        responses: json({ type: "object", properties: { data: { type: "array", items: ref("Bucket") } } }),
      },
      post: { operationId: "create_bucket", requestBody: body(ref("BucketBody")), responses: json(ref("BucketBody")) },
    },
    "/buckets/{id}": {
      get: { operationId: "get_bucket", parameters: idParam, responses: json(ref("BucketBody")) },
      patch: {
        operationId: "update_bucket",
        parameters: idParam,
        requestBody: body(ref("BucketBody")),
        responses: json(ref("BucketBody")),
      },
    },
  },
};

let buckets;
const seen = [];
let api;
let browser;
let preview;

function send(res, status, data) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(data));
}

before(async () => {
  requireChromium();
  buckets = [{ id: "b-seeded", title: "First bucket", last_modified: 1764150000000 }];
  api = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const sent = raw ? JSON.parse(raw) : null;
      seen.push({ method: req.method, url: req.url, body: sent });
      const [path] = req.url.split("?");
      if (req.method === "GET" && path === "/buckets") return send(res, 200, { data: buckets });
      if (req.method === "POST" && path === "/buckets") {
        const made = { ...sent.data, last_modified: Date.now() };
        buckets.push(made);
        return send(res, 201, { data: made, permissions: {} });
      }
      const bucket = buckets.find((b) => "/buckets/" + b.id === path);
      if (!bucket) return send(res, 404, { message: "not found" });
      if (req.method === "PATCH") Object.assign(bucket, sent.data, { last_modified: Date.now() });
      send(res, 200, { data: bucket, permissions: { write: ["account:admin"] } });
    });
  });
  await new Promise((done) => api.listen(0, "127.0.0.1", done));
  const dir = mkdtempSync(join(tmpdir(), "xui-envelope-forms-"));
  writeFileSync(join(dir, "api.json"), JSON.stringify(SPEC));
  browser = await launchBrowser();
  preview = await startPreview([join(dir, "api.json"), "--api", `http://127.0.0.1:${api.address().port}`], {
    timeoutMs: 60000,
  });
});

after(async () => {
  await preview?.stop();
  await browser?.close();
  api?.close();
});

async function openBuckets(page) {
  await openRendered(page, preview.url);
  await page.click("nav >> text=Buckets");
  await page.waitForSelector("[data-view=list] tbody tr:has-text('First bucket')", { timeout: 30000 });
}

const offered = (page, view) =>
  page.locator(`form[data-view=${view}] [data-field]`).evaluateAll((els) => els.map((e) => e.dataset.field));

test("a create form for an envelope body offers the keys the server's items show, and the server gets them", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await openBuckets(page);
    await page.click("button:has-text('New')");
    await page.waitForSelector("form[data-view=create]", { timeout: 30000 });
    const fields = await offered(page, "create");
    assert.ok(fields.includes("id") && fields.includes("title"), `offers ${fields.join(", ")}`);
    assert.ok(!fields.includes("last_modified"), "the server's own timestamp is not offered");
    assert.ok(fields.includes("collection:schema"), "the declared keys stay");
    await page.fill("form[data-view=create] [data-field=id] input", "b-made");
    await page.fill("form[data-view=create] [data-field=title] input", "Made here");
    // a key no item shows yet, in the envelope's key/value editor
    const more = page.locator("form[data-view=create] [data-field='$more']");
    await more.locator("button:has-text('Add entry')").click();
    await more.getByLabel("Key").fill("color");
    await more.getByLabel("Value").fill("blue");
    await page.click("form[data-view=create] button[type=submit]");
    await page.waitForSelector("[data-view=detail] dd:has-text('Made here')", { timeout: 30000 });
    const made = buckets.find((b) => b.id === "b-made");
    assert.equal(made?.title, "Made here", "the server has the new bucket with its title");
    assert.equal(made?.color, "blue", "and the other key typed");
    const post = seen.find((s) => s.method === "POST");
    assert.deepEqual(Object.keys(post.body), ["data"], "written inside the envelope");
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("an edit form for an envelope body starts from the item as read, and the server gets the change", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await openBuckets(page);
    await page.click("[data-view=list] tbody tr:has-text('First bucket')");
    await page.click("[data-view=detail] button:has-text('Edit')");
    await page.waitForSelector("form[data-view=edit]", { timeout: 30000 });
    const title = page.locator("form[data-view=edit] [data-field=title] input");
    assert.equal(await title.inputValue(), "First bucket");
    assert.equal(await page.locator("form[data-view=edit] [data-field=id] input").inputValue(), "b-seeded");
    await title.fill("Renamed bucket");
    await page.click("form[data-view=edit] button[type=submit]");
    await page.waitForSelector("[data-view=detail] dd:has-text('Renamed bucket')", { timeout: 30000 });
    assert.equal(buckets.find((b) => b.id === "b-seeded").title, "Renamed bucket", "the server has the edit");
    const patch = seen.find((s) => s.method === "PATCH");
    assert.equal(patch.body.data.id, "b-seeded");
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
