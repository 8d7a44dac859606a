import { useState, useEffect, useMemo, useCallback, useRef } from "./react";
import { RUNTIME_CONFIG, usePersistent } from "./app";
import type { App } from "./app";
import { listNeeds } from "./overview";
import { proxyCredentialsUrl, staleProxyUrl } from "./signin";
import { SIGN_IN_EVENT } from "./http";
import { NAVIGATION, PLAN } from "./plan";

// The state AppShell (shell.tsx) holds, as hooks: the page shown, the toast, the sign-in prompt
// and the connection every component reads through useApp().

// The hash is "#/<route as encoded JSON>" and may end in "&theme=dark": encodeURIComponent
// escapes every "&" in the route, so a bare "&" starts the parameters a host page (the
// desktop shell) adds to the preview's address.
function hashParts(): { route: string; params: string } {
  const hash = (window.location.hash || "").replace(/^#\/?/, "");
  const at = hash.indexOf("&");
  return at < 0 ? { route: hash, params: "" } : { route: hash.slice(0, at), params: hash.slice(at) };
}

export function parseHash() {
  try {
    const raw = decodeURIComponent(hashParts().route);
    return raw ? JSON.parse(raw) : null;
  } catch (e) {
    return null;
  }
}

// The theme the host asks for in the URL ("…&theme=dark"), or null when it asks for none.
export function hashTheme(): "light" | "dark" | null {
  const m = /&theme=(light|dark)(?:&|$)/.exec(hashParts().params);
  return m ? (m[1] as "light" | "dark") : null;
}

// The theme: the URL's when the host gives one (it wins on load and whenever the host changes
// it, which only moves the hash, so the page is not reloaded), else the one chosen in the app
// (kept for the tab), else the plan's.
export function useTheme(): [string, (t: string) => void] {
  const [theme, setTheme] = usePersistent("xui-theme", hashTheme() || PLAN.theme);
  useEffect(() => {
    const follow = () => {
      const asked = hashTheme();
      if (asked) setTheme(asked);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  return [theme, setTheme];
}

// The app opens on the first resource in the navigation (ranked by the planner) whose list
// loads with no input; when there is none, on the overview of what each resource needs.
export function firstPage() {
  const items = NAVIGATION.flatMap((group) => group.items);
  const ready = items.find((it) => {
    const needs = listNeeds(PLAN.resourcesById[it.page.slice(9)]);
    return needs !== null && needs.length === 0;
  });
  if (ready) return ready.page;
  return items.some((it) => it.page.startsWith("resource:")) ? "overview" : (items[0] || { page: "operations" }).page;
}

// The page shown, kept in the URL's hash (without the item, which may be large or private) so a
// reload stays there; going anywhere closes the narrow layout's menu.
export function useRoute(setNavOpen: (open: boolean) => void): [any, (next: any) => void] {
  const [route, setRoute] = useState(() => {
    const r = parseHash();
    return r && r.page ? r : { page: firstPage() };
  });
  const go = useCallback((next) => {
    const clean = { ...next, item: next.item && typeof next.item === "object" ? next.item : undefined };
    setRoute(clean);
    setNavOpen(false);
    try {
      const { item, ...rest } = clean;
      window.history.replaceState(null, "", "#/" + encodeURIComponent(JSON.stringify(rest)) + hashParts().params);
    } catch (e) {
      /* sandboxed frames may refuse */
    }
  }, []);
  return [route, go];
}

// A short message at the bottom ("Saved", "Signed in") that goes away by itself.
export function useToast(): [string | null, (text: string) => void] {
  const [toastText, setToastText] = useState(null);
  const toastTimer = useRef(null);
  const toast = useCallback((text) => {
    setToastText(text);
    clearTimeout(toastTimer.current);
    toastTimer.current = setTimeout(() => setToastText(null), 3200);
  }, []);
  return [toastText, toast];
}

// Through the preview's proxy, a 401 (or a 403 before any sign-in) opens the sign-in panel;
// whether the proxy holds a sign-in is asked once (it survives a reload there, not here).
export function useSignInPrompt() {
  const [signIn, setSignIn] = useState(null);
  const signedIn = useRef(false);
  useEffect(() => {
    const url = proxyCredentialsUrl();
    if (!url) return undefined;
    fetch(url)
      .then((r) => (r.ok ? r.json() : null))
      .then((d) => {
        signedIn.current = !!(d && d.auth);
      })
      .catch(() => {});
    const open = (e) => {
      const status = e.detail && e.detail.status;
      if (status === 401 || !signedIn.current) setSignIn((cur) => cur || { status });
    };
    window.addEventListener(SIGN_IN_EVENT, open);
    return () => window.removeEventListener(SIGN_IN_EVENT, open);
  }, []);
  return { signIn, setSignIn, signedIn };
}

// The connection: the API's base URL (kept for the tab), the credentials typed in the connection
// panel (memory only), and authVersion, which every view's loading depends on so a new sign-in
// reloads them (`reauthorize`).
export function useAppState(openConnection: () => void): { app: App; baseUrl: string; reauthorize: () => void } {
  const [storedBaseUrl, setBaseUrl] = usePersistent(
    "xui-base-url",
    RUNTIME_CONFIG.baseUrl !== undefined && RUNTIME_CONFIG.baseUrl !== null ? RUNTIME_CONFIG.baseUrl : PLAN.baseUrl,
  );
  // A tab kept open across a restart of `preview --api` remembers the old session's proxy URL,
  // whose token the new proxy refuses: the page's own proxy URL wins over a stale one.
  const baseUrl = staleProxyUrl(storedBaseUrl) ? RUNTIME_CONFIG.baseUrl : storedBaseUrl;
  const [credentials, setCredentialsState] = useState({});
  const [authVersion, setAuthVersion] = useState(0);
  const [authOverride, setAuthOverride] = useState(false);
  const setCredentials = (c) => {
    setCredentialsState(c);
    setAuthVersion((v) => v + 1);
  };
  const app = useMemo(
    () => ({
      plan: PLAN,
      baseUrl,
      setBaseUrl,
      credentials,
      setCredentials,
      authVersion,
      authOverride,
      setAuthOverride,
      openConnection,
    }),
    [baseUrl, credentials, authVersion, authOverride],
  );
  return { app, baseUrl, reauthorize: () => setAuthVersion((v) => v + 1) };
}
