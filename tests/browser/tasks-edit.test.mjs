// Which field the task runner's "edit one field" changes: the item's own field a person would
// change (free text, else a number, a date, a choice), never its id or a parent's, one object
// down when the item keeps its fields there (JSON:API's `attributes`).
import { test } from "node:test";
import assert from "node:assert/strict";
import { editTarget, editTargets, editValue, invalidFields, judge } from "./tasks-runner.mjs";

const f = (name, widget, extra = {}) => ({
  name,
  widget,
  in: "body",
  readOnly: false,
  options: [],
  fields: [],
  ...extra,
});
const resource = (fields, more = {}) => ({
  idField: "id",
  titleField: null,
  itemParams: { id: "id" },
  edit: { fields },
  ...more,
});
const pick = (R, shown) => {
  const e = editTarget(R, new Set(shown));
  return e && e.path.join(".");
};

test("the id and path parameters are never what is edited", () => {
  const R = resource([f("id", "text"), f("account", "text", { in: "path" }), f("size", "integer")]);
  assert.equal(pick(R, ["id", "size"]), "size");
});

test("free text shown in the detail comes first, the title before the rest", () => {
  const R = resource([f("count", "integer"), f("notes", "text"), f("name", "text")], { titleField: "name" });
  assert.equal(pick(R, ["count", "notes", "name"]), "name");
  assert.equal(pick({ ...R, titleField: null }, ["count", "notes"]), "notes");
});

test("a number, a date or a choice is edited when the item has no free text", () => {
  const choice = f("status", "select", { options: [{ value: "a" }, { value: "b" }] });
  assert.equal(pick(resource([choice, f("when", "date"), f("n", "number")]), ["status", "when", "n"]), "n");
  assert.equal(pick(resource([choice, f("when", "date")]), ["status", "when"]), "when");
  assert.equal(pick(resource([choice]), ["status"]), "status");
  const single = f("kind", "radio", { options: [{ value: "only" }] });
  // one choice is picked only when nothing else is; whether it changes anything is for the form to
  // say (typeEdit: "no new value fits" when the item is at it already)
  assert.equal(pick(resource([single, f("when", "date")]), ["kind", "when"]), "when");
});

test("fields one object down are reached; read-only ones and unrelated headers are not", () => {
  const attrs = f("attributes", "fieldset", {
    fields: [f("created_at", "text", { readOnly: true }), f("title", "text")],
  });
  const header = f("x-ms-date", "text", { in: "header" });
  assert.equal(pick(resource([header, f("id", "text"), attrs]), ["id", "attributes"]), "attributes.title");
  assert.equal(pick(resource([header]), ["name"]), null);
  assert.equal(pick(resource([f("name", "text", { in: "query" })]), ["name"]), "name");
});

test("a name or description is edited before a kind or a code", () => {
  const attrs = f("attributes", "fieldset", { fields: [f("category", "text"), f("description", "textarea")] });
  const R = resource([attrs, f("type", "text")], { titleField: "type" });
  assert.equal(pick(R, ["attributes", "type"]), "attributes.description");
});

test("a typed value is expected where a column shows its field, one object down too", () => {
  const typed = [
    { path: "attributes.title", text: "Zq-t", value: "Zq-t", checkable: true },
    { path: "attributes.location", text: "Zq-l", value: "Zq-l", checkable: true },
  ];
  const keys = ["id", "attributes.title"];
  assert.deepEqual(judge("1\tZq-t", typed, keys, "id"), { ok: true, seen: 1, of: 2, missing: [] });
  const miss = judge("1\tZq-l", typed, keys, "id");
  assert.equal(miss.ok, false);
  assert.deepEqual(miss.missing, ["attributes.title=Zq-t"]);
});

test("with nothing else to change, a switch, a choice's only option or a field two objects down is", () => {
  // VTEX License Manager: one switch; Twilio Media: Status whose only option is "ended";
  // appmesh: spec.egressFilter.type
  assert.equal(pick(resource([f("isActive", "switch")]), ["isActive"]), "isActive");
  assert.equal(pick(resource([f("Status", "radio", { options: [{ value: "ended" }] })]), ["Status"]), "Status");
  const egress = f("egressFilter", "fieldset", { fields: [f("type", "radio", { options: [{ value: "ALLOW_ALL" }] })] });
  assert.equal(pick(resource([f("spec", "fieldset", { fields: [egress] })]), ["spec"]), "spec.egressFilter.type");
  // never before what the first rule finds
  assert.equal(pick(resource([f("isActive", "switch"), f("size", "integer")]), ["isActive", "size"]), "size");
  assert.equal(pick(resource([f("secret", "password")]), []), null);
});

test("an edit types an email into an email field and a web address into a url field", () => {
  // drchrono: the patient's email edited to "Zq-ed-…" was refused "Enter an email address"
  const rand = () => 0.5;
  assert.match(editValue(f("email", "email"), rand), /^zq-ed-\w+@example\.com$/);
  assert.match(editValue(f("homepage", "url"), rand), /^https:\/\/example\.com\/zq-ed-\w+$/);
  assert.match(editValue(f("name", "text"), rand), /^Zq-ed-\w+$/);
});

test("a credential parameter named like an item field is not what is edited", () => {
  // i-cue's PUT /administration/entity: header `Token` (the caller's) beside the organisation's own
  // `token` field, and the body's `isActive`: the switch is what a person changes
  const R = resource([f("Token", "text", { in: "header" }), f("isActive", "switch")]);
  assert.equal(pick(R, ["token", "isActive", "name"]), "isActive");
  assert.equal(pick(resource([f("x-api-key", "text", { in: "header" })]), ["apiKey"]), null);
  // a parameter naming a field that is no credential still is (a query `name`)
  assert.equal(pick(resource([f("name", "text", { in: "query" })]), ["name"]), "name");
});

test("a body sent as one of several shapes is edited in the arm the form shows", () => {
  // IX-API's network service update: the body is `$body`, one arm per service type, each arm's
  // fields the item's own; the form shows the item's arm (here the second)
  const arm = (value, fields) => ({ label: value, value, fields: [f("type", "text"), ...fields] });
  const body = f("$body", "variant", {
    discriminator: "type",
    variants: [
      arm("p2p_vc", [f("purchase_order", "text")]),
      arm("mp2mp_vc", [f("name", "text"), f("public", "switch")]),
    ],
  });
  const R = resource([body], { titleField: "name" });
  assert.equal(pick(R, ["name"]), "$body.purchase_order");
  const e = editTarget(R, new Set(["name"]), { $body: 1 });
  assert.deepEqual(e.path, ["$body", "name"]);
  // the discriminator is the arm itself, never edited as a text
  assert.equal(editTarget(resource([body]), new Set([]), { $body: 1 }).path[1], "name");
});

test("every field a person could edit is offered in order, so the next is edited when no value fits the first", () => {
  // vpc-lattice's service: certificateArn (a pattern no made-up value fits) before authType
  const arn = f("certificateArn", "text", { constraints: { pattern: "^(arn(:[a-z0-9]+){2})?$" } });
  const auth = f("authType", "radio", { options: [{ value: "NONE" }, { value: "AWS_IAM" }] });
  const R = resource([arn, auth, f("enabled", "switch")]);
  const order = editTargets(R, new Set(["certificateArn", "authType", "enabled"])).map((e) => e.path.join("."));
  assert.deepEqual(order, ["certificateArn", "authType", "enabled"]);
  assert.equal(pick(R, ["certificateArn", "authType"]), "certificateArn");
});

test("what the edit form marks as still required is filled before saving again, never the field edited", () => {
  // VTEX's subscription PATCH requires objects its item read does not give: 'item: Required; plan: Required'
  const [item, plan, name] = [f("item", "fieldset"), f("plan", "fieldset"), f("name", "text")];
  const out = { left: false, clientErrors: ["item: Required", "plan: Required", "name: Too short"] };
  assert.deepEqual(
    invalidFields(out, [item, plan, name], { path: ["name"], field: name }).map((x) => x.name),
    ["item", "plan"],
  );
  assert.deepEqual(invalidFields({ left: false, error: "HTTP 422" }, [item, plan, name]), []);
  // an object holding the edited field is filled around it: the edit is not typed over
  const addressName = f("addressName", "text", { required: true });
  const address = f("shippingAddress", "fieldset", { fields: [addressName, f("city", "text", { required: true })] });
  const marked = invalidFields({ clientErrors: ["shippingAddress: Required"] }, [address], {
    path: ["shippingAddress", "addressName"],
    field: addressName,
  });
  assert.deepEqual(
    marked[0].fields.map((x) => x.name),
    ["city"],
  );
});
