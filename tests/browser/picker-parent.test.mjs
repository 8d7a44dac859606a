// Ids are picked, not typed, also where the ids' list needs a parent (issue 24: QuickSight's
// ingestions are listed under a data set, so reading one on the Operations page offered only a text
// box and the made-up id got the mock's 404): once the form has the parent's id, picked or typed,
// the item's picker reads the list under it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchBrowser, requireChromium, startPreview, watchedPage } from "./preview-harness.mjs";

const ok = (schema) => ({ 200: { description: "ok", content: { "application/json": { schema } } } });
const pathId = (name) => ({ name, in: "path", required: true, schema: { type: "string" } });
const list = (name) => ok({ type: "array", items: { $ref: `#/components/schemas/${name}` } });
const SPEC = {
  openapi: "3.0.3",
  info: { title: "Owners and pets", version: "1" },
  paths: {
    "/owners": { get: { operationId: "listOwners", responses: list("Owner") } },
    "/owners/{ownerId}": {
      get: {
        operationId: "getOwner",
        parameters: [pathId("ownerId")],
        responses: ok({ $ref: "#/components/schemas/Owner" }),
      },
    },
    "/owners/{ownerId}/pets": {
      get: { operationId: "listPets", parameters: [pathId("ownerId")], responses: list("Pet") },
    },
    "/owners/{ownerId}/pets/{petId}": {
      get: {
        operationId: "getPet",
        parameters: [pathId("ownerId"), pathId("petId")],
        responses: ok({ $ref: "#/components/schemas/Pet" }),
      },
    },
  },
  components: {
    schemas: {
      Owner: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } },
      Pet: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } },
    },
  },
};

let browser, preview, dir;
before(async () => {
  requireChromium();
  dir = mkdtempSync(join(tmpdir(), "xui-parent-picker-"));
  writeFileSync(join(dir, "owners.json"), JSON.stringify(SPEC));
  browser = await launchBrowser();
  preview = await startPreview([join(dir, "owners.json")]);
});
after(async () => {
  await preview?.stop();
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("a pet's picker lists the pets of the owner picked in the same form, and reads the picked pet", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await page.goto(preview.url);
    await page.locator(".xui-nav button", { hasText: "Operations" }).first().click();
    await page.locator("[data-op-id=getPet]").click();
    const form = page.locator("[data-view=operations] form").first();
    const owner = form.locator("[data-field=ownerId] select");
    await owner.waitFor();
    await page.waitForFunction((el) => !el.disabled, await owner.elementHandle());
    // no owner yet: the pet can only be typed
    assert.equal(await form.locator("[data-field=petId] select").count(), 0);
    const ownerId = (await owner.locator("option").evaluateAll((os) => os.map((o) => o.value)))[1];
    const listed = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/owners/${ownerId}/pets`));
    await owner.selectOption(ownerId);
    assert.equal((await listed).status(), 200);
    const pet = form.locator("[data-field=petId] select");
    await pet.waitFor();
    const pets = await pet.locator("option").evaluateAll((os) => os.map((o) => o.value));
    assert.ok(pets.length > 2, `pets to pick from: ${pets}`);
    await pet.selectOption(pets[1]);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/pets/${pets[1]}`));
    await form.locator("button[type=submit]").click();
    assert.equal((await answered).status(), 200);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
