// What the task runner types into a form: a value is looked for afterwards only when it tells the
// typed item apart from the mock's seeded rows.
import { test } from "node:test";
import assert from "node:assert/strict";
import { credentialParam, distinctive, fromPattern, passwordFor, rng, stringFor } from "./task-fill.mjs";

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

test("a pattern none of the made-up values fits is filled from the pattern itself, at the length asked", () => {
  // AWS Backup Gateway's GatewayArn (minLength 50), FSx's file system id (minLength 11), a Kinesis log ARN
  const cases = [
    ["^arn:(aws|aws-cn|aws-us-gov):backup-gateway(:[a-zA-Z-0-9]+){3}\\/[a-zA-Z-0-9]+$", 50, 500],
    ["^(fs-[0-9a-f]{8,})$", 11, 21],
    ["^arn:.*$", 1, 2048],
    ["^[0-9]{3}-[A-Z]{2}_\\d+$", 0, 0],
    ["^(?:[a-z0-9-]+\\.)*example\\.(com|org)$", 0, 0],
    // EMR Serverless' IAM role ARN (minLength 20): `/` written `\u002F`, a class of `\u0021-\u007F`
    [
      "arn:(aws[a-zA-Z0-9-]*):iam::(\\d{12})?:(role((\\u002F)|(\\u002F[\\u0021-\\u007F]+\\u002F))[\\w+=,.@-]+)",
      20,
      2048,
    ],
    ["^\\x41\\u{42}[\\x30-\\x39]$", 0, 0],
  ];
  for (const [pattern, minLength, maxLength] of cases) {
    const field = { widget: "text", constraints: { pattern, minLength, maxLength } };
    const v = stringFor(field, rng(pattern));
    assert.ok(v !== null, pattern);
    assert.match(v, new RegExp(pattern, "u"));
    assert.ok(v.length >= minLength && (!maxLength || v.length <= maxLength), `${pattern}: ${v}`);
  }
  assert.equal(fromPattern("(?=x)a"), null); // a lookahead: not read, no guess
  assert.equal(fromPattern("^(a)\\1$"), null); // a back reference: not read
});

test("a value of an exact length its pattern repeats to is found (lex v2's 10-character botId)", () => {
  const botId = { widget: "text", constraints: { pattern: "^[0-9a-zA-Z]+$", minLength: 10, maxLength: 10 } };
  assert.match(stringFor(botId, rng("lex")), /^[0-9a-zA-Z]{10}$/);
});

test("a password fits the pattern its field asks (Azure's admin password, svix's secret)", () => {
  const azure = {
    widget: "password",
    constraints: {
      pattern: "^(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%\\^&\\*\\(\\)])[a-zA-Z\\d!@#$%\\^&\\*\\(\\)]{12,123}$",
    },
  };
  const svix = { widget: "password", constraints: { pattern: "^(whsec_)?[a-zA-Z0-9+/=]{32,100}$" } };
  for (const f of [azure, svix]) {
    const v = passwordFor(f, rng("pw"));
    assert.match(v, new RegExp(f.constraints.pattern, "u"));
  }
  assert.match(passwordFor({ widget: "password", constraints: {} }, rng("pw")), /^Zq-.*!9$/);
});

test("a text field whose pattern asks for a password's mix through lookaheads gets one", () => {
  const pattern = "^(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%\\^&\\*\\(\\)])[a-zA-Z\\d!@#$%\\^&\\*\\(\\)]{12,123}$";
  assert.match(stringFor({ widget: "text", constraints: { pattern } }, rng("az")), new RegExp(pattern, "u"));
});

test("a credential sent as a parameter is typed but never looked for in the item", () => {
  // i-cue's create takes header `Token` and its organisations have a `token`: not the same thing
  assert.equal(credentialParam({ name: "Token", in: "header" }), true);
  assert.equal(credentialParam({ name: "x-amz-security-token", in: "header" }), true);
  assert.equal(credentialParam({ name: "api_key", in: "query" }), true);
  // an item field sent as a header (Glacier's x-amz-archive-description) or in the body is looked for
  assert.equal(credentialParam({ name: "x-amz-archive-description", in: "header" }), false);
  assert.equal(credentialParam({ name: "token", in: "body" }), false);
});
