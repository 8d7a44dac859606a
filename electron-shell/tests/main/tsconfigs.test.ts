/**
 * Main and the page are type-checked apart: Electron main and web mode's server with Node's types
 * and no DOM, the page with the DOM's and no Node's, so code that would crash in the other place
 * does not compile. Every source file is checked by at least one of them.
 */

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const shellRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const ts = createRequire(import.meta.url)("typescript") as typeof import("typescript");

function parsed(config: string) {
  const result = ts.getParsedCommandLineOfConfigFile(
    join(shellRoot, config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(ts.flattenDiagnosticMessageText(d.messageText, "\n")),
    },
  );
  assert.ok(result, config);
  return result;
}

/** The names a probe file may not use under `config`. */
function unknownNames(config: string, source: string): string[] {
  const probe = join(mkdtempSync(join(tmpdir(), "es-tsconfig-")), "probe.ts");
  writeFileSync(probe, source);
  const program = ts.createProgram([probe], parsed(config).options);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probe))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))
    .map((text) => /Cannot find name '(\w+)'/.exec(text)?.[1] ?? text)
    .sort();
}

const PROBE = `export const page = document.title;\nexport const bytes = Buffer.from("x");\nexport const fs = require("node:fs");\n`;

test("main knows Node and not the DOM; the page knows the DOM and not Node", () => {
  assert.deepEqual(unknownNames("tsconfig.main.json", PROBE), ["document"]);
  assert.deepEqual(unknownNames("tsconfig.renderer.json", PROBE), ["Buffer", "require"]);
});

test("every source file is type-checked by main's, the page's or the preload's config", () => {
  const covered = new Set(
    ["tsconfig.main.json", "tsconfig.renderer.json", "tsconfig.preload.json"].flatMap((c) => parsed(c).fileNames),
  );
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
  const sources = walk(join(shellRoot, "src")).filter((f) => /\.tsx?$/.test(f));
  assert.ok(sources.length > 30);
  assert.deepEqual(
    sources.filter((f) => !covered.has(f)),
    [],
  );
  const main = parsed("tsconfig.main.json").fileNames;
  assert.ok(!main.some((f) => f.includes("/src/renderer/")), "no page code under main's config");
});
