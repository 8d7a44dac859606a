// Where a generated app opens and how it reaches nested data (issue 16 items 2–3), in headless
// Chromium against the built-in mock: it opens on the API's central list, not on the admin/meta
// lists first in the spec; a list under a parent asks for the parent with a picker filled from the
// parent's list, the breadcrumbs show the parent, and create under it posts to the parent's path;
// an Asana-style string `offset` token pages forward; an API whose lists all need input opens on
// the overview of what each needs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, sharedPreview, startPreview, watchedPage } from "./preview-harness.mjs";

const SPEC = join(ROOT, "tests", "browser", "fixtures", "landing-api.json");

const shared = sharedPreview([SPEC]);

const rowTexts = (page) => page.locator("[data-view=list] table tbody tr").allInnerTexts();

test("the app opens on the central list with rows, not on the admin or meta lists first in the spec", async () => {
  const { page, problems } = await watchedPage(shared.browser);
  try {
    await page.goto(shared.preview.url);
    await page.waitForSelector("[data-view=list][data-resource=projects] table tbody tr");
    const nav = await page.locator("nav button").allInnerTexts();
    assert.deepEqual(nav.slice(0, 3), ["Overview", "Projects", "Tasks (Projects)"]);
    assert.ok(nav.indexOf("Cron") > nav.indexOf("Versions"), nav.join(", "));
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("an Asana-style string offset token pages forward", async () => {
  const { page, problems } = await watchedPage(shared.browser);
  try {
    await page.goto(shared.preview.url);
    await page.waitForSelector("[data-view=list][data-resource=projects] table tbody tr");
    await page.getByLabel("Rows per page").selectOption("5");
    await page.waitForFunction(() => document.querySelectorAll("[data-view=list] tbody tr").length === 5);
    const first = await rowTexts(page);
    const next = page.getByRole("button", { name: "Next ›" });
    await next.waitFor();
    assert.ok(await next.isEnabled(), "Next is enabled after the first page");
    const asked = page.waitForRequest((r) => /[?&]offset=/.test(r.url()));
    await next.click();
    await asked;
    await page.waitForFunction(
      (before) => document.querySelector("[data-view=list] tbody tr")?.innerText !== before,
      first[0],
    );
    const second = await rowTexts(page);
    assert.notDeepEqual(second, first);
    assert.match(await page.locator("[data-pager]").innerText(), /Page 2/);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("a nested list asks for its parent with a picker, shows it in the breadcrumbs, and creates under it", async () => {
  const { page, problems } = await watchedPage(shared.browser);
  const posts = [];
  page.on("request", (r) => r.method() === "POST" && !r.url().includes("/__") && posts.push(r.url()));
  try {
    await page.goto(shared.preview.url);
    await page.locator("nav").getByRole("button", { name: "Tasks (Projects)", exact: true }).click();
    const picker = page.locator("[data-view=list] [data-field=project_gid] select");
    await page.waitForFunction(
      () => document.querySelectorAll("[data-view=list] [data-field=project_gid] select option").length > 2,
    );
    const options = await picker.locator("option").evaluateAll((os) => os.map((o) => o.value).filter(Boolean));
    const gid = options[1];
    await picker.selectOption(gid);
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForSelector("[data-view=list][data-resource='projects.tasks'] table tbody tr");
    const crumb = page.locator("[data-crumb=projects]");
    assert.equal(await crumb.innerText(), "Project " + gid);

    await page.getByRole("button", { name: "New Task" }).first().click();
    const form = page.locator("form[data-view=create]");
    await form.waitFor();
    assert.equal(
      await form.locator("[data-field=project_gid] select, [data-field=project_gid] input").first().inputValue(),
      gid,
    );
    await form.locator("[data-field=name] input").fill("Write the landing test");
    await form.locator("button[type=submit]").click();
    await page.waitForSelector("[data-view=detail], [data-view=list]");
    assert.equal(posts.length, 1);
    assert.ok(posts[0].includes(`/projects/${gid}/tasks`), posts[0]);

    await crumb.click();
    await page.waitForSelector("[data-view=detail][data-resource=projects]");
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("a create form opened before any parent was chosen asks for it and shows the created item under it", async () => {
  const { page, problems } = await watchedPage(shared.browser);
  try {
    await page.goto(shared.preview.url);
    await page.locator("nav").getByRole("button", { name: "Tasks (Projects)", exact: true }).click();
    await page.locator(".xui-head").getByRole("button", { name: "New Task" }).click();
    const form = page.locator("form[data-view=create]");
    const picker = form.locator("[data-field=project_gid] select");
    await page.waitForFunction(
      () => document.querySelectorAll("form[data-view=create] [data-field=project_gid] select option").length > 2,
    );
    const gid = (await picker.locator("option").evaluateAll((os) => os.map((o) => o.value).filter(Boolean)))[0];
    await picker.selectOption(gid);
    await form.locator("[data-field=name] input").fill("Typed under a picked project");
    await form.locator("button[type=submit]").click();
    await page.waitForSelector("[data-view=detail][data-resource='projects.tasks']");
    await page.getByText("Typed under a picked project").first().waitFor();
    assert.equal(await page.locator("[data-crumb=projects]").innerText(), "Project " + gid);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("a list that needs a required parameter asks for it in place and loads with it", async () => {
  const { page, problems } = await watchedPage(shared.browser);
  try {
    await page.goto(shared.preview.url);
    await page.locator("nav").getByRole("button", { name: "Search", exact: true }).click();
    const form = page.locator("[data-view=list] form");
    assert.match(await form.innerText(), /This list needs Q first/);
    const asked = page.waitForRequest((r) => /\/search\?(.*&)?q=landing/.test(r.url()));
    await form.locator("[data-field=q] input").fill("landing");
    await form.getByRole("button", { name: "Show" }).click();
    assert.equal((await asked.then((r) => r.response())).status(), 200);
    await page.waitForSelector("[data-inputs]");
    assert.match(await page.locator("[data-inputs]").innerText(), /Q: landing/);
    assert.equal(await page.locator("[data-view=list] form").count(), 0);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("a list under a path parameter with named values (sportsdata's /{format}/Teams) is where the app opens", async () => {
  const team = { type: "object", properties: { TeamId: { type: "integer" }, Name: { type: "string" } } };
  const format = { name: "format", in: "path", required: true, schema: { type: "string", enum: ["xml", "json"] } };
  const ok = { description: "ok", content: { "application/json": { schema: { type: "array", items: team } } } };
  const spec = {
    openapi: "3.0.0",
    info: { title: "Scores", version: "3" },
    paths: { "/{format}/Teams": { get: { operationId: "Teams", parameters: [format], responses: { 200: ok } } } },
  };
  const file = join(mkdtempSync(join(tmpdir(), "landing-")), "formats.json");
  writeFileSync(file, JSON.stringify(spec));
  const served = await startPreview([file]);
  const { page, problems } = await watchedPage(shared.browser);
  try {
    const asked = page.waitForRequest((r) => r.url().includes("/json/Teams"));
    await page.goto(served.url);
    await asked;
    await page.waitForSelector("[data-view=list] table tbody tr");
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await served.stop();
  }
});

test("an API whose lists all need input opens on the overview of what each needs", async () => {
  const spec = JSON.parse(readFileSync(SPEC, "utf8"));
  for (const path of ["/admin/cron", "/versions", "/projects", "/search"]) delete spec.paths[path];
  const file = join(mkdtempSync(join(tmpdir(), "landing-")), "nested-only.json");
  writeFileSync(file, JSON.stringify(spec));
  const nested = await startPreview([file]);
  const { page, problems } = await watchedPage(shared.browser);
  try {
    await page.goto(nested.url);
    await page.waitForSelector("[data-view=overview]");
    assert.match(await page.locator("[data-view=overview]").innerText(), /Needs Project gid/);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await nested.stop();
  }
});
