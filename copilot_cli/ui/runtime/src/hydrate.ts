import { PLAN_DEFAULTS, PLAN_ROOT } from "./plan-defaults";
import type { UiPlan } from "../../../../contracts/types/UiPlan";

// The plan's data is written without its default values (ui/render.py dump_part: keeping them costs
// 15-27 % of a big API's module); these put them back from PLAN_DEFAULTS, the table generated from
// contracts/schema/UiPlan.json (scripts/gen-plan-defaults.mjs), so no default is written by hand.
// A part the packed data shares (one field in a thousand forms) is hydrated once and shared.
const done: Record<string, WeakMap<object, object>> = {};

function fresh(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  return value !== null && typeof value === "object" ? { ...value } : value;
}

function hydrate(value: unknown, model: string): unknown {
  if (value === null || typeof value !== "object") return value;
  const seen = (done[model] ||= new WeakMap());
  const known = seen.get(value);
  if (known) return known;
  const [defaults, children] = PLAN_DEFAULTS[model];
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) out[key] = fresh(defaults[key]);
  Object.assign(out, value);
  for (const key of Object.keys(children)) {
    const v = out[key];
    if (v === null || v === undefined) continue;
    const child = children[key];
    const name = child.replace(/\[\]$|\{\}$/, "");
    if (child.endsWith("[]")) out[key] = (v as unknown[]).map((x) => hydrate(x, name));
    else if (child.endsWith("{}"))
      out[key] = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, hydrate(x, name)]));
    else out[key] = hydrate(v, name);
  }
  seen.set(value, out);
  return out;
}

/** The plan with every default in place: the types of contracts/types/UiPlan.ts hold. */
export function hydratePlan(data: unknown): UiPlan {
  return hydrate(data, PLAN_ROOT) as UiPlan;
}
