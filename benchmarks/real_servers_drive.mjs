// The browser half of benchmarks/real_servers.py: headless Chromium on a running
// `copilot-cli preview SPEC --api URL` does a person's first tasks on a real server's app and
// says what the page showed. It never decides whether a write happened: real_servers.py reads
// the server's own API for that.
//
//   node benchmarks/real_servers_drive.mjs PLAN.json   (PLAN: {url, collections: [...]}; see real_servers.py)
//
// Prints one JSON object: {tasks: [{task, collection, attempted, shown, why}], cors, jsErrors,
// proxyErrors, calls}. `cors` counts requests the browser blocked or failed that left the page's
// origin (with the proxy there should be none); `jsErrors` are page errors and console.error
// lines other than a failed resource (the HTTP status of API calls is in `calls`).
import { readFileSync } from "node:fs";
import { launchBrowser, requireChromium } from "../tests/browser/preview-harness.mjs";

const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
const origin = new URL(plan.url).origin;
const STEP_MS = 20000;
let listRows = null; // the rows a list task saw (its list's tbody), whatever they showed

requireChromium();
const browser = await launchBrowser();
const page = await browser.newPage();
await page.setViewportSize({ width: 1280, height: 900 });
const out = { tasks: [], cors: [], jsErrors: [], proxyErrors: [], calls: [] };
page.on("pageerror", (e) => out.jsErrors.push(String(e.message).slice(0, 300)));
page.on("console", (m) => {
  if (m.type() !== "error") return;
  const text = m.text();
  if (/CORS|Access-Control-Allow-Origin/i.test(text)) out.cors.push(text.slice(0, 300));
  else if (!/^Failed to load resource/.test(text)) out.jsErrors.push(text.slice(0, 300));
});
page.on("requestfailed", (r) => {
  if (new URL(r.url()).origin !== origin) out.cors.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`);
});
page.on("response", (r) => {
  const u = new URL(r.url());
  if (u.origin !== origin || !u.pathname.startsWith("/proxy/")) return;
  const path = u.pathname.replace(/^\/proxy\/[^/]+/, "") || "/";
  out.calls.push(`${r.request().method()} ${path} ${r.status()}`);
  const reason = r.headers()["x-experience-proxy-error"];
  if (reason) out.proxyErrors.push(`${reason}: ${r.request().method()} ${path}`);
});

async function settled() {
  await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"), null, { timeout: STEP_MS });
  await page.waitForTimeout(300);
}

async function text(selector) {
  const el = page.locator(selector).first();
  return (await el.count()) ? (await el.innerText()).replace(/\s+/g, " ").trim() : "";
}

// What the page says went wrong, if anything: an alert, a form's errors, a toast.
async function pageSays() {
  const parts = [];
  for (const sel of ["[role=alert]", ".xui-error", ".err", ".xui-toast", ".xui-empty"]) {
    for (const t of await page.locator(sel).allInnerTexts()) if (t.trim()) parts.push(t.replace(/\s+/g, " ").trim());
  }
  return [...new Set(parts)].join(" | ").slice(0, 300);
}

async function openCollection(coll) {
  const nav = page.locator(".xui-nav button").filter({ hasText: new RegExp(coll.nav, "i") });
  if (!(await nav.count())) {
    const all = (await page.locator(".xui-nav button").allInnerTexts()).join(", ");
    throw new Error(`no navigation entry matches /${coll.nav}/ (it offers: ${all.slice(0, 200)})`);
  }
  await nav.first().click();
  await settled();
  await chooseParents(coll);
}

// A list under a parent (Kinto's collections under a bucket) asks which one first: choose the
// seeded parent in its picker (or type it), then Show.
async function chooseParents(coll) {
  const entries = Object.entries(coll.parents || {});
  for (const [name, value] of entries) {
    const field = page.locator(`[data-view=list] form [data-field="${name}"]`).first();
    if (!(await field.count())) continue; // already chosen, or the list needs no parent
    const select = field.locator("select");
    if (await select.count()) {
      const has = (el, v) => [...el.options].some((o) => o.value === v || o.text.includes(v));
      await select.evaluate(has, value).then(async (found) => {
        if (!found)
          await page.waitForFunction(
            ([sel, v]) => {
              const el = document.querySelector(sel);
              return el && [...el.options].some((o) => o.value === v || o.text.includes(v));
            },
            [`[data-view=list] form [data-field="${name}"] select`, value],
            { timeout: STEP_MS },
          );
      });
      const option = await select.evaluate(
        (el, v) => [...el.options].find((o) => o.value === v || o.text.includes(v))?.value,
        value,
      );
      await select.selectOption(option);
    } else await field.locator("input").first().fill(value);
  }
  if (entries.length && (await page.locator("[data-view=list] form button[type=submit]").count())) {
    await page.locator("[data-view=list] form button[type=submit]").first().click();
    await settled();
  }
}

async function rowWith(marker) {
  const rows = page.locator("[data-view=list] tbody tr").filter({ hasText: marker });
  if (!(await rows.count())) {
    const shown = await text("[data-view=list] tbody");
    throw new Error(
      `no row shows ${marker} (the list shows: ${shown.slice(0, 160) || "nothing"}; ${await pageSays()})`,
    );
  }
  return rows.first();
}

async function fill(form, fields) {
  for (const [name, value] of Object.entries(fields)) {
    const input = page.locator(`${form} [data-field="${name}"]`).first().locator("input, textarea").first();
    if (!(await input.count())) {
      const offered = await page.locator(`${form} [data-field]`).evaluateAll((els) => els.map((e) => e.dataset.field));
      throw new Error(`the form has no field ${name} (it offers: ${offered.join(", ") || "none"})`);
    }
    await input.fill(value);
  }
  await page.locator(`${form} button[type=submit]`).first().click();
  await settled();
  await page.waitForTimeout(700);
}

async function task(name, coll, body) {
  const rec = { task: name, collection: coll.name, attempted: true, shown: false, why: "", rows: null };
  listRows = null;
  try {
    rec.shown = (await body()) !== false;
    if (!rec.shown) rec.why = await pageSays();
  } catch (e) {
    rec.why = String(e.message).split("\n")[0].slice(0, 300);
  }
  rec.rows = listRows;
  out.tasks.push(rec);
}

try {
  await page.goto(plan.url);
  await page.waitForFunction(
    () => ["rendered", "error"].includes(document.documentElement.getAttribute("data-preview-status")),
    null,
    { timeout: 60000 },
  );
  await settled().catch(() => {});
  if (plan.signIn)
    await task("signIn", { name: "-" }, async () => {
      // the first 401/403 opens the panel; a first screen that calls nothing leaves the button
      const panel = await page.waitForSelector("[data-sign-in]", { timeout: 10000 }).catch(() => null);
      if (!panel) await page.click("[data-open-sign-in]");
      await page.selectOption("#xui-sign-in-method", plan.signIn.method);
      for (const [label, value] of Object.entries(plan.signIn.fields))
        await page.fill(`[data-sign-in] input[aria-label='${label}']`, value);
      await page.click("[data-sign-in] button[type=submit]");
      await page.waitForSelector("[data-sign-in]", { state: "detached", timeout: STEP_MS });
      await settled();
      return true;
    });
  const firstScreenHash = new URL(page.url()).hash;
  await task("firstScreen", { name: "-" }, async () => {
    const status = await page.getAttribute("html", "data-preview-status");
    if (status !== "rendered") throw new Error(`the preview did not render: ${await text("#experience-ui-error")}`);
    const says = await pageSays();
    if (/\b(401|403)\b|sign in|unauthori[sz]ed|forbidden/i.test(says)) throw new Error(`it opens on: ${says}`);
    return true;
  });
  for (const coll of plan.collections) {
    await task("list", coll, async () => {
      await openCollection(coll);
      listRows = await page.locator("[data-view=list] tbody tr").count();
      const shown = await text("[data-view=list]");
      const missing = coll.seeded.filter((m) => !shown.includes(m));
      if (missing.length) {
        const where = shown
          ? `the list shows: ${shown.slice(0, 160)}`
          : `no list; the page shows: ${(await text("main")).slice(0, 200)}`;
        throw new Error(`the list lacks ${missing.join(", ")} (${where}; ${await pageSays()})`);
      }
      return true;
    });
    if (coll.create)
      await task("create", coll, async () => {
        await openCollection(coll);
        const button = page.locator("button").filter({ hasText: /^New / });
        if (!(await button.count())) throw new Error("no New … button on the list");
        await button.first().click();
        await page.waitForSelector("form[data-view=create]", { timeout: STEP_MS });
        await fill("form[data-view=create]", coll.create);
        return !(await page.locator("form[data-view=create] .err").count());
      });
    if (coll.edit)
      await task("edit", coll, async () => {
        await openCollection(coll);
        await (await rowWith(coll.seeded[0])).click();
        await page.waitForSelector("[data-view=detail]", { timeout: STEP_MS });
        await page.locator("[data-view=detail] button").filter({ hasText: /^Edit/ }).first().click();
        await page.waitForSelector("form[data-view=edit]", { timeout: STEP_MS });
        await fill("form[data-view=edit]", coll.edit);
        return !(await page.locator("form[data-view=edit] .err").count());
      });
    if (coll.delete)
      await task("delete", coll, async () => {
        await openCollection(coll);
        await (await rowWith(coll.delete)).click();
        await page.waitForSelector("[data-view=detail]", { timeout: STEP_MS });
        await page
          .locator("[data-view=detail] .xui-head button.danger") // not an action named "Delete records"
          .filter({ hasText: /^Delete$/ })
          .first()
          .click();
        await page.waitForSelector("[role=alertdialog]", { timeout: STEP_MS });
        await page.click("[role=alertdialog] button.danger");
        await settled();
        return true;
      });
  }
  if (plan.signIn)
    await task("reload", { name: "-" }, async () => {
      // back on the first screen (which called the API before), then a reload there
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, firstScreenHash);
      await settled();
      const from = out.calls.length;
      await page.reload();
      await page.waitForFunction(() => document.documentElement.getAttribute("data-preview-status") === "rendered");
      await settled();
      if (await page.locator("[data-sign-in]").count())
        throw new Error("the sign-in panel opened again after a reload");
      const refused = out.calls.slice(from).filter((c) => / 40[13]$/.test(c));
      if (refused.length) throw new Error(`after a reload: ${refused.join(", ")}`);
      if (out.calls.length === from) throw new Error("the first screen after a reload called nothing");
      return true;
    });
} finally {
  await browser.close();
}
process.stdout.write(JSON.stringify(out) + "\n");
