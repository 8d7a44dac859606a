import { React, useState } from "./react";
import { versionText } from "./overview";
import { NAVIGATION, PLAN } from "./plan";

// The side bar: the API's name and version, a filter over the sections, and the sections grouped
// as the planner ranked them (the Overview first, while nothing is filtered).
export function SideNav({ current, go }) {
  const [navFilter, setNavFilter] = useState("");
  const q = navFilter.trim().toLowerCase();
  const navItems = (items) => items.filter((it) => !q || it.label.toLowerCase().includes(q));
  return (
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
    </aside>
  );
}

// The top-nav layout's sections: one row of tabs under the header.
export function NavTabs({ current, go }) {
  return (
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
  );
}
