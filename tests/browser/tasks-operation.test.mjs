// Which operation the task runner runs from the Operations page: the one a person would, who
// picks an id from a list rather than inventing one (issue 24); the rule before is kept beside it
// so a figure is known under both.
import { test } from "node:test";
import assert from "node:assert/strict";
import { operationChoice } from "./tasks-runner.mjs";

const param = (name, extra = {}) => ({ name, in: "path", required: true, widget: "text", ...extra });
const read = (id, params) => ({ id, kind: "http", method: "GET", params });
const picker = (resource) => ({ widget: "relation", relation: { resource, valueField: "id", labelField: "id" } });
const plan = (operations, resources = []) => ({ operations, resources });
const listed = (id, needs = []) => ({ id, list: { needs } });

test("a read needing no input comes first, under both rules", () => {
  const p = plan([read("getPet", [param("petId")]), read("listPets", [])]);
  const { op, previous } = operationChoice(p);
  assert.equal(op.id, "listPets");
  assert.equal(previous.id, "listPets");
});

test("a read whose id is picked from a list that loads comes before one whose id must be made up", () => {
  const p = plan(
    [read("getAlert", [param("uuid")]), read("getPet", [param("petId", picker("pets"))])],
    [listed("pets")],
  );
  const { op, previous } = operationChoice(p);
  assert.equal(op.id, "getPet");
  assert.equal(previous.id, "getAlert");
});

test("a picker over a list that itself needs input is an id to make up", () => {
  const p = plan(
    [read("getRun", [param("name", picker("runs"))]), read("search", [{ ...param("q"), in: "query" }])],
    [listed("runs", ["parent"])],
  );
  assert.equal(operationChoice(p).op.id, "search"); // a search word is typed, no id invented
  assert.equal(operationChoice(p).previous.id, "getRun");
});
