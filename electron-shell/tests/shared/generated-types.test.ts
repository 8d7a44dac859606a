import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const shellRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

test("src/shared/generated matches contracts/schema (run `npm run gen:types -w electron-shell` when this fails)", () => {
  const run = spawnSync(process.execPath, [join(shellRoot, "scripts", "gen-types.mjs"), "--check"], {
    encoding: "utf8",
  });
  assert.equal(run.status, 0, run.stderr);
});
