import { React, useState, useEffect } from "./react";
import { RUNTIME_CONFIG, useApp, type App } from "./app";
import { isBlank, getPath } from "./values";
import { credentialsFor, viaProxy } from "./http";
import { Empty } from "./feedback";
import type { OperationPlan, ResourcePlan } from "../../../../contracts/types/UiPlan";

// ───────────────────────────── views: list, detail, forms, delete ─────────────────────────────
export function useRequest(run, deps) {
  const [state, setState] = useState({ loading: true, error: null, result: null });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    Promise.resolve()
      .then(run)
      .then(
        (result) => live && setState({ loading: false, error: null, result }),
        (error) => live && setState({ loading: false, error, result: null }),
      );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  return { ...state, reload: () => setTick((t) => t + 1) };
}

// True when the operation demands credentials and none are filled in: ask first rather than
// collect a 401 (the person can still try anyway).
export function needsCredentials(app: App, op: OperationPlan) {
  if (!app.plan.includeAuth || !app.plan.auth.length || app.authOverride) return false;
  // the preview's mock checks no credentials
  if (RUNTIME_CONFIG.mock && app.baseUrl === RUNTIME_CONFIG.baseUrl) return false;
  // through the preview's proxy the API answers: the proxy may hold credentials this page never
  // sees (--auth, a sign-in), a spec may declare a key its server does not ask for (Chroma's
  // x-chroma-token), and a 401/403 opens the sign-in panel
  if (viaProxy(app.baseUrl)) return false;
  const alts = op.security || [];
  if (!alts.length || alts.some((alt) => alt.length === 0)) return false;
  const usable = alts.some((alt) =>
    alt.every((id) => {
      const s = app.plan.auth.find((x) => x.id === id);
      return s && (s.kind === "mutualTLS" || s.kind === "unsupported"); // nothing to enter: let the API answer
    }),
  );
  return !usable && credentialsFor(op, app.plan.auth, app.credentials).length === 0;
}

export function AuthNeeded({ op }: { op: OperationPlan }) {
  const app = useApp();
  const names = (op.security || []).flat().map((id) => (app.plan.auth.find((s) => s.id === id) || { label: id }).label);
  return (
    <Empty title="Credentials needed">
      <p>This request needs {Array.from(new Set(names)).join(" or ")}.</p>
      <div className="xui-row" style={ROW_CENTER}>
        <button type="button" className="xui-btn primary" onClick={app.openConnection}>
          Set credentials
        </button>
        <button type="button" className="xui-btn" onClick={() => app.setAuthOverride(true)}>
          Try anyway
        </button>
      </div>
    </Empty>
  );
}

export const ROW_CENTER = { justifyContent: "center" };

export function missingRequired(op: OperationPlan, values) {
  return op.params.filter((p) => p.required && isBlank(values[p.in + "." + p.name]));
}

export function pathValues(params) {
  const out = {};
  Object.entries(params || {}).forEach(([k, v]) => {
    out["path." + k] = v;
    out["variable." + k] = v;
  });
  return out;
}

export function itemParamsOf(resource: ResourcePlan, item, scope) {
  const params = { ...(scope || {}) };
  Object.entries(resource.itemParams).forEach(([param, key]) => {
    const v = getPath(item, key);
    if (!isBlank(v)) params[param] = v;
  });
  return params;
}

export function titleOf(resource: ResourcePlan, item) {
  const t = resource.titleField ? getPath(item, resource.titleField) : undefined;
  const id = getPath(item, resource.idField);
  if (!isBlank(t) && typeof t !== "object") return String(t);
  if (!isBlank(id) && typeof id !== "object") return resource.singular + " " + String(id);
  return resource.singular;
}
