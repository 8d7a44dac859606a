// The browser task runner (tests/browser/tasks-runner.mjs) over a fixed random sample of the
// public API corpus: per spec, `copilot-cli preview` with its built-in mock and headless Chromium
// doing a person's first-minute tasks. Prints one JSON summary: per task attempted/succeeded, the
// rates as issues 16 and 24's "Done when" define them, JS and console errors, failure classes with
// example spec ids, and the sample's ids.
//
//   nice -n 10 node benchmarks/tasks.mjs --sample 100 --seed 16 [--jobs 2] [--jsonl FILE]
//   nice -n 10 node benchmarks/tasks.mjs --sample 100 --seeds 31,32,33 [--jsonl FILE]
//   node benchmarks/tasks.mjs --ids stripe.com,asana.com,twilio.com/api,github.com/rest
//
// The sample is drawn exactly as `benchmarks/corpus.py --sample N --seed S` draws it (Python's
// random.Random(S).sample over the sorted corpus ids), so both benchmarks can speak of the same
// specs. With --seeds, one sample of N per seed: a spec drawn by two seeds runs once, and the
// summary has each seed's figures (`perSeed`) and the union's (the top level, over distinct specs),
// because a fix that makes one sample green can hide a class of failures the next sample shows. The corpus folder is $EXPERIENCE_UI_CORPUS (default ~/.cache/experience-ui/corpus).
import { spawnSync } from "node:child_process";
import { appendFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, launchBrowser } from "../tests/browser/preview-harness.mjs";
import { TASKS, runTasks } from "../tests/browser/tasks-runner.mjs";

const PY = join(ROOT, ".venv", "bin", "python");

/** { id: path } for the chosen ids, or for a sample of N with SEED (corpus.py's draw). */
export function corpusSpecs({ sample = 0, seed = 16, ids = null } = {}) {
  const code = `
import json, random, sys
sys.path.insert(0, "benchmarks")
from corpus import DEFAULT_CORPUS, corpus_ids
every = corpus_ids(DEFAULT_CORPUS)
ids = json.loads(sys.argv[1])
if ids:
    missing = [i for i in ids if i not in every]
    if missing:
        raise SystemExit(f"not in the corpus: {missing}")
    chosen = ids
else:
    chosen = sorted(random.Random(int(sys.argv[3])).sample(sorted(every), min(int(sys.argv[2]), len(every))))
print(json.dumps({i: str(every[i]) for i in chosen}))
`;
  const run = spawnSync(PY, ["-c", code, JSON.stringify(ids || []), String(sample), String(seed)], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(run.stderr.trim().split("\n").pop());
  return JSON.parse(run.stdout);
}

export function summarize(records) {
  const tasks = {};
  for (const t of TASKS) {
    const attempted = records.filter((r) => r.tasks[t].attempted);
    const ok = attempted.filter((r) => r.tasks[t].ok);
    tasks[t] = {
      attempted: attempted.length,
      succeeded: ok.length,
      rate: attempted.length ? +(ok.length / attempted.length).toFixed(3) : null,
    };
  }
  // the Done-when's rates
  const withList = records.filter((r) => r.anyListNoInput && r.tasks.firstScreen.attempted);
  const rate = (n, d) => (d ? +(n / d).toFixed(3) : null);
  const done = {
    firstScreenWithRows: {
      of: withList.length,
      ok: withList.filter((r) => r.tasks.firstScreen.ok).length,
    },
    createTypedValuesVisible: { of: tasks.create.attempted, ok: tasks.create.succeeded },
    edit: { of: tasks.edit.attempted, ok: tasks.edit.succeeded },
    delete: { of: tasks.delete.attempted, ok: tasks.delete.succeeded },
    nestedCreate: { of: tasks.nestedCreate.attempted, ok: tasks.nestedCreate.succeeded },
    operation: { of: tasks.operation.attempted, ok: tasks.operation.succeeded },
  };
  // the operation under the rule before issue 24 (the runner records its verdict where it chose another)
  const ops = records.filter((r) => r.tasks.operation.attempted);
  const previousOk = ops.filter((r) => (r.tasks.operation.previousRule || r.tasks.operation).ok).length;
  const operationPreviousRule = { of: ops.length, ok: previousOk };
  for (const v of [...Object.values(done), operationPreviousRule]) v.rate = rate(v.ok, v.of);
  // issue 24's Done-when (stricter than issue 16's 0.9 / 0.95 / 0.8 and no operation threshold)
  const thresholds = {
    firstScreenWithRows: 0.97,
    createTypedValuesVisible: 0.9,
    edit: 0.9,
    delete: 0.97,
    nestedCreate: 0.9,
    operation: 0.95,
  };
  for (const [k, min] of Object.entries(thresholds)) done[k].met = done[k].rate !== null && done[k].rate >= min;
  const jsErrors = records.flatMap((r) => r.pageErrors.map((e) => ({ id: r.id, ...e })));
  const consoleErrors = records.flatMap((r) => r.consoleErrors.map((e) => ({ id: r.id, ...e })));
  done.jsErrors = {
    count: jsErrors.length,
    specs: [...new Set(jsErrors.map((e) => e.id))],
    met: jsErrors.length === 0,
  };
  done.consoleErrors = {
    count: consoleErrors.length,
    specs: [...new Set(consoleErrors.map((e) => e.id))],
    met: consoleErrors.length === 0,
  };
  const classes = {};
  const add = (task, why, id, detail) => {
    const c = ((classes[task] ||= {})[why] ||= { count: 0, examples: [], detail: detail || "" });
    c.count++;
    if (c.examples.length < 8) c.examples.push(id);
  };
  for (const r of records) {
    if (r.fatal) add("spec", r.fatal[0], r.id, r.fatal[1]);
    for (const t of TASKS) {
      const x = r.tasks[t];
      if (x.attempted && !x.ok) add(t, x.why || "unknown", r.id, x.detail);
      if (t === "firstScreen" && !r.anyListNoInput && x.attempted && !x.ok)
        classes[t][x.why].noListNeedingNoInput = true;
    }
  }
  const network = {};
  for (const r of records)
    for (const n of r.networkErrors) {
      const k = `${n.task} ${n.status}`;
      (network[k] ||= { count: 0, examples: [] }).count++;
      if (network[k].examples.length < 5) network[k].examples.push(`${r.id}: ${n.request}`);
    }
  return {
    specs: records.length,
    fatal: records.filter((r) => r.fatal).length,
    done,
    operationPreviousRule,
    tasks,
    failureClasses: classes,
    networkErrorsProvoked: network,
    jsErrorExamples: jsErrors.slice(0, 10),
    consoleErrorExamples: consoleErrors.slice(0, 10),
  };
}

/** One line per Done-when row: "ok/of" per seed and for the union, e.g. { "2611": "10/13", union: "25/33 (76 %)" }. */
export function doneTable(union, perSeed) {
  const cell = (d) => (d.of === undefined ? `${d.count}` : `${d.ok}/${d.of}`);
  const table = {};
  for (const [k, d] of Object.entries(union.done)) {
    const row = (table[k] = {});
    for (const [seed, s] of Object.entries(perSeed)) row[seed] = cell(s.done[k]);
    row.union = cell(d) + (d.rate !== undefined && d.rate !== null ? ` (${Math.round(d.rate * 100)} %)` : "");
    row.met = d.met;
  }
  return table;
}

async function main() {
  const args = process.argv.slice(2);
  const opt = (name, dflt) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : dflt;
  };
  const sample = Number(opt("--sample", 0));
  const seed = Number(opt("--seed", 16));
  const seeds = opt("--seeds", null)?.split(",").map(Number);
  if (seeds && (!seeds.length || seeds.some((s) => !Number.isInteger(s)))) {
    console.error(`--seeds wants whole numbers separated by commas, got ${opt("--seeds")}`);
    process.exit(2);
  }
  const ids = opt("--ids", null)?.split(",");
  const jobs = Number(opt("--jobs", 1));
  const jsonl = opt("--jsonl", null);
  if (!sample && !ids) {
    console.error(
      "usage: node benchmarks/tasks.mjs (--sample N [--seed S | --seeds A,B,C] | --ids a,b) [--jobs J] [--jsonl FILE]",
    );
    process.exit(2);
  }
  // each seed's ids; the specs to run are their union, each once
  const drawn = ids
    ? { ids: corpusSpecs({ ids }) }
    : Object.fromEntries((seeds || [seed]).map((s) => [s, corpusSpecs({ sample, seed: s })]));
  const specs = Object.entries(Object.assign({}, ...Object.values(drawn)));
  if (jsonl) writeFileSync(jsonl, "");
  const browser = await launchBrowser();
  const records = [];
  const t0 = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const [id, path] = specs[next++];
      const started = Date.now();
      const rec = await runTasks(browser, path, { id });
      rec.seconds = +((Date.now() - started) / 1000).toFixed(1);
      records.push(rec);
      if (jsonl) appendFileSync(jsonl, JSON.stringify(rec) + "\n");
      const marks = TASKS.map((t) => (!rec.tasks[t].attempted ? "·" : rec.tasks[t].ok ? "✓" : "✗")).join("");
      console.error(
        `${records.length}/${specs.length} ${marks} ${id} ${rec.seconds}s${rec.fatal ? " " + rec.fatal[0] : ""}`,
      );
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  } finally {
    await browser.close();
  }
  records.sort((a, b) => (a.id < b.id ? -1 : 1));
  const summary = summarize(records);
  summary.command = `node benchmarks/tasks.mjs ${args.join(" ")}`;
  summary.seed = ids || seeds ? null : seed;
  if (seeds) {
    const byId = Object.fromEntries(records.map((r) => [r.id, r]));
    const perSeed = Object.fromEntries(
      seeds.map((s) => [
        s,
        summarize(
          Object.keys(drawn[s])
            .map((id) => byId[id])
            .filter(Boolean),
        ),
      ]),
    );
    summary.seeds = seeds;
    summary.doneTable = doneTable(summary, perSeed);
    summary.perSeed = Object.fromEntries(
      Object.entries(perSeed).map(([s, x]) => [
        s,
        {
          specs: x.specs,
          fatal: x.fatal,
          done: x.done,
          operationPreviousRule: x.operationPreviousRule,
          tasks: x.tasks,
        },
      ]),
    );
  }
  summary.seconds = Math.round((Date.now() - t0) / 1000);
  summary.taskOrder = TASKS.join(",");
  summary.ids = records.map((r) => r.id);
  console.log(JSON.stringify(summary, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
