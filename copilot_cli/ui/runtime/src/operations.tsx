import { React, useState, useMemo } from "./react";
import { useApp } from "./app";
import { callOperation } from "./http";
import { validateAll, wireValues } from "./forms";
import { RichText } from "./rich-text";
import { JsonView, ErrorBox, Empty } from "./feedback";
import { FieldGrid } from "./field-input";
import { initialValues, BodyInput } from "./form-view";
import type { OperationPlan } from "../../../../contracts/types/UiPlan";

// ───────────────────────────── every operation, with a generated form ─────────────────────────────
export function OperationForm({
  op,
  prefill,
  onResult,
  submitLabel,
}: {
  op: OperationPlan;
  prefill?: any;
  onResult: (outcome: any) => void;
  submitLabel?: string;
}) {
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

export function ResponsePanel({ outcome }) {
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

export function OperationModal({
  op,
  title,
  prefill,
  onClose,
  onDone,
}: {
  op: OperationPlan;
  title: string;
  prefill?: any;
  onClose: () => void;
  onDone?: (outcome: any) => void;
}) {
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

export function OperationsPage({ route, go }) {
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
