// The live preview in headless Chromium: the page loads the bundled runtime, compiles App.jsx,
// renders it against the mock API with zero page errors, and shows an overlay when it cannot.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { ROOT, launchBrowser, requireChromium, startPreview, watchedPage } from "./preview-harness.mjs";

const SPECS = process.env.EXPERIENCE_UI_SPECS || join(ROOT, "tests", "specs");

let browser;
before(async () => {
  requireChromium();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test("a hand-written App renders pets from the mock and a created pet appears in the list", async () => {
  const preview = await startPreview(["examples/petstore.yaml", "--code", "tests/browser/fixtures/PetList.jsx"]);
  const { page, problems } = await watchedPage(browser);
  try {
    await page.goto(preview.url);
    await page.waitForSelector("[data-testid=pet]");
    assert.equal(await page.locator("[data-testid=pet]").count(), 5);
    assert.equal(await page.textContent("[data-testid=total]"), "24");
    await page.fill("input[aria-label=Name]", "Pretzel");
    await page.click("button[type=submit]");
    await page.waitForFunction(() => document.querySelector("[data-testid=total]")?.textContent === "25");
    assert.equal(await page.getAttribute("html", "data-preview-status"), "rendered");
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
  }
});

test("the page asks for App.jsx once: the runtime's fetch takes the answer preloaded beside runtime.js", async () => {
  const preview = await startPreview(["examples/petstore.yaml", "--code", "tests/browser/fixtures/PetList.jsx"]);
  const { page, problems } = await watchedPage(browser);
  const asked = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  try {
    await page.goto(preview.url);
    await page.waitForSelector("[data-testid=pet]");
    assert.deepEqual(
      asked.filter((path) => path === "/app.jsx" || path === "/runtime.js"),
      ["/app.jsx", "/runtime.js"],
    );
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
  }
});

test("an App that does not compile shows a readable overlay with the line", async () => {
  const dir = mkdtempSync(join(tmpdir(), "preview-"));
  const file = join(dir, "App.jsx");
  writeFileSync(
    file,
    'import { useState } from "react";\nexport default function App() {\n  return (<div>oops</div>;\n}\n',
  );
  const preview = await startPreview(["examples/petstore.yaml", "--code", file]);
  const { page, problems } = await watchedPage(browser);
  try {
    await page.goto(preview.url);
    const overlay = page.locator("#experience-ui-error");
    await overlay.waitFor();
    const text = await overlay.textContent();
    assert.match(text, /does not compile/);
    assert.match(text, /> +3 \|/);
    assert.equal(await page.getAttribute("html", "data-preview-status"), "error");
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
  }
});

// A module whose runtime is precompiled and whose plan is marked (ui/render.py's markers).
function markedModule({ plan = '{"count":3,"word":"pets"}', api = "  return <Greeting />;" } = {}) {
  return [
    'import React, { useState } from "react";',
    "// @experience-ui/runtime v1",
    "const PLAN = planData();",
    "function Greeting() {",
    "  const [count] = useState(PLAN.count);",
    '  return React.createElement("p", { "data-testid": "greeting" }, `${count} ${PLAN.word}`);',
    "}",
    "// @end-experience-ui/runtime",
    "export default function App() {",
    api,
    "}",
    "// @experience-ui/plan v1",
    "function planData() {",
    `  return ${plan};`,
    "}",
    "// @end-experience-ui/plan",
    "",
  ].join("\n");
}

test("a module with a precompiled runtime and a marked plan: only the rest is compiled, the plan is parsed as JSON", async () => {
  const dir = mkdtempSync(join(tmpdir(), "preview-"));
  const file = join(dir, "App.jsx");
  writeFileSync(file, markedModule());
  const preview = await startPreview(["examples/petstore.yaml", "--code", file]);
  const { page, problems } = await watchedPage(browser);
  try {
    await page.goto(preview.url);
    assert.equal(await page.textContent("[data-testid=greeting]"), "3 pets");
    const compiled = await page.evaluate(async () => {
      const source = await (await fetch("app.jsx")).text();
      const { code, plan } = window.ExperienceUIRuntime.compileModule(source);
      return { code, plan, lines: code.split("\n").length, sourceLines: source.split("\n").length };
    });
    assert.deepEqual(compiled.plan, { count: 3, word: "pets" });
    assert.ok(compiled.code.includes("  const [count] = useState(PLAN.count);\n"), "the runtime goes in as it is");
    assert.ok(!compiled.code.includes('"word":"pets"'), "the plan is not in the evaluated code");
    assert.equal(compiled.lines, compiled.sourceLines); // every line kept its place

    writeFileSync(file, markedModule({ plan: "{count: 4, word: 'cats'}" })); // not JSON: compiled with the rest
    await page.reload();
    assert.equal(await page.textContent("[data-testid=greeting]"), "4 cats");

    writeFileSync(file, markedModule({ api: "  return (<Greeting />;" }));
    await page.reload();
    const overlay = page.locator("#experience-ui-error");
    await overlay.waitFor();
    assert.match(await overlay.textContent(), /does not compile[\s\S]*> +10 \|/); // the module's own line
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
  }
});

test("an App that throws while rendering shows the render overlay, and other imports are refused", async () => {
  const dir = mkdtempSync(join(tmpdir(), "preview-"));
  const crash = join(dir, "Crash.jsx");
  writeFileSync(crash, 'export default function App() {\n  throw new Error("kaboom from App");\n}\n');
  const preview = await startPreview(["examples/petstore.yaml", "--code", crash]);
  const { page } = await watchedPage(browser);
  try {
    await page.goto(preview.url);
    const overlay = page.locator("#experience-ui-error");
    await overlay.waitFor();
    assert.match(await overlay.textContent(), /crashed while rendering[\s\S]*kaboom from App/);
    writeFileSync(crash, 'import _ from "lodash";\nexport default function App() { return null; }\n');
    await page.reload();
    await overlay.waitFor();
    assert.match(await overlay.textContent(), /imports "lodash", but the preview provides only "react"/);
  } finally {
    await page.close();
    await preview.stop();
  }
});

test("the generated Petstore UI renders the mock's pets with zero page errors (screenshot in artifacts/)", async () => {
  const preview = await startPreview(["examples/petstore.yaml"]);
  const { page, problems } = await watchedPage(browser);
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(preview.url);
    await page.waitForSelector("table tbody tr");
    assert.ok((await page.locator("table tbody tr").count()) >= 10);
    assert.ok(await page.getByText("Biscuit").first().isVisible()); // the spec's example is the first pet
    assert.equal(await page.getAttribute("html", "data-preview-status"), "rendered");
    mkdirSync(join(ROOT, "artifacts"), { recursive: true });
    await page.screenshot({ path: join(ROOT, "artifacts", "preview-petstore.png") });
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
  }
});

test("a generated GraphQL UI (SWAPI) renders rows from the GraphQL mock with zero page errors", async () => {
  const preview = await startPreview([join(SPECS, "swapi-graphql_schema.graphql")]);
  const { page, problems } = await watchedPage(browser);
  try {
    await page.goto(preview.url);
    await page.waitForSelector("table tbody tr");
    assert.ok((await page.locator("table tbody tr").count()) >= 5);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
  }
});

test("a page's intro shows under its heading, once: an intro the spec's description already opens with is not repeated", async () => {
  const dir = mkdtempSync(join(tmpdir(), "preview-"));
  const spec = join(SPECS, "swapi-graphql_schema.graphql");
  execFileSync(join(ROOT, ".venv", "bin", "copilot-cli"), ["generate", spec, "--out", dir], { stdio: "ignore" });
  const file = join(dir, "App.jsx");
  // what a model writes: the film's description ("A single film.") as its intro, the person's own words
  const code = readFileSync(file, "utf8")
    .replace(/(resourcesById\["film"\]\} )intro=""/, '$1intro="A single film."')
    .replace(/(resourcesById\["person"\]\} )intro=""/, '$1intro="Everyone in the saga."');
  assert.match(code, /intro="A single film\."/);
  assert.match(code, /intro="Everyone in the saga\."/);
  writeFileSync(file, code);
  const preview = await startPreview([spec, "--code", file]);
  const { page, problems } = await watchedPage(browser);
  const open = async (id) => {
    await page.goto("about:blank"); // the app reads its hash when it starts: a fresh load per page
    await page.goto(preview.url + "#/" + encodeURIComponent(JSON.stringify({ page: "resource:" + id })));
    await page.locator(`[data-view=resource][data-resource=${id}] table tbody tr`).first().waitFor();
    return page.locator(`[data-view=resource][data-resource=${id}] .xui-head`).innerText();
  };
  try {
    const film = await open("film");
    assert.equal(film.split("A single film.").length - 1, 1, film);
    const person = await open("person");
    assert.match(person, /Everyone in the saga\./);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await preview.stop();
  }
});
