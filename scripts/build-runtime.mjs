// Bundles the live preview's browser runtime (React, ReactDOM, sucrase and the boot code in
// copilot_cli/preview/runtime_entry.js) into build/runtime/runtime.js, which is gitignored:
// built at setup from npm packages, never loaded from a CDN, never committed.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outfile = join(root, "build", "runtime", "runtime.js");

await build({
  entryPoints: [join(root, "copilot_cli", "preview", "runtime_entry.js")],
  outfile,
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  platform: "browser",
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "linked",
  logLevel: "warning",
});
console.error(`built ${outfile}`);
