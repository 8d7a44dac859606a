// Ids are picked, not typed (issue 24): on the Operations page, `GET /pets/{petId}` offers the
// pets the API lists, and running it with a picked one answers that pet, where a made-up id was
// the mock's (and any real API's) 404. An id the list cannot reach can still be typed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, sharedPreview, startPreview, watchedPage } from "./preview-harness.mjs";

const SPEC = join(ROOT, "tests", "specs", "oai-v3.0_petstore.yaml");

const shared = sharedPreview([SPEC]);

async function openOperation(page, path) {
  await page.goto(shared.preview.url);
  await page.locator(".xui-nav button", { hasText: "Operations" }).first().click();
  await page.locator("[data-view=operations]").waitFor();
  const opId = await page.evaluate(
    (path) => document.querySelector(`[data-view=operations] [data-op-id][title*="${path}"]`)?.dataset.opId,
    path,
  );
  await page.locator(`[data-op-id=${JSON.stringify(opId || "showPetById")}]`).click();
  const form = page.locator("[data-view=operations] form").first();
  await form.waitFor();
  return form;
}

test("an operation whose path needs a pet's id offers the listed pets and answers the picked one", async () => {
  const { page, problems } = await watchedPage(shared.browser);
  try {
    const form = await openOperation(page, "/pets/{petId}");
    const picker = form.locator("[data-field=petId] select");
    await page.waitForFunction((el) => !el.disabled, await picker.elementHandle());
    const options = await picker.locator("option").evaluateAll((os) => os.map((o) => o.value));
    assert.ok(options.length > 2, `pets to pick from: ${options}`);
    const id = options[1];
    await picker.selectOption(id);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/pets/${id}`));
    await form.locator("button[type=submit]").click();
    assert.equal((await answered).status(), 200);
    await page.locator("[data-view=operations] [data-response]").waitFor();
    assert.equal(await page.locator("[data-view=operations] .xui-error").count(), 0);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("an id the list does not have can still be typed", async () => {
  const { page, problems } = await watchedPage(shared.browser);
  try {
    const form = await openOperation(page, "/pets/{petId}");
    const picker = form.locator("[data-field=petId] select");
    await page.waitForFunction((el) => !el.disabled, await picker.elementHandle());
    await picker.selectOption({ label: "Another id (type it)…" });
    await form.locator("[data-field=petId] input").fill("424242");
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/pets/424242"));
    await form.locator("button[type=submit]").click();
    assert.equal((await answered).status(), 404); // the mock has no such pet: the id went as typed
    assert.deepEqual(
      problems.filter((p) => !/404/.test(p)),
      [],
    );
  } finally {
    await page.close();
  }
});

// A list with a required parameter whose values the API names (`region`: eu or us) loads with
// nothing typed on its own page; the picker reads it the same way (it stayed a text box).
const REGIONAL = {
  openapi: "3.0.3",
  info: { title: "Regional widgets", version: "1" },
  paths: {
    "/widgets": {
      get: {
        operationId: "listWidgets",
        parameters: [{ name: "region", in: "query", required: true, schema: { type: "string", enum: ["eu", "us"] } }],
        responses: {
          200: {
            description: "ok",
            content: {
              "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Widget" } } },
            },
          },
        },
      },
    },
    "/widgets/{widgetId}": {
      get: {
        operationId: "getWidget",
        parameters: [{ name: "widgetId", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          200: {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Widget" } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Widget: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } },
    },
  },
};

test("a list that needs only values the API names feeds the picker with them", async () => {
  const dir = mkdtempSync(join(tmpdir(), "xui-ids-"));
  const spec = join(dir, "regional.json");
  writeFileSync(spec, JSON.stringify(REGIONAL));
  const preview = await startPreview([spec]);
  const { page, problems } = await watchedPage(shared.browser);
  try {
    await page.goto(preview.url);
    await page.locator(".xui-nav button", { hasText: "Operations" }).first().click();
    await page.locator("[data-op-id=getWidget]").click();
    const form = page.locator("[data-view=operations] form").first();
    const picker = form.locator("[data-field=widgetId] select");
    await picker.waitFor();
    await page.waitForFunction((el) => !el.disabled, await picker.elementHandle());
    assert.ok((await picker.locator("option").count()) > 2);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
