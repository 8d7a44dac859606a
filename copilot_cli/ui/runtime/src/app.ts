import { useState, useCallback, useContext, createContext } from "./react";
import type { AppPlan, OperationPlan, ResourcePlan } from "../../../../contracts/types/UiPlan";

// The plan as the runtime reads it (plan.tsx PLAN): the app's settings, every operation and
// resource with its defaults back in place, and both by id.
export type Plan = AppPlan & {
  operations: OperationPlan[];
  resources: ResourcePlan[];
  operationsById: Record<string, OperationPlan>;
  resourcesById: Record<string, ResourcePlan>;
  hiddenColumns: Record<string, string[]>; // resource id → keys customize hid (plan.tsx)
};

// What every component reads through useApp(): the plan and the connection (shell-state.ts
// useAppState, provided by shell.tsx AppShell).
export interface App {
  plan: Plan;
  baseUrl: string;
  setBaseUrl: (url: string) => void;
  credentials: Record<string, any>;
  setCredentials: (credentials: any) => void;
  authVersion: number;
  authOverride: any;
  setAuthOverride: (override: any) => void;
  openConnection: () => void;
}

// ───────────────────────────── runtime: data helpers, HTTP, auth ─────────────────────────────
export const RUNTIME_CONFIG = (typeof window !== "undefined" && window.__EXPERIENCE_UI__) || {};

export const AppContext = createContext<App>(null);

export const useApp = () => useContext(AppContext);

export function usePersistent(key, initial) {
  const [value, setValue] = useState(() => {
    try {
      const saved = window.sessionStorage.getItem(key);
      return saved ? JSON.parse(saved) : initial;
    } catch (e) {
      return initial;
    }
  });
  const set = useCallback(
    (v) => {
      setValue((prev) => {
        const next = typeof v === "function" ? v(prev) : v;
        try {
          window.sessionStorage.setItem(key, JSON.stringify(next));
        } catch (e) {
          /* storage may be disabled */
        }
        return next;
      });
    },
    [key],
  );
  return [value, set];
}
