import { React, useState, useEffect, useMemo, useCallback, useRef } from "./react";
import { STYLES } from "./styles";
import { RUNTIME_CONFIG, AppContext, usePersistent } from "./app";
import { Empty } from "./feedback";
import { listNeeds, parentCrumbs, CRUMB, versionText, Overview } from "./overview";
import { OperationsPage } from "./operations";
import { ConnectionPanel } from "./connection";
import { SignInPanel, proxyCredentialsUrl, staleProxyUrl } from "./signin";
import { SIGN_IN_EVENT } from "./http";
import { NAVIGATION, PLAN, RESOURCE_PAGES } from "./plan";

export function parseHash() {
  try {
    const raw = decodeURIComponent((window.location.hash || "").replace(/^#\/?/, ""));
    return raw ? JSON.parse(raw) : null;
  } catch (e) {
    return null;
  }
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

// The app's frame, the same for every API: routing (the URL's hash), the navigation, the header,
// the connection panel and the toast. `pages` maps a page key ("resource:<id>") to its component:
// the generated part's PAGES, which starts from RESOURCE_PAGES (runtime/plan.jsx).
export function AppShell({ pages }) {
  const [theme, setTheme] = usePersistent("xui-theme", PLAN.theme);
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
  const [route, setRoute] = useState(() => {
    const r = parseHash();
    return r && r.page ? r : { page: firstPage() };
  });
  const [navOpen, setNavOpen] = useState(false);
  const [navFilter, setNavFilter] = useState("");
  const [showConnection, setShowConnection] = useState(false);
  const [toastText, setToastText] = useState(null);
  const toastTimer = useRef(null);
  const go = useCallback((next) => {
    const clean = { ...next, item: next.item && typeof next.item === "object" ? next.item : undefined };
    setRoute(clean);
    setNavOpen(false);
    try {
      const { item, ...rest } = clean;
      window.history.replaceState(null, "", "#/" + encodeURIComponent(JSON.stringify(rest)));
    } catch (e) {
      /* sandboxed frames may refuse */
    }
  }, []);
  const toast = useCallback((text) => {
    setToastText(text);
    clearTimeout(toastTimer.current);
    toastTimer.current = setTimeout(() => setToastText(null), 3200);
  }, []);
  const setCredentials = (c) => {
    setCredentialsState(c);
    setAuthVersion((v) => v + 1);
  };
  const openConnection = useCallback(() => setShowConnection(true), []);
  // Through the preview's proxy, a 401 (or a 403 before any sign-in) opens the sign-in panel;
  // whether the proxy holds a sign-in is asked once (it survives a reload there, not here).
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
  const Page = (pages || RESOURCE_PAGES)[route.page];
  const q = navFilter.trim().toLowerCase();
  const current = route.page;
  const navItems = (items) => items.filter((it) => !q || it.label.toLowerCase().includes(q));
  const pageLabel =
    current === "overview"
      ? "Overview"
      : (NAVIGATION.flatMap((g) => g.items).find((it) => it.page === current) || { label: "" }).label;
  const nav = (
    <nav className="xui-nav" aria-label="Sections">
      {!q ? (
        <button
          type="button"
          data-overview=""
          aria-current={current === "overview" ? "page" : undefined}
          onClick={() => go({ page: "overview" })}
        >
          <span>Overview</span>
        </button>
      ) : null}
      {NAVIGATION.map((group, gi) => {
        const items = navItems(group.items);
        if (!items.length) return null;
        return (
          <div key={gi}>
            <h2>{group.label}</h2>
            {items.map((it) => (
              <button
                type="button"
                key={it.page}
                aria-current={current === it.page ? "page" : undefined}
                onClick={() => go({ page: it.page })}
              >
                <span>{it.label}</span>
              </button>
            ))}
          </div>
        );
      })}
    </nav>
  );
  return (
    <AppContext.Provider value={app}>
      <style>{STYLES}</style>
      <div className={"xui layout-" + PLAN.layout + (navOpen ? " nav-open" : "")} data-theme={theme}>
        <aside className="xui-side">
          <div className="xui-brand">
            <h1>{PLAN.title}</h1>
            <small>
              {PLAN.version ? versionText(PLAN.version) + " · " : ""}
              {PLAN.kind === "graphql" ? "GraphQL" : "REST"} API
            </small>
          </div>
          <input
            className="xui-input xui-navsearch"
            type="search"
            aria-label="Filter sections"
            placeholder="Jump to…"
            value={navFilter}
            onChange={(e) => setNavFilter(e.target.value)}
            style={{ width: "calc(100% - 24px)" }}
          />
          {nav}
        </aside>
        <div className="xui-main">
          <header className="xui-top">
            <button
              type="button"
              className="xui-btn ghost xui-menu"
              aria-label="Menu"
              onClick={() => setNavOpen(!navOpen)}
            >
              ☰
            </button>
            <div className="xui-crumbs">
              {PLAN.layout === "topnav" ? (
                <b>{PLAN.title}</b>
              ) : (
                <>
                  {parentCrumbs(PLAN.resourcesById[current.slice(9)], route.scope || {}).map((c) => (
                    <React.Fragment key={c.resource.id}>
                      <button
                        type="button"
                        style={CRUMB}
                        data-crumb={c.resource.id}
                        onClick={() =>
                          go({
                            page: "resource:" + c.resource.id,
                            view: c.resource.detail ? "detail" : "list",
                            params: { ...route.scope, [c.param]: c.value },
                            scope: route.scope,
                          })
                        }
                      >
                        {c.resource.singular + " " + String(c.value)}
                      </button>
                      {" › "}
                    </React.Fragment>
                  ))}
                  <b>{pageLabel}</b>
                  {route.view && route.view !== "list" ? " / " + route.view : ""}
                </>
              )}
            </div>
            <button
              type="button"
              className="xui-btn"
              onClick={() => setShowConnection(true)}
              title={baseUrl || "No base URL set"}
            >
              {PLAN.includeAuth ? "Connection & auth" : "Connection"}
            </button>
            {proxyCredentialsUrl() ? (
              <button
                type="button"
                className="xui-btn"
                data-open-sign-in=""
                onClick={() => setSignIn({ status: null })}
              >
                Sign in
              </button>
            ) : null}
            <button
              type="button"
              className="xui-btn"
              aria-label="Switch theme"
              data-theme-toggle=""
              onClick={() => setTheme(theme === "dark" ? "light" : "dark")}
            >
              {theme === "dark" ? "☀ Light" : "☾ Dark"}
            </button>
          </header>
          {PLAN.layout === "topnav" ? (
            <div className="xui-tabs" role="tablist">
              {NAVIGATION.flatMap((g) => g.items).map((it) => (
                <button
                  type="button"
                  key={it.page}
                  aria-current={current === it.page ? "page" : undefined}
                  onClick={() => go({ page: it.page })}
                >
                  {it.label}
                </button>
              ))}
            </div>
          ) : null}
          <main className="xui-content">
            {!baseUrl && PLAN.kind === "rest" ? (
              <div className="xui-notice">
                No API base URL is set: requests go to this page's own server. Set one under “Connection”.
              </div>
            ) : null}
            {route.page === "operations" ? (
              <OperationsPage route={route} go={go} />
            ) : route.page === "overview" ? (
              <Overview go={go} />
            ) : Page ? (
              <Page key={route.page} route={route} go={go} toast={toast} />
            ) : (
              <Empty title="Nothing here">Pick a section on the left.</Empty>
            )}
          </main>
        </div>
        {showConnection ? <ConnectionPanel onClose={() => setShowConnection(false)} /> : null}
        {signIn ? (
          <SignInPanel
            status={signIn.status}
            onClose={() => setSignIn(null)}
            onSignedIn={() => {
              signedIn.current = true;
              setSignIn(null);
              setAuthVersion((v) => v + 1); // every view reloads with the new sign-in
              toast("Signed in");
            }}
          />
        ) : null}
        {toastText ? (
          <div className="xui-toast" role="status">
            {toastText}
          </div>
        ) : null}
      </div>
    </AppContext.Provider>
  );
}
