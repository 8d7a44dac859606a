// An edit form is prefilled from the item as read (issue 24), including fields the read answers
// under another name or inside an envelope of its own: the runtime's itemValue (runtime/src/values.ts),
// bundled from the source by esbuild as the app's runtime is.
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";

const SOURCE = fileURLToPath(new URL("../../copilot_cli/ui/runtime/src/values.ts", import.meta.url));
const built = buildSync({ entryPoints: [SOURCE], bundle: true, format: "esm", write: false });
const { itemValue } = await import("data:text/javascript," + encodeURIComponent(built.outputFiles[0].text));

test("a field is read under its own name, or spelled the response's way", () => {
  assert.equal(itemValue({ subject: "a" }, "subject"), "a");
  assert.equal(itemValue({ friendly_name: "b" }, "FriendlyName"), "b");
});

test("an update's current version is the version the item reads", () => {
  // kinesisanalytics / m2: UpdateApplication requires currentApplicationVersion
  assert.equal(itemValue({ applicationVersion: 3 }, "currentApplicationVersion"), 3);
  assert.equal(itemValue({ ApplicationVersionId: 7 }, "CurrentApplicationVersionId"), 7);
  // m2: the item reads it inside its latest version
  const app = { deployedVersion: { applicationVersion: 1 }, latestVersion: { applicationVersion: 2 } };
  assert.equal(itemValue(app, "currentApplicationVersion"), 2);
});

test("a field the read keeps one object down is found there, when only one object has it", () => {
  assert.equal(itemValue({ ApplicationDetail: { ApplicationName: "x" } }, "ApplicationName"), "x");
  assert.equal(itemValue({ data: { attributes: 1 }, attributes: { title: "t" } }, "title"), "t");
  assert.equal(itemValue({ data: { name: "x" }, spec: { name: "y" } }, "name"), undefined); // which one: no guess
  assert.equal(itemValue({ id: 1, category: { name: "Dogs" } }, "name"), undefined); // another thing's name
});

test("nothing is made up for a field the item does not give", () => {
  assert.equal(itemValue({ name: "x" }, "currentVersion"), undefined);
  assert.equal(itemValue(null, "name"), undefined);
});

const FORM_VIEW = fileURLToPath(new URL("../../copilot_cli/ui/runtime/src/form-view.tsx", import.meta.url));
const formBuilt = buildSync({
  entryPoints: [FORM_VIEW],
  bundle: true,
  format: "esm",
  write: false,
  jsx: "transform",
  logLevel: "silent",
});
const { initialValues } = await import("data:text/javascript," + encodeURIComponent(formBuilt.outputFiles[0].text));

test("a required switch starts at the No it shows; an optional one is left unsent", () => {
  const sw = (name, required) => ({ name, in: "body", widget: "switch", required, readOnly: false, default: null });
  const values = initialValues([sw("cancelEnabled", true), sw("verbose", false)], null, {});
  assert.equal(values["body.cancelEnabled"], false);
  assert.equal(values["body.verbose"], undefined);
  // the item's own value wins
  assert.equal(initialValues([sw("cancelEnabled", true)], { cancelEnabled: true }, {})["body.cancelEnabled"], true);
});

const FORMS = fileURLToPath(new URL("../../copilot_cli/ui/runtime/src/forms.ts", import.meta.url));
const formsBuilt = buildSync({ entryPoints: [FORMS], bundle: true, format: "esm", write: false, logLevel: "silent" });
const { validate } = await import("data:text/javascript," + encodeURIComponent(formsBuilt.outputFiles[0].text));

test("a required list the item has empty is an answer; one never filled, or below its minimum, is not", () => {
  const tags = (constraints = {}) => ({
    name: "allowHeaders",
    widget: "tags",
    required: true,
    readOnly: false,
    constraints,
  });
  assert.equal(validate(tags(), []), null);
  assert.equal(validate(tags(), undefined), "Required");
  assert.notEqual(validate(tags({ minItems: 1 }), []), null);
});

test("an edit whose fields are query parameters is prefilled from the item by name", () => {
  // kumpeapps: PUT /kkid/userlist?userID=…&username=…&email=… requires what the user read gives
  const q = (name, widget = "text") => ({ name, in: "query", widget, required: true, readOnly: false, default: null });
  const item = { userId: 7, username: "kid", email: "k@example.com", firstName: "Ann" };
  const values = initialValues([q("userID", "integer"), q("email", "email"), q("firstName"), q("whereDay")], item, {});
  assert.equal(values["query.userID"], "7"); // as the number box shows it
  assert.equal(values["query.email"], "k@example.com");
  assert.equal(values["query.firstName"], "Ann");
  assert.equal(values["query.whereDay"], undefined); // the item has no such field: nothing made up
  // a header is the request's, not the item's
  const h = { ...q("email"), in: "header" };
  assert.equal(initialValues([h], item, {})["header.email"], undefined);
});

const { itemQueryValues } = await import("data:text/javascript," + encodeURIComponent(formBuilt.outputFiles[0].text));

test("a delete that names its item by a required query parameter sends it from the item", () => {
  // kumpeapps: DELETE /kkid/userlist?userID=… deleted nothing without it
  const op = {
    kind: "http",
    params: [
      { name: "userID", in: "query", required: true },
      { name: "force", in: "query", required: false },
      { name: "X-Key", in: "header", required: true },
    ],
  };
  assert.deepEqual(itemQueryValues(op, { userId: 25, force: true, "X-Key": "k" }), { "query.userID": 25 });
  assert.deepEqual(itemQueryValues(op, null), {});
});

test("the version an update must name is the item's own last change, version or etag", () => {
  // impala: updateBookingVersionAtTimestamp is "the updatedAt timestamp of the booking"
  const booking = { bookingId: "b1", createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-02-02T10:00:00Z" };
  assert.equal(itemValue(booking, "updateBookingVersionAtTimestamp"), "2026-02-02T10:00:00Z");
  assert.equal(itemValue({ id: 1, revision: 4, updatedAt: "x" }, "expectedRevision"), 4);
  assert.equal(itemValue({ id: 1, updatedAt: "x" }, "expectedRevision"), undefined); // no time asked
  assert.equal(itemValue({ id: 1 }, "updateBookingVersionAtTimestamp"), undefined); // nothing made up
  assert.equal(itemValue({ id: 1, version: "2.0" }, "api-version"), undefined); // the API's, not the item's
});

const { findItems } = await import("data:text/javascript," + encodeURIComponent(built.outputFiles[0].text));

test("a list the server sends bare where its description wraps it is read as the rows", () => {
  // rudder: GET /campaigns is described as {data: {campaigns: […]}}; the rows came as a bare array
  const rows = [{ id: 1 }, { id: 2 }];
  assert.deepEqual(findItems(rows, "data.campaigns"), rows);
  assert.deepEqual(findItems({ data: { campaigns: rows } }, "data.campaigns"), rows);
  // rows of a connection read through the path, as before
  assert.deepEqual(findItems([{ node: { id: 1 } }], "node"), [{ id: 1 }]);
});

test("a number field is not started at an item's value that is no number; a number read as text is kept", () => {
  // VTEX credit: the account's `creditLimit` read as text the integer box refused ("Enter a number")
  const n = (name, extra = {}) => ({ name, in: "body", widget: "integer", required: false, default: null, ...extra });
  const values = initialValues([n("creditLimit"), n("balance"), n("limit", { default: 100 })], {
    creditLimit: "Zq-abc",
    balance: "500",
    limit: "n/a",
  });
  assert.equal(values["body.creditLimit"], undefined);
  assert.equal(values["body.balance"], "500");
  assert.equal(values["body.limit"], "100"); // the default, as if the item had none
});

test("a text field started at a number the item reads holds it as text, and sends text", () => {
  // VTEX credit: PUT /accounts/{id} requires the body's string `id`; the item reads it as 25
  const f = { name: "id", in: "body", widget: "text", required: true, default: null };
  assert.equal(initialValues([f], { id: 25 })["body.id"], "25");
});

test("a value that does not fit the field's pattern is told the pattern it must fit", () => {
  // svix's `secret` (^(whsec_)?[a-zA-Z0-9+/=]{32,100}$): "Does not match the expected format" alone
  const f = { name: "secret", widget: "text", required: false, constraints: { pattern: "^(whsec_)?[a-z]{4}$" } };
  assert.equal(validate(f, "whsec_abcd"), null);
  assert.match(validate(f, "nope!"), /\^\(whsec_\)\?\[a-z\]\{4\}\$/);
});

test("a rename's new value starts at the value the item has", () => {
  // id4i: PUT /api/v1/collections/{id4n}/label takes `newLabel`; the collection reads `label`
  assert.equal(itemValue({ label: "Spring" }, "newLabel"), "Spring");
  assert.equal(itemValue({ label: "Spring", sid: "S1" }, "newsId"), undefined); // not a "new" prefix
});

test("a delete naming its item by an optional query parameter named as the item's id sends it", () => {
  // YouTube's DELETE /youtube/v3/playlistImages?id=…: `id` is optional in the spec
  const op = {
    kind: "http",
    params: [
      { name: "id", in: "query", required: false },
      { name: "onBehalfOf", in: "query", required: false },
    ],
  };
  assert.deepEqual(itemQueryValues(op, { id: "img1", onBehalfOf: "x" }, "id"), { "query.id": "img1" });
  assert.deepEqual(itemQueryValues(op, { id: "img1" }), {}); // no id field said: only what is required
});
