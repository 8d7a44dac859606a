// Judges customize results in the rendered page, for benchmarks/assist_eval.py --browser:
// `node benchmarks/assist_pages.mjs CASES.json` prints one JSON object: {results: [{i, holds, seen}]}.
//
// CASES.json is {specs: {name: path}, cases: [{i, spec, code, check}]}: `code` a file holding the
// App.jsx customize returned, `check` what a person should see (built by assist_eval.page_check).
// One headless Chromium and one `copilot-cli preview SPEC --code FILE` per spec (the preview
// re-reads FILE on every load); each case copies its code into FILE and opens a fresh page on the
// route the check looks at, against the preview's built-in mock API.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchBrowser, requireChromium, startPreview, watchedPage } from "../tests/browser/preview-harness.mjs";

const WAIT = 20000;

function routeOf(check) {
  if (!check.resource) return null;
  const page = "resource:" + check.resource;
  return check.kind === "field" ? { page, view: "create" } : { page };
}

async function open(browser, url, check) {
  const { page, problems } = await watchedPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  const route = routeOf(check);
  await page.goto(url + (route ? "#/" + encodeURIComponent(JSON.stringify(route)) : ""));
  await page.waitForFunction(
    () => ["rendered", "error"].includes(document.documentElement.getAttribute("data-preview-status")),
    null,
    { timeout: 60000 },
  );
  return { page, problems, status: await page.getAttribute("html", "data-preview-status") };
}

// The list's column headings once its rows (or its empty state) are there; "Try anyway" past a
// credentials prompt (the mock does not ask for them).
async function headings(page, resource) {
  const list = `[data-view=list][data-resource="${resource}"]`;
  await page.waitForSelector(list, { timeout: WAIT });
  const tryAnyway = page.locator(`${list} button`, { hasText: "Try anyway" });
  if (await tryAnyway.count()) await tryAnyway.first().click();
  // a list that needs its parent or a required parameter first (Kinto's records, Xero's tenant id)
  // asks in a form: any value does against the mock
  for (let round = 0; round < 3; round++) {
    const ready = await page
      .waitForSelector(`${list} thead th, ${list} form.xui-card-b`, { timeout: WAIT })
      .catch(() => null);
    if (!ready || (await page.locator(`${list} thead th`).count())) break;
    const form = page.locator(`${list} form.xui-card-b`).first();
    for (const input of await form.locator("input:not([type=checkbox]):not([type=hidden])").all())
      if (!(await input.inputValue())) await input.fill("demo");
    for (const select of await form.locator("select").all()) {
      const values = await select.locator("option").evaluateAll((os) => os.map((o) => o.value).filter(Boolean));
      if (values.length) await select.selectOption(values[0]);
    }
    await form.locator("button[type=submit], button:not([type])").first().click();
  }
  await page.waitForSelector(`${list} thead th`, { timeout: WAIT });
  await page.waitForSelector(`${list} tbody tr`, { timeout: 5000 }).catch(() => {});
  const heads = await page.locator(`${list} thead th`).allTextContents();
  return heads.map((h) => h.replace(/[▲▼]/g, "").trim());
}

async function judge(page, check) {
  const k = check.kind;
  if (k === "render") return { holds: true, seen: "rendered" };
  const list = `[data-view=list][data-resource="${check.resource}"]`;
  if (k === "theme") return { holds: (await page.getAttribute(".xui", "data-theme")) === check.value };
  if (k === "layout") {
    const cls = (await page.getAttribute(".xui", "class")) || "";
    return { holds: cls.split(/\s+/).includes("layout-" + check.value), seen: cls };
  }
  if (k === "title") {
    const seen = ((await page.textContent(".xui-brand h1").catch(() => "")) || "").trim();
    return { holds: seen === check.value, seen };
  }
  if (k === "auth") {
    const n = await page.locator("button", { hasText: "Connection & auth" }).count();
    return { holds: n > 0 === (check.value === "shown"), seen: `${n} auth buttons` };
  }
  if (k === "page") {
    const names = (await page.locator(".xui-nav button, .xui-tabs button").allTextContents()).map((t) => t.trim());
    return { holds: names.includes(check.value), seen: names.join(", ") };
  }
  if (k === "field") {
    const form = `form[data-view=create][data-resource="${check.resource}"]`;
    await page.waitForSelector(form, { timeout: WAIT });
    const field = page.locator(`${form} [data-field="${check.name}"]`);
    const n = await field.count();
    if (check.state === "hidden") return { holds: n === 0, seen: `${n} fields` };
    if (n === 0) return { holds: false, seen: "no such field in the form" };
    if (check.state === "readonly") {
      const locked = await field
        .locator("input[readonly], input:disabled, select:disabled, textarea[readonly]")
        .count();
      return { holds: locked > 0, seen: `${locked} locked inputs` };
    }
    const req = await field.locator(".req").count();
    return { holds: check.state === "required" ? req > 0 : req === 0, seen: `${req} required marks` };
  }
  const heads = await headings(page, check.resource);
  const seen = heads.join(" | ");
  const count = (label) => heads.filter((h) => h === label).length;
  if (k === "hide") return { holds: heads.length > 0 && count(check.label) === check.before - 1, seen };
  if (k === "show" || k === "label") return { holds: count(check.label) > 0, seen };
  if (k === "first") return { holds: heads[0] === check.label, seen };
  if (k === "last") return { holds: heads[heads.length - 1] === check.label, seen };
  if (k === "sort") {
    const sorted = await page.locator(`${list} th[aria-sort=${check.dir}]`).allTextContents();
    return { holds: sorted.some((t) => t.replace(/[▲▼]/g, "").trim() === check.label), seen: sorted.join(",") };
  }
  if (k === "size") {
    const pick = page.locator(`${list} select[aria-label="Rows per page"]`);
    if (!(await pick.count())) {
      // no pager: the server does not page and every row fits, which is what the size asks
      const rows = await page.locator(`${list} tbody tr`).count();
      return { holds: rows > 0 && rows <= check.n, seen: `no pager, ${rows} rows` };
    }
    const size = await pick.inputValue();
    return { holds: Number(size) === check.n, seen: `rows per page ${size}` };
  }
  if (k === "filter" || k === "search") {
    const labels = await page.locator(`${list} .xui-toolbar label`).evaluateAll((ls) =>
      ls.map((l) => ({
        text: (l.firstChild?.textContent || "").trim(),
        fields: l.querySelector("[data-search-fields]")?.getAttribute("data-search-fields"),
      })),
    );
    const norm = (s) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, " ")
        .trim();
    const holds =
      k === "filter"
        ? labels.some((l) => norm(l.text) === norm(check.label))
        : labels.some((l) => l.text === "Search" || !!l.fields);
    return { holds, seen: labels.map((l) => l.text + (l.fields ? `[${l.fields}]` : "")).join(", ") };
  }
  if (k === "format") {
    const at = heads.indexOf(check.label);
    if (at < 0) return { holds: false, seen };
    const cells = page.locator(`${list} tbody tr td:nth-child(${at + 1})`);
    const rows = await cells.count();
    if (rows === 0) return { holds: null, seen: "no rows to show a format on" };
    const styled = await cells.locator(`[data-format="${check.style}"]`).count();
    return { holds: styled > 0, seen: `${styled}/${rows} cells as ${check.style}` };
  }
  if (k === "detail" || k === "sub") {
    const row = page.locator(`${list} tbody tr.clickable`).first();
    if (!(await row.count())) return { holds: false, seen: "rows do not open" };
    if (k === "detail") return { holds: true, seen: "rows open a detail view" };
    await row.click();
    await page.waitForSelector(`[data-view=detail]`, { timeout: WAIT });
    // a detail fetched by its own query (SWAPI's planet) shows its headings before its data: wait
    // for the words, or for the wait to pass, before reading what it shows
    await page
      .waitForFunction(
        (w) => (document.querySelector("[data-view=detail]")?.textContent || "").toLowerCase().includes(w),
        check.words.toLowerCase(),
        { timeout: WAIT },
      )
      .catch(() => {});
    const text = (await page.textContent("[data-view=detail]")) || "";
    return { holds: text.toLowerCase().includes(check.words.toLowerCase()), seen: text.slice(0, 160) };
  }
  throw new Error(`assist_pages: unknown check ${k}`);
}

async function main() {
  const input = JSON.parse(readFileSync(process.argv[2], "utf8"));
  requireChromium();
  const browser = await launchBrowser();
  const dir = mkdtempSync(join(tmpdir(), "assist-pages-"));
  const results = [];
  try {
    for (const [name, specPath] of Object.entries(input.specs)) {
      const cases = input.cases.filter((c) => c.spec === name);
      if (!cases.length) continue;
      const codeFile = join(dir, name + ".jsx");
      copyFileSync(cases[0].code, codeFile);
      process.stderr.write(`assist_pages: ${name}, ${cases.length} pages\n`);
      const preview = await startPreview([specPath, "--code", codeFile], { timeoutMs: 90000 });
      try {
        for (const c of cases) {
          copyFileSync(c.code, codeFile);
          let out;
          let opened;
          try {
            opened = await open(browser, preview.url, c.check);
            if (opened.status !== "rendered") out = { holds: false, seen: "the page did not render" };
            else out = await judge(opened.page, c.check);
          } catch (err) {
            out = { holds: false, seen: String(err.message || err).split("\n")[0] };
          }
          const problems = opened ? opened.problems : [];
          await opened?.page.close();
          results.push({ i: c.i, holds: out.holds, seen: out.seen || "", problems });
        }
      } finally {
        await preview.stop();
      }
    }
  } finally {
    await browser.close();
  }
  writeFileSync(1, JSON.stringify({ results }) + "\n");
}

main().catch((err) => {
  process.stderr.write(String(err.stack || err) + "\n");
  process.exit(1);
});
