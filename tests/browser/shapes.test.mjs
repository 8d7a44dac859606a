// Generated apps send and show data in the API's own shape (issue 16 items 4–5), in headless
// Chromium against the built-in mock: a Stripe-style form body with nested fields goes as
// `address[city]=…`, an Asana-style body goes wrapped in {"data": …}, a Twilio-style
// `FriendlyName` comes back as `friendly_name`; in each case what was typed shows in the list.
// Unix timestamps show as dates, ids with a copy button, HTML help text as links, never tags.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, sharedPreview, startPreview, watchedPage } from "./preview-harness.mjs";

const SPEC = join(ROOT, "tests", "browser", "fixtures", "shapes-api.json");

const shared = sharedPreview([SPEC]);

// Opens a resource from the navigation and its create form; resolves to the page and the
// bodies of the POSTs the page sends.
async function openCreate(navLabel, buttonLabel) {
  const { page, problems } = await watchedPage(shared.browser);
  const posts = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && !req.url().startsWith(shared.preview.url + "__"))
      posts.push({ url: req.url(), body: req.postData(), type: req.headers()["content-type"] || "" });
  });
  await page.goto(shared.preview.url);
  await page.locator("nav").getByRole("button", { name: navLabel, exact: true }).first().click();
  await page.waitForSelector("table tbody tr");
  await page.getByRole("button", { name: buttonLabel }).first().click();
  await page.waitForSelector("form[data-view=create]");
  return { page, problems, posts };
}

async function submitAndSeeRow(page, text) {
  await page.locator("form[data-view=create] button[type=submit]").click();
  await page.waitForSelector("[data-view=detail], [data-view=list]");
  return page.getByText(text, { exact: true }).first().isVisible();
}

test("a Stripe-style form body sends nested fields as deepObject and the list shows them", async () => {
  const { page, problems, posts } = await openCreate("Customers", "New Customer");
  try {
    const form = page.locator("form[data-view=create]");
    const names = await form.locator("[data-field]").evaluateAll((els) => els.map((e) => e.dataset.field));
    for (const hidden of ["opt_pretty", "X-Amz-Date", "limit", "expand"]) assert.ok(!names.includes(hidden), hidden);
    // HTML help text: a real link, bold text, no literal tags, no script
    const help = form.locator("[data-field=name] .help").first();
    assert.equal(await help.locator("a[href='https://example.com/docs/names']").count(), 1);
    assert.equal(await help.locator("strong").count(), 1);
    assert.ok(!(await help.innerText()).includes("<"));
    assert.equal(await help.locator("script").count(), 0);

    await form.locator("[data-field=name] input").first().fill("Ada Lovelace");
    await form.locator("[data-field=line1] input").first().fill("12 Analytical Row");
    await form.locator("[data-field=city] input").first().fill("London");
    await form.locator("[data-field=trial_end] input").fill("2031-05-06T07:08");
    await submitAndSeeRow(page, "Ada Lovelace");
    const sent = posts.find((p) => p.url.includes("/v1/customers"));
    assert.ok(sent, "the create request was sent");
    assert.match(sent.type, /application\/x-www-form-urlencoded/);
    const params = new URLSearchParams(sent.body);
    assert.equal(params.get("address[city]"), "London");
    assert.equal(params.get("address[line1]"), "12 Analytical Row");
    assert.ok(!sent.body.includes("%7B"), "no JSON inside a form field: " + sent.body);
    // a unix-time field is picked as a date and sent as seconds
    assert.equal(params.get("trial_end"), String(Math.floor(new Date("2031-05-06T07:08").getTime() / 1000)));
    // the detail shows what was typed, the unix `created` as a date, the id with a copy button
    await page.waitForSelector("[data-view=detail]");
    assert.ok((await page.locator("[data-view=detail] dl").innerText()).includes("London"));
    const times = await page.locator("dl time").evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime")));
    assert.ok(
      times.some((t) => /^2031-05-06T/.test(t)),
      times.join(", "),
    ); // trial_end, typed
    assert.ok(
      times.every((t) => /^(19|20)\d\d-/.test(t)),
      times.join(", "),
    ); // created, a server's unix seconds
    assert.ok(await page.locator(".xui-id button[aria-label^=Copy]").first().isVisible());
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("a Twilio-style FriendlyName shows in the list as the response's friendly_name", async () => {
  const { page, problems, posts } = await openCreate("Queues", "New Queue");
  try {
    const form = page.locator("form[data-view=create]");
    await form.locator("[data-field=FriendlyName] input").fill("Support line");
    await form.locator("[data-field=MaxSize] input").fill("12");
    await submitAndSeeRow(page, "Support line");
    assert.equal(new URLSearchParams(posts.at(-1).body).get("FriendlyName"), "Support line");
    await page.locator("nav").getByRole("button", { name: "Queues", exact: true }).first().click();
    await page.waitForSelector("table tbody tr");
    await page.getByText("Support line", { exact: true }).first().waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("an Asana-style body travels wrapped in its envelope and the created project is listed", async () => {
  const { page, problems, posts } = await openCreate("Projects", "New Project");
  try {
    const form = page.locator("form[data-view=create]");
    const names = await form.locator("[data-field]").evaluateAll((els) => els.map((e) => e.dataset.field));
    assert.deepEqual(names, ["name", "notes"]); // the item's fields; no opt_pretty, no opt_fields
    // Markdown help text: a relative link is shown as its text
    assert.ok((await form.locator("[data-field=name] .help").innerText()).includes("Opt In"));
    await form.locator("[data-field=name] input").fill("Launch plan");
    await form.locator("[data-field=notes] textarea").fill("Ship it");
    await submitAndSeeRow(page, "Launch plan");
    assert.deepEqual(JSON.parse(posts.at(-1).body), { data: { name: "Launch plan", notes: "Ship it" } });
    await page.locator("nav").getByRole("button", { name: "Projects", exact: true }).first().click();
    await page.waitForSelector("table tbody tr");
    await page.getByText("Launch plan", { exact: true }).first().waitFor();
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("a relation select offers the related items' ids, not '[object Object]' (the packed plan omits the default valueField)", async () => {
  const petstore = await startPreview([join(ROOT, "examples", "petstore.yaml")]);
  const { page, problems } = await watchedPage(shared.browser);
  try {
    await page.goto(petstore.url);
    await page.locator("nav").getByRole("button", { name: "Pets", exact: true }).first().click();
    await page.waitForSelector("table tbody tr");
    await page.getByRole("button", { name: "New Pet" }).first().click();
    const select = page.locator("form[data-view=create] [data-field=ownerId] select");
    await select.locator("option:nth-child(2)").waitFor({ state: "attached" });
    // the items' ids, beside "— choose —" and the picker's "Another id (type it)…" (relation-picker.tsx)
    const values = await select
      .locator("option")
      .evaluateAll((os) => os.filter((o) => o.value && !o.text.startsWith("Another id")).map((o) => o.value));
    assert.ok(values.length > 0);
    assert.ok(
      values.every((v) => /^\d+$/.test(v)),
      values.slice(0, 3).join(", "),
    );
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await petstore.stop();
  }
});

test("an AWS-style operation told apart by X-Amz-Target sends the header and gets its own answer", async () => {
  const { page, problems } = await watchedPage(shared.browser);
  const sent = [];
  page.on("request", (req) => {
    if (req.method() === "POST") sent.push({ url: req.url(), target: req.headers()["x-amz-target"] });
  });
  try {
    await page.goto(shared.preview.url);
    await page
      .locator("nav")
      .getByRole("button", { name: /All operations/ })
      .first()
      .click();
    await page
      .getByRole("button", { name: /Describe limits/ })
      .first()
      .click();
    const names = await page.locator("form [data-field]").evaluateAll((els) => els.map((e) => e.dataset.field));
    assert.ok(!names.includes("X-Amz-Date"), names.join(", ")); // a signing header: never typed
    await page.getByRole("button", { name: "Send request" }).click();
    await page.waitForSelector("[data-response]");
    assert.ok((await page.locator("[data-response]").innerText()).includes("MaxThings"));
    const call = sent.find((r) => r.url.includes("/mock"));
    assert.equal(call.target, "Shapes.DescribeLimits");
    assert.ok(!call.url.includes("#"));
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test("a field whose name has a dot in it (Azure's @odata.etag) shows in the list and the detail", async () => {
  // Azure Search's indexers: `@odata.etag` is one key, not `etag` inside `@odata`
  const indexer = {
    type: "object",
    properties: { name: { type: "string" }, "@odata.etag": { type: "string" }, description: { type: "string" } },
  };
  const doc = {
    openapi: "3.0.0",
    info: { title: "Search", version: "1" },
    paths: {
      "/indexers": {
        get: {
          operationId: "Indexers_List",
          responses: {
            200: {
              description: "ok",
              content: {
                "application/json": {
                  schema: { type: "object", properties: { value: { type: "array", items: indexer } } },
                },
              },
            },
          },
        },
        post: {
          operationId: "Indexers_Create",
          requestBody: { required: true, content: { "application/json": { schema: indexer } } },
          responses: { 201: { description: "made", content: { "application/json": { schema: indexer } } } },
        },
      },
    },
  };
  const dir = mkdtempSync(join(tmpdir(), "xui-odata-"));
  const spec = join(dir, "search.json");
  writeFileSync(spec, JSON.stringify(doc));
  const preview = await startPreview([spec]);
  const { page, problems } = await watchedPage(shared.browser);
  try {
    await page.goto(preview.url);
    await page.locator("nav").getByRole("button", { name: "Indexers", exact: true }).first().click();
    await page.waitForSelector("table tbody tr");
    assert.match(await page.locator("[data-view=list] thead").innerText(), /Etag/);
    await page.getByRole("button", { name: "New Indexer" }).first().click();
    const form = page.locator("form[data-view=create]");
    await form.locator("[data-field=name] input").fill("hotels");
    await form.locator('[data-field="@odata.etag"] input').fill("W/etag-4711");
    await form.locator("button[type=submit]").click();
    await page.waitForSelector("[data-view=detail], [data-view=list]");
    if (await page.locator("[data-view=detail]").count())
      assert.ok((await page.locator("[data-view=detail] dl").innerText()).includes("W/etag-4711"));
    await page.locator("nav").getByRole("button", { name: "Indexers", exact: true }).first().click();
    await page.waitForSelector("table tbody tr");
    const row = page.locator("[data-view=list] tbody tr", { hasText: "hotels" }).first();
    assert.ok((await row.innerText()).includes("W/etag-4711"), await row.innerText());
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a required object none of whose fields is required is sent as {} and never refused as Required", async () => {
  // GuardDuty's CreateFilter: `findingCriteria` is required, its one property `Criterion` is not
  const filter = {
    type: "object",
    required: ["name", "findingCriteria"],
    properties: {
      name: { type: "string" },
      findingCriteria: {
        type: "object",
        properties: { description: { type: "string" }, rank: { type: "integer" } },
      },
      options: {
        type: "object",
        properties: { extra: { type: "object", required: ["mode"], properties: { mode: { type: "string" } } } },
      },
    },
  };
  const ok = { description: "ok", content: { "application/json": { schema: filter } } };
  const doc = {
    openapi: "3.0.0",
    info: { title: "Filters", version: "1" },
    paths: {
      "/filters": {
        get: {
          operationId: "listFilters",
          responses: {
            200: { description: "ok", content: { "application/json": { schema: { type: "array", items: filter } } } },
          },
        },
        post: {
          operationId: "createFilter",
          requestBody: { required: true, content: { "application/json": { schema: filter } } },
          responses: { 201: ok },
        },
      },
    },
  };
  const dir = mkdtempSync(join(tmpdir(), "xui-empty-"));
  const spec = join(dir, "filters.json");
  writeFileSync(spec, JSON.stringify(doc));
  const preview = await startPreview([spec]);
  const { page, problems } = await watchedPage(shared.browser);
  const posts = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().includes("/mock")) posts.push(req.postData());
  });
  try {
    await page.goto(preview.url);
    await page.locator("nav").getByRole("button", { name: "Filters", exact: true }).first().click();
    await page.waitForSelector("table tbody tr");
    await page.getByRole("button", { name: "New Filter" }).first().click();
    const form = page.locator("form[data-view=create]");
    await form.locator("[data-field=name] input").first().fill("zq-quiet");
    await form.locator("button[type=submit]").click();
    await page.waitForSelector("[data-view=detail], [data-view=list]");
    assert.equal(posts.length, 1, "the form was sent");
    // the untouched optional `options` stays out though its `extra` is required inside it
    assert.deepEqual(JSON.parse(posts[0]), { name: "zq-quiet", findingCriteria: {} });
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a required file chosen in a multipart form is sent, not refused as Required", async () => {
  // restful4up's applyYaraRules: `file` (binary, required) and `rules` (required) in multipart/form-data
  const body = {
    type: "object",
    required: ["file", "rules"],
    properties: { file: { type: "string", format: "binary" }, rules: { type: "array", items: { type: "string" } } },
  };
  const doc = {
    openapi: "3.0.0",
    info: { title: "Scanner", version: "1" },
    paths: {
      "/yara": {
        post: {
          operationId: "applyYaraRules",
          requestBody: { required: true, content: { "multipart/form-data": { schema: body } } },
          responses: { 200: { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
        },
      },
    },
  };
  const dir = mkdtempSync(join(tmpdir(), "xui-file-"));
  const spec = join(dir, "scanner.json");
  writeFileSync(spec, JSON.stringify(doc));
  const preview = await startPreview([spec]);
  const { page, problems } = await watchedPage(shared.browser);
  const posts = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && req.url().includes("/mock")) posts.push(req.url());
  });
  try {
    await page.goto(preview.url);
    await page
      .locator("nav")
      .getByRole("button", { name: /operations/i })
      .first()
      .click();
    await page.locator("[data-op-id=applyYaraRules]").first().click();
    const form = page.locator("[data-view=operations] form").first();
    await form
      .locator("[data-field=file] input[type=file]")
      .setInputFiles({ name: "zq.bin", mimeType: "application/octet-stream", buffer: Buffer.from("zq\n") });
    const tags = form.locator("[data-field=rules] .xui-tags input");
    await tags.fill("zq-rule");
    await tags.press("Enter");
    await form.locator("button[type=submit]").click();
    await page.waitForSelector("[data-view=operations] [data-response], [data-view=operations] .err");
    assert.deepEqual(await form.locator(".err").allInnerTexts(), []);
    assert.equal(posts.length, 1); // sent (Chromium does not expose a multipart body with a file)
    assert.equal(await page.locator("[data-view=operations] [data-response]").count(), 1);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
