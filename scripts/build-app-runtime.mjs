// Builds the generated module's runtime: copilot_cli/ui/runtime/src (TypeScript modules that import
// what they use) bundled by esbuild into copilot_cli/ui/runtime/dist/runtime.js, which is committed:
// `generate` pastes it into every module as it is, so it stays pure Python and needs no Node at run
// time. The output is plain, readable JS (not minified, JSX compiled to React.createElement, laid out by
// prettier) whose
// only import is React's; the entry's names are plain top-level declarations (the bundle's closing
// `export { … }` is dropped), because the API-specific part after it uses them in the same scope.
//   node scripts/build-app-runtime.mjs           write dist/runtime.js
//   node scripts/build-app-runtime.mjs --check   exit 1 if dist/runtime.js is not what src builds to
import { build } from "esbuild";
import { format } from "prettier";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const runtime = join(root, "copilot_cli", "ui", "runtime");
const outfile = join(runtime, "dist", "runtime.js");

const result = await build({
  absWorkingDir: runtime, // the bundle's `// src/…` comments name files relative to here
  entryPoints: ["src/index.ts"],
  bundle: true,
  write: false,
  format: "esm",
  target: "es2020",
  platform: "browser",
  external: ["react"],
  jsx: "transform",
  jsxFactory: "React.createElement",
  jsxFragment: "React.Fragment",
  minify: false,
  treeShaking: true,
  charset: "ascii",
  legalComments: "none",
  logLevel: "warning",
});

let code = result.outputFiles[0].text;
const tail = /\nexport \{([^}]*)\};\n$/.exec(code);
if (!tail) throw new Error("build-app-runtime: the bundle does not end with the entry's export list");
const renamed = tail[1].split(",").filter((name) => / as /.test(name));
if (renamed.length) {
  // a name the API-specific part uses would not exist under its own name in the module's scope
  throw new Error(`build-app-runtime: esbuild renamed exported names: ${renamed.join(", ").trim()}`);
}
code = code.slice(0, tail.index + 1);
// esbuild marks every createElement call pure for minifiers; nothing minifies this module
code = code.replaceAll("/* @__PURE__ */ ", "");
// esbuild writes a JSX tree as one long line; prettier (the version package.json pins) breaks it up
const text = await format(code, { parser: "babel", printWidth: 120, trailingComma: "all" });

if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(outfile, "utf8");
  } catch {}
  if (current !== text) {
    console.error(`${outfile} is not what copilot_cli/ui/runtime/src builds to: run npm run build:app-runtime`);
    process.exit(1);
  }
} else {
  mkdirSync(dirname(outfile), { recursive: true });
  writeFileSync(outfile, text);
  console.error(`built ${outfile} (${text.length.toLocaleString()} bytes)`);
}
