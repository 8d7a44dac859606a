// An edit whose body is a JSON Patch (RFC 6902), as launchdarkly's PATCH /projects/{projectKey}
// takes `[{op, path, value}]`: the form shows the project's fields prefilled, and saving sends
// only what the person changed, as patch operations. A real HTTP server on 127.0.0.1 applies the
// patch to its own state, reached through the preview's proxy.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, openRendered, previewOfLocalApi, requireChromium, watchedPage } from "./preview-harness.mjs";

const JSON_TYPE = "application/json";
const project = { $ref: "#/components/schemas/Project" };
const key = { name: "projectKey", in: "path", required: true, schema: { type: "string" } };
const ok = { 200: { description: "ok", content: { [JSON_TYPE]: { schema: project } } } };
const SPEC = {
  openapi: "3.0.0",
  info: { title: "Flags", version: "1" },
  paths: {
    "/projects": {
      get: {
        operationId: "getProjects",
        responses: {
          200: { description: "ok", content: { [JSON_TYPE]: { schema: { type: "array", items: project } } } },
        },
      },
    },
    "/projects/{projectKey}": {
      get: { operationId: "getProject", parameters: [key], responses: ok },
      patch: {
        operationId: "patchProject",
        parameters: [key],
        requestBody: {
          required: true,
          content: {
            [JSON_TYPE]: {
              schema: { type: "array", items: { $ref: "#/components/schemas/PatchOperation" } },
            },
          },
        },
        responses: ok,
      },
    },
  },
  components: {
    schemas: {
      Project: {
        type: "object",
        properties: {
          key: { type: "string" },
          name: { type: "string" },
          description: { type: "string" },
        },
      },
      PatchOperation: {
        type: "object",
        required: ["op", "path", "value"],
        properties: { op: { type: "string" }, path: { type: "string" }, value: { type: "object" } },
      },
    },
  },
};

let projects;
const patches = [];
let browser;
let preview;

before(async () => {
  requireChromium();
  projects = [{ key: "web", name: "Website", description: "the site" }];
  preview = await previewOfLocalApi(SPEC, (req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      const k = decodeURIComponent(req.url.split("?")[0].replace(/^\/projects\/?/, ""));
      const found = projects.find((p) => p.key === k);
      if (!k) return res.end(JSON.stringify(projects));
      if (!found) return (res.writeHead(404), res.end(JSON.stringify({ message: "no such project" })));
      if (req.method === "PATCH") {
        const ops = JSON.parse(raw);
        patches.push({ type: req.headers["content-type"], ops });
        if (!Array.isArray(ops)) return (res.writeHead(400), res.end(JSON.stringify({ message: "not a patch" })));
        for (const op of ops) found[op.path.slice(1)] = op.value; // replace/add of a top-level field
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

test("a person edits a project's name in a form of its fields, and the server gets one replace", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await openRendered(page, preview.url);
    await page.click("nav >> text=Projects");
    await page.click("[data-view=list] tbody tr:has-text('Website')");
    await page.click("[data-view=detail] button:has-text('Edit')");
    const form = page.locator("form[data-view=edit]");
    await form.waitFor({ timeout: 30000 });
    const name = form.locator('[data-field="name"] input');
    assert.equal(await name.inputValue(), "Website", "prefilled from the project");
    assert.equal(await form.locator('[data-field="description"]').locator("input, textarea").inputValue(), "the site");
    assert.equal(await form.locator("textarea[aria-label='Request body']").count(), 0, "no raw patch box");
    await name.fill("Storefront");
    await form.locator("button[type=submit]").click();
    await page.waitForSelector("[data-view=detail] dd:has-text('Storefront')", { timeout: 30000 });
    assert.deepEqual(patches, [{ type: JSON_TYPE, ops: [{ op: "replace", path: "/name", value: "Storefront" }] }]);
    assert.equal(projects[0].name, "Storefront", "the server has it");
    assert.equal(projects[0].description, "the site", "what was not touched is not sent");
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
