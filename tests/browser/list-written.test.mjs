// A list shows what its create form asks when the server's items carry it and no declared column
// does (issue 24: apispot's batches list `operation`, `count`…, not the `domains` a person types, so a
// created batch was not found in its list): the runtime's list-source.ts, bundled by esbuild as the
// app's runtime is.
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(new URL("../../copilot_cli/ui/runtime/src/list-source.ts", import.meta.url));
const built = buildSync({ entryPoints: [source], bundle: true, format: "esm", write: false, logLevel: "silent" });
const { writtenColumns } = await import("data:text/javascript," + encodeURIComponent(built.outputFiles[0].text));

const col = (key) => ({ key, label: key, renderer: "text", sortable: true, format: null });
const field = (name, widget, extra = {}) => ({ name, label: name, in: "body", widget, required: false, ...extra });

test("a written field the items carry and no column shows is added, required fields first", () => {
  const declared = [col("id"), col("operation"), col("count")];
  const fields = [
    field("options", "fieldset"),
    field("operation", "radio"),
    field("domains", "tags", { required: true }),
  ];
  const items = [
    { id: "a1", operation: "whois", domains: ["zq-abc.com"] },
    { id: "b2", operation: "dns", count: 3 },
  ];
  const columns = writtenColumns(declared, fields, items);
  assert.deepEqual(
    columns.map((c) => [c.key, c.renderer]),
    [
      ["id", "text"],
      ["operation", "text"],
      ["count", "text"],
      ["domains", "count"],
    ],
  );
});

test("a written object shows its first filled text field", () => {
  const contact = field("bookingContact", "fieldset", {
    required: true,
    fields: [field("firstName", "text"), field("email", "email")],
  });
  const columns = writtenColumns(
    [col("bookingId")],
    [contact],
    [{ bookingId: 1, bookingContact: { firstName: "Zq-1" } }],
  );
  assert.deepEqual(
    columns.map((c) => c.key),
    ["bookingId", "bookingContact.firstName"],
  );
});

test("nothing is added for keys no item carries, objects, secrets, or parameters", () => {
  const declared = [col("id")];
  const fields = [
    field("domains", "tags"),
    field("Tags", "keyvalue"),
    field("secret", "password"),
    field("X-Token", "text", { in: "header" }),
  ];
  const items = [{ id: 1, Tags: { a: "b" }, secret: "s", "X-Token": "t" }];
  assert.equal(writtenColumns(declared, fields, items), declared);
  assert.equal(writtenColumns(declared, undefined, items), declared);
});

test("a list that already shows something the create form types is left as it is", () => {
  // Petstore: `name` is a column, so the row reads by it; `tag` is not added beside it
  const declared = [col("id"), col("name")];
  const fields = [field("name", "text", { required: true }), field("tag", "text")];
  assert.equal(writtenColumns(declared, fields, [{ id: 1, name: "Rex", tag: "dog" }]), declared);
});
