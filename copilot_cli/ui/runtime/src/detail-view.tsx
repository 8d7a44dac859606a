import { React, useState, useEffect, useRef } from "./react";
import { useApp } from "./app";
import { getPath } from "./values";
import { callOperation } from "./http";
import { Cell } from "./cell";
import { JsonView, ErrorBox, Loading, Empty } from "./feedback";
import { useRequest, needsCredentials, AuthNeeded, pathValues, titleOf } from "./request";
import { childScope } from "./scope";
import { ListView } from "./list-view";
import { inputValues } from "./form-view";
import { OperationModal } from "./operations";

export function DetailView({ resource, route, go, toast }) {
  const app = useApp();
  const view = resource.detail;
  const op = view.operationId ? app.plan.operationsById[view.operationId] : null;
  const params = route.params || {};
  const locked = op ? needsCredentials(app, op) : false;
  const req = useRequest(
    () => (locked ? null : op ? callOperation(app, op, pathValues(params)) : { data: route.item }),
    [JSON.stringify(params), app.baseUrl, app.authVersion, locked],
  );
  const [confirming, setConfirming] = useState(false);
  const [action, setAction] = useState(null);
  let item = req.result ? req.result.data : null;
  if (item && op && resource.list && !Array.isArray(item) && typeof item === "object" && !(resource.idField in item)) {
    const inner = Object.values(item).find(
      (v) => v && typeof v === "object" && !Array.isArray(v) && resource.idField in v,
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

export function ConfirmDialog({ title, message, onCancel, onConfirm }) {
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
