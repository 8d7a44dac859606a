// What the task runner types into a form: a value is looked for afterwards only when it tells the
// typed item apart from the mock's seeded rows.
import { test } from "node:test";
import assert from "node:assert/strict";
import { distinctive, rng, stringFor } from "./task-fill.mjs";

test("a value only the spec's example fits is typed but not looked for", () => {
  // ijenko.net's phoneNumber: a pattern no made-up value fits, so the example is typed; the mock
  // seeds rows with the same example, so finding it in the list says nothing
  const phone = { widget: "text", constraints: { pattern: "^\\+33[0-9]{9}$" }, example: "+33177494646" };
  const v = stringFor(phone, rng("ijenko.net"));
  assert.equal(v, "+33177494646");
  assert.equal(distinctive(phone, v), false);
});

test("a made-up value is looked for; a placeholder or default is not", () => {
  const name = { widget: "text", constraints: {}, example: "Rex" };
  const v = stringFor(name, rng("x"));
  assert.match(v, /^Zq-/);
  assert.equal(distinctive(name, v), true);
  assert.equal(distinctive({ placeholder: "e.g. eu-west-1" }, "e.g. eu-west-1"), false);
  assert.equal(distinctive({ default: 20 }, "20"), false);
});
