import { React } from "./react";
import { optionLabel } from "./values";

// The list's toolbar: search (the API's, else a filter over the loaded rows), the API's filters,
// the filters customize added over the loaded rows, the API's sort, and Refresh.
export function ListToolbar({
  view,
  resource,
  searchKeys,
  search,
  setSearch,
  setQuery,
  filters,
  setFilters,
  picks,
  setPicks,
  setPage,
  sort,
  setSort,
  resetPage,
  reload,
}) {
  return (
    <div className="xui-toolbar">
      <label style={{ flex: "1 1 220px" }}>
        {view.search ? "Search" : "Filter loaded rows"}
        <input
          className="xui-input"
          type="search"
          value={search}
          placeholder={
            view.search
              ? "Search " + resource.label.toLowerCase() + "…"
              : searchKeys.length
                ? "Search by " +
                  searchKeys
                    .map((k) => (view.columns.find((c) => c.key === k) || { label: k }).label.toLowerCase())
                    .join(", ") +
                  "…"
                : "Type to filter…"
          }
          data-search-fields={searchKeys.join(",") || undefined}
          onChange={(e) => {
            setSearch(e.target.value);
            if (!view.search) setQuery(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" && view.search) {
              setQuery(search);
              resetPage();
            }
          }}
        />
      </label>
      {view.filters.map((f) => (
        <label key={f.in + f.name} style={{ flex: "0 1 200px" }}>
          {f.label}
          {f.options.length ? (
            <select
              value={filters[f.in + "." + f.name] ?? ""}
              onChange={(e) => {
                setFilters({ ...filters, [f.in + "." + f.name]: e.currentTarget.value });
                resetPage();
              }}
            >
              <option value="">Any</option>
              {f.options.map((o, i) => (
                <option key={i} value={String(o.value)}>
                  {optionLabel(o)}
                </option>
              ))}
            </select>
          ) : f.widget === "switch" || f.widget === "tristate" ? (
            <select
              value={filters[f.in + "." + f.name] ?? ""}
              onChange={(e) => {
                setFilters({
                  ...filters,
                  [f.in + "." + f.name]: e.target.value === "" ? "" : e.target.value === "true",
                });
                resetPage();
              }}
            >
              <option value="">Any</option>
              <option value="true">Yes</option>
              <option value="false">No</option>
            </select>
          ) : (
            <input
              className="xui-input"
              defaultValue={filters[f.in + "." + f.name] ?? ""}
              placeholder={f.placeholder || "Any"}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  setFilters({ ...filters, [f.in + "." + f.name]: e.currentTarget.value });
                  resetPage();
                }
              }}
              onBlur={(e) => {
                if ((filters[f.in + "." + f.name] ?? "") !== e.target.value) {
                  setFilters({ ...filters, [f.in + "." + f.name]: e.currentTarget.value });
                  resetPage();
                }
              }}
            />
          )}
        </label>
      ))}
      {(view.clientFilters || []).map((cf) => (
        <label key={"cf." + cf.key} style={{ flex: "0 1 200px" }} data-client-filter={cf.key}>
          {cf.label}
          {cf.kind === "text" ? (
            <input
              className="xui-input"
              value={picks[cf.key] ?? ""}
              placeholder="Any"
              onChange={(e) => {
                setPicks({ ...picks, [cf.key]: e.target.value });
                setPage(0);
              }}
            />
          ) : (
            <select
              value={picks[cf.key] ?? ""}
              onChange={(e) => {
                setPicks({ ...picks, [cf.key]: e.target.value });
                setPage(0);
              }}
            >
              <option value="">Any</option>
              {(cf.kind === "boolean" ? [true, false] : cf.options).map((o) => (
                <option key={String(o)} value={String(o)}>
                  {cf.kind === "boolean" ? (o ? "Yes" : "No") : String(o)}
                </option>
              ))}
            </select>
          )}
        </label>
      ))}
      {view.sort ? (
        <label style={{ flex: "0 1 200px" }}>
          Sort
          {view.sort.options.length ? (
            <select
              value={sort.value}
              onChange={(e) => {
                setSort({ ...sort, value: e.currentTarget.value });
                resetPage();
              }}
            >
              <option value="">Default</option>
              {view.sort.options.map((o, i) => (
                <option key={i} value={String(o.value)}>
                  {optionLabel(o)}
                </option>
              ))}
            </select>
          ) : (
            <input
              className="xui-input"
              placeholder="e.g. name"
              defaultValue={sort.value}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  setSort({ ...sort, value: e.currentTarget.value });
                  resetPage();
                }
              }}
            />
          )}
        </label>
      ) : null}
      <button type="button" className="xui-btn" onClick={reload}>
        Refresh
      </button>
    </div>
  );
}
