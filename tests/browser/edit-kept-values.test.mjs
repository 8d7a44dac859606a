// An item holding a value the spec's list omits (telnyx's saved `webhook_api_version`; enums grow
// on the server before the spec does): the edit form shows that value, not "— choose —", and
// renaming the item saves without asking the person to change what they left alone. A real HTTP
// server on 127.0.0.1 keeps the items.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, openRendered, previewOfLocalApi, requireChromium, watchedPage } from "./preview-harness.mjs";

const JSON_TYPE = "application/json";
const ok = (schema) => ({ 200: { description: "ok", content: { [JSON_TYPE]: { schema } } } });
const id = { name: "id", in: "path", required: true, schema: { type: "string" } };
const profile = { $ref: "#/components/schemas/Profile" };
const SPEC = {
  openapi: "3.0.0",
  info: { title: "Messaging", version: "1" },
  paths: {
    "/profiles": { get: { operationId: "listProfiles", responses: ok({ type: "array", items: profile }) } },
    "/profiles/{id}": {
      get: { operationId: "getProfile", parameters: [id], responses: ok(profile) },
      put: {
        operationId: "updateProfile",
        parameters: [id],
        requestBody: { required: true, content: { [JSON_TYPE]: { schema: profile } } },
        responses: ok(profile),
      },
    },
  },
  components: {
    schemas: {
      Profile: {
        type: "object",
        properties: {
          id: { type: "string", readOnly: true },
          name: { type: "string" },
          webhook_api_version: { type: "string", enum: ["1", "2", "3", "4", "5", "6", "7"] },
        },
      },
    },
  },
};

let profiles;
const bodies = [];
let browser;
let preview;

before(async () => {
  requireChromium();
  profiles = [{ id: "p1", name: "Support", webhook_api_version: "2010-04-01" }];
  preview = await previewOfLocalApi(SPEC, (req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      const key = decodeURIComponent(req.url.split("?")[0].replace(/^\/profiles\/?/, ""));
      const found = profiles.find((p) => p.id === key);
      if (!key) return res.end(JSON.stringify(profiles));
      if (!found) return (res.writeHead(404), res.end(JSON.stringify({ message: "no such profile" })));
      if (req.method === "PUT") {
        const body = JSON.parse(raw);
        bodies.push(body);
        Object.assign(found, body);
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

test("a person renames a profile whose saved version the spec does not list, and it is kept", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await openRendered(page, preview.url);
    await page.click("nav >> text=Profiles");
    await page.click("[data-view=list] tbody tr:has-text('Support')");
    await page.click("[data-view=detail] button:has-text('Edit')");
    const form = page.locator("form[data-view=edit]");
    await form.waitFor({ timeout: 30000 });
    const version = form.locator('[data-field="webhook_api_version"] select');
    assert.equal(await version.inputValue(), "2010-04-01", "the saved value is shown, not '— choose —'");
    await form.locator('[data-field="name"] input').fill("Sales");
    await form.locator("button[type=submit]").click();
    await page.waitForSelector("[data-view=detail] dd:has-text('Sales')", { timeout: 30000 });
    assert.equal(bodies.length, 1);
    assert.equal(bodies[0].webhook_api_version, "2010-04-01");
    assert.equal(profiles[0].name, "Sales");
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("a value the person picks themselves is still one of the listed ones", async () => {
  const { page } = await watchedPage(browser);
  try {
    await openRendered(page, preview.url);
    await page.click("nav >> text=Profiles");
    await page.click("[data-view=list] tbody tr:has-text('Sales')");
    await page.click("[data-view=detail] button:has-text('Edit')");
    const form = page.locator("form[data-view=edit]");
    await form.waitFor({ timeout: 30000 });
    await form.locator('[data-field="webhook_api_version"] select').selectOption("2");
    await form.locator("button[type=submit]").click();
    await page.waitForSelector("[data-view=detail] dd:has-text('2')", { timeout: 30000 });
    assert.equal(bodies.at(-1).webhook_api_version, "2");
  } finally {
    await page.close();
  }
});
