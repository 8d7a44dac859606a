// A column's dotted path reaches into an item whose own key has dots in its name (issue 24: Ably's
// device registration `{push.recipient: {deviceToken}}` listed `push.recipient.deviceToken` blank,
// so the created row's token was not found): the runtime's values.ts, bundled as the app's runtime is.
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(new URL("../../copilot_cli/ui/runtime/src/values.ts", import.meta.url));
const built = buildSync({ entryPoints: [source], bundle: true, format: "esm", write: false, logLevel: "silent" });
const { getPath } = await import("data:text/javascript," + encodeURIComponent(built.outputFiles[0].text));

test("a key with dots in its name is read before the rest of the path", () => {
  const item = { id: "d1", "push.recipient": { transportType: "apns", deviceToken: "Zq-1" } };
  assert.equal(getPath(item, "push.recipient.deviceToken"), "Zq-1");
});

test("nested objects and whole dotted keys read as before", () => {
  assert.equal(getPath({ a: { b: { c: 3 } } }, "a.b.c"), 3);
  assert.equal(getPath({ a: { "b.c": 4 } }, "a.b.c"), 4);
  assert.equal(getPath({ "a.b": { c: 5 }, a: { b: { c: 6 } } }, "a.b.c"), 6); // the plain path wins
  assert.equal(getPath({ a: 1 }, "x.y.z"), undefined);
});
