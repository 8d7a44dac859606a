import { React, useState } from "./react";
import { useApp } from "./app";
import { isBlank, getPath, findItems } from "./values";
import { callOperation, fetchUrl } from "./http";
import { coerce } from "./forms";
import { useRequest, needsCredentials, AuthNeeded, missingRequired, pathValues, itemParamsOf } from "./request";
import { observedColumns, rememberItems } from "./observed";
import { headerTotal, countOperation } from "./paging";
import { PAGING, writtenColumns } from "./list-source";
import { ListToolbar } from "./list-toolbar";
import { ListHeading, ScopeBar, ListInputs, ListBody } from "./list-parts";
import { ListPager } from "./list-pager";
import type { ListPaging, ListView as ListViewPlan, ResourcePlan } from "../../../../contracts/types/UiPlan";

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

// The request's values but paging: the list's scope, the API's filters and search, what the person
// typed for required parameters, the API's sort, and a required parameter's start value.
function listValues(view: ListViewPlan, op, scope, filters, query, inputs, sortValue) {
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
  if (view.sort && sortValue) values[(op.kind === "http" ? "query." : "variable.") + view.sort.param] = sortValue;
  return values;
}

// The loaded rows a person sees: filtered by the search over loaded rows and customize's client
// filters, then sorted by the column they picked.
function visibleRows(view: ListViewPlan, items: any[], query, searchKeys: string[], picks, sort) {
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
  return items;
}

// Where the list is in its pages: the page, the rows per page and the token that reached each page.
function usePages(defaultSize: number) {
  const [size, setSize] = useState(defaultSize || 20);
  const [page, setPage] = useState(0);
  const [cursors, setCursors] = useState([null]);
  const resetPage = () => {
    setPage(0);
    setCursors([null]);
  };
  const goNext = (next, keepToken: boolean) => {
    if (keepToken)
      setCursors((c) => {
        const n = c.slice(0, page + 1);
        n.push(next);
        return n;
      });
    setPage(page + 1);
  };
  return { at: { page, size, tokens: cursors }, setSize, setPage, resetPage, goNext };
}

export function ListView({
  resource,
  route,
  go,
  embedded,
  emptyText,
}: {
  resource: ResourcePlan;
  route: any;
  go: any;
  embedded?: boolean;
  emptyText?: string;
}) {
  const app = useApp();
  const view: ListViewPlan = resource.list;
  const op = app.plan.operationsById[view.operationId];
  const pg: ListPaging = app.plan.pagination ? view.pagination : UNPAGED;
  const source = PAGING[pg.style] || PAGING.none;
  const pages = usePages(pg.defaultSize);
  const { at, setSize, setPage, resetPage } = pages;
  const { page, size } = at;
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
  const values = listValues(view, op, scope, filters, query, inputs, sort.value);
  source.fill(pg, op, at, values);
  // a next-page URL (a link style list, or a header on a list the description gives no paging)
  const linkUrl = source.url(at);
  op.params.forEach((p) => {
    const k = p.in + "." + p.name; // a required parameter with a default or named values starts at it
    if (p.required && isBlank(values[k]) && Object.prototype.hasOwnProperty.call(view.paramDefaults, p.name))
      values[k] = view.paramDefaults[p.name];
  });
  // a parameter whose start value is empty is given (a folder list's top folder: folder.ts)
  const missing = scopeMissing.length
    ? []
    : missingRequired(op, values).filter((p) => view.paramDefaults[p.name] !== "");
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
  // a POST list without a total in its answer is counted by its sibling `/count` (paging.ts)
  const counter = pg.totalPath ? null : countOperation(app.plan.operations, op);
  const counted = useRequest(
    () => (counter && !scopeMissing.length && !missing.length && !locked ? callOperation(app, counter, values) : null),
    [counter ? JSON.stringify(values) : "", app.baseUrl, app.authVersion],
  );
  const result = req.result;
  const loaded = (result ? findItems(result.data, view.itemsPath) : []).filter((x) => x !== null && x !== undefined);
  const items = visibleRows(view, loaded, query, searchKeys, picks, sort);
  const total = result
    ? ((pg.totalPath ? getPath(result.data, pg.totalPath) : undefined) ??
      headerTotal(result.headers) ??
      (counted.result && typeof counted.result.data === "number" ? counted.result.data : undefined))
    : undefined;
  const next = result ? source.next(pg, result, at) : null;
  // a list the description gives no paging whose answers carry a next link in a header pages by it
  const byHeader = pg.style === "none" && (!!next || page > 0);
  const clientPaged = pg.style === "none" && !byHeader && items.length > size;
  const shown = clientPaged ? items.slice(page * size, page * size + size) : items;
  const serverPaged = pg.style !== "none" || byHeader;
  const hasNext = clientPaged
    ? (page + 1) * size < items.length
    : source.hasNext(pg, at, { total, rows: items.length, next });
  const hidden = app.plan.hiddenColumns[resource.id] || [];
  const observed = observedColumns(view.columns, items, undefined, hidden);
  const { disagrees } = observed;
  // what the create form asks that no column shows, when the items carry it (a created row shows what was typed)
  const columns = writtenColumns(observed.columns, resource.create?.fields, items, 2, hidden);
  rememberItems(resource.id, items); // its create form offers the keys they show (observed.ts)
  const goNext = () => pages.goNext(next, source.keepsTokens || byHeader);
  const open = (item) => {
    if (resource.detail)
      go({ page: "resource:" + resource.id, view: "detail", item, params: itemParamsOf(resource, item, scope), scope });
  };
  const toggleSort = (col) => {
    setSort((s) => ({ ...s, key: col.key, dir: s.key === col.key ? -s.dir : 1 }));
  };
  return (
    <div className="xui-card" data-view="list" data-resource={resource.id}>
      {embedded ? <ListHeading resource={resource} go={go} scope={scope} /> : null}
      {view.scope.length && (scopeMissing.length || !embedded) ? (
        <ScopeBar view={view} scope={scope} missing={scopeMissing.length > 0} route={route} go={go} />
      ) : null}
      {scopeMissing.length ? null : (
        <>
          <ListToolbar
            view={view}
            resource={resource}
            searchKeys={searchKeys}
            search={search}
            setSearch={setSearch}
            setQuery={setQuery}
            filters={filters}
            setFilters={setFilters}
            picks={picks}
            setPicks={setPicks}
            setPage={setPage}
            sort={sort}
            setSort={setSort}
            resetPage={resetPage}
            reload={req.reload}
          />
          {locked && !missing.length ? <AuthNeeded op={op} /> : null}
          <ListInputs op={op} missing={missing} inputs={inputs} setInputs={setInputs} resetPage={resetPage} />
          <ListBody
            req={req}
            missing={missing.length > 0}
            locked={locked}
            shown={shown}
            emptyText={emptyText}
            resource={resource}
            go={go}
            scope={scope}
            table={{ columns, disagrees, sort, toggleSort, open }}
          />
          {!missing.length && (serverPaged || clientPaged || pg.sizeParam) ? (
            <ListPager
              page={page}
              total={total}
              size={size}
              setSize={setSize}
              resetPage={resetPage}
              pg={pg}
              setPage={setPage}
              hasNext={hasNext}
              loading={req.loading}
              goNext={goNext}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
