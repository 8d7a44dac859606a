// ───────────────────────────── every operation, with a generated form ─────────────────────────────

function OperationForm({ op, prefill, onResult, submitLabel }) {
  const app = useApp();
  const fields = useMemo(() => op.params.concat(op.body && op.body.mode === "fields" ? op.body.fields : []), [op]);
  const [values, setValues] = useState(() => initialValues(fields, null, prefill));
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  const submit = async (e) => {
    e.preventDefault();
    const errs = validateAll(fields, values);
    if (op.body && op.body.required && op.body.mode !== "fields" && values["body.$"] === undefined)
      errs["body.$"] = "Required";
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    try {
      onResult({ response: await callOperation(app, op, { ...(prefill || {}), ...wireValues(fields, values) }) });
    } catch (err) {
      onResult({ error: err });
    }
    setBusy(false);
  };
  return (
    <form onSubmit={submit} noValidate>
      {fields.length ? (
        <FieldGrid
          fields={fields}
          values={values}
          errors={errors}
          onChange={(k, v) => setValues((s) => ({ ...s, [k]: v }))}
        />
      ) : (
        <p className="xui-muted" style={{ marginTop: 0 }}>
          No parameters.
        </p>
      )}
      {op.body && op.body.mode !== "fields" ? <BodyInput body={op.body} values={values} setValues={setValues} /> : null}
      {errors["body.$"] ? (
        <p className="xui-field">
          <span className="err">Request body: {errors["body.$"]}</span>
        </p>
      ) : null}
      {op.kind !== "http" ? (
        <details style={{ marginTop: 12 }}>
          <summary className="xui-muted">GraphQL document</summary>
          <pre className="xui-json">{op.graphql.document}</pre>
        </details>
      ) : null}
      <div className="xui-row" style={{ marginTop: 14 }}>
        <button type="submit" className="xui-btn primary" disabled={busy || op.kind === "subscription"}>
          {busy ? "Sending…" : submitLabel || "Send request"}
        </button>
        {op.kind === "subscription" ? <span className="xui-muted">Subscriptions need a WebSocket client.</span> : null}
      </div>
    </form>
  );
}

function ResponsePanel({ outcome }) {
  if (!outcome) return null;
  if (outcome.error) return <ErrorBox error={outcome.error} />;
  const r = outcome.response;
  return (
    <div style={{ marginTop: 14 }} data-response="">
      <div className="xui-row" style={{ marginBottom: 8 }}>
        <span className="xui-badge ok">
          {r.status} {r.statusText}
        </span>
        <span className="xui-muted">{r.ms} ms</span>
      </div>
      {r.data === null || r.data === "" ? (
        <p className="xui-muted">Empty response body.</p>
      ) : (
        <JsonView value={r.data} />
      )}
    </div>
  );
}

function OperationModal({ op, title, prefill, onClose, onDone }) {
  const [outcome, setOutcome] = useState(null);
  return (
    <div
      className="xui-modal-bg"
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
    >
      <div
        className="xui-modal"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        style={{ width: "min(760px, 100%)" }}
      >
        <h3>{title}</h3>
        <div className="xui-card-b">
          <OperationForm
            op={op}
            prefill={prefill}
            onResult={(o) => {
              setOutcome(o);
              if (o.response && onDone) onDone(o.response);
            }}
            submitLabel={title}
          />
          <ResponsePanel outcome={outcome} />
        </div>
        <footer>
          <button type="button" className="xui-btn" onClick={onClose}>
            Close
          </button>
        </footer>
      </div>
    </div>
  );
}

function OperationsPage({ route, go }) {
  const app = useApp();
  const [filter, setFilter] = useState("");
  const [outcome, setOutcome] = useState(null);
  const ops = app.plan.operations;
  const selected = app.plan.operationsById[route.op] || null;
  const q = filter.trim().toLowerCase();
  const groups = [];
  const byGroup = {};
  for (const op of ops) {
    if (q && !(op.label + " " + op.path + " " + op.method + " " + op.id + " " + op.group).toLowerCase().includes(q))
      continue;
    const g = op.group || "Other";
    if (!byGroup[g]) {
      byGroup[g] = [];
      groups.push(g);
    }
    byGroup[g].push(op);
  }
  return (
    <div data-view="operations">
      <div className="xui-head">
        <div>
          <h2>Operations</h2>
          <p>Every operation of the API, {ops.length} in all, each with a form.</p>
        </div>
      </div>
      <div className="xui-ops">
        <div className="xui-card">
          <div className="xui-toolbar">
            <input
              className="xui-input"
              type="search"
              aria-label="Filter operations"
              placeholder="Filter operations…"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
          <div className="xui-oplist">
            {groups.map((g) => (
              <div key={g}>
                <h4>{g}</h4>
                {byGroup[g].map((op) => (
                  <button
                    type="button"
                    key={op.id}
                    data-op-id={op.id}
                    aria-current={selected && selected.id === op.id}
                    onClick={() => {
                      setOutcome(null);
                      go({ page: "operations", op: op.id });
                    }}
                  >
                    <span className={"xui-method " + (op.kind === "http" ? op.method : op.kind.toUpperCase())}>
                      {op.kind === "http" ? op.method : op.kind}
                    </span>
                    <span className="label">
                      {op.label}
                      {op.deprecated ? " (deprecated)" : ""}
                      <span className="path">{op.kind === "http" ? op.path : op.graphql.field}</span>
                    </span>
                  </button>
                ))}
              </div>
            ))}
            {groups.length === 0 ? <Empty title="No operation matches" /> : null}
          </div>
        </div>
        <div className="xui-card">
          {selected ? (
            <>
              <div className="xui-card-h">
                <h3>
                  <span
                    className={
                      "xui-method " + (selected.kind === "http" ? selected.method : selected.kind.toUpperCase())
                    }
                  >
                    {selected.kind === "http" ? selected.method : selected.kind}
                  </span>{" "}
                  {selected.label}
                </h3>
                <code className="xui-muted">{selected.kind === "http" ? selected.path : selected.graphql.field}</code>
              </div>
              <div className="xui-card-b">
                {selected.description ? (
                  <p className="xui-muted" style={{ marginTop: 0, whiteSpace: "pre-line" }}>
                    <RichText text={selected.description} />
                  </p>
                ) : null}
                <OperationForm key={selected.id} op={selected} onResult={setOutcome} />
                <ResponsePanel outcome={outcome} />
              </div>
            </>
          ) : (
            <Empty title="Pick an operation">Choose one on the left to see its form and call it.</Empty>
          )}
        </div>
      </div>
    </div>
  );
}

function ConnectionPanel({ onClose }) {
  const app = useApp();
  const [base, setBase] = useState(app.baseUrl);
  const [creds, setCreds] = useState(app.credentials);
  const set = (id, key, v) => setCreds((c) => ({ ...c, [id]: { ...(c[id] || {}), [key]: v } }));
  const save = (e) => {
    e.preventDefault();
    app.setBaseUrl(base.trim());
    app.setCredentials(creds);
    onClose();
  };
  return (
    <div
      className="xui-modal-bg"
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
    >
      <form
        className="xui-modal"
        role="dialog"
        aria-modal="true"
        aria-label="Connection"
        onSubmit={save}
        style={{ width: "min(620px, 100%)" }}
      >
        <h3>Connection</h3>
        <div className="xui-card-b">
          <div className="xui-field">
            <label htmlFor="xui-base">API base URL</label>
            <input
              id="xui-base"
              className="xui-input mono"
              value={base}
              onChange={(e) => setBase(e.target.value)}
              placeholder="https://api.example.com"
            />
            {app.plan.servers.length > 1 ? (
              <div className="xui-row" style={{ marginTop: 4 }}>
                {app.plan.servers.map((s) => (
                  <button type="button" key={s} className="xui-btn small ghost" onClick={() => setBase(s)}>
                    {s}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
          {app.plan.includeAuth ? (
            <>
              {app.plan.auth.map((s) => (
                <fieldset key={s.id} style={{ marginTop: 14 }} data-auth={s.id}>
                  <legend>
                    {s.label}{" "}
                    <span className="xui-muted">
                      ({s.kind === "apiKey" ? "API key in " + s.in + " “" + s.name + "”" : s.kind})
                    </span>
                  </legend>
                  {s.description ? (
                    <p className="xui-muted" style={{ marginTop: 0, whiteSpace: "pre-line" }}>
                      <RichText text={preview(s.description, 280)} />
                    </p>
                  ) : null}
                  {s.kind === "apiKey" ? (
                    <input
                      className="xui-input mono"
                      aria-label={s.label + " value"}
                      type="password"
                      autoComplete="off"
                      value={(creds[s.id] || {}).value || ""}
                      onChange={(e) => set(s.id, "value", e.target.value)}
                    />
                  ) : null}
                  {s.kind === "basic" ? (
                    <div className="xui-form">
                      <input
                        className="xui-input"
                        aria-label="Username"
                        placeholder="Username"
                        autoComplete="off"
                        value={(creds[s.id] || {}).username || ""}
                        onChange={(e) => set(s.id, "username", e.target.value)}
                      />
                      <input
                        className="xui-input"
                        aria-label="Password"
                        placeholder="Password"
                        type="password"
                        autoComplete="off"
                        value={(creds[s.id] || {}).password || ""}
                        onChange={(e) => set(s.id, "password", e.target.value)}
                      />
                    </div>
                  ) : null}
                  {s.kind === "bearer" || s.kind === "oauth2" || s.kind === "openIdConnect" ? (
                    <input
                      className="xui-input mono"
                      aria-label={s.label + " token"}
                      placeholder={s.kind === "bearer" ? "Token" : "Paste an access token"}
                      type="password"
                      autoComplete="off"
                      value={(creds[s.id] || {}).token || ""}
                      onChange={(e) => set(s.id, "token", e.target.value)}
                    />
                  ) : null}
                  {s.kind === "oauth2" && s.scopes.length ? (
                    <p className="xui-muted" style={{ marginBottom: 0 }}>
                      Scopes: {s.scopes.slice(0, 12).join(", ")}
                      {s.scopes.length > 12 ? "…" : ""}
                    </p>
                  ) : null}
                  {s.kind === "unsupported" ? (
                    <p className="xui-muted" style={{ margin: 0 }} data-unsupported-auth={s.scheme || ""}>
                      This API asks for HTTP “{s.scheme}” authentication, which this page cannot send. Requests that
                      need it will be refused unless a header below (or another scheme) is accepted instead.
                    </p>
                  ) : null}
                  {s.kind === "mutualTLS" ? (
                    <p className="xui-muted" style={{ margin: 0 }}>
                      Mutual TLS uses a client certificate installed in the browser; nothing to enter here.
                    </p>
                  ) : null}
                </fieldset>
              ))}
              <fieldset style={{ marginTop: 14 }}>
                <legend>
                  Custom header <span className="xui-muted">(sent with every request)</span>
                </legend>
                <div className="xui-form">
                  <input
                    className="xui-input"
                    aria-label="Header name"
                    placeholder="Authorization"
                    value={(creds.$custom || {}).name || ""}
                    onChange={(e) => set("$custom", "name", e.target.value)}
                  />
                  <input
                    className="xui-input mono"
                    aria-label="Header value"
                    type="password"
                    placeholder="value"
                    autoComplete="off"
                    value={(creds.$custom || {}).value || ""}
                    onChange={(e) => set("$custom", "value", e.target.value)}
                  />
                </div>
              </fieldset>
            </>
          ) : null}
        </div>
        <footer>
          <button type="button" className="xui-btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="xui-btn primary">
            Save
          </button>
        </footer>
      </form>
    </div>
  );
}
