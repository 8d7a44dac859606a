// A real API that answers as real servers do, not as its description says (issue 23 items 3-5),
// a real HTTP server on 127.0.0.1 started here and reached through the preview's proxy:
// - buckets (Kinto's shape): the declared item has only `collection:schema`; the server sends
//   `id`, `title`, `last_modified` in an undeclared `{"data": …, "permissions": …}`;
// - things (Prefect's shape): no GET lists them, `POST /things/filter` does with `{offset, limit}`
//   in its JSON body; PATCH and DELETE answer 204 with no body, a refused edit 422 in a body
//   shape of its own.
// Each change is checked on the server's own state, not on the page.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchBrowser, openRendered, requireChromium, startPreview, watchedPage } from "./preview-harness.mjs";

const json = (schema) => ({ 200: { description: "ok", content: { "application/json": { schema } } } });
const ref = (name) => ({ $ref: "#/components/schemas/" + name });
const idParam = [{ name: "id", in: "path", required: true, schema: { type: "string" } }];
const SPEC = {
  openapi: "3.0.3",
  info: { title: "Real answers", version: "1" },
  components: {
    schemas: {
      Bucket: {
        type: "object",
        properties: { "collection:schema": { type: "object" }, "record:schema": { type: "object" } },
        additionalProperties: true,
      },
      Thing: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } },
      ThingUpdate: { type: "object", properties: { name: { type: "string" } } },
      Entry: {
        type: "object",
        properties: { name: { type: "string" }, path: { type: "string" }, type: { type: "string" } },
      },
      Paging: { type: "object", properties: { offset: { type: "integer" }, limit: { type: "integer" } } },
    },
  },
  paths: {
    "/buckets": {
      get: {
        operationId: "list_buckets",
        responses: json({ type: "object", properties: { data: { type: "array", items: ref("Bucket") } } }),
      },
    },
    "/buckets/{id}": { get: { operationId: "get_bucket", parameters: idParam, responses: json(ref("Bucket")) } },
    "/things/{id}": {
      get: { operationId: "read_thing", parameters: idParam, responses: json(ref("Thing")) },
      patch: {
        operationId: "update_thing",
        parameters: idParam,
        requestBody: { content: { "application/json": { schema: ref("ThingUpdate") } } },
        responses: json(ref("Thing")),
      },
      delete: { operationId: "delete_thing", parameters: idParam, responses: json(ref("Thing")) },
    },
    "/files/{path}": {
      get: {
        operationId: "read_entry",
        parameters: [{ name: "path", in: "path", required: true, schema: { type: "string" } }],
        responses: json(ref("Entry")),
      },
      delete: {
        operationId: "delete_entry",
        parameters: [{ name: "path", in: "path", required: true, schema: { type: "string" } }],
        responses: { 204: { description: "gone" } },
      },
    },
    "/things/count": {
      post: {
        operationId: "count_things",
        requestBody: { content: { "application/json": { schema: { type: "object" } } } },
        responses: json({ type: "integer" }),
      },
    },
    "/things/filter": {
      post: {
        operationId: "read_things",
        requestBody: { content: { "application/json": { schema: ref("Paging") } } },
        responses: json({ type: "array", items: ref("Thing") }),
      },
    },
  },
};

const BUCKET = { id: "b-seeded", title: "First bucket", last_modified: 1764150000000 };
let things;
let files;
const seen = [];
let api;
let browser;
let preview;

function send(res, status, body) {
  res.writeHead(status, body === undefined ? {} : { "content-type": "application/json" });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

before(async () => {
  requireChromium();
  files = [
    { name: "notes.txt", path: "docs/notes.txt", type: "file" },
    { name: "old.txt", path: "docs/old.txt", type: "file" },
  ];
  things = [
    { id: "t1", name: "Alpha" },
    { id: "t2", name: "Beta" },
  ];
  api = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : null;
      seen.push({ method: req.method, url: req.url, body });
      const [path] = req.url.split("?");
      if (req.method === "GET" && path === "/buckets") return send(res, 200, { data: [BUCKET] });
      if (req.method === "GET" && path === "/buckets/b-seeded")
        return send(res, 200, { data: BUCKET, permissions: { write: ["account:admin"] } });
      if (req.method === "POST" && path === "/things/filter")
        return send(res, 200, things.slice(body?.offset ?? 0, (body?.offset ?? 0) + (body?.limit ?? 200)));
      // Jupyter's contents: the folder's read lists its entries (`content`), a path spans segments
      if (req.method === "GET" && path === "/files/docs")
        return send(res, 200, { name: "docs", path: "docs", type: "directory", content: files });
      if (req.method === "GET" && path === "/files/")
        return send(res, 200, { name: "", path: "", type: "directory", content: files });
      const file = files.find((f) => "/files/" + f.path === path);
      if (file && req.method === "GET") return send(res, 200, { ...file, content: "text" });
      if (file && req.method === "DELETE") {
        files = files.filter((f) => f !== file);
        return send(res, 204);
      }
      if (req.method === "POST" && path === "/things/count") return send(res, 200, things.length);
      const thing = things.find((t) => "/things/" + t.id === path);
      if (!thing) return send(res, 404, { detail: "Thing not found." });
      if (req.method === "GET") return send(res, 200, thing);
      if (req.method === "PATCH" && body?.name === "taken")
        return send(res, 422, {
          exception_message: "Invalid request received.",
          exception_detail: [{ loc: ["body", "name"], msg: "this name is taken", type: "value_error" }],
        });
      if (req.method === "PATCH") {
        Object.assign(thing, body);
        return send(res, 204);
      }
      if (req.method === "DELETE") {
        things = things.filter((t) => t !== thing);
        return send(res, 204);
      }
      send(res, 405, "<html><title>405 Method Not Allowed</title></html>");
    });
  });
  await new Promise((done) => api.listen(0, "127.0.0.1", done));
  const dir = mkdtempSync(join(tmpdir(), "xui-real-answers-"));
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

async function open(page, label) {
  await openRendered(page, preview.url);
  await page.click(`nav >> text=${label}`);
}

test("items outside their declared schema are listed by the keys the server sent, and said to disagree", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await open(page, "Buckets");
    const row = page.locator("[data-view=list] tbody tr:has-text('First bucket')");
    await row.waitFor({ timeout: 30000 });
    assert.match(await row.innerText(), /b-seeded/);
    const heads = await page.locator("[data-view=list] thead th").allInnerTexts();
    assert.deepEqual(heads.slice(0, 2), ["Id", "Title"]);
    assert.equal(await page.locator("[data-view=list] [data-disagrees]").count(), 1);
    await row.click();
    await page.waitForSelector("[data-view=detail] dd:has-text('First bucket')", { timeout: 30000 });
    assert.ok((await page.locator("[data-view=detail] dt").allInnerTexts()).includes("Title"));
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("a POST filter lists the things, a 422 keeps the form as typed, a 204 edit and delete are done", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await open(page, "Things");
    await page.waitForSelector("[data-view=list] tbody tr:has-text('Beta')", { timeout: 30000 });
    const listed = seen.find((s) => s.method === "POST" && s.url === "/things/filter");
    assert.equal(listed.body.offset, 0);
    assert.equal(typeof listed.body.limit, "number");
    // the answer, a bare array, has no total: its sibling /count gives the pager one
    await page.waitForSelector("[data-view=list] [data-pager]:has-text('2 total')", { timeout: 30000 });

    await page.click("[data-view=list] tbody tr:has-text('Alpha')");
    await page.click("[data-view=detail] button:has-text('Edit')");
    const name = page.locator("[data-view=edit]").getByLabel("Name", { exact: true });
    await name.fill("taken");
    await page.click("[data-view=edit] button[type=submit]");
    await page.waitForSelector("[data-view=edit] [role=alert]:has-text('name: this name is taken')", {
      timeout: 30000,
    });
    assert.equal(await name.inputValue(), "taken", "the form keeps what was typed");

    await name.fill("Alpha renamed");
    await page.click("[data-view=edit] button[type=submit]");
    await page.waitForSelector("[data-view=detail] dd:has-text('Alpha renamed')", { timeout: 30000 });
    assert.equal(things.find((t) => t.id === "t1").name, "Alpha renamed", "the server has the edit");
    assert.ok(seen.filter((s) => s.method === "GET" && s.url === "/things/t1").length >= 2, "re-read after 204");

    await page.click("[data-view=detail] button:has-text('Delete')");
    await page.click(".xui-modal button.danger");
    await page.waitForSelector("[data-view=list] tbody tr:has-text('Beta')", { timeout: 30000 });
    assert.deepEqual(
      things.map((t) => t.id),
      ["t2"],
      "the server deleted it",
    );
    assert.deepEqual(
      problems.filter((p) => !/status of 422/.test(p)), // the browser's own log line for the refused edit
      [],
    );
  } finally {
    await page.close();
  }
});

test("a resource read by its path lists the top folder's entries; one opens at its own path and is deleted", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await open(page, "Files");
    const row = page.locator("[data-view=list] tbody tr:has-text('docs/old.txt')");
    await row.waitFor({ timeout: 30000 });
    assert.equal(await page.locator("[data-view=list] tbody tr:has-text('docs/notes.txt')").count(), 1);
    await row.click();
    await page.waitForSelector("[data-view=detail] dd:has-text('docs/old.txt')", { timeout: 30000 });
    assert.ok(
      seen.some((s) => s.method === "GET" && s.url === "/files/docs/old.txt"),
      "its slashes kept",
    );
    await page.click("[data-view=detail] button:has-text('Delete')");
    await page.click(".xui-modal button.danger");
    await page.waitForSelector("[data-view=list] tbody tr:has-text('docs/notes.txt')", { timeout: 30000 });
    assert.deepEqual(
      files.map((f) => f.path),
      ["docs/notes.txt"],
      "the server deleted it",
    );
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
