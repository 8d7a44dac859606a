// What the task runner types into a create form opened under a parent: not the parent. A person who
// opens "New" in a dataset's detail creates under that dataset; the runner typed "1" over the
// prefilled parent (iotanalytics' datasetName, dracoon's group_id, guardduty's detectorId) and
// then looked for the item under the parent it had opened, where it never was.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, requireChromium } from "./preview-harness.mjs";
import { fillRawBody, notPrefilled, setScope } from "./tasks-runner.mjs";
import { fillGrid, rng } from "./task-fill.mjs";

let browser;
before(async () => {
  requireChromium();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test("a create form's path parameter that came prefilled is left as it is; the rest are filled", async () => {
  const page = await browser.newPage();
  try {
    await page.setContent(`
      <div class="xui-form">
        <div data-field="datasetName"><input value="dataset_7"></div>
        <div data-field="group_id"><select><option value=""></option><option value="g1">g1</option></select></div>
        <div data-field="versionId"><input value=""></div>
        <div data-field="name"><input value="prefilled by a default"></div>
      </div>`);
    const fields = [
      { name: "datasetName", in: "path", widget: "relation" },
      { name: "group_id", in: "path", widget: "relation" },
      { name: "versionId", in: "body", widget: "text" },
      { name: "name", in: "body", widget: "text" },
    ];
    const left = await notPrefilled(page.locator(".xui-form"), fields);
    // the empty parent is still chosen; a body field is typed even when a default filled it
    assert.deepEqual(
      left.map((f) => f.name),
      ["group_id", "versionId", "name"],
    );
    // a parent whose choices load after the form shows is read once they hold its value
    await page.evaluate(() =>
      setTimeout(() => {
        document.querySelector("[data-field=group_id] select").value = "g1";
      }, 300),
    );
    const under = await notPrefilled(page.locator(".xui-form"), fields, ["group_id"]);
    assert.deepEqual(
      under.map((f) => f.name),
      ["versionId", "name"],
    );
  } finally {
    await page.close();
  }
});

test("a create's raw request body gets what a person gives it: a file when it is binary, else the least JSON", async () => {
  // apache.org/qakka: a message is sent as an application/octet-stream blob; the runner left it
  // empty and the form said "Request body: Required"
  const page = await browser.newPage();
  try {
    await page.setContent(`
      <form id="bin"><input type="file" aria-label="Request body file"></form>
      <form id="json"><textarea aria-label="Request body"></textarea></form>
      <form id="fields"><textarea aria-label="Request body"></textarea></form>
      <form id="open"><textarea aria-label="Request body"></textarea></form>`);
    const binary = { body: { mode: "binary", contentType: "application/octet-stream", required: true } };
    assert.equal(await fillRawBody(page.locator("#bin"), binary, rng("x")), true);
    const files = await page.locator("#bin input").evaluate((el) => [...el.files].map((f) => f.size));
    assert.equal(files.length, 1);
    assert.ok(files[0] > 0);
    const array = { body: { mode: "json", isArray: true } };
    assert.equal(await fillRawBody(page.locator("#json"), array, rng("x")), true);
    assert.equal(await page.locator("#json textarea").inputValue(), "[]");
    assert.equal(await fillRawBody(page.locator("#fields"), { body: { mode: "fields" } }, rng("x")), false);
    assert.equal(await page.locator("#fields textarea").inputValue(), "");
    // an object the spec leaves open (digitallinguistics' `{"type": "object"}`) gets one named
    // entry, noted as typed so that it is looked for afterwards (it was `{}`: cannot tell)
    const typed = [];
    const open = { body: { mode: "json", fields: [], open: true } };
    assert.equal(await fillRawBody(page.locator("#open"), open, rng("x"), typed), true);
    const written = JSON.parse(await page.locator("#open textarea").inputValue());
    assert.deepEqual(Object.keys(written), ["name"]);
    assert.deepEqual(
      typed.map((t) => [t.path, t.text, t.checkable]),
      [["name", written.name, true]],
    );
    // a box standing for a body the spec declares otherwise (a oneOf) gets the least JSON, as before
    const declared = [];
    await fillRawBody(page.locator("#json"), { body: { mode: "json", fields: [] } }, rng("x"), declared);
    assert.equal(await page.locator("#json textarea").inputValue(), "{}");
    assert.deepEqual(declared, []);
  } finally {
    await page.close();
  }
});

test("a list's parents known from the parent's detail are chosen in their selects, typed in their boxes", async () => {
  // openapi.space: the versions list's owner and api are relation selects; the runner called fill()
  // on them ("Element is not an <input>") and the nested create never ran
  const page = await browser.newPage();
  try {
    await page.setContent(`
      <div class="xui-form">
        <div data-field="owner"><select><option value=""></option><option value="acme">Acme</option></select></div>
        <div data-field="api"><select disabled><option value=""></option></select></div>
        <div data-field="region"><input value=""></div>
        <div data-field="stage"><select><option value=""></option><option value="dev">dev</option></select></div>
        <div data-field="tag"><input value=""></div>
      </div>`);
    // the api's choices load once the owner is chosen
    await page.evaluate(() =>
      setTimeout(() => {
        const s = document.querySelector("[data-field=api] select");
        s.innerHTML = '<option value=""></option><option value="petstore">Petstore</option>';
        s.disabled = false;
      }, 300),
    );
    const scope = ["owner", "api", "region", "stage", "tag"].map((name) => ({ name, in: "path" }));
    const known = { owner: "acme", api: "petstore", region: "eu-1", stage: "prod" };
    const left = await setScope(page.locator(".xui-form"), scope, known);
    const value = (name) => page.locator(`[data-field=${name}] select, [data-field=${name}] input`).inputValue();
    assert.equal(await value("owner"), "acme");
    assert.equal(await value("api"), "petstore");
    assert.equal(await value("region"), "eu-1");
    // a select that never offers the known value, and a parent with none, are left to fill
    assert.deepEqual(
      left.map((f) => f.name),
      ["stage", "tag"],
    );
  } finally {
    await page.close();
  }
});

test("a known value a numeric scope box cannot hold is left to fill, not typed", async () => {
  // PocketSmith: the scenario events' `id` came from a currency's route ({id: "usd"}); typing it into
  // the scenario's number box failed ("Cannot type text into input[type=number]")
  const page = await browser.newPage();
  try {
    await page.setContent(`
      <div class="xui-form">
        <div data-field="id"><input type="number"></div>
        <div data-field="page"><input type="number"></div>
      </div>`);
    const scope = ["id", "page"].map((name) => ({ name, in: "path" }));
    const left = await setScope(page.locator(".xui-form"), scope, { id: "usd", page: "3" });
    assert.equal(await page.locator("[data-field=page] input").inputValue(), "3");
    assert.deepEqual(
      left.map((f) => f.name),
      ["id"],
    );
  } finally {
    await page.close();
  }
});

test("a list the form needs at least N entries in gets N distinct entries", async () => {
  // gsmtasks: an address's coordinates need at least 2 numbers; the runner typed one and the form
  // said "Coordinates: At least 2 items"
  const page = await browser.newPage();
  try {
    await page.setContent(`
      <div class="xui-form">
        <div data-field="coordinates"><div class="xui-tags"><input></div></div>
        <div data-field="labels"><div class="xui-tags"><input></div></div>
      </div>
      <script>
        document.querySelectorAll(".xui-tags input").forEach((input) => {
          input.dataset.entries = "[]";
          input.addEventListener("keydown", (e) => {
            if (e.key !== "Enter") return;
            input.dataset.entries = JSON.stringify([...JSON.parse(input.dataset.entries), input.value]);
            input.value = "";
          });
        });
      </script>`);
    const fields = [
      { name: "coordinates", in: "body", widget: "tags", itemWidget: "number", constraints: { minItems: 2 } },
      { name: "labels", in: "body", widget: "tags", itemWidget: "text" },
    ];
    await fillGrid(page.locator(".xui-form"), fields, rng("x"));
    const entries = (name) =>
      page.locator(`[data-field=${name}] input`).evaluate((el) => JSON.parse(el.dataset.entries));
    const coordinates = await entries("coordinates");
    assert.equal(coordinates.length, 2);
    assert.notEqual(coordinates[0], coordinates[1]);
    assert.equal((await entries("labels")).length, 1);
  } finally {
    await page.close();
  }
});

test("a body field named like the parent's path parameter is typed into its own box, not the parent's", async () => {
  // clever-cloud's add-on provider create: the organisation's path `id` (prefilled) and the
  // provider's body `id` share a name; the runner typed into the first box, over the parent, and
  // the form said "id: Required"
  const page = await browser.newPage();
  try {
    await page.setContent(`
      <div class="xui-form">
        <div data-field="id"><input value="org_1"></div>
        <div data-field="name"><input value=""></div>
        <div data-field="id"><input value=""></div>
      </div>`);
    const fields = [
      { name: "id", in: "path", widget: "text", required: true },
      { name: "name", in: "body", widget: "text" },
      { name: "id", in: "body", widget: "text", required: true },
    ];
    const grid = page.locator(".xui-form");
    const left = await notPrefilled(grid, fields, ["id"]);
    assert.deepEqual(
      left.map((f) => `${f.in}.${f.name}`),
      ["body.name", "body.id"],
    );
    await fillGrid(grid, left, rng("x"), { all: fields });
    const boxes = await page.locator("[data-field=id] input").evaluateAll((els) => els.map((el) => el.value));
    assert.equal(boxes[0], "org_1");
    assert.notEqual(boxes[1], "");
  } finally {
    await page.close();
  }
});

test("a required JSON list that may be empty is answered [], not with an entry of a made-up shape", async () => {
  // Ground Station's mission profile: `dataflowEdges` (minItems 0) is a list of [from, to] ARN
  // pairs; the object the runner typed into it was refused, 422 'must be an array'
  const page = await browser.newPage();
  try {
    await page.setContent(`
      <div class="xui-form">
        <div data-field="dataflowEdges"><textarea></textarea></div>
        <div data-field="Types"><textarea></textarea></div>
      </div>`);
    const json = (name, minItems) => ({
      name,
      in: "body",
      widget: "json",
      required: true,
      placeholder: "[ ]",
      constraints: { minItems },
    });
    const { typed } = await fillGrid(
      page.locator(".xui-form"),
      [json("dataflowEdges", 0), json("Types", null)],
      rng("x"),
    );
    assert.equal(await page.locator("[data-field=dataflowEdges] textarea").inputValue(), "[]");
    assert.equal(typed.find((t) => t.name === "dataflowEdges").checkable, false);
    // a list that must hold something still gets one entry, looked for afterwards
    const types = JSON.parse(await page.locator("[data-field=Types] textarea").inputValue());
    assert.equal(types.length, 1);
    assert.equal(typed.find((t) => t.name === "Types").checkable, true);
  } finally {
    await page.close();
  }
});

test("a field of a write-only object is typed as write-only: never missed, telling when shown", async () => {
  // Jira's gadget `position` (DashboardGadgetPosition is writeOnly; its column and row are not)
  const page = await browser.newPage();
  try {
    await page.setContent(`
      <div class="xui-form">
        <div data-field="position"><fieldset><div class="xui-form">
          <div data-field="column"><input></div></div></fieldset></div>
        <div data-field="title"><input></div>
      </div>`);
    const fields = [
      {
        name: "position",
        in: "body",
        widget: "fieldset",
        required: true,
        writeOnly: true,
        fields: [{ name: "column", in: "body", widget: "integer", required: true }],
      },
      { name: "title", in: "body", widget: "text" },
    ];
    const { typed } = await fillGrid(page.locator(".xui-form").first(), fields, rng("x"));
    const column = typed.find((t) => t.path === "position.column");
    assert.deepEqual([column.checkable, column.evidence], [false, true]);
    const title = typed.find((t) => t.path === "title");
    assert.deepEqual([title.checkable, title.evidence], [true, false]);
  } finally {
    await page.close();
  }
});

test("a parameter the form prefills is left as it is, neither typed over nor looked for", async () => {
  // Azure's geo backup policy: required query `api-version` prefilled 2014-04-01; the runner typed
  // Zq-… over it and then looked for it on the created policy
  const page = await browser.newPage();
  try {
    await page.setContent(`
      <div class="xui-form">
        <div data-field="api-version"><input value="2014-04-01"></div>
        <div data-field="x-trace"><input value=""></div>
        <div data-field="name"><input value="a body default"></div>
      </div>`);
    const fields = [
      { name: "api-version", in: "query", widget: "text", required: true },
      { name: "x-trace", in: "header", widget: "text" },
      { name: "name", in: "body", widget: "text" },
    ];
    const { typed } = await fillGrid(page.locator(".xui-form"), fields, rng("x"));
    assert.equal(await page.locator("[data-field=api-version] input").inputValue(), "2014-04-01");
    assert.deepEqual(
      typed.map((t) => t.name),
      ["x-trace", "name"],
    );
  } finally {
    await page.close();
  }
});

test("a new key typed into a map tells the typed item when shown, and is never missed", async () => {
  // FinSpace's changeset: a choice and two maps (sourceParams, formatParams) were "nothing to look for"
  const page = await browser.newPage();
  try {
    await page.setContent(`
      <div class="xui-form"><div data-field="sourceParams">
        <button type="button" onclick="this.insertAdjacentHTML('afterend', '<input aria-label=Key><input aria-label=Value>')">Add entry</button>
      </div></div>`);
    const fields = [{ name: "sourceParams", in: "body", widget: "keyvalue", required: true }];
    const { typed } = await fillGrid(page.locator(".xui-form"), fields, rng("x"));
    assert.equal(typed.length, 1);
    assert.deepEqual([typed[0].checkable, typed[0].evidence], [false, true]);
    assert.equal(await page.locator("input[aria-label=Key]").inputValue(), typed[0].text);
  } finally {
    await page.close();
  }
});
