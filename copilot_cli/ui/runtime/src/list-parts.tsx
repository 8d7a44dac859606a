import { React } from "./react";
import { ErrorBox, Loading, Empty } from "./feedback";
import { ScopeForm } from "./scope";
import { ListTable } from "./list-table";

// The parts of a list (list-view.tsx ListView) around its toolbar, table and pager.

// A list shown inside a parent's detail: its name and its New button.
export function ListHeading({ resource, go, scope }) {
  return (
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
  );
}

// The parents a nested list is under: a form while one is missing, else what they are and a way to
// change them.
export function ScopeBar({ view, scope, missing, route, go }) {
  if (missing)
    return (
      <ScopeForm
        fields={view.scope}
        scope={{ ...view.scopeDefaults, ...scope }}
        onApply={(s) => go({ ...route, scope: s, rescope: undefined })}
      />
    );
  return (
    <div className="xui-toolbar">
      <span className="xui-muted">{view.scope.map((f) => f.label + ": " + String(scope[f.name])).join(" · ")}</span>
      <button type="button" className="xui-btn small ghost" onClick={() => go({ ...route, scope: {}, rescope: true })}>
        Change
      </button>
    </div>
  );
}

// The required parameters the list cannot load without: asked for while missing, then shown with a
// way to change them.
export function ListInputs({ op, missing, inputs, setInputs, resetPage }) {
  return (
    <>
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
                ([k, v]) => (op.params.find((p) => p.in + "." + p.name === k) || { label: k }).label + ": " + String(v),
              )
              .join(" · ")}
          </span>
          <button type="button" className="xui-btn small ghost" onClick={() => setInputs({})}>
            Change
          </button>
        </div>
      ) : null}
    </>
  );
}

// What the list's request gave: loading, the error, an empty list (with a way to create the first
// item), or the table; no loading while it waits for inputs (`missing`) or credentials (`locked`).
export function ListBody({ req, missing, locked, shown, emptyText, resource, go, scope, table }) {
  const result = req.result;
  return (
    <>
      {req.loading && !missing && !locked ? <Loading rows={5} /> : null}
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
          <ListTable
            columns={table.columns}
            disagrees={table.disagrees}
            shown={shown}
            sort={table.sort}
            toggleSort={table.toggleSort}
            resource={resource}
            open={table.open}
          />
        )
      ) : null}
    </>
  );
}
