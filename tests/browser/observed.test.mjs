// What a server really sent when it does not fit its description (issue 23 item 3), and where a
// list's paging travels (item 4): the runtime's observed.ts and list-view.tsx helpers, bundled from
// the source by esbuild as the app's runtime is.
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";

async function load(file) {
  const source = fileURLToPath(new URL("../../copilot_cli/ui/runtime/src/" + file, import.meta.url));
  const built = buildSync({
    entryPoints: [source],
    bundle: true,
    format: "esm",
    write: false,
    jsx: "transform",
    logLevel: "silent",
  });
  return import("data:text/javascript," + encodeURIComponent(built.outputFiles[0].text));
}

const { observedColumns, unwrapEnvelope } = await load("observed.ts");

const col = (key) => ({ key, label: key, renderer: "text", sortable: true, format: null });

test("items without the declared fields are shown by the keys the server sent, names first", () => {
  // Kinto 26.5.0: a bucket declares only `collection:schema`; the server sends id, title, last_modified
  const declared = [col("collection:schema"), col("group:schema"), col("record:schema")];
  const items = [
    { last_modified: 1764150000000, id: "b1", title: "First", extra: { nested: true } },
    { last_modified: 1764150000001, id: "b2", title: "Second" },
  ];
  const { columns, disagrees } = observedColumns(declared, items);
  assert.equal(disagrees, true);
  assert.deepEqual(
    columns.map((c) => c.key),
    ["id", "title", "last_modified", "extra"],
  );
  assert.equal(columns.find((c) => c.key === "last_modified").renderer, "number");
  assert.equal(columns.find((c) => c.key === "extra").renderer, "json");
});

test("declared columns the server fills come first; an item that fits keeps the declared columns", () => {
  const declared = [col("id"), col("name"), col("status"), col("owner")];
  const fits = observedColumns(declared, [{ id: 1, name: "a", status: "on", undeclared: 3 }]);
  assert.equal(fits.disagrees, false);
  assert.deepEqual(fits.columns, declared);
  const off = observedColumns(declared, [{ id: 1, title: "t", created: "2026-11-26T10:00:00Z" }]);
  assert.equal(off.disagrees, true);
  assert.deepEqual(
    off.columns.map((c) => [c.key, c.renderer]),
    [
      ["id", "text"],
      ["title", "text"],
      ["created", "datetime"],
    ],
  );
});

test("an undeclared id comes before declared columns that fit but do not name the rows", () => {
  // Kinto's groups declare only `members`; the server sends id and last_modified too
  const { columns, disagrees } = observedColumns(
    [col("members")],
    [{ id: "editors", members: ["a"], last_modified: 1 }],
  );
  assert.equal(disagrees, true);
  assert.deepEqual(
    columns.map((c) => c.key),
    ["id", "members"],
  );
  const named = observedColumns([col("name"), col("members")], [{ id: "e", name: "Editors", members: [] }]);
  assert.equal(named.disagrees, false);
});

test("a column of the item itself (key '') does not count as filled", () => {
  // Kinto's accounts list had one column, the raw item
  const { columns, disagrees } = observedColumns([col("")], [{ id: "admin", password: "x" }]);
  assert.equal(disagrees, true);
  assert.deepEqual(
    columns.map((c) => c.key),
    ["id", "password"],
  );
});

test("an undeclared envelope is opened when none of the declared keys is at its top", () => {
  const answer = { data: { id: "b1", title: "First" }, permissions: { write: ["account:admin"] } };
  assert.deepEqual(unwrapEnvelope(answer, ["data", "permissions"]), { id: "b1", title: "First" });
  assert.deepEqual(unwrapEnvelope(answer, ["id", "title"]), { id: "b1", title: "First" });
  const plain = { id: 1, data: { x: 1 } };
  assert.equal(unwrapEnvelope(plain, ["id", "data"]), plain); // a declared field named data stays a field
  assert.equal(unwrapEnvelope([1, 2], ["id"]).length, 2);
});

const { nextLink, headerTotal, pagingAt, countOperation } = await load("paging.ts");

test("a next page comes from Link rel=next or a Next-Page header holding a URL", () => {
  assert.equal(
    nextLink({ link: '<http://h/v1/b?page=2>; rel="next", <http://h/v1/b?page=9>; rel="last"' }),
    "http://h/v1/b?page=2",
  );
  assert.equal(
    nextLink({ "next-page": "http://127.0.0.1:8/v1/buckets?_limit=2&_token=abc" }),
    "http://127.0.0.1:8/v1/buckets?_limit=2&_token=abc",
  );
  assert.equal(nextLink({ "next-page": "yes" }), null);
  assert.equal(nextLink({}), null);
});

test("a total comes from X-Total-Count or Total-Objects", () => {
  assert.equal(headerTotal({ "x-total-count": "42" }), 42);
  assert.equal(headerTotal({ "total-objects": "7" }), 7);
  assert.equal(headerTotal({ "total-objects": "many" }), undefined);
});

test("a POST list's paging goes in its JSON body; a declared query parameter stays in the query", () => {
  const post = { kind: "http", params: [], body: { fields: [{ name: "offset" }, { name: "limit" }] } };
  assert.equal(pagingAt(post, "limit"), "body.");
  const get = { kind: "http", params: [{ in: "query", name: "limit" }], body: null };
  assert.equal(pagingAt(get, "limit"), "query.");
  assert.equal(pagingAt({ kind: "graphql", params: [] }, "first"), "variable.");
});

const { problemText } = await load("problems.ts");

test("an error body of any shape reads as one line", () => {
  // Prefect 3.9.1's 422, FastAPI's, JSON:API's, Google's, RFC 9457's, Kinto's 412, a gateway's page
  assert.equal(
    problemText({
      exception_message: "Invalid request received.",
      exception_detail: [{ loc: ["body", "name"], msg: "field required", type: "missing" }],
    }),
    "Invalid request received. — name: field required",
  );
  assert.equal(
    problemText({ detail: [{ loc: ["query", "limit"], msg: "must be ≤ 200" }] }),
    "query.limit: must be ≤ 200",
  );
  assert.equal(
    problemText({ errors: [{ title: "Invalid", detail: "is taken", source: { pointer: "/data/attributes/name" } }] }),
    "/data/attributes/name: is taken",
  );
  assert.equal(problemText({ error: { code: 409, message: "Already exists" } }), "Already exists");
  assert.equal(
    problemText({ title: "Conflict", detail: "Version 3 is not the latest" }),
    "Conflict: Version 3 is not the latest",
  );
  assert.equal(
    problemText({ code: 412, errno: 114, error: "Precondition Failed", message: "Resource was modified meanwhile" }),
    "Resource was modified meanwhile",
  );
  assert.equal(
    problemText("<html><head><title>405 Method Not Allowed</title></head><body>…</body></html>"),
    "405 Method Not Allowed",
  );
  assert.equal(problemText({}), null);
  assert.equal(problemText(null), null);
});

test("GraphQL errors beside an empty answer, with HTTP 200, are an error, not an empty success", async () => {
  const { createServer } = await import("node:http");
  const server = createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ data: { things: [] }, errors: [{ message: "not allowed", path: ["things"] }] }));
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const base = `http://127.0.0.1:${server.address().port}/graphql`;
  globalThis.window = { location: { href: base } };
  try {
    const { callGraphql } = await load("http.ts");
    const app = { baseUrl: base, plan: { includeAuth: false, auth: [] }, credentials: {} };
    const op = { kind: "graphql", params: [], graphql: { document: "{ things { id } }", field: "things" } };
    await assert.rejects(callGraphql(app, op, {}), (e) => {
      assert.deepEqual(e.graphqlErrors, [{ message: "not allowed", path: "things" }]);
      return true;
    });
  } finally {
    delete globalThis.window;
    server.close();
  }
});

test("a path parameter that is a path keeps its slashes; an id with a slash stays one segment", async () => {
  const { createServer } = await import("node:http");
  const urls = [];
  const server = createServer((req, res) => {
    urls.push(req.url);
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const base = `http://127.0.0.1:${server.address().port}`;
  globalThis.window = { location: { href: base + "/" } };
  try {
    const { callOperation } = await load("http.ts");
    const app = { baseUrl: base, plan: { includeAuth: false, auth: [] }, credentials: {} };
    const get = (path) => ({ kind: "http", method: "GET", path, params: [], body: null });
    await callOperation(app, get("/api/contents/{path}"), { "path.path": "notebooks/a b.ipynb" });
    await callOperation(app, get("/{Bucket}/{Key+}"), { "path.Bucket": "b", "path.Key": "x/y.txt" });
    await callOperation(app, get("/users/{id}"), { "path.id": "a/b" });
    assert.deepEqual(urls, ["/api/contents/notebooks/a%20b.ipynb", "/b/x/y.txt", "/users/a%2Fb"]);
  } finally {
    delete globalThis.window;
    server.close();
  }
});

test("a POST list is counted by its sibling /count; a GET list has none", () => {
  const op = (method, path) => ({ kind: "http", method, path });
  const ops = [op("POST", "/flows/filter"), op("POST", "/flows/count"), op("GET", "/pets"), op("POST", "/pets/count")];
  assert.equal(countOperation(ops, ops[0]), ops[1]);
  assert.equal(countOperation(ops, ops[2]), null);
  assert.equal(countOperation(ops, op("POST", "/work_pools/filter")), null);
});
