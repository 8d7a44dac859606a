import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");

test("contracts/types matches contracts/schema (run `python scripts/export_schemas.py` when this fails)", () => {
  const run = spawnSync(process.execPath, [join(repoRoot, "scripts", "gen-types.mjs"), "--check"], {
    encoding: "utf8",
  });
  assert.equal(run.status, 0, run.stderr);
});
