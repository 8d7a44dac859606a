// How a form-encoded body writes its fields, and where a GET's declared body goes (runtime/src/http.ts
// formPairs, bodyInQuery), bundled from the source by esbuild as the app's runtime is.
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";

const SOURCE = fileURLToPath(new URL("../../copilot_cli/ui/runtime/src/http.ts", import.meta.url));
const built = buildSync({ entryPoints: [SOURCE], bundle: true, format: "esm", write: false, logLevel: "silent" });
const { formPairs, bodyInQuery, withPathInBody } = await import(
  "data:text/javascript," + encodeURIComponent(built.outputFiles[0].text)
);

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

test("a GET's declared body fields go in its query, since a browser sends no body with a GET", () => {
  // evemarketer's GET /marketstat/json declares `typeid` (required) in a multipart body: fetch threw
  const body = {
    mode: "fields",
    fields: [
      { name: "typeid", widget: "tags", explode: true, style: null },
      { name: "regionlimit", widget: "integer", explode: true, style: null },
    ],
  };
  const url = new URL("http://h/marketstat/json");
  bodyInQuery(body, { "body.typeid": [34, 35], "body.regionlimit": 10002, "query.x": "y" }, url);
  assert.equal(url.search, "?typeid=34&typeid=35&regionlimit=10002");
  const json = new URL("http://h/search");
  bodyInQuery({ mode: "json", fields: [] }, { "body.$": { q: "ships" } }, json);
  assert.equal(json.search, "?q=ships");
});

test("a body field named like the path's last segment carries its value; one named like a parent does not", () => {
  const body = { fields: [{ name: "id" }, { name: "path" }] };
  // Jupyter's upsert PUT /api/contents/{path}: the path names the file the body describes
  const upsert = { path: "/api/contents/{path}", params: [{ in: "path", name: "path" }], body };
  assert.equal(withPathInBody(upsert, { "path.path": "a.txt" })["body.path"], "a.txt");
  // clever-cloud's POST /organisations/{id}/addonproviders: `id` is the organisation's
  const nested = { path: "/organisations/{id}/addonproviders", params: [{ in: "path", name: "id" }], body };
  assert.equal(withPathInBody(nested, { "path.id": "org_1" })["body.id"], undefined);
});
