import { useState, useCallback, useContext, createContext } from "./react";

// ───────────────────────────── runtime: data helpers, HTTP, auth ─────────────────────────────
export const RUNTIME_CONFIG = (typeof window !== "undefined" && window.__EXPERIENCE_UI__) || {};

export const AppContext = createContext(null);

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
