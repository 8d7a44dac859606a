// What the task runner types into an edit form besides the one field it changes: the required
// fields the item does not give back, left empty (unicourt's PACER credential asks its write-only
// `password` again; the runner sent the form without it and the form said "password: Required").
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, requireChromium } from "./preview-harness.mjs";
import { emptyRequired } from "./tasks-runner.mjs";

let browser;
before(async () => {
  requireChromium();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test("only the required text fields left empty are typed, not the one edited nor a prefilled one", async () => {
  const page = await browser.newPage();
  try {
    await page.setContent(`
      <div class="xui-form">
        <div data-field="userName"><input value="me"></div>
        <div data-field="password"><input type="password" value=""></div>
        <div data-field="clientCode"><input value=""></div>
        <div data-field="note"><input value=""></div>
        <div data-field="active"><input type="checkbox"></div>
      </div>`);
    const f = (name, widget, required) => ({ name, widget, required, in: "body", readOnly: false });
    const fields = [
      f("userName", "text", true),
      f("password", "password", true),
      f("clientCode", "text", true),
      f("note", "text", false),
      f("active", "switch", true),
    ];
    const left = await emptyRequired(page.locator(".xui-form"), fields, fields[2]);
    assert.deepEqual(
      left.map((x) => x.name),
      ["password"],
    );
  } finally {
    await page.close();
  }
});
