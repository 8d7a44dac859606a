// When the task runner calls a create a success: what was typed shows in the list and the detail.
// A create where nothing typed can be looked for (only switches, or a form with no field) cannot
// tell, and is no success (meshery.local's pattern and GuardDuty's detector counted as successes).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createVerdict, deletedRowMatcher, judge, listsTyped, nestedVerdict } from "./tasks-runner.mjs";

const shown = { list: { ok: true, seen: 1, of: 1 }, detail: { ok: true, seen: 1, of: 1 } };

test("a create is a success when a typed value shows in the list and the detail", () => {
  assert.deepEqual(createVerdict([{ path: "name", text: "Zq-1", checkable: true }], shown, true), { ok: true });
});

test("a create where nothing typed can be looked for cannot tell, and is no success", () => {
  for (const typed of [[], [{ path: "enabled", text: "Yes", checkable: false }]]) {
    const verdict = createVerdict(typed, shown, true);
    assert.equal(verdict.ok, false);
    assert.equal(verdict.why, "cannot-tell");
  }
});

test("a create whose row is not found is missing from the list; a found row with a blank detail, from the detail", () => {
  const typed = [{ path: "name", text: "Zq-1", checkable: true }];
  const notListed = { list: { ok: false, seen: 0 } };
  assert.equal(createVerdict(typed, notListed, false).why, "typed-values-not-in-list");
  const blankDetail = { list: { ok: true, seen: 1, of: 1 }, detail: { ok: false, seen: 0, of: 1 } };
  assert.equal(createVerdict(typed, blankDetail, true).why, "typed-values-not-in-detail");
});

test("a create under a parent is judged alike: nothing to look for cannot tell; typed and not seen fails", () => {
  // openapi.space's version create typed only two switches and counted as a success
  for (const typed of [[], [{ path: "private", text: "Yes", checkable: false }]]) {
    const verdict = nestedVerdict(typed, false);
    assert.equal(verdict.ok, false);
    assert.equal(verdict.why, "cannot-tell");
  }
  const typed = [{ path: "name", text: "Zq-1", checkable: true }];
  assert.deepEqual(nestedVerdict(typed, true), { ok: true });
  assert.deepEqual(nestedVerdict(typed, false), { ok: false, why: "typed-values-not-seen", detail: "name=Zq-1" });
});

test("a create with nothing typed succeeds only when the id its page showed once created is a cell of the list", () => {
  // crucible's reviews and apidapp's keys: a create form with no field at all
  const verdict = createVerdict([], { list: { ok: false, seen: 0 } }, false, "rev-42");
  assert.equal(verdict.ok, true);
  assert.match(verdict.judgedBy, /rev-42/);
  assert.equal(createVerdict([], { list: { ok: false, seen: 0 } }, false, null).why, "cannot-tell");
});

test("a deleted item is looked for by the id its detail showed, a whole cell, and by what was typed", () => {
  const still = deletedRowMatcher("25", ["AUD", "Zq-7"], new Set(["AUD"]));
  assert.equal(still("26\tAUD\tZq-other"), false, "another row sharing a picked currency is not the item");
  assert.equal(still("125\tAUD"), false, "an id is a whole cell, not part of one");
  assert.equal(still("25\tAUD"), true);
  assert.equal(still("Zq-7\tAUD"), true, "a list without the id column still shows what was typed");
});

test("without an id, a value picked from a list of choices counts only when nothing typed is there to look for", () => {
  const chosen = new Set(["blitzjs"]);
  assert.equal(deletedRowMatcher(null, ["blitzjs", "Zq-7"], chosen)("nextjs-app\tblitzjs"), false);
  assert.equal(deletedRowMatcher(null, ["blitzjs", "Zq-7"], chosen)("Zq-7\tblitzjs"), true);
  assert.equal(deletedRowMatcher(null, ["blitzjs"], chosen)("x\tblitzjs"), true, "nothing else to look for");
});

test("a write-only value is never missed, and tells the typed item when it is shown", () => {
  // Jira's gadget settings are all write-only: the created gadget showed the typed title, and the
  // runner said typed-values-not-seen, looking only for the position numbers the API does not return
  const title = { path: "title", text: "Zq-t", value: "Zq-t", checkable: false, evidence: true };
  const column = { path: "position.column", text: "6754", value: 6754, checkable: false, evidence: true };
  assert.deepEqual(nestedVerdict([title, column], true), { ok: true });
  // not shown: nothing can be told from it
  assert.equal(nestedVerdict([title, column], false).why, "cannot-tell");
  // beside a value looked for, shown it counts; a looked-for value missing from its column still fails
  const name = { path: "name", text: "Zq-n", value: "Zq-n", checkable: true };
  assert.deepEqual(judge("Zq-t", [title, name], ["title"], "id"), { ok: true, seen: 1, of: 2, missing: [] });
  assert.equal(judge("Zq-t", [title, name], ["title", "name"], "id").ok, false);
});

test("a list none of whose columns shows a typed field is told apart from one that should show it", () => {
  // SpaceTraders' ships list their symbol and role; the typed waypoint shows only in the detail
  const typed = [
    { path: "waypointSymbol", text: "Zq-w", value: "Zq-w", checkable: true },
    { path: "shipType", text: "SHIP_PROBE", value: "SHIP_PROBE", checkable: false },
  ];
  assert.equal(listsTyped(typed, ["symbol", "registration.role", "shipType"], "symbol"), false);
  assert.equal(listsTyped(typed, ["symbol", "waypointSymbol"], "symbol"), true);
  const inner = [{ path: "nav.waypointSymbol", text: "Zq-w", value: "Zq-w", checkable: true }];
  assert.equal(listsTyped(inner, ["symbol", "nav"], "symbol"), true);
  assert.equal(listsTyped(inner, ["symbol", "nav.waypointSymbol"], "symbol"), true);
});
