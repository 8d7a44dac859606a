// Creating under a parent when the spec leaves the request body open (`{"type": "object"}`, as
// OSF's "add metadata to a collection" does), in headless Chromium against the built-in mock: the
// form starts from the least such body, shown in its JSON box, and the create is accepted (it sent
// no body and the API answered 400 "needs a request body"); a body cleared by hand is refused in
// the form, with no request.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ROOT, sharedPreview, watchedPage } from "./preview-harness.mjs";

const SPEC = join(ROOT, "tests", "browser", "fixtures", "nested-api.json");

const shared = sharedPreview([SPEC]);

async function openCreateUnderACollection(page) {
  await page.goto(shared.preview.url);
  await page.locator("[data-view=list][data-resource=collections] tbody tr").first().click();
  const sub = page.locator("[data-view=detail] [data-view=list][data-resource='collections.metadata']");
  await sub.locator(".xui-card-h button", { hasText: "New" }).click();
  const form = page.locator("form[data-view=create]");
  await form.waitFor();
  return form;
}

test("a create whose required body is an open object starts from {} and is accepted", async () => {
  const { page, problems } = await watchedPage(shared.browser);
  try {
    const form = await openCreateUnderACollection(page);
    assert.equal(await form.getByLabel("Request body").inputValue(), "{}");
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await form.locator("button[type=submit]").click();
    const res = await posted;
    assert.equal(res.status(), 201, await res.text());
    assert.equal(res.request().postData(), "{}");
    await page.locator("form[data-view=create]").waitFor({ state: "detached" });
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("a required body cleared by hand is refused in the form, with no request", async () => {
  const { page, problems } = await watchedPage(shared.browser);
  try {
    const form = await openCreateUnderACollection(page);
    let posts = 0;
    page.on("request", (r) => (posts += r.method() === "POST" ? 1 : 0));
    await form.getByLabel("Request body").fill("");
    await form.locator("button[type=submit]").click();
    await form.getByRole("alert").filter({ hasText: "Request body: Required" }).waitFor();
    assert.equal(posts, 0);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
