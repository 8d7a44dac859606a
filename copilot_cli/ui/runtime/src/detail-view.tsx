import { React, useState } from "./react";
import { useApp } from "./app";
import { callOperation } from "./http";
import { JsonView, ErrorBox, Loading } from "./feedback";
import { useRequest, needsCredentials, AuthNeeded, pathValues, titleOf } from "./request";
import { inputValues, itemQueryValues } from "./form-view";
import { OperationModal } from "./operations";
import { ConfirmDialog } from "./confirm-dialog";
import { DetailHead, DetailFields, DetailSubTable } from "./detail-parts";
import type { ResourcePlan } from "../../../../contracts/types/UiPlan";

// The item a detail read answered: inside the envelope the plan names ({"data": {…}}: DetailView.envelope,
// decided by spec/shapes), else, for an answer the spec does not describe, inside a property that
// holds an object with the item's idField (when the resource has a list); a one-item array is its item.
function detailItem(resource: ResourcePlan, data: any, fromOperation: boolean) {
  let item = data;
  const envelope = resource.detail.envelope;
  if (fromOperation && envelope && item && typeof item === "object" && !Array.isArray(item) && envelope in item)
    item = item[envelope];
  else if (item && fromOperation && resource.list && !Array.isArray(item) && typeof item === "object") {
    if (!(resource.idField in item)) {
      const inner = Object.values(item).find(
        (v) => v && typeof v === "object" && !Array.isArray(v) && resource.idField in v,
      );
      if (inner) item = inner;
    }
  }
  if (Array.isArray(item) && item.length === 1) item = item[0];
  return item;
}

// A read that answers 404 for the item its own list just showed (Chroma reads a collection by
// its name at a path it describes as taking the UUID the list gives): the item as listed, said
// so, rather than a dead end without Edit or Delete.
function listedInstead(e, listed) {
  if (e && e.status === 404 && listed && typeof listed === "object")
    return { data: listed, listedOnly: "404 " + (e.message || "Not Found") };
  throw e;
}

export function DetailView({
  resource,
  route,
  go,
  toast,
}: {
  resource: ResourcePlan;
  route: any;
  go: any;
  toast: any;
}) {
  const app = useApp();
  const view = resource.detail;
  const op = view.operationId ? app.plan.operationsById[view.operationId] : null;
  const params = route.params || {};
  const locked = op ? needsCredentials(app, op) : false;
  const req = useRequest(
    () =>
      locked
        ? null
        : op
          ? callOperation(app, op, pathValues(params)).catch((e) => listedInstead(e, route.item))
          : { data: route.item },
    [JSON.stringify(params), app.baseUrl, app.authVersion, locked],
  );
  const [confirming, setConfirming] = useState(false);
  const [action, setAction] = useState(null);
  const item = detailItem(resource, req.result ? req.result.data : null, !!op);
  const title = item ? titleOf(resource, item) : resource.singular;
  const remove = async () => {
    const del = app.plan.operationsById[resource.delete.operationId];
    await callOperation(app, del, {
      ...itemQueryValues(del, item, resource.idField),
      ...pathValues(params),
      ...inputValues(del, item),
    });
    toast(resource.singular + " deleted");
    go({ page: "resource:" + resource.id, view: "list", scope: route.scope });
  };
  const shown = !req.loading && !req.error && !locked && item !== null && item !== undefined;
  return (
    <div data-view="detail" data-resource={resource.id}>
      <DetailHead
        resource={resource}
        title={title}
        onAction={setAction}
        onEdit={item ? () => go({ ...route, view: "edit", item }) : null}
        onDelete={() => setConfirming(true)}
      />
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
      {shown && req.result.listedOnly ? (
        <p className="xui-muted" data-read-failed="" role="note" style={{ margin: "8px 12px" }}>
          The server's own read of this item failed ({req.result.listedOnly}); shown as its list gave it.
        </p>
      ) : null}
      {shown ? (
        typeof item !== "object" ? (
          <div className="xui-card">
            <div className="xui-card-b">
              <JsonView value={item} />
            </div>
          </div>
        ) : (
          <>
            <DetailFields fields={view.fields} item={item} />
            {view.subTables.map((sub) => (
              <DetailSubTable
                key={sub.label}
                sub={sub}
                resource={resource}
                item={item}
                route={route}
                params={params}
                go={go}
              />
            ))}
          </>
        )
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={"Delete " + title + "?"}
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
