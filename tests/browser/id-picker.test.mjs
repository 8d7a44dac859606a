// Ids are picked, not typed (issue 24): on the Operations page, `GET /pets/{petId}` offers the
// pets the API lists, and running it with a picked one answers that pet, where a made-up id was
// the mock's (and any real API's) 404. An id the list cannot reach can still be typed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ROOT, sharedPreview, watchedPage } from "./preview-harness.mjs";

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
