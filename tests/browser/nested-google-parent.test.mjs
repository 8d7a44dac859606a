// Google's `{parent}` is the parent's full resource name (`projects/p`), the `name` of the
// project a person opened, though the project's detail has no path parameter of its own
// (firebase's projects → androidApps, my-business' accounts → locations). Its apps list and "New"
// form under the opened project came with an empty Parent: a person had to type `projects/…`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ROOT, sharedPreview, watchedPage } from "./preview-harness.mjs";

const SPEC = join(ROOT, "tests", "browser", "fixtures", "google-parent-api.json");

const shared = sharedPreview([SPEC]);

test("a project's apps are listed and created under the project's name, with nothing typed for the parent", async () => {
  const { page, problems } = await watchedPage(shared.browser);
  try {
    await page.goto(shared.preview.url);
    const row = page.locator("[data-view=list][data-resource=projects] tbody tr").first();
    await row.waitFor();
    await row.click();
    await page.locator("[data-view=detail]").waitFor();
    // the project's name as its detail shows it
    const name = await page.evaluate(() => {
      const dt = Array.from(document.querySelectorAll("[data-view=detail] .xui-dl > dt")).find(
        (el) => el.textContent.trim() === "Name",
      );
      const dd = dt && dt.nextElementSibling;
      return dd ? (dd.querySelector("[title]")?.getAttribute("title") || dd.firstChild?.textContent || "").trim() : "";
    });
    assert.match(name, /\S/);
    const sub = page.locator("[data-view=detail] [data-view=list][data-resource='projects.apps']");
    await sub.waitFor();
    // the list asks for no parent: it is the opened project's
    assert.equal(await sub.locator("form.xui-card-b").count(), 0);
    await sub.locator(".xui-card-h button", { hasText: "New" }).click();
    const form = page.locator("form[data-view=create]");
    await form.waitFor();
    const parent = form.locator("[data-field=parent] select");
    await page.waitForFunction((el) => el.value !== "", await parent.elementHandle());
    assert.equal(await parent.inputValue(), name);
    await form.locator("[data-field=displayName] input").fill("Zq-app-one");
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await form.locator("button[type=submit]").click();
    const res = await posted;
    assert.ok(res.ok(), await res.text());
    assert.ok(new URL(res.url()).pathname.endsWith(`/${encodeURIComponent(name)}/apps`), res.url());
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
