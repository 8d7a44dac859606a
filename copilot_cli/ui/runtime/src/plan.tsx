import { React } from "./react";
import { hydrateOperation, hydrateResource, hydrateApp } from "./hydrate";
import { ResourcePage } from "./resource-page";
import { PLAN_DATA, API, OPERATIONS, RESOURCES } from "./data";

// ───────────────────────── the plan, hydrated, and a page for every resource ─────────────────────────
export const NAVIGATION = PLAN_DATA.navigation;

export const PLAN = (() => {
  const operations = OPERATIONS.map(hydrateOperation);
  const resources = RESOURCES.map(hydrateResource);
  return {
    ...hydrateApp(API),
    operations,
    resources,
    operationsById: Object.fromEntries(operations.map((op) => [op.id, op])),
    resourcesById: Object.fromEntries(resources.map((r) => [r.id, r])),
  };
})();

// Every resource's page: its list, detail and forms (ResourcePage). The API-specific part at the
// module's end builds PAGES from these, replacing the main resources' pages with its own.
export const RESOURCE_PAGES = Object.fromEntries(
  PLAN.resources.map((resource) => {
    const page = (props) => <ResourcePage resource={resource} {...props} />;
    return ["resource:" + resource.id, page];
  }),
);
