/** One Content-Security-Policy for every page of the shell, spelled once (src/shared/csp.ts). */

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { SHELL_CSP } from "../../src/shared/csp.js";

const shellRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

test("no other source file spells a CSP: the pages carry a placeholder that the build fills", () => {
  const spelled = files(join(shellRoot, "src"))
    .filter((f) => /default-src|frame-src|connect-src/.test(readFileSync(f, "utf8")))
    .map((f) => relative(shellRoot, f));
  assert.deepEqual(spelled, ["src/shared/csp.ts"]);
  for (const page of ["index.html", "index-web.html"])
    assert.match(readFileSync(join(shellRoot, "src", "renderer", "static", page), "utf8"), /content="%SHELL_CSP%"/);
});

test("every built page carries exactly the shell's CSP", () => {
  const pages = files(join(shellRoot, "build", "renderer")).filter((f) => f.endsWith(".html"));
  assert.ok(pages.length >= 2);
  for (const page of pages) {
    const metas = [...readFileSync(page, "utf8").matchAll(/http-equiv="Content-Security-Policy" content="([^"]*)"/g)];
    assert.deepEqual(
      metas.map((m) => m[1]),
      [SHELL_CSP],
      page,
    );
  }
});

test("the policy lets no script but our own run and no connection but our own origin's", () => {
  const directives = new Map(SHELL_CSP.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
  assert.deepEqual(directives.get("default-src"), ["'none'"]);
  assert.deepEqual(directives.get("script-src"), ["'self'"]);
  assert.deepEqual(directives.get("connect-src"), ["'self'"], "no ws: to any port of the machine");
  assert.deepEqual(directives.get("frame-src"), ["http://127.0.0.1:*"], "the live preview only");
  assert.doesNotMatch(SHELL_CSP, /ws:|wss:|unsafe-eval|(^|\s)\*(\s|;|$)/, "no socket scheme, no eval, no bare *");
});
