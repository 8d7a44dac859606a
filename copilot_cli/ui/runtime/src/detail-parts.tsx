import { React } from "./react";
import { useApp } from "./app";
import { getPath } from "./values";
import { Cell } from "./cell";
import { JsonView, Empty } from "./feedback";
import { childScope } from "./scope";
import { ListView } from "./list-view";
import { observedColumns, unwrapEnvelope, DISAGREES_NOTE } from "./observed";
import type { Action, Column, ResourcePlan, SubTable } from "../../../../contracts/types/UiPlan";

// The detail's heading and its buttons: the plan's item actions, then Edit and Delete when the
// resource has them.
export function DetailHead({
  resource,
  title,
  onAction,
  onEdit,
  onDelete,
}: {
  resource: ResourcePlan;
  title: string;
  onAction: (action: Action) => void;
  onEdit: (() => void) | null;
  onDelete: () => void;
}) {
  return (
    <div className="xui-head">
      <div>
        <h2>{title}</h2>
        <p>{resource.label}</p>
      </div>
      <div className="xui-row">
        {resource.detail.actions.map((a) => (
          <button
            key={a.operationId}
            type="button"
            className={"xui-btn" + (a.danger ? " danger" : "")}
            onClick={() => onAction(a)}
          >
            {a.label}
          </button>
        ))}
        {resource.edit && onEdit ? (
          <button type="button" className="xui-btn" onClick={onEdit}>
            Edit
          </button>
        ) : null}
        {resource.delete ? (
          <button type="button" className="xui-btn danger" onClick={onDelete}>
            Delete
          </button>
        ) : null}
      </div>
    </div>
  );
}

// The item's fields as a definition list (a "json" field as a tree). An item the server sent in
// an undeclared envelope, or with other keys than the description declares, is shown as sent.
export function DetailFields({ fields, item: answered }: { fields: Column[]; item: any }) {
  const item = unwrapEnvelope(
    answered,
    fields.map((c) => c.key),
  );
  const { columns, disagrees } = observedColumns(fields, [item], 40);
  return (
    <div className="xui-card">
      {disagrees ? (
        <p className="xui-muted" data-disagrees="" role="note" style={{ margin: "8px 12px" }}>
          {DISAGREES_NOTE}
        </p>
      ) : null}
      <dl className="xui-dl">
        {columns.map((c) => (
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
  );
}

// A sub-table under the detail: a nested resource's own list (scoped to this item), or an array
// inside the item shown as a table.
export function DetailSubTable({
  sub,
  resource,
  item,
  route,
  params,
  go,
}: {
  sub: SubTable;
  resource: ResourcePlan;
  item: any;
  route: any;
  params: Record<string, any>;
  go: any;
}) {
  const app = useApp();
  if (sub.resource) {
    const child = app.plan.resourcesById[sub.resource];
    if (!child || !child.list) return null;
    const scope = childScope(child, { ...(route.scope || {}), ...params }, params, resource, item);
    return (
      <div className="xui-card" style={{ marginTop: 16 }}>
        <ListView resource={child} route={{ scope }} go={go} embedded />
      </div>
    );
  }
  const rows = getPath(item, sub.key);
  return (
    <div className="xui-card" style={{ marginTop: 16 }}>
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
}
