// Runs `node --test` over every *.test.mjs / *.test.js under the given folders.
// Node 20's --test takes no globs, so we list the files ourselves. Folders that do not
// exist are skipped; finding no test file at all is a failure (a silent "0 tests" is not green).
import { readdirSync, statSync, existsSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";

function collect(dir, out) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (name === "node_modules") continue;
    if (statSync(path).isDirectory()) collect(path, out);
    else if (/\.test\.(mjs|js)$/.test(name)) out.push(path);
  }
  return out;
}

const dirs = process.argv.slice(2).filter((d) => existsSync(d));
const files = dirs.flatMap((d) => collect(d, []));
if (files.length === 0) {
  console.log(`# no node test files under ${process.argv.slice(2).join(", ")} yet`);
  process.exit(dirs.length === 0 ? 0 : 1);
}
const run = spawnSync(process.execPath, ["--test", "--test-reporter=tap", ...files], { stdio: "inherit" });
process.exit(run.status ?? 1);
