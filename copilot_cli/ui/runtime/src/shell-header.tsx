import { React } from "./react";
import { parentCrumbs, CRUMB } from "./overview";
import { proxyCredentialsUrl } from "./signin";
import { NAVIGATION, PLAN } from "./plan";

// Where the person is: the parents they came through (each a way back to it), the page and its view.
function Crumbs({ route, go }) {
  const current = route.page;
  const pageLabel =
    current === "overview"
      ? "Overview"
      : (NAVIGATION.flatMap((g) => g.items).find((it) => it.page === current) || { label: "" }).label;
  if (PLAN.layout === "topnav") return <b>{PLAN.title}</b>;
  return (
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
  );
}

// The header: the narrow layout's menu button, the crumbs, and the connection, sign-in and theme.
export function ShellHeader({ route, go, navOpen, setNavOpen, baseUrl, openConnection, openSignIn, theme, setTheme }) {
  return (
    <header className="xui-top">
      <button type="button" className="xui-btn ghost xui-menu" aria-label="Menu" onClick={() => setNavOpen(!navOpen)}>
        ☰
      </button>
      <div className="xui-crumbs">
        <Crumbs route={route} go={go} />
      </div>
      <button type="button" className="xui-btn" onClick={openConnection} title={baseUrl || "No base URL set"}>
        {PLAN.includeAuth ? "Connection & auth" : "Connection"}
      </button>
      {proxyCredentialsUrl() ? (
        <button type="button" className="xui-btn" data-open-sign-in="" onClick={openSignIn}>
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
  );
}
