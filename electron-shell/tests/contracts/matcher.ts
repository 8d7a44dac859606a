/**
 * The matchers of contracts/README.md, in TypeScript: `mismatches(matcher, actual)` lists
 * what differs (empty = match), `example(matcher)` turns a matcher into a value that
 * matches it (what a fake server sends).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const TYPE_MATCHERS: Record<string, (value: unknown) => boolean> = {
  $any: (v) => v !== undefined,
  $string: (v) => typeof v === "string",
  $nonEmptyString: (v) => typeof v === "string" && v.length > 0,
  $number: (v) => typeof v === "number",
  $integer: (v) => typeof v === "number" && Number.isInteger(v),
  $boolean: (v) => typeof v === "boolean",
  $object: (v) => typeof v === "object" && v !== null && !Array.isArray(v),
  $array: (v) => Array.isArray(v),
  $null: (v) => v === null,
};

const TYPE_EXAMPLES: Record<string, Json> = {
  $any: null, $string: "", $nonEmptyString: "x", $number: 0, $integer: 0, $boolean: false,
  $object: {}, $array: [], $null: null,
};

const OPERATORS = new Set(["$regex", "$oneOf", "$arrayOf", "$contains", "$gte", "$lte", "$lengthGte"]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function operatorOf(matcher: Record<string, unknown>): string | null {
  const keys = Object.keys(matcher);
  return keys.length === 1 && OPERATORS.has(keys[0]!) ? keys[0]! : null;
}

const show = (value: unknown) => (value === undefined ? "(missing)" : JSON.stringify(value)?.slice(0, 120));

export function mismatches(matcher: unknown, actual: unknown, path = "$"): string[] {
  if (typeof matcher === "string" && matcher in TYPE_MATCHERS) {
    return TYPE_MATCHERS[matcher]!(actual) ? [] : [`${path}: expected ${matcher}, got ${show(actual)}`];
  }
  if (matcher === "$absent") return [`${path}: "$absent" is only valid as an object value`];
  if (Array.isArray(matcher)) {
    if (!Array.isArray(actual) || actual.length !== matcher.length) {
      return [`${path}: expected an array of ${matcher.length}, got ${show(actual)}`];
    }
    return matcher.flatMap((m, i) => mismatches(m, actual[i], `${path}[${i}]`));
  }
  if (isObject(matcher)) {
    const op = operatorOf(matcher);
    if (op) return operator(op, matcher[op], actual, path);
    if (!isObject(actual)) return [`${path}: expected an object, got ${show(actual)}`];
    const out: string[] = [];
    for (const [key, sub] of Object.entries(matcher)) {
      if (key === "$exact") continue;
      if (sub === "$absent") {
        if (key in actual) out.push(`${path}.${key}: expected absent, got ${show(actual[key])}`);
      } else if (!(key in actual)) out.push(`${path}.${key}: missing`);
      else out.push(...mismatches(sub, actual[key], `${path}.${key}`));
    }
    if (matcher.$exact === true) {
      for (const key of Object.keys(actual)) if (!(key in matcher)) out.push(`${path}.${key}: unexpected key`);
    }
    return out;
  }
  return Object.is(matcher, actual) || matcher === actual ? [] : [`${path}: expected ${show(matcher)}, got ${show(actual)}`];
}

function operator(op: string, arg: unknown, actual: unknown, path: string): string[] {
  const fail = (what: string) => [`${path}: expected ${what}, got ${show(actual)}`];
  switch (op) {
    case "$regex":
      return typeof actual === "string" && new RegExp(String(arg), "u").test(actual) ? [] : fail(`a string matching /${arg}/`);
    case "$oneOf":
      return (arg as unknown[]).some((m) => mismatches(m, actual, path).length === 0) ? [] : fail(`one of ${show(arg)}`);
    case "$arrayOf":
      return Array.isArray(actual) ? actual.flatMap((v, i) => mismatches(arg, v, `${path}[${i}]`)) : fail("an array");
    case "$contains":
      return Array.isArray(actual) && actual.some((v) => mismatches(arg, v).length === 0) ? [] : fail(`an array containing ${show(arg)}`);
    case "$gte":
      return typeof actual === "number" && actual >= (arg as number) ? [] : fail(`a number >= ${arg}`);
    case "$lte":
      return typeof actual === "number" && actual <= (arg as number) ? [] : fail(`a number <= ${arg}`);
    case "$lengthGte": {
      const length = typeof actual === "string" || Array.isArray(actual) ? actual.length : -1;
      return length >= (arg as number) ? [] : fail(`a length >= ${arg}`);
    }
  }
  return [`${path}: unknown matcher ${op}`];
}

/** A value that matches `matcher` (used by the fake child to play the server's part). */
export function example(matcher: unknown): Json | undefined {
  if (typeof matcher === "string" && matcher in TYPE_EXAMPLES) return TYPE_EXAMPLES[matcher];
  if (matcher === "$absent") return undefined;
  if (Array.isArray(matcher)) return matcher.map((m) => example(m) ?? null);
  if (isObject(matcher)) {
    const op = operatorOf(matcher);
    if (op) return exampleOf(op, matcher[op]);
    const out: Record<string, Json> = {};
    for (const [key, sub] of Object.entries(matcher)) {
      if (key === "$exact") continue;
      const value = example(sub);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  return matcher as Json;
}

function exampleOf(op: string, arg: unknown): Json {
  switch (op) {
    case "$regex":
      return literalOf(String(arg));
    case "$oneOf":
      return example((arg as unknown[])[0]) ?? null;
    case "$arrayOf":
      return [];
    case "$contains":
      return [example(arg) ?? null];
    case "$gte":
    case "$lte":
      return arg as number;
    case "$lengthGte":
      return "x".repeat(arg as number);
  }
  throw new Error(`no example for ${op}`);
}

/** A pattern that is (nearly) a literal: drop anchors and unescape; checked to still match. */
function literalOf(pattern: string): string {
  const literal = pattern.replace(/^\^/, "").replace(/\$$/, "").replace(/\\(.)/g, "$1");
  if (new RegExp(pattern, "u").test(literal)) return literal;
  throw new Error(`cannot make an example for /${pattern}/ (not a literal pattern)`);
}

/** The value at a dotted path ("result.code"). */
export function at(value: unknown, dotted: string): unknown {
  return dotted.split(".").reduce<unknown>((v, key) => (isObject(v) ? v[key] : undefined), value);
}
