// Builds every part of electron-shell into build/ with esbuild (type checking is `tsc --noEmit`):
//   build/main/electron-main.cjs   Electron main process (electron stays external)
//   build/preload/preload.cjs      sandboxed preload (CommonJS: sandboxed preloads cannot be ESM)
//   build/renderer/                the React renderer (one browser bundle + index.html, CSP filled in)
//   build/web/server.mjs           web mode: static renderer + WebSocket bridge to copilot-cli
//   build/tests/**.test.mjs        node --test files; build/tests/fixtures/*.mjs helper processes
import { build } from "esbuild";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  chmodSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "build");

function collect(dir, test, acc = []) {
  if (!existsSync(dir)) return acc;
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) collect(path, test, acc);
    else if (test(name)) acc.push(path);
  }
  return acc;
}

const node = {
  bundle: true,
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: "inline",
  logLevel: "warning",
};
const jobs = [];
const tests = collect(join(root, "tests"), (n) => /\.(test)\.tsx?$/.test(n));
const fixtures = collect(join(root, "tests", "fixtures"), (n) => /\.tsx?$/.test(n));
const browserFixtures = collect(join(root, "tests"), (n) => /\.browser\.tsx?$/.test(n));

rmSync(join(out, "tests"), { recursive: true, force: true });
for (const file of [...tests, ...fixtures]) {
  const rel = relative(join(root, "tests"), file).replace(/\.tsx?$/, ".mjs");
  jobs.push(
    build({
      ...node,
      entryPoints: [file],
      outfile: join(out, "tests", rel),
      format: "esm",
      banner: {
        js: "#!/usr/bin/env node\nimport { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
      },
    }),
  );
}
for (const file of browserFixtures) {
  const rel = relative(join(root, "tests"), file).replace(/\.tsx?$/, ".js");
  jobs.push(
    build({
      entryPoints: [file],
      outfile: join(out, "tests", rel),
      bundle: true,
      platform: "browser",
      format: "iife",
      target: "chrome120",
      logLevel: "warning",
    }),
  );
}
if (existsSync(join(root, "src/main/electron-main.ts"))) {
  jobs.push(
    build({
      ...node,
      entryPoints: [join(root, "src/main/electron-main.ts")],
      outfile: join(out, "main/electron-main.cjs"),
      format: "cjs",
      external: ["electron"],
    }),
  );
}
if (existsSync(join(root, "src/preload/index.ts"))) {
  jobs.push(
    build({
      ...node,
      packages: undefined,
      entryPoints: [join(root, "src/preload/index.ts")],
      outfile: join(out, "preload/preload.cjs"),
      format: "cjs",
      external: ["electron"],
    }),
  );
}
if (existsSync(join(root, "src/web/server.ts"))) {
  jobs.push(
    build({
      ...node,
      entryPoints: [join(root, "src/web/server.ts")],
      outfile: join(out, "web/server.mjs"),
      format: "esm",
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    }),
  );
}
for (const [entry, name] of [
  ["src/renderer/index.tsx", "renderer.js"],
  ["src/web/web-preload.ts", "web-preload.js"],
]) {
  if (!existsSync(join(root, entry))) continue;
  jobs.push(
    build({
      entryPoints: [join(root, entry)],
      outfile: join(out, "renderer", name),
      bundle: true,
      platform: "browser",
      format: "iife",
      target: "chrome120",
      jsx: "automatic",
      minify: false,
      sourcemap: "linked",
      logLevel: "warning",
      define: { "process.env.NODE_ENV": '"production"' },
    }),
  );
}
await Promise.all(jobs);
if (existsSync(join(root, "src/renderer/static"))) {
  mkdirSync(join(out, "renderer"), { recursive: true });
  cpSync(join(root, "src/renderer/static"), join(out, "renderer"), { recursive: true });
  // Each page's <meta> CSP is src/shared/csp.ts's SHELL_CSP, the one the servers send as a header.
  const csp = await build({
    entryPoints: [join(root, "src/shared/csp.ts")],
    bundle: true,
    format: "esm",
    write: false,
  });
  const { SHELL_CSP } = await import(`data:text/javascript,${encodeURIComponent(csp.outputFiles[0].text)}`);
  for (const page of collect(join(out, "renderer"), (n) => n.endsWith(".html"))) {
    const html = readFileSync(page, "utf8");
    if (!html.includes("%SHELL_CSP%")) throw new Error(`${page}: no %SHELL_CSP% placeholder for the page's CSP`);
    writeFileSync(page, html.replace("%SHELL_CSP%", SHELL_CSP.replaceAll('"', "&quot;")));
  }
}
for (const file of collect(join(out, "tests", "fixtures"), (n) => n.endsWith(".mjs"))) chmodSync(file, 0o755);
