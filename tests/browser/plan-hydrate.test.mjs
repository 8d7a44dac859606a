// The runtime's plan is the planner's plan (issue 22): the data a module carries leaves every default
// out (ui/render.py dump_part), and the runtime's hydratePlan (runtime/src/hydrate.ts, from the table
// generated from contracts/schema/UiPlan.json), bundled from the source by esbuild as the app's runtime
// is, gives back exactly the plan as pydantic dumps it whole — every field, default or not.
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildSync } from "esbuild";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT } from "./preview-harness.mjs";

const SOURCE = fileURLToPath(new URL("../../copilot_cli/ui/runtime/src/hydrate.ts", import.meta.url));
const built = buildSync({ entryPoints: [SOURCE], bundle: true, format: "esm", write: false });
const { hydratePlan } = await import("data:text/javascript," + encodeURIComponent(built.outputFiles[0].text));

// Each spec's plan, as written into the module and whole; Petstore's pets list also with a filter on
// loaded rows set by customize (a ClientFilter whose kind "text" is a default) and a column format.
const PLANS = `
import json, sys
from copilot_cli.spec import load_spec
from copilot_cli.ui.edits import ClientFilter, ColumnFormat
from copilot_cli.ui.interface import plan_for
from copilot_cli.ui.render import dump_part
out = {}
for path in sys.argv[1:]:
    plan = plan_for(load_spec(path))
    if path.endswith("petstore.yaml"):
        view = plan.resources[0].list_
        view.clientFilters.append(ClientFilter(key="name", label="Name"))
        view.columns[0].format = ColumnFormat(style="number")
    out[path] = {"left_out": dump_part(plan), "whole": plan.model_dump(mode="json", by_alias=True)}
print(json.dumps(out))
`;

function plans(...paths) {
  const run = spawnSync(join(ROOT, ".venv", "bin", "python"), ["-c", PLANS, ...paths], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  assert.equal(run.status, 0, run.stderr.slice(-2000));
  return JSON.parse(run.stdout);
}

test("the runtime puts back every default the module's data leaves out", () => {
  const specs = [
    "examples/petstore.yaml",
    "tests/specs/swapi-graphql_schema.graphql",
    "tests/specs/kinto_swagger.json",
  ];
  const got = plans(...specs.map((s) => join(ROOT, s)));
  for (const [path, { left_out, whole }] of Object.entries(got)) {
    const { edits, ...plan } = hydratePlan(left_out); // edits: a union the runtime does not read
    const { edits: _, ...expected } = whole;
    assert.deepEqual(plan, expected, path);
  }
});

test("a filter on loaded rows is a text box unless customize said otherwise", () => {
  const { left_out } = plans(join(ROOT, "examples", "petstore.yaml"))[join(ROOT, "examples", "petstore.yaml")];
  const written = left_out.resources[0].list.clientFilters[0];
  assert.equal(written.kind, undefined); // left out: the default
  assert.equal(hydratePlan(left_out).resources[0].list.clientFilters[0].kind, "text");
});
