// A create that is a PUT to the item path the person names, as Jupyter Server's contents are
// made (`PUT /api/contents/{path}`, 201; an empty body there means "an untitled file", which the
// folder does not have), and a rename that is a PATCH with the new path in its body. A real
// HTTP server on 127.0.0.1 answers as Jupyter does, reached through the preview's proxy; each
// change is checked on the server's own state, not on the page.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, openRendered, previewOfLocalApi, requireChromium, watchedPage } from "./preview-harness.mjs";

const entry = { $ref: "#/definitions/Entry" };
const SPEC = {
  swagger: "2.0",
  info: { title: "Files", version: "1" },
  paths: {
    "/api/contents/{path}": {
      parameters: [{ name: "path", in: "path", required: true, type: "string" }],
      get: { operationId: "read_entry", responses: { 200: { description: "ok", schema: entry } } },
      put: {
        summary: "Save or upload file.",
        operationId: "save_entry",
        parameters: [
          {
            name: "model",
            in: "body",
            schema: {
              type: "object",
              properties: { path: { type: "string" }, type: { type: "string" }, content: { type: "string" } },
            },
          },
        ],
        responses: { 200: { description: "saved", schema: entry }, 201: { description: "created", schema: entry } },
      },
      patch: {
        summary: "Rename a file",
        operationId: "rename_entry",
        parameters: [
          {
            name: "path",
            in: "body",
            required: true,
            schema: { type: "object", properties: { path: { type: "string" } } },
          },
        ],
        responses: { 200: { description: "renamed", schema: entry } },
      },
      delete: { operationId: "delete_entry", responses: { 204: { description: "gone" } } },
    },
  },
  definitions: {
    Entry: {
      type: "object",
      properties: { name: { type: "string" }, path: { type: "string" }, type: { type: "string" } },
    },
  },
};

let files;
const seen = [];
let browser;
let preview;

function send(res, status, body) {
  res.writeHead(status, body === undefined ? {} : { "content-type": "application/json" });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

const model = (path) => ({ name: path.split("/").pop(), path, type: "file" });

before(async () => {
  requireChromium();
  files = ["notes.txt"];
  preview = await previewOfLocalApi(SPEC, (req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = raw ? JSON.parse(raw) : null;
      seen.push({ method: req.method, url: req.url, body });
      const path = decodeURIComponent(req.url.split("?")[0].replace(/^\/api\/contents\/?/, ""));
      if (req.method === "GET" && path === "")
        return send(res, 200, { name: "", path: "", type: "directory", content: files.map(model) });
      if (req.method === "PUT" && !files.includes(path)) {
        // Jupyter: no model → a new untitled file in the folder `path`, which is no folder here
        if (!body || !Object.keys(body).length) return send(res, 404, { message: `No such directory: ${path}` });
        files.push(path);
        return send(res, 201, model(path));
      }
      if (!files.includes(path)) return send(res, 404, { message: `No such file: ${path}` });
      if (req.method === "GET") return send(res, 200, { ...model(path), content: "text" });
      if (req.method === "PATCH") {
        files = files.map((f) => (f === path ? body.path : f));
        return send(res, 200, model(body.path));
      }
      if (req.method === "DELETE") {
        files = files.filter((f) => f !== path);
        return send(res, 204);
      }
      send(res, 405, { message: "not allowed" });
    });
  });
  browser = await launchBrowser();
});

after(async () => {
  await preview?.stop();
  await browser?.close();
});

test("a person names a new file in the create form once, and the PUT to that path creates it on the server", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await openRendered(page, preview.url);
    await page.click("nav >> text=Contents");
    await page.waitForSelector("[data-view=list] tbody tr:has-text('notes.txt')", { timeout: 30000 });
    await page.locator("button").filter({ hasText: /^New / }).first().click();
    const form = page.locator("form[data-view=create]");
    await form.waitFor({ timeout: 30000 });
    assert.equal(await form.locator('[data-field="path"]').count(), 1, "the name is asked for once");
    await form.locator('[data-field="path"] input').fill("made.txt");
    await form.locator("button[type=submit]").click();
    await page.waitForSelector("[data-view=detail] dd:has-text('made.txt')", { timeout: 30000 });
    const put = seen.find((s) => s.method === "PUT");
    assert.equal(put.url, "/api/contents/made.txt");
    assert.equal(put.body.path, "made.txt", "the body says what to make, not an untitled file");
    assert.deepEqual(files, ["notes.txt", "made.txt"], "the server has the new file");
    // the path typed names the new file, not a folder the list lives in: deleting it goes back
    // to the folder it was made in
    await page.click("[data-view=detail] .xui-head button.danger");
    await page.click("[role=alertdialog] button.danger");
    await page.waitForSelector("[data-view=list] tbody tr:has-text('notes.txt')", { timeout: 30000 });
    assert.deepEqual(files, ["notes.txt"], "the server deleted it");
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("the edit is the rename: its PATCH sends the new path and the server has it", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await openRendered(page, preview.url);
    await page.click("nav >> text=Contents");
    await page.click("[data-view=list] tbody tr:has-text('notes.txt')");
    await page.click("[data-view=detail] button:has-text('Edit')");
    const form = page.locator("form[data-view=edit]");
    await form.locator('[data-field="path"] input').fill("renamed.txt");
    await form.locator("button[type=submit]").click();
    await page.waitForSelector("[data-view=detail] dd:has-text('renamed.txt')", { timeout: 30000 });
    assert.deepEqual(
      seen.filter((s) => s.method === "PATCH").map((s) => [s.url, s.body]),
      [["/api/contents/notes.txt", { path: "renamed.txt" }]],
    );
    assert.ok(files.includes("renamed.txt") && !files.includes("notes.txt"), "the server renamed it");
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
