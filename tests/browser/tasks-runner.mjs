// The browser task runner: for one spec, `copilot-cli preview SPEC` with its built-in mock and a
// headless Chromium page that does what a person would do in the first minute — land on the first
// screen, open a row, create an item with every field filled, find what was typed in the list and
// the detail, edit one field, delete, create under a parent, switch theme, run one operation.
// Every task is recorded as { attempted, ok, why, detail } (`why`: a short failure class), with
// the page errors, console errors and the network errors a task provoked. Used by
// tests/browser/tasks.test.mjs and benchmarks/tasks.mjs:
//
//   node tests/browser/tasks-runner.mjs SPEC [--seed N] [--screenshots DIR]   # one spec, JSON out
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";
import { ROOT, launchBrowser, startPreview } from "./preview-harness.mjs";
import { credentialParam, fieldBox, fillGrid, norm, numberFor, rng, shows, stringFor, token } from "./task-fill.mjs";

export const TASKS = ["firstScreen", "detail", "create", "edit", "delete", "nestedCreate", "theme", "operation"];
const STEP_MS = 30000; // generous: a loaded 2-core machine, a big spec's mock

/** The UiPlan the served App.jsx carries, read by the renderer's own extract_plan and dumped whole:
 * every default is in it, and the facts the page reads (a list's `needs`, plan_facts.py). */
export async function fetchPlan(url) {
  const code = await (await fetch(url + "app.jsx")).text();
  const run = spawnSync(PY, ["-c", EXTRACT], { cwd: ROOT, input: code, encoding: "utf8", maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error("no plan in the served App.jsx: " + run.stderr.slice(-300));
  return JSON.parse(run.stdout);
}
const PY = join(ROOT, ".venv", "bin", "python");
const EXTRACT = `
import json, sys
from copilot_cli.ui.render import extract_plan
plan = extract_plan(sys.stdin.read())
if plan is None:
    raise SystemExit("no plan marker")
print(json.dumps(plan.model_dump(mode="json", by_alias=True)))
`;

/**
 * Marks `body.open` on the operations whose JSON box stands for an object the spec leaves open
 * (`{"type": "object"}` or no schema: digitallinguistics' languages), read from the spec itself:
 * the plan shows a oneOf body (fire.com's bank transfers) the same way, as a box with no field,
 * and a named entry typed there would be one the API does not declare.
 */
export function markOpenBodies(plan, spec) {
  const boxes = plan.operations.filter((op) => op.body?.mode === "json" && !op.body.isArray && !op.body.fields.length);
  if (!boxes.length) return;
  const run = spawnSync(PY, ["-c", OPEN_BODIES, spec, JSON.stringify(boxes.map((op) => op.id))], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 1 << 24,
  });
  if (run.status !== 0) return; // unknown: none marked, so nothing is typed into them
  const open = new Set(JSON.parse(run.stdout));
  for (const op of boxes) if (open.has(op.id)) op.body.open = true;
}
const OPEN_BODIES = `
import json, sys
from copilot_cli.spec import load_spec
spec = load_spec(sys.argv[1])
def resolve(s, seen=0):
    while s is not None and s.ref and seen < 20:
        s, seen = spec.types.get(s.ref), seen + 1
    return s
def is_open(op):
    content = op.request_body.content if op.request_body else {}
    media = next((m for m in content if "json" in m), next(iter(content), None))
    s = resolve(content[media].schema_) if media else None
    return s is None or s.kind in ("object", "map", "any") and not s.properties and not s.variants and not s.all_of
print(json.dumps([i for i in json.loads(sys.argv[2]) if (op := spec.operation(i)) is not None and is_open(op)]))
`;

function opsById(plan) {
  return Object.fromEntries(plan.operations.map((op) => [op.id, op]));
}

/** Whether a resource's list loads with nothing typed: its `needs`, as the page reads it. */
export function needsNoInput(r) {
  return !!r.list && r.list.needs.length === 0;
}

const settle = (page, timeout = STEP_MS) =>
  page.waitForFunction(() => !document.querySelector("[aria-busy=true]"), null, { timeout });

async function gotoNav(page, plan, pageId) {
  const group = plan.navigation.find((g) => g.items.some((it) => it.page === pageId));
  if (!group) return false;
  const label = group.items.find((it) => it.page === pageId).label;
  const filter = page.locator("input[aria-label='Filter sections']");
  if ((await filter.count()) && (await filter.inputValue())) await filter.fill("");
  // the button with this label under this group's heading (labels repeat across groups)
  const index = await page.evaluate(
    ([label, groupLabel]) => {
      const buttons = Array.from(document.querySelectorAll(".xui-nav button"));
      const own = (b) => b.textContent.trim() === label;
      const inGroup = (b) =>
        (b.closest(".xui-nav > div")?.querySelector("h2")?.textContent || "").trim() === groupLabel;
      const i = buttons.findIndex((b) => own(b) && inGroup(b));
      return i >= 0 ? i : buttons.findIndex(own);
    },
    [label, group.label],
  );
  if (index < 0) return false;
  await page.locator(".xui-nav button").nth(index).click();
  await page.waitForSelector(pageId === "operations" ? "[data-view=operations]" : "[data-view=resource]", {
    timeout: STEP_MS,
  });
  if (pageId !== "operations") await listReady(page, page.locator("[data-view=resource]").first());
  return true;
}

/** Waits until a resource page or list shows its outcome (rows, an empty state, an error, a form). */
async function listReady(page, scope) {
  const handle = await scope.elementHandle();
  await page.waitForFunction(
    (el) =>
      !el.isConnected ||
      (!el.querySelector("[aria-busy=true]") &&
        !!el.querySelector("tbody tr, .xui-state, .xui-error, form, .xui-oplist")),
    handle,
    { timeout: STEP_MS },
  );
}

/** Why a list shows no rows, as a person would tell from the screen. */
async function whyNoRows(scope) {
  const text = (await scope.innerText().catch(() => "")) || "";
  if (await scope.locator(".xui-error").count())
    return ["error", (await scope.locator(".xui-error").first().innerText()).slice(0, 300)];
  if (/This list lives under another resource/.test(text)) return ["needs-parent", ""];
  if (/More input needed/.test(text)) return ["needs-input", text.match(/Fill in ([^\n]*)/)?.[1] || ""];
  if (/Credentials needed/.test(text)) return ["needs-credentials", ""];
  if (/has no list of/.test(text)) return ["no-list", ""];
  if (/ yet\n|returned an empty list/.test(text)) return ["empty-list", ""];
  return ["no-rows", text.slice(0, 200)];
}

function mainList(page, rid) {
  return page.locator(`[data-view=resource][data-resource=${JSON.stringify(rid)}] > [data-view=list]`);
}

/** Pages through LIST (a locator) looking for a row whose text passes TEST; returns its row or null. */
async function findRow(page, list, test, maxPages = 8) {
  const size = list.locator("select[aria-label='Rows per page']");
  if ((await size.count()) && (await size.inputValue()) !== "100") {
    await size.selectOption("100").catch(() => {});
    await settle(page);
    await listReady(page, list); // the reload may start after settle looked: wait for its rows
  }
  let reloads = 0;
  for (let p = 0; p < maxPages; p++) {
    const rows = list.locator("tbody tr");
    const texts = await rows.evaluateAll((els) =>
      els.map(
        (el) =>
          el.innerText +
          "\n" +
          Array.from(el.querySelectorAll("a[href], img[src], [title], time[datetime]"))
            .map((x) => [
              x.getAttribute("href"),
              x.getAttribute("src"),
              x.getAttribute("title"),
              x.getAttribute("datetime"),
            ])
            .flat()
            .filter(Boolean)
            .join("\n"),
      ),
    ); // SHOWN, inline: a function passed to the page cannot call another
    const i = texts.findIndex(test);
    if (i >= 0) return rows.nth(i);
    if (reloads < 3 && (await list.locator("[aria-busy=true]").count())) {
      reloads++; // read while the page was reloading (its rows gone): read it again once loaded
      await listReady(page, list);
      p--;
      continue;
    }
    const next = list.locator("[data-pager] button", { hasText: "Next" });
    if (!(await next.count()) || !(await next.isEnabled())) return null;
    await next.click();
    await settle(page);
    await listReady(page, list);
  }
  return null;
}

/** Waits for a submitted form to leave, or show its errors; returns { left, clientErrors, error }. */
async function submitForm(page, form) {
  const handle = await form.elementHandle();
  await form.locator("button[type=submit]").click();
  await page.waitForFunction((f) => !f.isConnected || f.querySelector(".err, .xui-error"), handle, {
    timeout: STEP_MS * 2,
  });
  if (!(await handle.evaluate((f) => f.isConnected))) {
    await page.waitForSelector("[data-view]", { timeout: STEP_MS });
    await settle(page);
    return { left: true };
  }
  const clientErrors = await form.evaluate((f) =>
    Array.from(f.querySelectorAll(".xui-field.invalid")).map(
      (el) => el.getAttribute("data-field") + ": " + (el.querySelector(".err")?.textContent || ""),
    ),
  );
  const error = await form
    .locator(".xui-error")
    .first()
    .innerText()
    .catch(() => "");
  return { left: false, clientErrors, error: error.slice(0, 400) };
}

function failClass(out) {
  if (out.clientErrors?.length) return ["client-validation", out.clientErrors.slice(0, 4).join("; ")];
  const status = /HTTP (\d{3})/.exec(out.error || "");
  return [status ? `http-${status[1]}` : "request-failed", out.error];
}

async function detailText(page) {
  const d = page.locator("[data-view=detail]").first();
  await d.waitFor({ timeout: STEP_MS });
  await settle(page);
  if (await d.locator(":scope > .xui-error").count())
    return { error: await d.locator(".xui-error").first().innerText() };
  const dl = d.locator(".xui-dl, .xui-json").first();
  return {
    text: (await d.locator(".xui-head h2").innerText()) + "\n" + ((await dl.count()) ? await shownText(dl) : ""),
  };
}

// What a cell shows: its text, plus the link, image or title it shows a value as (a photo URL is
// an <img>, a long value a title).
const SHOWN = (el) =>
  el.innerText +
  "\n" +
  Array.from(el.querySelectorAll("a[href], img[src], [title], time[datetime]"))
    .map((x) => [x.getAttribute("href"), x.getAttribute("src"), x.getAttribute("title"), x.getAttribute("datetime")])
    .flat()
    .filter(Boolean)
    .join("\n");
const shownText = (loc) => loc.evaluate(SHOWN);

/** Whether a column of KEYS shows a field a value was typed into (the id typed aside). */
export function listsTyped(typed, keys, idField) {
  const path = (k) => String(k).split(".").map(norm).join(".");
  const wanted = new Set(keys.filter((k) => k !== idField).map(path));
  return typed.some((t) => t.checkable && (wanted.has(norm(t.path.split(".")[0])) || wanted.has(path(t.path))));
}

/** Checks the typed values against a detail or list text: { ok, seen, expected, missing }. */
export function judge(text, typed, keys, idField) {
  const checkable = typed.filter((t) => t.checkable);
  const told = typed.filter(tells);
  // a column or detail field of a typed field, or of the object it is in (`attributes.title`, `address`)
  const path = (k) => String(k).split(".").map(norm).join(".");
  // an id typed into the form may be replaced by the one the API assigns
  const wanted = new Set(keys.filter((k) => k !== idField).map(path));
  const expected = checkable.filter((t) => wanted.has(norm(t.path.split(".")[0])) || wanted.has(path(t.path)));
  const seen = told.filter((t) => shows(text, t));
  const missing = expected.filter((t) => !shows(text, t));
  const ok = checkable.length === 0 || (seen.length > 0 && missing.length === 0);
  return { ok, seen: seen.length, of: told.length, missing: missing.map((t) => `${t.path}=${t.text}`) };
}

// A typed value that tells the typed item when shown: one looked for, or a write-only one (never
// missed: the API need not give it back).
const tells = (t) => t.checkable || t.evidence;

// Only switches typed, or no field at all: whether what was typed shows cannot be told, and that
// is no success (it used to count as one).
const nothingToLookFor = (typed) => typed.every((x) => !x.checkable);
const CANNOT_TELL = Object.freeze({
  ok: false,
  why: "cannot-tell",
  detail: "nothing typed that can be looked for afterwards",
});

/**
 * The create task's verdict from what was typed and what the list (and the detail) showed. With
 * nothing typed to look for (a create form with no field: crucible's reviews, apidapp's keys), a
 * person still tells the new item by the id the page showed it under once created, found again as
 * a cell of the list (ID_LISTED: that id, or null); without it, cannot tell.
 */
export function createVerdict(typed, seen, rowFound, idListed = null) {
  if (nothingToLookFor(typed))
    return idListed ? { ok: true, judgedBy: `nothing typed; the new item's id ${idListed} is listed` } : CANNOT_TELL;
  if (seen.list.ok && (!seen.detail || seen.detail.ok)) return { ok: true };
  const why = rowFound ? "typed-values-not-in-detail" : "typed-values-not-in-list";
  return { ok: false, why, detail: JSON.stringify(seen).slice(0, 400) };
}

/**
 * The nested create's verdict, as a create's: nothing typed that can be looked for (only switches,
 * or no field: openapi.space's version, Google Connectors' entity) cannot tell, and is no success.
 */
/**
 * How the delete task recognises the deleted item in the list afterwards: a row whose own cell is
 * the id its detail showed, or a row holding a value typed on create or edit. A value picked from a
 * list of choices (a currency, a framework) is not the item's own — other rows hold it too — so it
 * counts only when neither an id nor anything typed is there to look for (vercel's `blitzjs`,
 * yodlee's `AUD` read as the deleted item still listed when the mock had deleted it).
 */
export function deletedRowMatcher(idText, marks, chosen = new Set()) {
  const own = marks.filter((m) => !chosen.has(m));
  const look = own.length || idText ? own : marks;
  return (t) => (!!idText && t.split(/\t|\n/).some((c) => c.trim() === idText)) || look.some((m) => t.includes(m));
}

export function nestedVerdict(typed, seen) {
  if (nothingToLookFor(typed) && !seen) return CANNOT_TELL;
  if (seen) return { ok: true };
  const detail = typed
    .slice(0, 12)
    .map((t) => `${t.path}=${t.text}`)
    .join(", ");
  return { ok: false, why: "typed-values-not-seen", detail: detail.slice(0, 300) };
}

function record() {
  return Object.fromEntries(TASKS.map((t) => [t, { attempted: false, ok: false, why: null, detail: "" }]));
}

// Which resources the tasks use: the CRUD target lists with no input and can create (the first
// screen's resource first); the nested target creates under a parent.
function targets(plan, firstId) {
  const rs = plan.resources;
  const score = (r) =>
    (r.id === firstId ? 4 : 0) + (r.detail ? 8 : 0) + (r.edit ? 8 : 0) + (r.delete ? 8 : 0) + (r.create ? 32 : 0);
  const flat = rs.filter((r) => needsNoInput(r)).sort((a, b) => score(b) - score(a));
  const parentOf = (child) =>
    rs.find((p) => needsNoInput(p) && p.detail && p.detail.subTables.some((s) => s.resource === child.id));
  // else a listable resource whose items are addressed by the child's parent parameter
  // (the child's own parent first: a scope field named plain `id` is in every item's params, and
  // PocketSmith's scenario events were opened from a currency, its code typed as the scenario id)
  const owns = (p, child) => p !== child && needsNoInput(p) && p.detail;
  const ownerOf = (child) =>
    rs.find((p) => owns(p, child) && p.id === child.parent && child.list.scope.some((f) => f.name in p.itemParams)) ||
    rs.find((p) => owns(p, child) && child.list.scope.some((f) => f.name in p.itemParams));
  const nestedAll = rs.filter((r) => r.create && r.list && r.list.scope.length > 0);
  const nested = nestedAll.find((r) => parentOf(r)) || nestedAll.find((r) => ownerOf(r)) || nestedAll[0] || null;
  return {
    crud: flat[0] || null,
    nested,
    parent: nested ? parentOf(nested) || null : null,
    owner: nested && !parentOf(nested) ? ownerOf(nested) || null : null,
  };
}

/**
 * Runs every task on SPEC. Options: id (for the record), seed (the mock's), screenshots
 * ({ dir, name }: the first screen in light and dark), previewTimeoutMs, api (a real API's URL
 * for the preview's --api, e.g. Prism's: its calls are then recorded in `apiCalls`).
 */
export async function runTasks(
  browser,
  spec,
  { id = spec, seed = 0, screenshots = null, previewTimeoutMs = 120000, api = null } = {},
) {
  const rec = { id, tasks: record(), pageErrors: [], consoleErrors: [], networkErrors: [], notes: [] };
  const rand = rng(id);
  let task = "load";
  let preview;
  try {
    preview = await startPreview([spec, "--seed", String(seed), ...(api ? ["--api", api] : [])], {
      timeoutMs: previewTimeoutMs,
    });
  } catch (e) {
    rec.fatal = ["preview-failed", String(e.message).slice(0, 400)];
    return rec;
  }
  const context = await browser.newContext({ viewport: { width: 1360, height: 820 } });
  const page = await context.newPage();
  await page.route(
    (u) => !["127.0.0.1", "localhost"].includes(u.hostname),
    (route) => route.fulfill({ status: 204, body: "" }),
  );
  page.on("pageerror", (err) => rec.pageErrors.push({ task, message: String(err.message).slice(0, 300) }));
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const text = msg.text();
    if (/^Failed to load resource/.test(text)) return; // counted from the response itself below
    rec.consoleErrors.push({ task, message: text.slice(0, 300) });
  });
  // with --api the page calls the preview's same-origin proxy: /proxy/<token>/<the API's path>
  const ours = (u) => new URL(u).pathname.startsWith(api ? "/proxy/" : "/mock");
  if (api) rec.apiCalls = [];
  page.on("response", (r) => {
    if (api && ours(r.url()) && r.request().method() !== "OPTIONS")
      rec.apiCalls.push({
        task,
        request: `${r.request().method()} ${new URL(r.url()).pathname.replace(/^\/proxy\/[^/]+/, "")}`,
        status: r.status(),
      });
    if (r.status() >= 400 && ours(r.url()))
      rec.networkErrors.push({
        task,
        request: `${r.request().method()} ${new URL(r.url()).pathname.replace(/^\/proxy\/[^/]+/, "")}`,
        status: r.status(),
      });
  });
  const T = rec.tasks;
  const run = async (name, fn) => {
    task = name;
    T[name].attempted = true;
    try {
      const out = await fn(T[name]);
      if (out === "skip") T[name].attempted = false;
    } catch (e) {
      T[name].ok = false;
      T[name].why = T[name].why || "runner-timeout";
      T[name].detail = T[name].detail || String(e.message).split("\n")[0].slice(0, 300);
      if (process.env.TASKS_DEBUG) console.error(name, e.stack);
    }
  };
  try {
    const plan = await fetchPlan(preview.url);
    markOpenBodies(plan, spec);
    rec.kind = plan.app.kind;
    rec.anyListNoInput = plan.resources.some((r) => needsNoInput(r));
    await page.goto(preview.url);
    await page.waitForFunction(
      () => ["rendered", "error"].includes(document.documentElement.getAttribute("data-preview-status")),
      null,
      { timeout: 90000 },
    );
    if ((await page.getAttribute("html", "data-preview-status")) !== "rendered") {
      rec.fatal = ["render-failed", (await page.locator("body").innerText()).slice(0, 400)];
      return rec;
    }
    await page.waitForSelector("[data-view]", { timeout: STEP_MS });
    await settle(page, 30000);

    // 1. The first screen.
    let firstId = null;
    if (screenshots) mkdirSync(screenshots.dir, { recursive: true });
    await run("firstScreen", async (r) => {
      const res = page.locator("[data-view=resource]").first();
      if (!(await res.count())) {
        const view = (await page.locator("[data-view]").first().getAttribute("data-view")) || "";
        // with no list that needs no input, the overview of what each resource needs is the right start
        if (view === "overview" && !rec.anyListNoInput) [r.ok, r.note] = [true, "overview (no list needs no input)"];
        else [r.why, r.detail] = [view === "overview" ? "overview" : "no-resource-page", view];
        if (screenshots) await page.screenshot({ path: join(screenshots.dir, `${screenshots.name}-light.png`) });
        return;
      }
      firstId = await res.getAttribute("data-resource");
      r.resource = firstId;
      const rows = await res.locator("[data-view=list] tbody tr").count();
      if (rows > 0) r.ok = true;
      else [r.why, r.detail] = await whyNoRows(res);
      r.rows = rows;
      if (screenshots) await page.screenshot({ path: join(screenshots.dir, `${screenshots.name}-light.png`) });
    });

    const { crud, nested, parent, owner } = targets(plan, firstId);
    rec.targets = {
      crud: crud?.id || null,
      nested: nested?.id || null,
      parent: parent?.id || owner?.id || null,
    };
    const R = crud;
    let created = null; // { typed, idText }

    // 2. A row's detail.
    await run("detail", async (r) => {
      const dr = R?.detail ? R : plan.resources.find((x) => x.detail && needsNoInput(x));
      if (!dr) return "skip";
      r.resource = dr.id;
      await gotoNav(page, plan, "resource:" + dr.id);
      const rows = mainList(page, dr.id).locator("tbody tr");
      if (!(await rows.count())) {
        [r.why, r.detail] = ["no-rows", (await whyNoRows(mainList(page, dr.id)))[0]];
        return;
      }
      await rows.first().click();
      const d = await detailText(page);
      if (d.error) [r.why, r.detail] = ["detail-error", d.error.slice(0, 300)];
      else if (!d.text.replace(/[\s—]/g, "").length) [r.why, r.detail] = ["detail-empty", ""];
      else r.ok = true;
    });

    // 3. Create with every field filled; find the typed values in the detail and the list.
    await run("create", async (r) => {
      if (!R?.create) return "skip";
      r.resource = R.id;
      await gotoNav(page, plan, "resource:" + R.id);
      await page.locator("[data-view=resource] > .xui-head .xui-btn.primary").click();
      const form = page.locator("form[data-view=create]");
      await form.waitFor({ timeout: STEP_MS });
      const grid = form.locator(":scope > .xui-card > .xui-card-b > .xui-form");
      const { typed, skipped } = (await grid.count())
        ? await fillGrid(grid, R.create.fields, rand)
        : { typed: [], skipped: [] };
      if (await fillRawBody(form, opsById(plan)[R.create.operationId], rand, typed))
        rec.notes.push("create form has a raw request body");
      r.typed = typed.map((t) => `${t.path}=${t.text}`).slice(0, 20);
      if (skipped.length) r.skipped = skipped.slice(0, 6);
      const out = await submitForm(page, form);
      if (!out.left) {
        [r.why, r.detail] = failClass(out);
        return;
      }
      created = { typed };
      const seen = {};
      if (R.detail) {
        if (!(await page.locator("[data-view=detail]").count())) {
          const row = await findRow(page, mainList(page, R.id), (t) => typed.some((x) => tells(x) && shows(t, x)));
          if (row) await row.click();
        }
        if (await page.locator("[data-view=detail]").count()) {
          const d = await detailText(page);
          seen.detail = d.error
            ? { ok: false, error: d.error.slice(0, 200) }
            : judge(
                d.text,
                typed,
                R.detail.fields.map((f) => f.key),
                R.idField,
              );
          if (d.text && R.idField) {
            const idField = R.detail.fields.find((f) => f.key === R.idField);
            if (idField) created.idText = await idValue(page, idField.label);
          }
        } else seen.detail = { ok: false, error: "created item not found to open" };
      }
      await gotoNav(page, plan, "resource:" + R.id);
      const list = mainList(page, R.id);
      const row = await findRow(page, list, (t) => typed.some((x) => tells(x) && shows(t, x)));
      const keys = R.list.columns.map((c) => c.key);
      seen.list = row ? judge(await shownText(row), typed, keys, R.idField) : { ok: false, seen: 0 };
      // the id the created item's detail showed, as a cell of a row of the list
      const id = created.idText && created.idText.length >= 2 ? created.idText : null;
      const byId = (t) => t.split(/[\t\n]/).some((cell) => cell.trim() === id);
      // no column shows a field typed (SpaceTraders' ships list their symbol and role, the typed
      // waypoint only in the detail): the list says the item is there by its id, no more
      if (!row && id && seen.detail?.ok && !listsTyped(typed, keys, R.idField) && (await findRow(page, list, byId)))
        seen.list = { ok: true, seen: 0, listedById: id };
      r.seen = seen;
      const idListed = nothingToLookFor(typed) && id ? (await findRow(page, list, byId)) && id : null;
      Object.assign(r, createVerdict(typed, seen, Boolean(row), idListed));
    });

    // 4. Edit one field of the created item (else of the first row) and see it.
    let editedText = null;
    await run("edit", async (r) => {
      if (!R?.edit || !R.detail) return "skip";
      r.resource = R.id;
      if (!(await openItem(page, plan, R, created))) {
        [r.why, r.detail] = ["no-item-to-edit", ""];
        return;
      }
      const editButton = page.locator("[data-view=detail] .xui-head button", { hasText: /^Edit$/ });
      if (!(await editButton.count())) {
        [r.why, r.detail] = ["no-edit-button", await detailState(page)];
        return;
      }
      await editButton.click();
      const form = page.locator("form[data-view=edit]");
      await form.waitFor({ timeout: STEP_MS });
      const shown = new Set(R.detail.fields.map((f) => norm(f.key)));
      const grid = form.locator(":scope > .xui-card > .xui-card-b > .xui-form");
      // The field a person would change: one of the item's own (not its id, not a parent's), free
      // text first, then a number, a date, a choice; at the top of the body or one object down.
      const picks = editTargets(R, shown, await shownArms(grid, R.edit.fields));
      // else a body the spec leaves open, edited in its JSON box (digitallinguistics' PUT /languages/{id})
      const raw = picks.length ? null : await openBodyEdit(form, opsById(plan)[R.edit.operationId], rand);
      if (!picks.length && !raw) {
        [r.why, r.detail] = ["nothing-editable", R.edit.fields.map((f) => f.widget).join(",")];
        return;
      }
      // the first field a new value fits, in editTarget's order
      let pick = null;
      let edit = raw;
      const unfit = [];
      for (const p of raw ? [] : picks.slice(0, 6)) {
        edit = await typeEdit(fieldCell(grid, R.edit.fields, p.path), p.field, rand, asRead(p.path).length > 1);
        if (edit) {
          pick = p;
          break;
        }
        unfit.push(p.path.join("."));
      }
      if (!edit) {
        [r.why, r.detail] = ["nothing-editable", `no new value fits ${unfit.join(", ")}`];
        return;
      }
      if (unfit.length) r.noValueFits = unfit;
      const field = pick ? pick.field : { name: raw.key, widget: "json" };
      const readPath = pick ? asRead(pick.path) : null;
      // a required field the item does not give back (unicourt's PACER credential `password`,
      // write-only) is empty in the edit form: a person types it to save
      const missing = await emptyRequired(grid, R.edit.fields, pick?.field);
      if (missing.length) {
        await fillGrid(grid, missing, rand, { all: R.edit.fields });
        r.alsoTyped = missing.map((f) => f.name);
      }
      if (edit.kind === "text") editedText = edit.text;
      r.field = pick ? pick.path.join(".") : `body.${raw.key}`;
      r.value = edit.text;
      let out = await submitForm(page, form);
      // the form marks what it still requires (VTEX's subscription: the item read gives none of the
      // objects its PATCH requires, 'item: Required; plan: Required'): a person fills those and saves again
      const marked = out.left ? [] : invalidFields(out, R.edit.fields, pick);
      if (marked.length) {
        await fillGrid(grid, marked, rand, { all: R.edit.fields, requiredOnly: true });
        r.alsoTyped = [...(r.alsoTyped || []), ...marked.map((f) => f.name)];
        out = await submitForm(page, form);
      }
      if (!out.left) {
        [r.why, r.detail] = failClass(out);
        return;
      }
      if (!(await page.locator("[data-view=detail]").count())) {
        if (edit.kind === "switch") {
          // a row's Yes could be any of its switches: which one changed cannot be told from it
          [r.why, r.detail] = ["cannot-tell", `${field.name} switched; no detail to read it in`];
          return;
        }
        const row = await findRow(page, mainList(page, R.id), (t) => edit.seen(t));
        if (!row) [r.why, r.detail] = ["edit-not-seen", "not in the list"];
        else r.ok = true;
        return;
      }
      const d = await detailText(page);
      if (d.error) [r.why, r.detail] = ["detail-error", d.error.slice(0, 300)];
      else if (!edit.seen(edit.kind === "text" ? d.text : await detailValue(page, readPath, field)))
        [r.why, r.detail] = ["edit-not-seen", `${field.name} not shown as typed (${edit.text})`];
      else r.ok = true;
    });

    // 5. Delete it and see it gone.
    await run("delete", async (r) => {
      if (!R?.delete || !R.detail) return "skip";
      r.resource = R.id;
      if (!(await openItem(page, plan, R, created, editedText))) {
        [r.why, r.detail] = ["no-item-to-delete", ""];
        return;
      }
      const idText =
        (R.idField && (await idValue(page, R.detail.fields.find((f) => f.key === R.idField)?.label))) || null;
      const marks = [
        editedText,
        ...(created?.typed || []).filter((t) => t.checkable && typeof t.value === "string").map((t) => t.text),
      ].filter(Boolean);
      // nothing typed and no id shown: the item's title, when it is its own ("Pet 7", not just "Pet")
      const title = (await page.locator("[data-view=detail] .xui-head h2").innerText()).trim();
      if (!marks.length && !idText && title && title !== R.singular) marks.push(title);
      // the item's own Delete, not an action beside it ("Delete image")
      const deleteButton = page.locator("[data-view=detail] .xui-head button.danger", { hasText: /^\s*Delete\s*$/ });
      if (!(await deleteButton.count())) {
        [r.why, r.detail] = ["no-delete-button", await detailState(page)];
        return;
      }
      await deleteButton.click();
      await page.locator("[role=alertdialog] button.danger").click();
      await page.waitForFunction(
        () => !document.querySelector("[role=alertdialog]") || document.querySelector("[role=alertdialog] .xui-error"),
        null,
        { timeout: STEP_MS },
      );
      const err = page.locator("[role=alertdialog] .xui-error");
      if (await err.count()) {
        [r.why, r.detail] = failClass({ error: await err.innerText() });
        await page.locator("[role=alertdialog] button", { hasText: "Cancel" }).click();
        return;
      }
      await page.waitForSelector("[data-view=list]", { timeout: STEP_MS });
      await settle(page);
      const list = mainList(page, R.id);
      const chosen = new Set((created?.typed || []).filter((t) => t.widget === "combobox").map((t) => t.text));
      const still = await findRow(page, list, deletedRowMatcher(idText, marks, chosen));
      if (!marks.length && !idText) [r.why, r.detail] = ["cannot-tell", "no id or typed value to look for"];
      else if (still) [r.why, r.detail] = ["still-listed", idText || marks[0]];
      else r.ok = true;
    });

    // 6. Create under a parent.
    await run("nestedCreate", async (r) => {
      if (!nested) return "skip";
      r.resource = nested.id;
      if (parent) {
        r.via = "parent detail";
        await gotoNav(page, plan, "resource:" + parent.id);
        const rows = mainList(page, parent.id).locator("tbody tr");
        if (!(await rows.count())) {
          [r.why, r.detail] = ["parent-has-no-rows", parent.id];
          return;
        }
        await rows.first().click();
        await page.locator("[data-view=detail]").waitFor({ timeout: STEP_MS });
        await settle(page);
        const sub = page.locator(`[data-view=detail] [data-view=list][data-resource=${JSON.stringify(nested.id)}]`);
        await page
          .waitForFunction(
            (id) =>
              document.querySelector(`[data-view=detail] [data-view=list][data-resource=${JSON.stringify(id)}]`) ||
              document.querySelector("[data-view=detail] .xui-error"),
            nested.id,
            { timeout: STEP_MS },
          )
          .catch(() => {});
        if (!(await sub.count())) {
          // the parent's detail shows an error (or not the child's list) instead
          [r.why, r.detail] = ["parent-detail-without-child-list", await detailState(page)];
          return;
        }
        await sub.locator(".xui-card-h button", { hasText: "New" }).click();
      } else {
        // the parent's id: from a row of the parent's own list when there is one (the route the
        // app keeps in the address says which), else typed
        let known = {};
        r.via = "typed parent id";
        if (owner) {
          r.via = "parent id from " + owner.id;
          await gotoNav(page, plan, "resource:" + owner.id);
          const rows = mainList(page, owner.id).locator("tbody tr");
          if (await rows.count()) {
            await rows.first().click();
            await page.locator("[data-view=detail]").waitFor({ timeout: STEP_MS });
            known = await page.evaluate(() => {
              try {
                return JSON.parse(decodeURIComponent(location.hash.replace(/^#\/?/, ""))).params || {};
              } catch {
                return {};
              }
            });
          }
        }
        if (!(await gotoNav(page, plan, "resource:" + nested.id))) {
          [r.why, r.detail] = ["not-in-navigation", nested.id];
          return;
        }
        const scopeForm = page.locator("[data-view=resource] form.xui-card-b");
        if (await scopeForm.count()) {
          const grid = scopeForm.locator(".xui-form").first();
          const unset = await setScope(grid, nested.list.scope, known);
          await fillGrid(grid, unset, rand);
          await scopeForm.locator("button[type=submit]").click();
          await settle(page);
        }
        await page.locator("[data-view=resource] > .xui-head .xui-btn.primary").click();
      }
      const form = page.locator("form[data-view=create]");
      await form.waitFor({ timeout: STEP_MS });
      const grid = form.locator(":scope > .xui-card > .xui-card-b > .xui-form");
      // the parent is the one it was opened under (the form comes prefilled with it): a person leaves it
      const scopeNames = nested.list.scope.map((f) => f.name);
      const fields = (await grid.count()) ? await notPrefilled(grid, nested.create.fields, scopeNames) : [];
      const all = nested.create.fields;
      const { typed } = fields.length ? await fillGrid(grid, fields, rand, { all }) : { typed: [] };
      await fillRawBody(form, opsById(plan)[nested.create.operationId], rand, typed);
      r.typed = typed.map((t) => `${t.path}=${t.text}`).slice(0, 12);
      const out = await submitForm(page, form);
      if (!out.left) {
        [r.why, r.detail] = failClass(out);
        return;
      }
      const checkable = typed.filter(tells);
      let text = "";
      if (checkable.length && (await page.locator("[data-view=detail]").count()))
        text = (await detailText(page)).text || "";
      if (checkable.length && !checkable.some((t) => shows(text, t))) {
        const list = page.locator(`[data-view=list][data-resource=${JSON.stringify(nested.id)}]`).first();
        const row = (await list.count()) ? await findRow(page, list, (t) => checkable.some((x) => shows(t, x))) : null;
        text = row ? await shownText(row) : "";
      }
      Object.assign(
        r,
        nestedVerdict(
          typed,
          checkable.some((t) => shows(text, t)),
        ),
      );
    });

    // 7. Theme.
    await run("theme", async (r) => {
      if (firstId) await gotoNav(page, plan, "resource:" + firstId);
      else if (await page.locator("[data-overview]").count()) await page.locator("[data-overview]").first().click();
      const before = await page.getAttribute(".xui", "data-theme");
      await page.click("[data-theme-toggle]");
      const after = await page.getAttribute(".xui", "data-theme");
      if (screenshots) {
        await page
          .locator(".xui-toast")
          .waitFor({ state: "detached", timeout: 10000 })
          .catch(() => {});
        await page.screenshot({ path: join(screenshots.dir, `${screenshots.name}-dark.png`) });
      }
      await page.click("[data-theme-toggle]");
      r.ok = before !== after && (await page.getAttribute(".xui", "data-theme")) === before;
      if (!r.ok) [r.why, r.detail] = ["theme-unchanged", `${before} → ${after}`];
    });

    // 8. One operation from the Operations page: the one a person would run (operationChoice);
    // where the rule before issue 24 chose another, that one is run too and recorded apart, so
    // the figure under either rule is known (`previousRule`).
    await run("operation", async (r) => {
      if (!plan.operations.length) return "skip";
      const { op, previous } = operationChoice(plan);
      r.op = op.id;
      Object.assign(r, await runOperation(page, plan, op, rand));
      if (previous !== op) {
        const before = await runOperation(page, plan, previous, rand);
        r.previousRule = { op: previous.id, ok: before.ok, why: before.why || null };
      }
    });
  } catch (e) {
    rec.fatal = rec.fatal || [`runner-error (${task})`, String(e.message).split("\n")[0].slice(0, 300)];
  } finally {
    await context.close().catch(() => {});
    await preview.stop();
  }
  return rec;
}

/**
 * The operation a person would run on the Operations page: a read needing no input; else a read
 * whose required inputs are ids picked from a list that loads with nothing typed (the id pickers
 * of issue 24) or values to type that are no ids (a search word); else a read needing an id typed
 * (the mock rightly answers a made-up one 404); else the first operation. `previous` is the rule
 * before issue 24 (no input; else only path parameters; else the first operation).
 */
export function operationChoice(plan) {
  const reads = plan.operations.filter((o) => (o.kind === "http" ? o.method === "GET" : o.kind === "query"));
  const byId = Object.fromEntries(plan.resources.map((r) => [r.id, r]));
  const required = (o) => o.params.filter((p) => p.required);
  const pickable = (p) =>
    p.widget === "relation" && byId[p.relation.resource]?.list && byId[p.relation.resource].list.needs.length === 0;
  const typedId = (p) => p.in === "path" && !pickable(p);
  const previous =
    reads.find((o) => !required(o).length) ||
    reads.find((o) => !required(o).some((p) => p.in !== "path")) ||
    plan.operations[0];
  const op =
    reads.find((o) => !required(o).length) ||
    reads.find((o) => required(o).length && required(o).every(pickable)) ||
    reads.find((o) => !required(o).some(typedId)) ||
    reads.find((o) => !required(o).some((p) => p.in !== "path")) ||
    plan.operations[0];
  return { op, previous };
}

/** Runs OP from the Operations page with its required fields filled: { ok, why, detail }. */
async function runOperation(page, plan, op, rand) {
  await gotoNav(page, plan, "operations");
  await page.locator(`[data-op-id=${JSON.stringify(op.id)}]`).click();
  const form = page.locator("[data-view=operations] form").first();
  await form.waitFor({ timeout: STEP_MS });
  const grid = form.locator(":scope > .xui-form");
  if (await grid.count()) {
    const fields = op.params.concat(op.body && op.body.mode === "fields" ? op.body.fields : []);
    await fillGrid(grid, fields, rand, { requiredOnly: true });
  }
  const body = form.locator("textarea[aria-label='Request body']");
  if ((await body.count()) && op.body?.required) await body.fill(op.body.isArray ? "[]" : "{}");
  await form.locator("button[type=submit]").click();
  await page.waitForSelector(
    "[data-view=operations] [data-response], [data-view=operations] .xui-error, [data-view=operations] .err",
    { timeout: STEP_MS * 2 },
  );
  const err = page.locator("[data-view=operations] .xui-error, [data-view=operations] .err");
  if (!(await err.count())) return { ok: true };
  const [why, detail] = failClass({ error: (await err.first().innerText()).slice(0, 300) });
  return { ok: false, why, detail };
}

/**
 * Gives a create form's raw request body what a person would: the least JSON (`{}`, `[]` for an
 * array), a line of text, or a small file for a binary body (qakka's message blob). Returns
 * whether the form had one.
 */
export async function fillRawBody(form, op, rand, typed = []) {
  const body = op?.body;
  if (!body || body.mode === "fields") return false;
  const file = form.locator("input[type=file][aria-label='Request body file']");
  if (await file.count()) {
    const type = body.contentType || "application/octet-stream";
    await file.first().setInputFiles({ name: "zq-body.bin", mimeType: type, buffer: Buffer.from("zq body\n") });
    return true;
  }
  const box = form.locator("textarea[aria-label='Request body']");
  if (!(await box.count())) return false;
  if (body.open) {
    // an object the spec leaves open (digitallinguistics' languages: `{"type": "object"}`): a
    // person writes one named entry, and looks for it afterwards as for any typed field
    const text = `Zq-${token(rand)}`;
    await box.first().fill(JSON.stringify({ name: text }));
    typed.push({ path: "name", name: "name", widget: "json", value: text, text, checkable: true });
    return true;
  }
  await box.first().fill(body.mode === "json" ? (body.isArray ? "[]" : "{}") : `Zq-${token(rand)}`);
  return true;
}

/**
 * Sets the list's parents whose values are KNOWN (from the parent's detail opened before) as a
 * person would: typed into a text box, chosen in a select (a relation's, once its choices hold the
 * value; openapi.space's owner and api). Returns the scope fields still to fill: those with no
 * known value, or whose select never offers it.
 */
export async function setScope(grid, scope, known) {
  const left = [];
  for (const f of scope) {
    const v = known[f.name];
    const box = grid.locator(`:scope > [data-field=${JSON.stringify(f.name)}]`).first();
    const input = box.locator("input, select, textarea").first();
    // a value the box cannot hold (a currency code for a numeric id) is no value of this field
    const fits = async () => (await input.getAttribute("type")) !== "number" || Number.isFinite(Number(v));
    if (v === undefined || v === null || !(await input.count()) || !(await fits())) {
      left.push(f);
      continue;
    }
    const isSelect = await input.evaluate((el) => el.tagName === "SELECT");
    if (!isSelect) {
      await input.fill(String(v));
      continue;
    }
    const offered = await box
      .page()
      .waitForFunction(
        ([el, value]) => {
          const s = el.querySelector("select");
          return !!s && !s.disabled && Array.from(s.options).some((o) => o.value === value);
        },
        [await box.elementHandle(), String(v)],
        { timeout: 5000 },
      )
      .then(() => true)
      .catch(() => false);
    if (offered) await input.selectOption(String(v));
    else left.push(f);
  }
  return left;
}

/**
 * The create form's fields but the parent it was opened under: the path parameters that came
 * with a value. A relation's choices load first (its select reads "" until they have); a parent
 * (named in `scope`) left empty is typed, as a person would (Google's `parent` under a project
 * whose detail has no path of its own).
 */
export async function notPrefilled(grid, fields, scope = []) {
  const parents = new Set(scope);
  const out = [];
  for (const f of fields) {
    const box = fieldBox(grid, fields, f);
    const input = box.locator("select, input").first();
    let value = "";
    if (f.in === "path" && (await input.count())) {
      await box
        .page()
        .waitForFunction((el) => !el.querySelector("select[disabled]"), await box.elementHandle(), { timeout: 10000 })
        .catch(() => {});
      // a parent's select is read once its choices hold the prefilled value
      if (parents.has(f.name) && (await box.locator("select").count()))
        await box
          .page()
          .waitForFunction((el) => el.querySelector("select").value !== "", await box.elementHandle(), {
            timeout: 5000,
          })
          .catch(() => {});
      value = await input.inputValue();
    }
    if (!value.trim()) out.push(f);
  }
  return out;
}

// What the detail view shows instead of its item (an error box, an empty state).
async function detailState(page) {
  const d = page.locator("[data-view=detail]").first();
  if (!(await d.count())) return "no detail view";
  const err = d.locator(".xui-error");
  if (await err.count()) return (await err.first().innerText()).slice(0, 300);
  return (await d.innerText()).slice(0, 200);
}

// Kinds of field an edit may change, in the order a person would reach for them.
const EDIT_RANK = { text: 0, textarea: 0, email: 0, url: 0, integer: 1, number: 1, date: 2, datetime: 2 };

// A body sent as one of several shapes (a `variant` field: IX-API's network services, the body
// itself as `$body`) is edited in the arm the form shows (ARMS: { field name: index }, read from
// the page; the form starts at the item's own arm); `$body`'s fields are the item's top level.
const armFields = (f, arms) =>
  ((f.variants || [])[arms?.[f.name] ?? 0]?.fields || []).filter((c) => c.name !== f.discriminator);
const asRead = (path) => (path[0] === "$body" ? path.slice(1) : path);

/** The field to edit ({ path, field }): the item's own, shown in its detail when one is. */
export function editTarget(R, shown, arms = {}) {
  return editTargets(R, shown, arms)[0] || null;
}

/**
 * Every field a person could edit, best first (editTarget's order): when no new value fits the
 * first (vpc-lattice's certificateArn, a pattern no made-up value fits), a person edits the next.
 */
export function editTargets(R, shown, arms = {}) {
  const idNames = new Set(
    [R.idField, ...Object.keys(R.itemParams || {}), ...Object.values(R.itemParams || {})].filter(Boolean).map(norm),
  );
  const rank = (f) =>
    f.widget in EDIT_RANK
      ? EDIT_RANK[f.widget]
      : ["select", "radio"].includes(f.widget) && (f.options || []).length > 1
        ? 3
        : null;
  const usable = (f) => !f.readOnly && f.in !== "path" && rank(f) !== null && !idNames.has(norm(f.name));
  // a parameter (query, header) edits the item only when it names one of its fields, and is no
  // credential (i-cue's header `Token` beside the organisation's own `token`)
  const own = (f) => f.in === "body" || (shown.has(norm(f.name)) && !credentialParam(f));
  const all = R.edit.fields
    .filter(own)
    .flatMap((f) =>
      usable(f)
        ? [{ path: [f.name], field: f }]
        : f.widget === "fieldset" || f.widget === "variant"
          ? (f.widget === "variant" ? armFields(f, arms) : f.fields)
              .filter(usable)
              .map((c) => ({ path: [f.name, c.name], field: c }))
          : [],
    );
  // what a person reads the item by (its title, a name, a description) before a code or a kind
  const title = (e) => {
    const p = asRead(e.path);
    return p.length === 1 && R.titleField === p[0] && !/^(type|kind|object)$/i.test(p[0]);
  };
  const named = (e) => /name|title|description|summary|note|label|comment|text/i.test(e.path[e.path.length - 1]);
  const score = (e) =>
    (shown.has(norm(asRead(e.path)[0])) ? 0 : 100) + (title(e) ? 0 : named(e) ? 5 : 10) + rank(e.field);
  const best = all.sort((a, b) => score(a) - score(b));
  const key = (e) => e.path.join("\u0000");
  const tried = new Set(best.map(key));
  return [...best, ...lastResort(R, shown, idNames, own, title, named, arms).filter((e) => !tried.has(key(e)))];
}

// With nothing else to change, what a person still can: flip a switch, choose a choice's only
// option, or reach a field two or three objects down (appmesh's `spec.egressFilter.type`, VTEX
// License Manager's one switch, Twilio Media's `Status` whose one option is "ended"). Only after
// the rule above's fields, so every edit it judged before is judged the same.
function lastResort(R, shown, idNames, own, title, named, arms) {
  const rank = (f) =>
    f.widget in EDIT_RANK
      ? EDIT_RANK[f.widget]
      : ["select", "radio"].includes(f.widget) && (f.options || []).length >= 1
        ? 3
        : f.widget === "switch"
          ? 4
          : null;
  const usable = (f) => !f.readOnly && f.in !== "path" && rank(f) !== null && !idNames.has(norm(f.name));
  const reach = (f, path) =>
    usable(f)
      ? [{ path: [...path, f.name], field: f }]
      : (f.widget === "fieldset" || f.widget === "variant") && path.length < 2
        ? (f.widget === "variant" ? armFields(f, arms) : f.fields || []).flatMap((c) => reach(c, [...path, f.name]))
        : [];
  const all = R.edit.fields.filter(own).flatMap((f) => reach(f, []));
  const score = (e) =>
    (shown.has(norm(asRead(e.path)[0])) ? 0 : 100) + (title(e) ? 0 : named(e) ? 5 : 10) + rank(e.field);
  return all.sort((a, b) => score(a) - score(b));
}

/**
 * Types a new value into BOX (the field's cell) for FIELD: { kind, text, seen(text) } (`seen`: the
 * new value is in a text the page shows), or null when no new value fits.
 */
const TYPED_WIDGETS = new Set(["text", "textarea", "password", "email", "url", "uuid", "integer", "number"]);

/** The required text-like fields of an edit form left empty (not prefilled from the item), but PICKED. */
export async function emptyRequired(grid, fields, picked = null) {
  const out = [];
  for (const f of fields) {
    if (!f.required || f.readOnly || f === picked || !TYPED_WIDGETS.has(f.widget)) continue;
    const input = fieldBox(grid, fields, f).locator("input, textarea").first();
    if ((await input.count()) && !(await input.inputValue()).trim()) out.push(f);
  }
  return out;
}

/**
 * An edit of a body the spec leaves open (a JSON box, no fields): the box's object (the item, or
 * nothing yet) with its `name` — else its first text entry — set to a new distinctive text, as a
 * person edits the JSON. Null when the box holds something else than an object.
 */
export async function openBodyEdit(form, op, rand) {
  const body = op?.body;
  if (!body?.open) return null;
  const box = form.locator("textarea[aria-label='Request body']").first();
  if (!(await box.count())) return null;
  let item;
  try {
    item = JSON.parse((await box.inputValue()) || "{}");
  } catch {
    return null;
  }
  if (!item || typeof item !== "object" || Array.isArray(item)) return null;
  const texts = Object.keys(item).filter((k) => typeof item[k] === "string" && !/^_?id$/i.test(k));
  const key = "name" in item || !texts.length ? "name" : texts[0];
  const text = `Zq-ed-${token(rand)}`;
  await box.fill(JSON.stringify({ ...item, [key]: text }, null, 2));
  return { kind: "text", key, text, seen: (t) => String(t).includes(text) };
}

async function typeEdit(box, field, rand, deep = false) {
  const input = box.locator("input, textarea, select").first();
  if (!(await input.count())) return null;
  const before = ["radio", "switch"].includes(field.widget) ? null : await input.inputValue().catch(() => "");
  switch (field.widget) {
    case "switch": {
      // flipped as a person flips it; the detail shows a yes/no as "Yes" or "No"
      const box2 = box.locator("input[type=checkbox]").first();
      const on = !(await box2.isChecked());
      await box2.setChecked(on, { force: true });
      const word = on ? "Yes" : "No";
      // its own row of the detail reads the word; inside an object's text, `"name": true`
      const key = field.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const inner = new RegExp(`"?${key}"?\\s*[:=]\\s*${on}\\b`);
      const seen = deep ? (t) => inner.test(String(t)) : (t) => String(t).trim().split("\n")[0].trim() === word;
      return { kind: "switch", text: word, seen };
    }
    case "integer":
    case "number": {
      let v = numberFor(field, rand);
      for (let i = 0; i < 5 && String(v) === before; i++) v = numberFor(field, rand);
      if (String(v) === before) return null;
      await input.fill(String(v));
      return { kind: "number", text: String(v), seen: (t) => shows(t, { value: v, text: String(v) }) };
    }
    case "date":
    case "datetime": {
      const v = before && before.startsWith("2022-05-06") ? "2023-06-07" : "2022-05-06";
      await input.fill(field.widget === "date" ? v : v + "T08:09");
      const year = v.slice(0, 4);
      return { kind: "date", text: v, seen: (t) => t.includes(year) };
    }
    case "select":
    case "radio": {
      const opts = field.options || [];
      const current =
        field.widget === "radio"
          ? await box
              .locator("input[type=radio]:checked")
              .first()
              .inputValue()
              .catch(() => "")
          : before;
      const k = opts.findIndex((o) => String(o.value) !== current);
      if (k < 0) return null;
      if (field.widget === "radio") await box.locator("input[type=radio]").nth(k).check();
      else await input.selectOption({ index: k + 1 });
      const o = opts[k];
      return {
        kind: "choice",
        text: String(o.value),
        seen: (t) => t.includes(String(o.value)) || t.includes(o.label ?? String(o.value)),
      };
    }
    default: {
      const v = editValue(field, rand);
      if (v === null || v === before) return null;
      await input.fill(v);
      return { kind: "text", text: v, seen: (t) => t.includes(v) };
    }
  }
}

/**
 * The top-level fields the form marked invalid after a submit, but the one edited (PICKED: { path,
 * field }): an object holding it comes without it, so its other fields are filled around the edit.
 */
export function invalidFields(out, fields, picked = null) {
  const names = new Set((out.clientErrors || []).map((e) => e.split(": ")[0]));
  return fields
    .filter((f) => names.has(f.name) && f !== picked?.field && !f.readOnly)
    .map((f) =>
      picked && picked.path.length > 1 && f.name === picked.path[0]
        ? { ...f, fields: (f.fields || []).filter((c) => c !== picked.field) }
        : f,
    );
}

/** The cell of the field at PATH (names from the form's top) in GRID. */
function fieldCell(grid, fields, path) {
  let box = grid.locator(`:scope > [data-field=${JSON.stringify(path[0])}]`);
  let outer = fields.find((f) => f.name === path[0]);
  for (const name of path.slice(1)) {
    // a variant's fields are in the form of the arm it shows; an object's in its fieldset
    const inner =
      outer?.widget === "variant" ? box.locator(".xui-form").first() : box.locator(":scope > fieldset > .xui-form");
    box = inner.locator(`:scope > [data-field=${JSON.stringify(name)}]`);
    outer = (outer?.fields || []).find((f) => f.name === name);
  }
  return box;
}

/** Which arm each variant field of an edit form shows ({ name: index }): the pressed button. */
async function shownArms(grid, fields) {
  const arms = {};
  for (const f of fields.filter((x) => x.widget === "variant")) {
    const buttons = grid.locator(`:scope > [data-field=${JSON.stringify(f.name)}] .xui-seg button`);
    const pressed = await buttons.evaluateAll((bs) => bs.findIndex((b) => b.getAttribute("aria-pressed") === "true"));
    if (pressed >= 0) arms[f.name] = pressed;
  }
  return arms;
}

/** The text the detail shows for one field (for a field inside an object, the object's). */
async function detailValue(page, path, field) {
  const n = (x) =>
    String(x)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "");
  const names = path.length === 1 ? [n(path[0]), n(field.label || field.name)] : [n(path[0])];
  return page.evaluate((names) => {
    const n = (x) =>
      String(x)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, "");
    const dl = document.querySelector("[data-view=detail] .xui-dl");
    const dt = dl && Array.from(dl.querySelectorAll(":scope > dt")).find((el) => names.includes(n(el.textContent)));
    const dd = dt && dt.nextElementSibling;
    if (!dd) return "";
    const extra = Array.from(dd.querySelectorAll("[title], time[datetime]"))
      .map((x) => [x.getAttribute("title"), x.getAttribute("datetime")])
      .flat()
      .filter(Boolean);
    return [dd.innerText, ...extra].join("\n");
  }, names);
}

// A new distinctive value for an edit: "Zq-ed-…" when the field takes it, else one that fits.
export function editValue(field, rand) {
  const c = field.constraints || {};
  // an email or a web address as a person types one (drchrono's patient email refused "Zq-ed-…")
  const plain =
    field.widget === "email"
      ? `zq-ed-${token(rand)}@example.com`
      : field.widget === "url"
        ? `https://example.com/zq-ed-${token(rand)}`
        : `Zq-ed-${token(rand)}`;
  if (!c.pattern && (!c.maxLength || c.maxLength >= plain.length) && (!c.minLength || c.minLength <= plain.length))
    return plain;
  const v = stringFor(field, rand);
  return v && v.length >= 6 ? v : null; // short values may be found anywhere on the page
}

async function idValue(page, label) {
  if (!label) return null;
  const dts = page.locator("[data-view=detail] .xui-dl dt");
  const labels = await dts.allInnerTexts();
  const i = labels.findIndex((l) => l.trim() === label);
  if (i < 0) return null;
  const v = (await page.locator("[data-view=detail] .xui-dl dd").nth(i).innerText()).trim();
  return v && v !== "—" ? v : null;
}

// Opens the created item's detail (found by what was typed), else the first row's.
async function openItem(page, plan, R, created, alsoText) {
  if (await page.locator(`[data-view=detail]`).count()) {
    const h = await page
      .locator("[data-view=detail] .xui-head p")
      .innerText()
      .catch(() => "");
    if (h === R.label) return true;
  }
  await gotoNav(page, plan, "resource:" + R.id);
  const list = mainList(page, R.id);
  const marks = [alsoText, ...(created?.typed || []).filter((t) => t.checkable).map((t) => t.text)].filter(Boolean);
  const row = marks.length ? await findRow(page, list, (t) => marks.some((m) => t.includes(m))) : null;
  const target = row || ((await list.locator("tbody tr").count()) ? list.locator("tbody tr").first() : null);
  if (!target) return false;
  await target.click();
  await page.locator("[data-view=detail]").waitFor({ timeout: STEP_MS });
  await settle(page);
  return true;
}

// One spec from the command line: prints its record as JSON.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const seed = Number(opt("--seed") || 0);
  const shots = opt("--screenshots");
  const spec = args[0];
  if (!spec) {
    console.error("usage: node tests/browser/tasks-runner.mjs SPEC [--seed N] [--screenshots DIR]");
    process.exit(2);
  }
  const browser = await launchBrowser();
  try {
    const rec = await runTasks(browser, spec, {
      seed,
      screenshots: shots
        ? {
            dir: shots,
            name: spec
              .split("/")
              .pop()
              .replace(/\.\w+$/, ""),
          }
        : null,
    });
    console.log(JSON.stringify(rec, null, 2));
  } finally {
    await browser.close();
  }
}
