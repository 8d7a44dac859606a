// How a form-encoded body writes its fields (runtime/src/http.ts formPairs), bundled from the
// source by esbuild as the app's runtime is.
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";

const SOURCE = fileURLToPath(new URL("../../copilot_cli/ui/runtime/src/http.ts", import.meta.url));
const built = buildSync({ entryPoints: [SOURCE], bundle: true, format: "esm", write: false, logLevel: "silent" });
const { formPairs } = await import("data:text/javascript," + encodeURIComponent(built.outputFiles[0].text));

const body = (fields) => ({ fields, envelope: null });

test("a free-form value in a form-encoded body goes as its JSON text, an empty one too", () => {
  // Twilio Studio v2 POST /v2/Flows requires `Definition`, untyped: `{}` was sent as nothing (422)
  const b = body([{ name: "Definition", widget: "json", explode: true, style: null }]);
  assert.deepEqual(formPairs(b, { Definition: {} }, false), [["Definition", "{}"]]);
  assert.deepEqual(formPairs(b, { Definition: { states: [] } }, false), [["Definition", '{"states":[]}']]);
});

test("a typed object or a deepObject one is still written with brackets", () => {
  const b = body([
    { name: "address", widget: "fieldset", explode: true, style: null },
    { name: "metadata", widget: "json", explode: true, style: "deepObject" },
  ]);
  assert.deepEqual(formPairs(b, { address: { city: "Oslo" }, metadata: { a: "1" } }, false), [
    ["address[city]", "Oslo"],
    ["metadata[a]", "1"],
  ]);
});
