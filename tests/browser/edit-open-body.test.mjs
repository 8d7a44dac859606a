// An edit whose body the spec leaves open (issue 24: Digital Linguistics' `PUT /languages/{id}`
// takes `{"type": "object"}`, so the edit form is a JSON box) starts that box at the item as read,
// less the keys the server keeps: the person changes one value and the rest is sent back as it was,
// where an empty box replaced the language with `{}`. A real HTTP server on 127.0.0.1 keeps the items.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, openRendered, previewOfLocalApi, requireChromium, watchedPage } from "./preview-harness.mjs";

const JSON_TYPE = "application/json";
const ok = (schema) => ({ 200: { description: "ok", content: { [JSON_TYPE]: { schema } } } });
const id = { name: "languageID", in: "path", required: true, schema: { type: "string" } };
const open = { type: "object" };
const SPEC = {
  openapi: "3.0.0",
  info: { title: "Languages", version: "1" },
  paths: {
    "/languages": { get: { operationId: "getLanguages", responses: ok({ type: "array", items: open }) } },
    "/languages/{languageID}": {
      get: { operationId: "getLanguage", parameters: [id], responses: ok(open) },
      put: {
        operationId: "upsertLanguage",
        parameters: [id],
        requestBody: { required: true, content: { [JSON_TYPE]: { schema: open } } },
        responses: ok(open),
      },
    },
  },
};

let languages;
const bodies = [];
let browser;
let preview;

before(async () => {
  requireChromium();
  languages = [{ id: "l1", name: "Chitimacha", glottocode: "chit1248", _etag: "e1" }];
  preview = await previewOfLocalApi(SPEC, (req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      const key = decodeURIComponent(req.url.split("?")[0].replace(/^\/languages\/?/, ""));
      const found = languages.find((l) => l.id === key);
      if (!key) return res.end(JSON.stringify(languages));
      if (!found) return (res.writeHead(404), res.end(JSON.stringify({ message: "no such language" })));
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

test("the edit's open body starts at the item, and one changed value is sent with the rest", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await openRendered(page, preview.url);
    await page.click("nav >> text=Languages");
    await page.click("[data-view=list] tbody tr:has-text('Chitimacha')");
    await page.click("[data-view=detail] button:has-text('Edit')");
    const form = page.locator("form[data-view=edit]");
    await form.waitFor({ timeout: 30000 });
    const box = form.locator("textarea[aria-label='Request body']");
    const start = JSON.parse(await box.inputValue());
    assert.deepEqual(start, { id: "l1", name: "Chitimacha", glottocode: "chit1248" }); // not the server's _etag
    await box.fill(JSON.stringify({ ...start, name: "Sitimaxa" }));
    await form.locator("button[type=submit]").click();
    await page.waitForSelector("[data-view=detail] :text('Sitimaxa')", { timeout: 30000 });
    assert.deepEqual(bodies, [{ id: "l1", name: "Sitimaxa", glottocode: "chit1248" }]);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
