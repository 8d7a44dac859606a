import { React } from "./react";
import { optionLabel } from "./values";
import { ApiFilter, ClientFilter } from "./list-filters";

// The search box: the API's search (sent on Enter), else a filter over the loaded rows as one types,
// whose placeholder names the columns it looks in.
function SearchBox({ view, resource, searchKeys, search, setSearch, setQuery, resetPage }) {
  const columns = searchKeys.map((k) => (view.columns.find((c) => c.key === k) || { label: k }).label.toLowerCase());
  return (
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
              ? "Search by " + columns.join(", ") + "…"
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
  );
}

// The API's sort: a choice of its values, or a text box applied on Enter.
function SortControl({ options, sort, setSort, resetPage }) {
  const set = (value) => {
    setSort({ ...sort, value });
    resetPage();
  };
  return (
    <label style={{ flex: "0 1 200px" }}>
      Sort
      {options.length ? (
        <select value={sort.value} onChange={(e) => set(e.currentTarget.value)}>
          <option value="">Default</option>
          {options.map((o, i) => (
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
            if (e.key === "Enter") set(e.currentTarget.value);
          }}
        />
      )}
    </label>
  );
}

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
      <SearchBox
        view={view}
        resource={resource}
        searchKeys={searchKeys}
        search={search}
        setSearch={setSearch}
        setQuery={setQuery}
        resetPage={resetPage}
      />
      {view.filters.map((f) => (
        <ApiFilter key={f.in + f.name} filter={f} filters={filters} setFilters={setFilters} resetPage={resetPage} />
      ))}
      {(view.clientFilters || []).map((cf) => (
        <ClientFilter key={"cf." + cf.key} filter={cf} picks={picks} setPicks={setPicks} setPage={setPage} />
      ))}
      {view.sort ? (
        <SortControl options={view.sort.options} sort={sort} setSort={setSort} resetPage={resetPage} />
      ) : null}
      <button type="button" className="xui-btn" onClick={reload}>
        Refresh
      </button>
    </div>
  );
}
