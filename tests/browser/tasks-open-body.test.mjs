// A body the spec leaves open (`{"type": "object"}`, no fields: digitallinguistics' languages):
// the task runner edits it in its JSON box as a person would, changing the item's `name` (else its
// first text entry) to a new distinctive text; the create side (one named entry, looked for
// afterwards) is in tasks-nested.test.mjs with the other raw bodies.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, requireChromium } from "./preview-harness.mjs";
import { markOpenBodies, openBodyEdit } from "./tasks-runner.mjs";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rng } from "./task-fill.mjs";

let browser;
before(async () => {
  requireChromium();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const open = { body: { mode: "json", isArray: false, fields: [], open: true } };

test("an open JSON body is edited by changing the item's name, the rest kept", async () => {
  const page = await browser.newPage();
  try {
    await page.setContent(`
      <form id="named"><textarea aria-label="Request body">{"id": 7, "name": "old", "size": 2}</textarea></form>
      <form id="titled"><textarea aria-label="Request body">{"_id": "x1", "title": "old"}</textarea></form>
      <form id="empty"><textarea aria-label="Request body"></textarea></form>
      <form id="list"><textarea aria-label="Request body">[1, 2]</textarea></form>`);
    const body = async (id) => JSON.parse(await page.locator(`#${id} textarea`).inputValue());
    const named = await openBodyEdit(page.locator("#named"), open, rng("x"));
    assert.equal(named.key, "name");
    assert.deepEqual(await body("named"), { id: 7, name: named.text, size: 2 });
    assert.ok(named.seen(`Item {"name": "${named.text}"}`) && !named.seen('{"name": "old"}'));
    // no name: the first text entry that is not the id
    const titled = await openBodyEdit(page.locator("#titled"), open, rng("y"));
    assert.deepEqual(await body("titled"), { _id: "x1", title: titled.text });
    // an empty box gets the one named entry
    const empty = await openBodyEdit(page.locator("#empty"), open, rng("z"));
    assert.deepEqual(await body("empty"), { name: empty.text });
    // not an object, or a body with fields: nothing edited here
    assert.equal(await openBodyEdit(page.locator("#list"), open, rng("w")), null);
    const declared = { body: { mode: "json", isArray: false, fields: [] } };
    assert.equal(await openBodyEdit(page.locator("#named"), declared, rng("v")), null);
  } finally {
    await page.close();
  }
});

test("only a body the spec leaves open is marked open; a oneOf shown as the same box is not", () => {
  // fire.com's bank transfers: a oneOf of two declared shapes, which the form shows as a JSON box
  const object = { type: "object" };
  const oneOf = { oneOf: [{ type: "object", properties: { amount: { type: "integer" } } }] };
  const op = (id, schema) => ({
    operationId: id,
    requestBody: { content: { "application/json": { schema } } },
    responses: { 201: { description: "made" } },
  });
  const doc = {
    openapi: "3.0.0",
    info: { title: "Bodies", version: "1" },
    paths: { "/open": { post: op("addOpen", object) }, "/variants": { post: op("addVariant", oneOf) } },
  };
  const file = join(mkdtempSync(join(tmpdir(), "open-body-")), "spec.json");
  writeFileSync(file, JSON.stringify(doc));
  const box = () => ({ mode: "json", isArray: false, fields: [] });
  const plan = {
    operations: [
      { id: "addOpen", body: box() },
      { id: "addVariant", body: box() },
    ],
  };
  markOpenBodies(plan, file);
  assert.deepEqual(
    plan.operations.map((o) => [o.id, Boolean(o.body.open)]),
    [
      ["addOpen", true],
      ["addVariant", false],
    ],
  );
});
