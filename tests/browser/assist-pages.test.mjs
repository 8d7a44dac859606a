// What a person sees after customize, in headless Chromium (issue 25: judged in the rendered page):
// a column customize hid stays hidden even though the mock's rows carry it and the create form
// asks for it (the list adds what the server sends or the form asks when no column shows it).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, launchBrowser, requireChromium, startPreview, watchedPage } from "./preview-harness.mjs";

const PETSTORE = join(ROOT, "examples", "petstore.yaml");

// The code offline customize returns for these requests, one after the other, from a fresh interface.
function customized(prompts) {
  const script = `
import json, sys
from copilot_cli.assist.customize import customize
from copilot_cli.assist.sessions import SessionStore
from copilot_cli.spec import load_spec
from copilot_cli.ui.interface import generate
spec = load_spec(sys.argv[1])
code = generate(spec).code
store = SessionStore()
for prompt in json.loads(sys.argv[2]):
    code = customize(store, None, code, prompt, spec).code
print(code)
`;
  const run = spawnSync(join(ROOT, ".venv", "bin", "python"), ["-c", script, PETSTORE, JSON.stringify(prompts)], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(run.status, 0, run.stderr);
  const file = join(mkdtempSync(join(tmpdir(), "assist-pages-")), "App.jsx");
  writeFileSync(file, run.stdout);
  return file;
}

let browser;
before(async () => {
  requireChromium();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function headings(code, resource) {
  const preview = await startPreview([PETSTORE, "--code", code], { timeoutMs: 60000 });
  const { page, problems } = await watchedPage(browser);
  try {
    await page.goto(preview.url + "#/" + encodeURIComponent(JSON.stringify({ page: "resource:" + resource })));
    const list = `[data-view=list][data-resource="${resource}"]`;
    await page.waitForSelector(`${list} tbody tr`, { timeout: 30000 });
    const heads = await page.locator(`${list} thead th`).allTextContents();
    assert.deepEqual(problems, []);
    return heads.map((h) => h.replace(/[▲▼]/g, "").trim());
  } finally {
    await page.close();
    await preview.stop();
  }
}

test("a column hidden by customize is not put back by the rows the server sends", async () => {
  const before = await headings(customized([]), "pets");
  assert.ok(before.includes("Breed"), before.join(" | "));
  const after = await headings(customized(["hide the breed column in the pets table"]), "pets");
  assert.ok(!after.includes("Breed"), after.join(" | "));
  assert.ok(after.includes("Species"), after.join(" | "));
});

test("a column hidden and shown again is back", async () => {
  const heads = await headings(customized(["hide the breed column", "show the breed column"]), "pets");
  assert.ok(heads.includes("Breed"), heads.join(" | "));
});
