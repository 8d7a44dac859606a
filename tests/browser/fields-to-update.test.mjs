// An edit that must name the fields it updates, as avaza's PUT /api/Project requires
// `FieldsToUpdate: [..]` in its body and Google's PATCH takes `?updateMask=a,b`: the person is not
// asked for that list; the page fills it with the fields the person changed. A real HTTP server on
// 127.0.0.1 answers 400 without the list and applies only the fields it names.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, openRendered, previewOfLocalApi, requireChromium, watchedPage } from "./preview-harness.mjs";

const JSON_TYPE = "application/json";
const ok = (schema) => ({ 200: { description: "ok", content: { [JSON_TYPE]: { schema } } } });
const id = { name: "id", in: "path", required: true, schema: { type: "string" } };
const item = (ref) => ({ $ref: "#/components/schemas/" + ref });
const fields = { id: { type: "string" }, name: { type: "string" }, notes: { type: "string" } };
const SPEC = {
  openapi: "3.0.0",
  info: { title: "Work", version: "1" },
  paths: {
    "/projects": { get: { operationId: "listProjects", responses: ok({ type: "array", items: item("Project") }) } },
    "/projects/{id}": {
      get: { operationId: "getProject", parameters: [id], responses: ok(item("Project")) },
      put: {
        operationId: "updateProject",
        parameters: [id],
        requestBody: { required: true, content: { [JSON_TYPE]: { schema: item("UpdateProject") } } },
        responses: ok(item("Project")),
      },
    },
    "/sites": { get: { operationId: "listSites", responses: ok({ type: "array", items: item("Site") }) } },
    "/sites/{id}": {
      get: { operationId: "getSite", parameters: [id], responses: ok(item("Site")) },
      patch: {
        operationId: "patchSite",
        parameters: [id, { name: "updateMask", in: "query", schema: { type: "string", format: "google-fieldmask" } }],
        requestBody: { content: { [JSON_TYPE]: { schema: item("Site") } } },
        responses: ok(item("Site")),
      },
    },
  },
  components: {
    schemas: {
      Project: { type: "object", properties: fields },
      UpdateProject: {
        type: "object",
        required: ["FieldsToUpdate"],
        properties: { ...fields, FieldsToUpdate: { type: "array", items: { type: "string" } } },
      },
      Site: { type: "object", properties: fields },
    },
  },
};

let rows;
const sent = [];
let browser;
let preview;

before(async () => {
  requireChromium();
  rows = {
    projects: [{ id: "p1", name: "Website", notes: "the site" }],
    sites: [{ id: "s1", name: "Shop", notes: "the shop" }],
  };
  preview = await previewOfLocalApi(SPEC, (req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      const url = new URL(req.url, "http://x");
      const [kind, key] = url.pathname.split("/").slice(1);
      const found = (rows[kind] || []).find((r) => r.id === key);
      if (!key) return res.end(JSON.stringify(rows[kind] || []));
      if (!found) return (res.writeHead(404), res.end(JSON.stringify({ message: "no such item" })));
      if (req.method === "PUT" || req.method === "PATCH") {
        const body = JSON.parse(raw || "{}");
        const mask = kind === "projects" ? body.FieldsToUpdate : url.searchParams.get("updateMask")?.split(",");
        sent.push({ kind, mask });
        if (!Array.isArray(mask)) return (res.writeHead(400), res.end(JSON.stringify({ message: "which fields?" })));
        for (const f of mask) found[f] = body[f];
      }
      res.end(JSON.stringify(found));
    });
  });
  browser = await launchBrowser();
});

after(async () => {
  await preview?.stop();
  await browser?.close();
});

for (const [nav, row, kind] of [
  ["Projects", "Website", "projects"],
  ["Sites", "Shop", "sites"],
]) {
  test(`a person renames one of the ${kind} without being asked which fields to update`, async () => {
    const { page, problems } = await watchedPage(browser);
    try {
      await openRendered(page, preview.url);
      await page.click(`nav >> text=${nav}`);
      await page.click(`[data-view=list] tbody tr:has-text('${row}')`);
      await page.click("[data-view=detail] button:has-text('Edit')");
      const form = page.locator("form[data-view=edit]");
      await form.waitFor({ timeout: 30000 });
      assert.equal(await form.locator('[data-field="FieldsToUpdate"], [data-field="updateMask"]').count(), 0);
      await form.locator('[data-field="name"] input').fill("Renamed");
      await form.locator("button[type=submit]").click();
      await page.waitForSelector("[data-view=detail] dd:has-text('Renamed')", { timeout: 30000 });
      assert.deepEqual(sent.at(-1), { kind, mask: ["name"] });
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
}
