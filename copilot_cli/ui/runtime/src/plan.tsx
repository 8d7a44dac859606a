import { React } from "./react";
import { hydratePlan } from "./hydrate";
import { ResourcePage } from "./resource-page";
import { PLAN_DATA } from "./data";
import type { OperationPlan, ResourcePlan } from "../../../../contracts/types/UiPlan";

// ───────────────────────── the plan, hydrated, and a page for every resource ─────────────────────────
const HYDRATED = hydratePlan(PLAN_DATA);

export const NAVIGATION = HYDRATED.navigation;

export const PLAN = {
  ...HYDRATED.app,
  operations: HYDRATED.operations,
  resources: HYDRATED.resources,
  operationsById: Object.fromEntries(HYDRATED.operations.map((op) => [op.id, op])) as Record<string, OperationPlan>,
  resourcesById: Object.fromEntries(HYDRATED.resources.map((r) => [r.id, r])) as Record<string, ResourcePlan>,
  hiddenColumns: hiddenColumns(HYDRATED.edits || []),
};

// The columns customize hid, by resource (a later "show" brings one back): what the server sends
// beyond the declared columns must not put them back on the page (list-source, observed).
function hiddenColumns(edits: any[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of edits) {
    if (e.kind !== "hide_column" && e.kind !== "show_column") continue;
    const keys = (out[e.resource] || []).filter((k) => k !== e.key);
    out[e.resource] = e.kind === "hide_column" ? [...keys, e.key] : keys;
  }
  return out;
}

// Every resource's page: its list, detail and forms (ResourcePage). The API-specific part at the
// module's end builds PAGES from these, replacing the main resources' pages with its own.
export const RESOURCE_PAGES = Object.fromEntries(
  PLAN.resources.map((resource) => {
    const page = (props) => <ResourcePage resource={resource} {...props} />;
    return ["resource:" + resource.id, page];
  }),
);
