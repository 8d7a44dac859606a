import { React, useState } from "./react";
import { useApp } from "./app";
import { isBlank, getPath, findItems, optionLabel } from "./values";
import { callOperation, fetchUrl } from "./http";
import { coerce } from "./forms";
import { Cell } from "./cell";
import { ErrorBox, Loading, Empty } from "./feedback";
import { useRequest, needsCredentials, AuthNeeded, missingRequired, pathValues, itemParamsOf } from "./request";
import { ScopeForm } from "./scope";
import { observedColumns, DISAGREES_NOTE } from "./observed";
import { nextLink, headerTotal, pagingAt } from "./paging";
import type { ListPaging, ListView as ListViewPlan } from "../../../../contracts/types/UiPlan";

// A list when the app does not page (app.pagination off): it sends no paging parameter.
const UNPAGED: ListPaging = {
  style: "none",
  pageParam: null,
  sizeParam: null,
  offsetParam: null,
  cursorParam: null,
  nextPath: null,
  totalPath: null,
  firstPage: 1,
  defaultSize: 20,
  clientFills: [],
};

// The next page's token when the spec does not say where it is: Asana's `offset` comes back as
// `next_page.offset` (undeclared in its schema); the usual places in the body, else the cursor
// parameter of a `Link: <…>; rel="next"` URL. The current token is not a next one.
export function foundCursor(result, param, current) {
  const places = [
    "next_page." + param,
    "next_page.cursor",
    "next_" + param,
    "next_cursor",
    "nextCursor",
    "next_page_token",
    "nextPageToken",
    "meta.next_cursor",
    "pagination.next_cursor",
    "paging.next.after",
    "response_metadata.next_cursor",
  ];
  const data = result.data && typeof result.data === "object" && !Array.isArray(result.data) ? result.data : {};
  for (const path of places) {
    const v = getPath(data, path);
    if (!isBlank(v) && typeof v !== "object" && String(v) !== String(current ?? "")) return v;
  }
  const url = nextLink(result.headers);
  if (!url) return null;
  try {
    const v = new URL(url, window.location.href).searchParams.get(param);
    return v && v !== String(current ?? "") ? v : null;
  } catch (e) {
    return null;
  }
}

export function ListView({
  resource,
  route,
  go,
  embedded,
  emptyText,
}: {
  resource: any;
  route: any;
  go: any;
  embedded?: boolean;
  emptyText?: string;
}) {
  const app = useApp();
  const view: ListViewPlan = resource.list;
  const op = app.plan.operationsById[view.operationId];
  const pg: ListPaging = app.plan.pagination ? view.pagination : UNPAGED;
  const [size, setSize] = useState(pg.defaultSize || 20);
  const [page, setPage] = useState(0);
  const [cursors, setCursors] = useState([null]);
  const [sort, setSort] = useState(() => ({
    key: view.initialSort ? view.initialSort.key : null,
    dir: view.initialSort && view.initialSort.direction === "desc" ? -1 : 1,
    value: "",
  }));
  const [picks, setPicks] = useState({}); // client-side filters (view.clientFilters, set by customize)
  const searchKeys = view.searchFields || [];
  const [filters, setFilters] = useState({});
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [inputs, setInputs] = useState({}); // required parameters the person filled in to load the list
  const scope = route.rescope ? route.scope || {} : { ...view.scopeDefaults, ...(route.scope || {}) };
  const scopeMissing = view.scope.filter((f) => isBlank(scope[f.name]));
  const values = { ...pathValues(scope) };
  Object.entries(filters).forEach(([k, v]) => {
    const f = view.filters.find((x) => x.in + "." + x.name === k);
    const w = f ? coerce(f, v) : v;
    if (!isBlank(w)) values[k] = w;
  });
  if (view.search && !isBlank(query)) values[view.search.in + "." + view.search.name] = query;
  Object.entries(inputs).forEach(([k, v]) => {
    if (!isBlank(v) && isBlank(values[k])) values[k] = v;
  });
  if (view.sort && sort.value) values[(op.kind === "http" ? "query." : "variable.") + view.sort.param] = sort.value;
  // the paging parameters the plan says the page fills (plan_facts.py): the size, and the page
  // number (page style) or the offset (offset style); a cursor from the second page on
  const fills = pg.clientFills;
  if (fills.includes(pg.sizeParam)) values[pagingAt(op, pg.sizeParam) + pg.sizeParam] = size;
  if (fills.includes(pg.pageParam)) values[pagingAt(op, pg.pageParam) + pg.pageParam] = page + pg.firstPage;
  if (fills.includes(pg.offsetParam)) values[pagingAt(op, pg.offsetParam) + pg.offsetParam] = page * size;
  if ((pg.style === "cursor" || pg.style === "relay") && pg.cursorParam && cursors[page])
    values[pagingAt(op, pg.cursorParam) + pg.cursorParam] = cursors[page];
  // a next-page URL (a link style list, or a header on a list the description gives no paging)
  const linkUrl = (pg.style === "link" || pg.style === "none") && page > 0 ? cursors[page] : null;
  op.params.forEach((p) => {
    const k = p.in + "." + p.name; // a required parameter with a default or named values starts at it
    if (p.required && isBlank(values[k]) && Object.prototype.hasOwnProperty.call(view.paramDefaults, p.name))
      values[k] = view.paramDefaults[p.name];
  });
  const missing = scopeMissing.length ? [] : missingRequired(op, values);
  const locked = needsCredentials(app, op);
  const req = useRequest(
    () =>
      scopeMissing.length || missing.length || locked
        ? null
        : linkUrl
          ? fetchUrl(linkUrl, { headers: { Accept: "application/json" } })
          : callOperation(app, op, values),
    [JSON.stringify(values), linkUrl, app.baseUrl, app.authVersion],
  );
  const result = req.result;
  let items = result ? findItems(result.data, view.itemsPath) : [];
  items = items.filter((x) => x !== null && x !== undefined);
  if (!view.search && query) {
    const q = query.toLowerCase();
    items = items.filter((it) =>
      (searchKeys.length ? searchKeys.map((k) => getPath(it, k)) : [it]).some(
        (v) =>
          v !== undefined &&
          v !== null &&
          (typeof v === "object" ? JSON.stringify(v) : String(v)).toLowerCase().includes(q),
      ),
    );
  }
  (view.clientFilters || []).forEach((cf) => {
    const want = picks[cf.key];
    if (isBlank(want)) return;
    items = items.filter((it) => {
      const v = getPath(it, cf.key);
      return cf.kind === "text"
        ? String(v ?? "")
            .toLowerCase()
            .includes(String(want).toLowerCase())
        : String(v) === String(want);
    });
  });
  if (sort.key)
    items = [...items].sort((a, b) => {
      const x = getPath(a, sort.key),
        y = getPath(b, sort.key);
      return (
        (x === y ? 0 : x === undefined || x === null ? 1 : y === undefined || y === null ? -1 : x > y ? 1 : -1) *
        sort.dir
      );
    });
  const total = result
    ? ((pg.totalPath ? getPath(result.data, pg.totalPath) : undefined) ?? headerTotal(result.headers))
    : undefined;
  let next = null;
  if (result && (pg.style === "cursor" || pg.style === "relay" || pg.style === "link")) {
    next =
      (pg.nextPath ? getPath(result.data, pg.nextPath) : null) ||
      (pg.style === "link" ? nextLink(result.headers) : null) ||
      (pg.style === "cursor" && !pg.nextPath ? foundCursor(result, pg.cursorParam, cursors[page]) : null) ||
      result.headers["x-next"] ||
      null;
    if (pg.style === "relay" && result.data && result.data.pageInfo && result.data.pageInfo.hasNextPage === false)
      next = null;
  }
  // a list the description gives no paging whose answers carry a next link in a header pages by it
  const headerNext = result && pg.style === "none" ? nextLink(result.headers) : null;
  if (headerNext) next = headerNext;
  const byHeader = pg.style === "none" && (!!headerNext || page > 0);
  const clientPaged = pg.style === "none" && !byHeader && items.length > size;
  const shown = clientPaged ? items.slice(page * size, page * size + size) : items;
  const serverPaged = pg.style !== "none" || byHeader;
  const hasNext = clientPaged
    ? (page + 1) * size < items.length
    : pg.style === "page" || pg.style === "offset"
      ? total !== undefined
        ? (page + 1) * size < total
        : items.length >= size
      : !!next;
  const { columns, disagrees } = observedColumns(view.columns, items);
  const goNext = () => {
    if (pg.style === "cursor" || pg.style === "relay" || pg.style === "link" || byHeader)
      setCursors((c) => {
        const n = c.slice(0, page + 1);
        n.push(next);
        return n;
      });
    setPage(page + 1);
  };
  const resetPage = () => {
    setPage(0);
    setCursors([null]);
  };
  const open = (item) => {
    if (resource.detail)
      go({ page: "resource:" + resource.id, view: "detail", item, params: itemParamsOf(resource, item, scope), scope });
  };
  const toggleSort = (col) => {
    setSort((s) => ({ ...s, key: col.key, dir: s.key === col.key ? -s.dir : 1 }));
  };
  const hasToolbar = view.filters.length > 0 || view.sort || true;
  return (
    <div className="xui-card" data-view="list" data-resource={resource.id}>
      {embedded ? (
        <div className="xui-card-h">
          <h3>{resource.label}</h3>
          {resource.create ? (
            <button
              className="xui-btn small"
              type="button"
              onClick={() => go({ page: "resource:" + resource.id, view: "create", scope })}
            >
              New {resource.singular}
            </button>
          ) : null}
        </div>
      ) : null}
      {view.scope.length && (scopeMissing.length || !embedded) ? (
        scopeMissing.length ? (
          <ScopeForm
            fields={view.scope}
            scope={{ ...view.scopeDefaults, ...scope }}
            onApply={(s) => go({ ...route, scope: s, rescope: undefined })}
          />
        ) : (
          <div className="xui-toolbar">
            <span className="xui-muted">
              {view.scope.map((f) => f.label + ": " + String(scope[f.name])).join(" · ")}
            </span>
            <button
              type="button"
              className="xui-btn small ghost"
              onClick={() => go({ ...route, scope: {}, rescope: true })}
            >
              Change
            </button>
          </div>
        )
      ) : null}
      {scopeMissing.length ? null : (
        <>
          {hasToolbar ? (
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
              <button type="button" className="xui-btn" onClick={req.reload}>
                Refresh
              </button>
            </div>
          ) : null}
          {locked && !missing.length ? <AuthNeeded op={op} /> : null}
          {missing.length ? (
            <ScopeForm
              key={missing.map((p) => p.in + "." + p.name).join()}
              fields={missing}
              scope={{}}
              prompt={"This list needs " + missing.map((p) => p.label).join(", ") + " first:"}
              onApply={(s) => {
                const next = { ...inputs };
                missing.forEach((p) => {
                  next[p.in + "." + p.name] = s[p.name];
                });
                setInputs(next);
                resetPage();
              }}
            />
          ) : null}
          {!missing.length && Object.keys(inputs).length ? (
            <div className="xui-toolbar" data-inputs="">
              <span className="xui-muted">
                {Object.entries(inputs)
                  .map(
                    ([k, v]) =>
                      (op.params.find((p) => p.in + "." + p.name === k) || { label: k }).label + ": " + String(v),
                  )
                  .join(" · ")}
              </span>
              <button type="button" className="xui-btn small ghost" onClick={() => setInputs({})}>
                Change
              </button>
            </div>
          ) : null}
          {req.loading && !missing.length && !locked ? <Loading rows={5} /> : null}
          {!req.loading && req.error ? (
            <div className="xui-card-b">
              <ErrorBox error={req.error} onRetry={req.reload} />
            </div>
          ) : null}
          {!req.loading && !req.error && result && !locked ? (
            shown.length === 0 ? (
              <Empty title={emptyText || "No " + resource.label.toLowerCase() + " yet"}>
                {resource.create ? (
                  <p>
                    <button
                      type="button"
                      className="xui-btn primary"
                      onClick={() => go({ page: "resource:" + resource.id, view: "create", scope })}
                    >
                      Create the first one
                    </button>
                  </p>
                ) : (
                  <p>The API returned an empty list.</p>
                )}
              </Empty>
            ) : (
              <div className="xui-tablewrap">
                {disagrees ? (
                  <p className="xui-muted" data-disagrees="" role="note" style={{ margin: "8px 12px" }}>
                    {DISAGREES_NOTE}
                  </p>
                ) : null}
                <table>
                  <thead>
                    <tr>
                      {columns.map((c) => (
                        <th
                          key={c.key}
                          scope="col"
                          aria-sort={sort.key === c.key ? (sort.dir > 0 ? "ascending" : "descending") : undefined}
                        >
                          <button type="button" onClick={() => toggleSort(c)}>
                            {c.label}
                            {sort.key === c.key ? (sort.dir > 0 ? " ▲" : " ▼") : ""}
                          </button>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((item, i) => (
                      <tr
                        key={i}
                        className={resource.detail ? "clickable" : ""}
                        tabIndex={resource.detail ? 0 : undefined}
                        onClick={() => open(item)}
                        onKeyDown={(e) => {
                          if (e.key === "Enter") open(item);
                        }}
                      >
                        {columns.map((c) => (
                          <td key={c.key}>
                            <Cell column={c} value={getPath(item, c.key)} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          ) : null}
          {!missing.length && (serverPaged || clientPaged || pg.sizeParam) ? (
            <div className="xui-pager" data-pager="">
              <span>
                {"Page " + (page + 1)}
                {total !== undefined && total !== null
                  ? " of " + Math.max(1, Math.ceil(Number(total) / size)) + " · " + total + " total"
                  : ""}
              </span>
              <div className="xui-row">
                <label className="xui-row">
                  Rows
                  <select
                    aria-label="Rows per page"
                    value={size}
                    onChange={(e) => {
                      setSize(Number(e.target.value));
                      resetPage();
                    }}
                  >
                    {[5, 10, 20, 50, 100]
                      .concat([pg.defaultSize || 20])
                      .filter((v, i, a) => a.indexOf(v) === i)
                      .sort((a, b) => a - b)
                      .map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                  </select>
                </label>
                <button type="button" className="xui-btn small" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  ‹ Previous
                </button>
                <button type="button" className="xui-btn small" disabled={!hasNext || req.loading} onClick={goNext}>
                  Next ›
                </button>
              </div>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
