import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectFiles, projectSlug } from "../../src/shared/project.js";
import { crc32, makeZip } from "../../src/shared/zip.js";

test("a project is Vite + React around the App, named by a slug of the API's title", () => {
  assert.equal(projectSlug("Swagger Petstore — OpenAPI 3.0"), "swagger-petstore-openapi-3-0");
  assert.equal(projectSlug("???"), "experience-ui-app");
  const files = projectFiles("export default function App() {}", "Pet <Store>");
  assert.deepEqual(Object.keys(files).sort(), [
    "README.md",
    "index.html",
    "package.json",
    "src/App.jsx",
    "src/main.jsx",
    "vite.config.js",
  ]);
  assert.equal(files["src/App.jsx"], "export default function App() {}");
  assert.equal(JSON.parse(files["package.json"]!).scripts.dev, "vite");
  assert.ok(!files["index.html"]!.includes("<Store>"), "the title cannot inject markup");
});

test("crc32 is the standard one", () => {
  assert.equal(crc32(new TextEncoder().encode("123456789")), 0xcbf43926);
});

test("the zip opens with Python's zipfile: every file, every byte, UTF-8 names", () => {
  const files = { ...projectFiles('export default () => "héllo 😀";', "Petstore"), "src/naïve.txt": "ü" };
  const path = join(mkdtempSync(join(tmpdir(), "es-zip-")), "p.zip");
  writeFileSync(path, makeZip(files, "petstore"));
  const check = `import json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None
print(json.dumps({n: z.read(n).decode("utf-8") for n in z.namelist()}))`;
  const run = spawnSync("python3", ["-c", check, path], { encoding: "utf8" });
  assert.equal(run.status, 0, run.stderr);
  const expected = Object.fromEntries(Object.entries(files).map(([k, v]) => [`petstore/${k}`, v]));
  assert.deepEqual(JSON.parse(run.stdout), expected);
});
