import { React } from "./react";
import { isBlank } from "./values";
import { NAVIGATION, PLAN } from "./plan";
import type { ResourcePlan } from "../../../../contracts/types/UiPlan";

// What a person must give before a resource's list loads, as labels: the plan says which
// (ListView.needs, worked out once by copilot_cli/ui/plan_facts.py, where the planner's ranking reads
// it too). null: the resource has no list. shell-state.ts `firstPage` opens on the first list that needs
// nothing.
export function listNeeds(r: ResourcePlan | undefined): string[] | null {
  if (!r || !r.list) return null;
  const op = PLAN.operationsById[r.list.operationId];
  if (!op) return null;
  const fields = [...r.list.scope, ...op.params];
  return r.list.needs.map((name) => (fields.find((f) => f.name === name) || { label: name }).label);
}

// The parents a nested resource's page lives under, outermost first, each with the value of the
// path parameter naming it (the breadcrumbs: "Repo hello › Issues").
export function parentCrumbs(resource, scope) {
  const out = [];
  const seen = {};
  let r = resource && resource.parent ? PLAN.resourcesById[resource.parent] : null;
  while (r && !seen[r.id]) {
    seen[r.id] = true;
    let param = Object.keys(r.itemParams).find((k) => !isBlank(scope[k]));
    if (!param && !out.length && resource.list) {
      // the API may name the parent's id differently under it: the innermost scope parameter
      const inner = resource.list.scope.filter((f) => !isBlank(scope[f.name])).pop();
      param = inner ? inner.name : undefined;
    }
    if (param) out.unshift({ resource: r, param, value: scope[param] });
    r = r.parent ? PLAN.resourcesById[r.parent] : null;
  }
  return out;
}

export const CRUMB = {
  background: "none",
  border: 0,
  padding: 0,
  font: "inherit",
  color: "inherit",
  cursor: "pointer",
  textDecoration: "underline",
};

// The API's version as a person reads it: "v1.2"; a date written out in full (APIs.guru's Stripe
// has "Wed Oct 15 2025 13:53:19 GMT+0000 (…)") as 2025-10-15; never a paragraph.
export function versionText(v) {
  const text = String(v).trim();
  if (/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} \d{4}/.test(text) && !isNaN(Date.parse(text.replace(/ \(.*\)$/, ""))))
    return new Date(Date.parse(text.replace(/ \(.*\)$/, ""))).toISOString().slice(0, 10);
  const short = text.length > 24 ? text.slice(0, 23) + "…" : text;
  return /^\d/.test(short) ? "v" + short : short;
}

// Every resource by navigation group, with what it needs before it shows data.
export function Overview({ go }) {
  const groups = NAVIGATION.map((g) => ({ ...g, items: g.items.filter((it) => it.page.startsWith("resource:")) }));
  return (
    <div data-view="overview">
      <div className="xui-head">
        <div>
          <h2>{PLAN.title}</h2>
          <p>
            {PLAN.description || "No list here loads without input. Pick a resource: each says what it needs first."}
          </p>
        </div>
      </div>
      {groups
        .filter((g) => g.items.length)
        .map((g, gi) => (
          <div className="xui-card" key={gi} style={{ marginBottom: 16 }}>
            <div className="xui-card-h">
              <h3>{g.label}</h3>
            </div>
            <div className="xui-oplist">
              {g.items.map((it) => {
                const r = PLAN.resourcesById[it.page.slice(9)];
                const needs = listNeeds(r);
                return (
                  <button type="button" key={it.page} onClick={() => go({ page: it.page })}>
                    <span className="label">
                      {it.label}
                      <span className="path">
                        {needs === null
                          ? "No list: its operations"
                          : needs.length
                            ? "Needs " + needs.join(", ")
                            : "A list"}
                      </span>
                    </span>
                  </button>
                );
              })}
            </div>
          </div>
        ))}
    </div>
  );
}
