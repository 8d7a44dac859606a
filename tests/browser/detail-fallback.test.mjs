// A server whose read of one item answers 404 for the id its own list gives (Chroma reads a
// collection by its name at a path it describes as taking the UUID, while its PUT takes the
// UUID): the detail shows the item as listed, says the read failed, and its Edit still reaches
// the server. A real HTTP server on 127.0.0.1, through the preview's proxy; the edit is checked
// on the server's own state.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, openRendered, previewOfLocalApi, requireChromium, watchedPage } from "./preview-harness.mjs";

const thing = { $ref: "#/components/schemas/Thing" };
const idParam = [
  { name: "thing_id", in: "path", required: true, description: "Thing UUID", schema: { type: "string" } },
];
const ok = (schema) => ({ 200: { description: "ok", content: { "application/json": { schema } } } });
const SPEC = {
  openapi: "3.1.0",
  info: { title: "Things", version: "1" },
  components: {
    schemas: {
      Thing: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } },
      Update: { type: "object", properties: { new_name: { type: "string" } } },
    },
  },
  paths: {
    "/things": { get: { operationId: "list_things", responses: ok({ type: "array", items: thing }) } },
    "/things/{thing_id}": {
      get: { operationId: "get_thing", parameters: idParam, responses: ok(thing) },
      put: {
        operationId: "update_thing",
        parameters: idParam,
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Update" } } } },
        responses: ok({ type: "object" }),
      },
    },
  },
};

let things;
let browser;
let preview;

before(async () => {
  requireChromium();
  things = [{ id: "0b6e2c1a-5f1e-4a57-9a59-2b1d8f0c7e11", name: "alpha" }];
  preview = await previewOfLocalApi(SPEC, (req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const send = (status, body) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method === "GET" && req.url === "/things") return send(200, things);
      const found = things.find((t) => req.url === "/things/" + t.id);
      if (req.method === "PUT" && found) {
        found.name = JSON.parse(raw).new_name;
        return send(200, {});
      }
      send(404, { error: "NotFound", message: "Collection not found" }); // its GET wants the name
    });
  });
  browser = await launchBrowser();
});

after(async () => {
  await preview?.stop();
  await browser?.close();
});

test("a detail whose read answers 404 shows the item as listed, says so, and its edit reaches the server", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await openRendered(page, preview.url);
    await page.click("nav >> text=Things");
    await page.click("[data-view=list] tbody tr:has-text('alpha')");
    await page.waitForSelector("[data-view=detail] [data-read-failed]", { timeout: 30000 });
    assert.match(await page.locator("[data-view=detail] [data-read-failed]").innerText(), /404/);
    assert.equal(await page.locator("[data-view=detail] dd:has-text('alpha')").count(), 1);
    await page.click("[data-view=detail] button:has-text('Edit')");
    await page.locator('form[data-view=edit] [data-field="new_name"] input').fill("beta");
    await page.click("form[data-view=edit] button[type=submit]");
    await page.waitForFunction(() => !document.querySelector("form[data-view=edit]"), null, { timeout: 30000 });
    assert.equal(things[0].name, "beta", "the server has the edit");
    assert.deepEqual(
      problems.filter((p) => !/status of 404/.test(p)), // the browser's own log line for the refused read
      [],
    );
  } finally {
    await page.close();
  }
});
