import { React } from "./react";
import { useApp } from "./app";
import { RichText } from "./rich-text";
import { ListView } from "./list-view";
import { DetailView } from "./detail-view";
import { FormView } from "./form-view";
import { folderList } from "./folder";
import type { ResourcePlan } from "../../../../contracts/types/UiPlan";

// Whether a description already opens with an intro's sentence (a model given the spec's words
// often writes them back as the intro): the page then says it once.
export function saysAlready(description, intro) {
  const plain = (text) =>
    String(text || "")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/\.$/, "")
      .toLowerCase();
  return plain(intro) !== "" && plain(description).startsWith(plain(intro));
}

// title, intro and emptyText: the API-specific part's own words for this resource's list page.
export function ResourcePage({
  resource,
  route,
  go,
  toast,
  title,
  intro,
  emptyText,
}: {
  resource: ResourcePlan;
  route?: any;
  go?: any;
  toast?: any;
  title?: string;
  intro?: string;
  emptyText?: string;
}) {
  const app = useApp();
  const read = resource.detail && resource.detail.operationId;
  const folder = read ? folderList(resource, app.plan.operationsById[read]) : null;
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
      {resource.list || folder ? (
        <ListView
          key={resource.id}
          resource={folder ? { ...resource, list: folder } : resource}
          route={route}
          go={go}
          emptyText={emptyText}
        />
      ) : (
        <ResourceOperations resource={resource} go={go} />
      )}
    </div>
  );
}

// A resource the API cannot list: its operations, each a click away from its form.
export function ResourceOperations({ resource, go }: { resource: ResourcePlan; go: any }) {
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
