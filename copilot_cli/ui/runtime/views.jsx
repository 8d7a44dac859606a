// ───────────────────────────── views: list, detail, forms, delete ─────────────────────────────

function useRequest(run, deps) {
  const [state, setState] = useState({ loading: true, error: null, result: null });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    Promise.resolve()
      .then(run)
      .then(
        (result) => live && setState({ loading: false, error: null, result }),
        (error) => live && setState({ loading: false, error, result: null })
      );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  return { ...state, reload: () => setTick((t) => t + 1) };
}

// True when the operation demands credentials and none are filled in: ask first rather than
// collect a 401 (the person can still try anyway).
function needsCredentials(app, op) {
  if (!app.plan.includeAuth || !app.plan.auth.length || app.authOverride) return false;
  // the preview's mock checks no credentials
  if (RUNTIME_CONFIG.mock && app.baseUrl === RUNTIME_CONFIG.baseUrl) return false;
  const alts = op.security || [];
  if (!alts.length || alts.some((alt) => alt.length === 0)) return false;
  const usable = alts.some((alt) =>
    alt.every((id) => {
      const s = app.plan.auth.find((x) => x.id === id);
      return s && (s.kind === "mutualTLS" || s.kind === "unsupported"); // nothing to enter: let the API answer
    })
  );
  return !usable && credentialsFor(op, app.plan.auth, app.credentials).length === 0;
}

function AuthNeeded({ op }) {
  const app = useApp();
  const names = (op.security || []).flat().map((id) => (app.plan.auth.find((s) => s.id === id) || { label: id }).label);
  return (
    <Empty title="Credentials needed">
      <p>This request needs {Array.from(new Set(names)).join(" or ")}.</p>
      <div className="xui-row" style={ROW_CENTER}>
        <button type="button" className="xui-btn primary" onClick={app.openConnection}>
          Set credentials
        </button>
        <button type="button" className="xui-btn" onClick={() => app.setAuthOverride(true)}>
          Try anyway
        </button>
      </div>
    </Empty>
  );
}
const ROW_CENTER = { justifyContent: "center" };

function missingRequired(op, values) {
  return op.params.filter((p) => p.required && isBlank(values[p.in + "." + p.name]));
}

function pathValues(params) {
  const out = {};
  Object.entries(params || {}).forEach(([k, v]) => {
    out["path." + k] = v;
    out["variable." + k] = v;
  });
  return out;
}

function itemParamsOf(resource, item, scope) {
  const params = { ...(scope || {}) };
  Object.entries(resource.itemParams).forEach(([param, key]) => {
    const v = getPath(item, key);
    if (!isBlank(v)) params[param] = v;
  });
  return params;
}

function titleOf(resource, item) {
  const t = resource.titleField ? getPath(item, resource.titleField) : undefined;
  const id = getPath(item, resource.idField);
  if (!isBlank(t) && typeof t !== "object") return String(t);
  if (!isBlank(id) && typeof id !== "object") return resource.singular + " " + String(id);
  return resource.singular;
}

// Parent parameters the API names the values of (`/{format}/teams`: json) start with one, as the
// planner assumes when it ranks (copilot_cli/ui/plan_rank.py `scope_default`).
function scopeDefaults(fields) {
  const out = {};
  fields.forEach((f) => {
    const values = f.options.map((o) => o.value);
    const v = values.includes("json") ? "json" : values.includes(f.default) ? f.default : values[0];
    if (v !== undefined) out[f.name] = v;
  });
  return out;
}

// A child listed under this item: the API may name the parent's id differently under it
// (Twilio: `/Accounts/{Sid}.json`, `/Accounts/{AccountSid}/Addresses.json`), so the one parent
// parameter still missing takes the item's id. A parent picker fed by this resource's list takes
// the item's value for it (Google's `parent` is the item's `name`, `projects/p`, though the item's
// detail has no path parameter of its own).
function childScope(child, scope, params, resource, item) {
  const missing = child.list.scope.filter((f) => isBlank(scope[f.name]));
  const ids = Object.values(params || {});
  if (missing.length === 1 && ids.length) return { ...scope, [missing[0].name]: ids[ids.length - 1] };
  const next = { ...scope };
  missing.forEach((f) => {
    const rel = f.relation;
    const v =
      rel && rel.resource === resource.id && item && typeof item === "object"
        ? getPath(item, rel.valueField)
        : undefined;
    if (!isBlank(v) && typeof v !== "object") next[f.name] = v;
  });
  return next;
}

function ScopeForm({ fields, scope, onApply, prompt }) {
  const [values, setValues] = useState(() => {
    const v = {};
    fields.forEach((f) => {
      v[f.in + "." + f.name] = scope[f.name] ?? "";
    });
    return v;
  });
  const [errors, setErrors] = useState({});
  const submit = (e) => {
    e.preventDefault();
    const errs = validateAll(
      fields.map((f) => ({ ...f, required: true })),
      values
    );
    setErrors(errs);
    if (Object.keys(errs).length === 0) {
      const next = { ...scope };
      fields.forEach((f) => {
        next[f.name] = coerce(f, values[f.in + "." + f.name]);
      });
      onApply(next);
    }
  };
  return (
    <form className="xui-card-b" onSubmit={submit}>
      <p className="xui-muted" style={{ marginTop: 0 }}>
        {prompt || "This list lives under another resource. Say which one:"}
      </p>
      <FieldGrid
        fields={fields}
        values={values}
        errors={errors}
        onChange={(k, v) => setValues({ ...values, [k]: v })}
      />
      <div className="xui-row" style={{ marginTop: 12 }}>
        <button className="xui-btn primary" type="submit">
          Show
        </button>
      </div>
    </form>
  );
}

function nextLink(headers) {
  const link = headers && headers.link;
  if (!link) return null;
  const m = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(link);
  return m ? m[1] : null;
}

// The next page's token when the spec does not say where it is: Asana's `offset` comes back as
// `next_page.offset` (undeclared in its schema); the usual places in the body, else the cursor
// parameter of a `Link: <…>; rel="next"` URL. The current token is not a next one.
function foundCursor(result, param, current) {
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
    "response_metadata.next_cursor"
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

function ListView({ resource, route, go, embedded, emptyText }) {
  const app = useApp();
  const view = resource.list;
  const op = app.plan.operationsById[view.operationId];
  const pg = app.plan.pagination ? view.pagination : { style: "none", defaultSize: 20, firstPage: 1 };
  const [size, setSize] = useState(pg.defaultSize || 20);
  const [page, setPage] = useState(0);
  const [cursors, setCursors] = useState([null]);
  const [sort, setSort] = useState(() => ({
    key: view.initialSort ? view.initialSort.key : null,
    dir: view.initialSort && view.initialSort.direction === "desc" ? -1 : 1,
    value: ""
  }));
  const [picks, setPicks] = useState({}); // client-side filters (view.clientFilters, set by customize)
  const searchKeys = view.searchFields || [];
  const [filters, setFilters] = useState({});
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [inputs, setInputs] = useState({}); // required parameters the person filled in to load the list
  const scope = route.rescope ? route.scope || {} : { ...scopeDefaults(view.scope), ...(route.scope || {}) };
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
  const loc = op.kind === "http" ? "query." : "variable.";
  if (pg.sizeParam) values[loc + pg.sizeParam] = size;
  if (pg.style === "page" && pg.pageParam) values[loc + pg.pageParam] = page + (pg.firstPage ?? 1);
  if (pg.style === "offset" && pg.offsetParam) values[loc + pg.offsetParam] = page * size;
  if ((pg.style === "cursor" || pg.style === "relay") && pg.cursorParam && cursors[page])
    values[loc + pg.cursorParam] = cursors[page];
  const linkUrl = pg.style === "link" && page > 0 ? cursors[page] : null;
  op.params.forEach((p) => {
    const k = p.in + "." + p.name; // a required parameter with a default or an enum needs no one to type it
    const start = p.default !== null && p.default !== undefined ? p.default : scopeDefaults([p])[p.name];
    if (p.required && isBlank(values[k]) && start !== undefined) values[k] = start;
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
    [JSON.stringify(values), linkUrl, app.baseUrl, app.authVersion]
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
          (typeof v === "object" ? JSON.stringify(v) : String(v)).toLowerCase().includes(q)
      )
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
    ? ((pg.totalPath ? getPath(result.data, pg.totalPath) : undefined) ??
      (result.headers["x-total-count"] ? Number(result.headers["x-total-count"]) : undefined))
    : undefined;
  let next = null;
  if (result && (pg.style === "cursor" || pg.style === "relay" || pg.style === "link")) {
    next =
      (pg.nextPath ? getPath(result.data, pg.nextPath) : null) ||
      (pg.style === "link" ? nextLink(result.headers) : null) ||
      (pg.style === "cursor" && !pg.nextPath ? foundCursor(result, pg.cursorParam, cursors[page]) : null) ||
      result.headers["x-next"] ||
      null;
    if (
      pg.style === "relay" &&
      pg.hasNextPath === undefined &&
      result.data &&
      result.data.pageInfo &&
      result.data.pageInfo.hasNextPage === false
    )
      next = null;
  }
  const clientPaged = pg.style === "none" && items.length > size;
  const shown = clientPaged ? items.slice(page * size, page * size + size) : items;
  const serverPaged = pg.style !== "none";
  const hasNext = clientPaged
    ? (page + 1) * size < items.length
    : pg.style === "page" || pg.style === "offset"
      ? total !== undefined
        ? (page + 1) * size < total
        : items.length >= size
      : !!next;
  const goNext = () => {
    if (pg.style === "cursor" || pg.style === "relay" || pg.style === "link")
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
            scope={{ ...scopeDefaults(view.scope), ...scope }}
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
                        setFilters({ ...filters, [f.in + "." + f.name]: e.target.value });
                        resetPage();
                      }}
                    >
                      <option value="">Any</option>
                      {f.options.map((o, i) => (
                        <option key={i} value={String(o.value)}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : f.widget === "switch" || f.widget === "tristate" ? (
                    <select
                      value={filters[f.in + "." + f.name] ?? ""}
                      onChange={(e) => {
                        setFilters({
                          ...filters,
                          [f.in + "." + f.name]: e.target.value === "" ? "" : e.target.value === "true"
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
                          setFilters({ ...filters, [f.in + "." + f.name]: e.target.value });
                          resetPage();
                        }
                      }}
                      onBlur={(e) => {
                        if ((filters[f.in + "." + f.name] ?? "") !== e.target.value) {
                          setFilters({ ...filters, [f.in + "." + f.name]: e.target.value });
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
                        setSort({ ...sort, value: e.target.value });
                        resetPage();
                      }}
                    >
                      <option value="">Default</option>
                      {view.sort.options.map((o, i) => (
                        <option key={i} value={String(o.value)}>
                          {o.label}
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
                          setSort({ ...sort, value: e.target.value });
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
                      (op.params.find((p) => p.in + "." + p.name === k) || { label: k }).label + ": " + String(v)
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
                <table>
                  <thead>
                    <tr>
                      {view.columns.map((c) => (
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
                        {view.columns.map((c) => (
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

function DetailView({ resource, route, go, toast }) {
  const app = useApp();
  const view = resource.detail;
  const op = view.operationId ? app.plan.operationsById[view.operationId] : null;
  const params = route.params || {};
  const locked = op ? needsCredentials(app, op) : false;
  const req = useRequest(
    () => (locked ? null : op ? callOperation(app, op, pathValues(params)) : { data: route.item }),
    [JSON.stringify(params), app.baseUrl, app.authVersion, locked]
  );
  const [confirming, setConfirming] = useState(false);
  const [action, setAction] = useState(null);
  let item = req.result ? req.result.data : null;
  if (item && op && resource.list && !Array.isArray(item) && typeof item === "object" && !(resource.idField in item)) {
    const inner = Object.values(item).find(
      (v) => v && typeof v === "object" && !Array.isArray(v) && resource.idField in v
    );
    if (inner) item = inner;
  }
  if (Array.isArray(item) && item.length === 1) item = item[0];
  const remove = async () => {
    const del = app.plan.operationsById[resource.delete.operationId];
    await callOperation(app, del, { ...pathValues(params), ...inputValues(del, item) });
    toast(resource.singular + " deleted");
    go({ page: "resource:" + resource.id, view: "list", scope: route.scope });
  };
  return (
    <div data-view="detail" data-resource={resource.id}>
      <div className="xui-head">
        <div>
          <h2>{item ? titleOf(resource, item) : resource.singular}</h2>
          <p>{resource.label}</p>
        </div>
        <div className="xui-row">
          {view.actions.map((a) => (
            <button
              key={a.operationId}
              type="button"
              className={"xui-btn" + (a.danger ? " danger" : "")}
              onClick={() => setAction(a)}
            >
              {a.label}
            </button>
          ))}
          {resource.edit && item ? (
            <button type="button" className="xui-btn" onClick={() => go({ ...route, view: "edit", item })}>
              Edit
            </button>
          ) : null}
          {resource.delete ? (
            <button type="button" className="xui-btn danger" onClick={() => setConfirming(true)}>
              Delete
            </button>
          ) : null}
        </div>
      </div>
      {locked ? (
        <div className="xui-card">
          <AuthNeeded op={op} />
        </div>
      ) : null}
      {req.loading && !locked ? (
        <div className="xui-card">
          <Loading rows={6} />
        </div>
      ) : null}
      {!req.loading && req.error ? <ErrorBox error={req.error} onRetry={req.reload} /> : null}
      {!req.loading && !req.error && !locked && item !== null && item !== undefined ? (
        typeof item !== "object" ? (
          <div className="xui-card">
            <div className="xui-card-b">
              <JsonView value={item} />
            </div>
          </div>
        ) : (
          <>
            <div className="xui-card">
              <dl className="xui-dl">
                {view.fields.map((c) => (
                  <React.Fragment key={c.key}>
                    <dt>{c.label}</dt>
                    <dd>
                      {c.renderer === "json" && getPath(item, c.key) !== undefined ? (
                        <JsonView value={getPath(item, c.key)} />
                      ) : (
                        <Cell column={c} value={getPath(item, c.key)} />
                      )}
                    </dd>
                  </React.Fragment>
                ))}
              </dl>
            </div>
            {view.subTables.map((sub) => {
              if (sub.resource) {
                const child = app.plan.resourcesById[sub.resource];
                if (!child || !child.list) return null;
                const scope = childScope(child, { ...(route.scope || {}), ...params }, params, resource, item);
                return (
                  <div className="xui-card" key={sub.label} style={{ marginTop: 16 }}>
                    <ListView resource={child} route={{ scope }} go={go} embedded />
                  </div>
                );
              }
              const rows = getPath(item, sub.key);
              return (
                <div className="xui-card" key={sub.label} style={{ marginTop: 16 }}>
                  <div className="xui-card-h">
                    <h3>{sub.label}</h3>
                    <span className="xui-muted">{Array.isArray(rows) ? rows.length : 0}</span>
                  </div>
                  {Array.isArray(rows) && rows.length ? (
                    <div className="xui-tablewrap">
                      <table>
                        <thead>
                          <tr>
                            {sub.columns.map((c) => (
                              <th key={c.key}>{c.label}</th>
                            ))}
                          </tr>
                        </thead>
                        <tbody>
                          {rows.map((r, i) => (
                            <tr key={i}>
                              {sub.columns.map((c) => (
                                <td key={c.key}>
                                  <Cell column={c} value={getPath(r, c.key)} />
                                </td>
                              ))}
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  ) : (
                    <Empty title="None" />
                  )}
                </div>
              );
            })}
          </>
        )
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={"Delete " + (item ? titleOf(resource, item) : resource.singular) + "?"}
          message={resource.delete.confirm}
          onCancel={() => setConfirming(false)}
          onConfirm={remove}
        />
      ) : null}
      {action ? (
        <OperationModal
          op={app.plan.operationsById[action.operationId]}
          title={action.label}
          prefill={{ ...pathValues(params) }}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            toast(action.label + ": done");
            req.reload();
          }}
        />
      ) : null}
    </div>
  );
}

function ConfirmDialog({ title, message, onCancel, onConfirm }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(null);
  const ref = useRef(null);
  useEffect(() => {
    if (ref.current) ref.current.focus();
  }, []);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <div
      className="xui-modal-bg"
      onKeyDown={(e) => {
        if (e.key === "Escape") onCancel();
      }}
    >
      <div className="xui-modal" role="alertdialog" aria-modal="true" aria-label={title}>
        <h3>{title}</h3>
        <div className="xui-card-b">
          <p style={{ margin: 0 }}>{message}</p>
          <ErrorBox error={error} />
        </div>
        <footer>
          <button type="button" className="xui-btn" ref={ref} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="xui-btn danger solid" onClick={confirm} disabled={busy}>
            {busy ? "Deleting…" : "Delete"}
          </button>
        </footer>
      </div>
    </div>
  );
}

function initialValues(fields, item, prefill) {
  const values = { ...(prefill || {}) };
  for (const f of fields) {
    const key = f.in + "." + f.name;
    if (values[key] !== undefined) continue;
    const current =
      item && f.in === "body"
        ? itemValue(item, f.name)
        : item && f.in === "variable" && f.widget === "fieldset"
          ? inputOf(f, item)
          : undefined;
    if (current !== undefined) values[key] = formValue(f, current);
    else if (f.default !== null && f.default !== undefined) values[key] = formValue(f, f.default);
  }
  return values;
}

// A GraphQL mutation's input object for the item it edits: the item's values by field name, and
// a required `…Id` the item does not have (GitHub's `enterpriseId`) from the item's own id.
function inputOf(field, item) {
  const out = {};
  for (const sub of field.fields || []) {
    const v = item[sub.name];
    if (v !== undefined && v !== null && typeof v !== "object") out[sub.name] = v;
    else if (sub.required && /(^id|Id)$/.test(sub.name) && !isBlank(item.id)) out[sub.name] = item.id;
  }
  return Object.keys(out).length ? out : undefined;
}

// The input objects of a GraphQL mutation on an item (`deleteTeam(input: {teamId})`), from the item.
function inputValues(op, item) {
  const out = {};
  if (op.kind === "http" || !item || typeof item !== "object") return out;
  for (const p of op.params) {
    const v = p.in === "variable" && p.widget === "fieldset" ? inputOf(p, item) : undefined;
    if (v) out["variable." + p.name] = v;
  }
  return out;
}

function FormView({ resource, mode, route, go, toast }) {
  const app = useApp();
  const form = mode === "edit" ? resource.edit : resource.create;
  const op = app.plan.operationsById[form.operationId];
  const prefill = { ...pathValues(route.scope), ...pathValues(route.params) };
  const [values, setValues] = useState(() => ({
    ...(mode === "create" ? emptyBody(op.body) : {}),
    ...initialValues(form.fields, mode === "edit" ? route.item : null, prefill)
  }));
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(null);
  const submit = async (e) => {
    e.preventDefault();
    const errs = validateAll(form.fields, values);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    if (op.body && op.body.required && op.body.mode !== "fields" && values["body.$"] === undefined) {
      setFailure(new Error("Request body: Required"));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const wire = wireValues(form.fields, values);
      const res = await callOperation(app, op, { ...prefill, ...wire });
      toast(mode === "edit" ? resource.singular + " saved" : resource.singular + " created");
      const scope = { ...(route.scope || {}) }; // the parents picked or typed in the form carry on
      form.fields.forEach((f) => {
        if (f.in === "path" && !isBlank(wire["path." + f.name])) scope[f.name] = wire["path." + f.name];
      });
      const data = unwrapItem(res.data, resource.idField);
      const saved = data && typeof data === "object" && !Array.isArray(data) ? data : null;
      if (saved && resource.detail && !isBlank(getPath(saved, resource.idField)))
        go({
          page: "resource:" + resource.id,
          view: "detail",
          item: saved,
          params: itemParamsOf(resource, saved, scope),
          scope
        });
      else if (mode === "edit" && resource.detail) go({ ...route, view: "detail" });
      else go({ page: "resource:" + resource.id, view: "list", scope });
    } catch (err) {
      setFailure(err);
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate data-view={mode} data-resource={resource.id}>
      <div className="xui-head">
        <div>
          <h2>
            {mode === "edit"
              ? "Edit " + (route.item ? titleOf(resource, route.item) : resource.singular)
              : "New " + resource.singular}
          </h2>
          <p>{op.label}</p>
        </div>
      </div>
      <div className="xui-card">
        <div className="xui-card-b">
          {form.fields.length ? (
            <FieldGrid
              fields={form.fields}
              values={values}
              errors={errors}
              onChange={(k, v) => setValues((s) => ({ ...s, [k]: v }))}
            />
          ) : (
            <p className="xui-muted">Nothing to fill in.</p>
          )}
          {op.body && op.body.mode !== "fields" ? (
            <BodyInput body={op.body} values={values} setValues={setValues} />
          ) : null}
          <ErrorBox error={failure} />
        </div>
        <div className="xui-pager" style={ROW_END}>
          <button
            type="button"
            className="xui-btn"
            onClick={() => go({ ...route, view: mode === "edit" && resource.detail ? "detail" : "list" })}
          >
            Cancel
          </button>
          <button type="submit" className="xui-btn primary" disabled={busy}>
            {busy ? "Saving…" : mode === "edit" ? "Save changes" : "Create " + resource.singular}
          </button>
        </div>
      </div>
    </form>
  );
}
const ROW_END = { justifyContent: "flex-end" };

// A create whose required body the spec leaves open (`{"type": "object"}`, OSF's add-metadata)
// starts from the least such body, shown in the JSON box to edit, rather than sending none.
function emptyBody(body) {
  if (!body || !body.required || body.mode !== "json") return {};
  return body.isArray ? { "body.$": [], "body.$$": "[]" } : { "body.$": {}, "body.$$": "{}" };
}

function BodyInput({ body, values, setValues }) {
  const set = (v) => setValues((s) => ({ ...s, "body.$": v }));
  if (body.mode === "binary")
    return (
      <div className="xui-field" style={{ marginTop: 12 }}>
        <label>
          Request body ({body.contentType}){body.required ? <span className="req">*</span> : null}
        </label>
        <input
          className="xui-input"
          type="file"
          aria-label="Request body file"
          onChange={(e) => set(e.target.files && e.target.files[0] ? e.target.files[0] : undefined)}
        />
      </div>
    );
  const text = typeof values["body.$"] === "string" ? values["body.$"] : (values["body.$$"] ?? "");
  return (
    <div className="xui-field wide" style={{ marginTop: 12 }}>
      <label>
        Request body ({body.mode === "json" ? "JSON" : body.contentType})
        {body.required ? <span className="req">*</span> : null}
      </label>
      <textarea
        className="mono"
        aria-label="Request body"
        value={text}
        spellCheck={false}
        placeholder={body.isArray ? "[ ]" : "{ }"}
        onChange={(e) => {
          const t = e.target.value;
          let v = t;
          if (body.mode === "json") {
            try {
              v = t.trim() ? JSON.parse(t) : undefined;
            } catch (err) {
              v = undefined;
            }
          }
          setValues((s) => ({ ...s, "body.$": v, "body.$$": t }));
        }}
      />
    </div>
  );
}

// Whether a description already opens with an intro's sentence (a model given the spec's words
// often writes them back as the intro): the page then says it once.
function saysAlready(description, intro) {
  const plain = (text) =>
    String(text || "")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/\.$/, "")
      .toLowerCase();
  return plain(intro) !== "" && plain(description).startsWith(plain(intro));
}

// title, intro and emptyText: the API-specific part's own words for this resource's list page.
function ResourcePage({ resource, route, go, toast, title, intro, emptyText }) {
  const view = route.view || "list";
  if (view === "detail" && resource.detail)
    return <DetailView key={JSON.stringify(route.params)} resource={resource} route={route} go={go} toast={toast} />;
  if (view === "edit" && resource.edit)
    return (
      <FormView
        key={"edit" + JSON.stringify(route.params)}
        resource={resource}
        mode="edit"
        route={route}
        go={go}
        toast={toast}
      />
    );
  if (view === "create" && resource.create)
    return <FormView key="create" resource={resource} mode="create" route={route} go={go} toast={toast} />;
  return (
    <div data-view="resource" data-resource={resource.id}>
      <div className="xui-head">
        <div>
          <h2>{title || resource.label}</h2>
          {intro && !saysAlready(resource.description, intro) ? <p data-intro="">{intro}</p> : null}
          {resource.description ? (
            <p>
              <RichText text={resource.description} />
            </p>
          ) : null}
        </div>
        <div className="xui-row">
          {resource.actions.map((a) => (
            <button
              key={a.operationId}
              type="button"
              className="xui-btn"
              onClick={() => go({ page: "operations", op: a.operationId })}
            >
              {a.label}
            </button>
          ))}
          {resource.create ? (
            <button
              type="button"
              className="xui-btn primary"
              onClick={() => go({ page: "resource:" + resource.id, view: "create", scope: route.scope })}
            >
              New {resource.singular}
            </button>
          ) : null}
        </div>
      </div>
      {resource.list ? (
        <ListView key={resource.id} resource={resource} route={route} go={go} emptyText={emptyText} />
      ) : (
        <ResourceOperations resource={resource} go={go} />
      )}
    </div>
  );
}

// A resource the API cannot list: its operations, each a click away from its form.
function ResourceOperations({ resource, go }) {
  const app = useApp();
  const ops = app.plan.operations.filter((op) => op.resource === resource.id);
  return (
    <div className="xui-card">
      <div className="xui-card-h">
        <h3>Operations</h3>
        <span className="xui-muted">
          This API has no list of {resource.label.toLowerCase()}; call its operations directly.
        </span>
      </div>
      <div className="xui-oplist">
        {ops.map((op) => (
          <button type="button" key={op.id} onClick={() => go({ page: "operations", op: op.id })}>
            <span className={"xui-method " + (op.kind === "http" ? op.method : op.kind.toUpperCase())}>
              {op.kind === "http" ? op.method : op.kind}
            </span>
            <span className="label">
              {op.label}
              <span className="path">{op.kind === "http" ? op.path : op.graphql.field}</span>
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}

// What a person must give before a resource's list loads (the planner ranks by the same rule,
// copilot_cli/ui/plan_rank.py `list_inputs`; shell.jsx `firstPage` opens on the first list that
// needs nothing): its parents' path parameters, and required parameters with no default that
// paging does not fill. null: the resource has no list. Here rather than in shell.jsx, so the
// part an LLM rewrites stays small (the App section carries only what varies and the App itself).
function listNeeds(r) {
  if (!r || !r.list) return null;
  const op = PLAN.operationsById[r.list.operationId];
  if (!op) return null;
  const pg = r.list.pagination;
  const filled = [pg.pageParam, pg.sizeParam, pg.offsetParam].filter(Boolean);
  const params = op.params.filter(
    (p) =>
      p.required &&
      p.in !== "path" &&
      !filled.includes(p.name) &&
      (p.default === null || p.default === undefined) &&
      !p.options.length &&
      !r.list.scope.some((f) => f.name === p.name)
  );
  // a parent parameter with named values starts at one (views.jsx `scopeDefaults`)
  return r.list.scope
    .filter((f) => !f.options.length)
    .concat(params)
    .map((f) => f.label);
}

// The parents a nested resource's page lives under, outermost first, each with the value of the
// path parameter naming it (the breadcrumbs: "Repo hello › Issues").
function parentCrumbs(resource, scope) {
  const out = [];
  const seen = {};
  let r = resource && resource.parent ? PLAN.resourcesById[resource.parent] : null;
  while (r && !seen[r.id]) {
    seen[r.id] = true;
    let param = Object.keys(r.itemParams).find((k) => !isBlank(scope[k]));
    if (!param && !out.length && resource.list) {
      // the API may name the parent's id differently under it: the innermost scope parameter
      const inner = resource.list.scope.filter((f) => !isBlank(scope[f.name])).pop();
      param = inner ? inner.name : undefined;
    }
    if (param) out.unshift({ resource: r, param, value: scope[param] });
    r = r.parent ? PLAN.resourcesById[r.parent] : null;
  }
  return out;
}
const CRUMB = {
  background: "none",
  border: 0,
  padding: 0,
  font: "inherit",
  color: "inherit",
  cursor: "pointer",
  textDecoration: "underline"
};

// The API's version as a person reads it: "v1.2"; a date written out in full (APIs.guru's Stripe
// has "Wed Oct 15 2025 13:53:19 GMT+0000 (…)") as 2025-10-15; never a paragraph.
function versionText(v) {
  const text = String(v).trim();
  if (/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} \d{4}/.test(text) && !isNaN(Date.parse(text.replace(/ \(.*\)$/, ""))))
    return new Date(Date.parse(text.replace(/ \(.*\)$/, ""))).toISOString().slice(0, 10);
  const short = text.length > 24 ? text.slice(0, 23) + "…" : text;
  return /^\d/.test(short) ? "v" + short : short;
}

// Every resource by navigation group, with what it needs before it shows data.
function Overview({ go }) {
  const groups = NAVIGATION.map((g) => ({ ...g, items: g.items.filter((it) => it.page.startsWith("resource:")) }));
  return (
    <div data-view="overview">
      <div className="xui-head">
        <div>
          <h2>{PLAN.title}</h2>
          <p>
            {PLAN.description || "No list here loads without input. Pick a resource: each says what it needs first."}
          </p>
        </div>
      </div>
      {groups
        .filter((g) => g.items.length)
        .map((g, gi) => (
          <div className="xui-card" key={gi} style={{ marginBottom: 16 }}>
            <div className="xui-card-h">
              <h3>{g.label}</h3>
            </div>
            <div className="xui-oplist">
              {g.items.map((it) => {
                const r = PLAN.resourcesById[it.page.slice(9)];
                const needs = listNeeds(r);
                return (
                  <button type="button" key={it.page} onClick={() => go({ page: it.page })}>
                    <span className="label">
                      {it.label}
                      <span className="path">
                        {needs === null
                          ? "No list: its operations"
                          : needs.length
                            ? "Needs " + needs.join(", ")
                            : "A list"}
                      </span>
                    </span>
                  </button>
                );
              })}
            </div>
          </div>
        ))}
    </div>
  );
}
