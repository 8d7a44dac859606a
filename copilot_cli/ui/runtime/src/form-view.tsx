import { React, useState } from "./react";
import { useApp } from "./app";
import { isBlank, getPath, unwrapItem, itemValue } from "./values";
import { callOperation, WHOLE_BODY } from "./http";
import { validateAll, wireValues, withChanges, formValue } from "./forms";
import { ErrorBox } from "./feedback";
import { FieldGrid } from "./field-input";
import { pathValues, itemParamsOf, titleOf } from "./request";
import { observedFields, ENVELOPE_KEYS, SERVER_KEYS } from "./observed";
import type { Body, Field, OperationPlan, ResourcePlan } from "../../../../contracts/types/UiPlan";

// The form's start values: what the route prefills, the item's own values (a body field, or a query
// parameter named like one of the item's fields: kumpeapps' PUT /kkid/userlist?userID=…&email=…
// requires the user's own userId, email and names), a default, a required switch's "No".
export function initialValues(fields: Field[], item, prefill?) {
  const values = { ...(prefill || {}) };
  for (const f of fields) {
    const key = f.in + "." + f.name;
    if (values[key] !== undefined) continue;
    const current =
      item && f.in === "body" && f.name === WHOLE_BODY
        ? item // the body is the item itself (a union of objects)
        : item && (f.in === "body" || (f.in === "query" && f.widget !== "fieldset"))
          ? itemValue(item, f.name)
          : item && f.in === "variable" && f.widget === "fieldset"
            ? inputOf(f, item)
            : undefined;
    if (current !== undefined && fitsWidget(f, current)) values[key] = formValue(f, current);
    else if (f.default !== null && f.default !== undefined) values[key] = formValue(f, f.default);
    // a required switch shows "No" untouched, and means it: it was refused as "Required" (VTEX's
    // gift card provider: cancelEnabled, preAuthEnabled), so a person had to switch it on and off
    else if (f.widget === "switch" && f.required && !f.readOnly) values[key] = false;
  }
  return values;
}

// Whether the item's value can start a field of this type: a number box is not started at text
// that is no number (VTEX credit's integer `creditLimit` as the account reads it, a string, was
// refused on save as "Enter a number" though the person never touched it); the field starts as
// if the item had no value. A number the read gives as text ("500") is kept.
export function fitsWidget(field: Field, value) {
  if (field.widget === "integer" || field.widget === "number")
    return (typeof value === "number" || typeof value === "string") && Number.isFinite(Number(value)) && value !== "";
  if (field.widget === "switch") return typeof value === "boolean" || value === "true" || value === "false";
  return true;
}

// A GraphQL mutation's input object for the item it edits: the item's values by field name, and
// a required `…Id` the item does not have (GitHub's `enterpriseId`) from the item's own id.
export function inputOf(field: Field, item) {
  const out = {};
  for (const sub of field.fields || []) {
    const v = item[sub.name];
    if (v !== undefined && v !== null && typeof v !== "object") out[sub.name] = v;
    else if (sub.required && /(^id|Id)$/.test(sub.name) && !isBlank(item.id)) out[sub.name] = item.id;
  }
  return Object.keys(out).length ? out : undefined;
}

// The query parameters an operation on an item requires that name one of its fields (kumpeapps'
// DELETE /kkid/userlist?userID=…, the user's `userId`), from the item; and the one named as the
// item's id even when optional (YouTube's DELETE /playlistImages?id=…: the delete sent no id, and
// deleted nothing).
export function itemQueryValues(op: OperationPlan, item, idField?: string) {
  const out = {};
  if (op.kind !== "http" || !item || typeof item !== "object") return out;
  for (const p of op.params) {
    if (p.in !== "query" || !(p.required || (idField && p.name === idField))) continue;
    const v = itemValue(item, p.name);
    if (!isBlank(v) && typeof v !== "object") out["query." + p.name] = v;
  }
  return out;
}

// The input objects of a GraphQL mutation on an item (`deleteTeam(input: {teamId})`), from the item.
export function inputValues(op: OperationPlan, item) {
  const out = {};
  if (op.kind === "http" || !item || typeof item !== "object") return out;
  for (const p of op.params) {
    const v = p.in === "variable" && p.widget === "fieldset" ? inputOf(p, item) : undefined;
    if (v) out["variable." + p.name] = v;
  }
  return out;
}

export function FormView({
  resource,
  mode,
  route,
  go,
  toast,
}: {
  resource: ResourcePlan;
  mode: string;
  route: any;
  go: any;
  toast: any;
}) {
  const app = useApp();
  const planned = mode === "edit" ? resource.edit : resource.create;
  const op = app.plan.operationsById[planned.operationId];
  // an envelope body also offers the keys the server's own items show (Kinto's bucket `id`, `title`)
  const [form] = useState(() => ({
    ...planned,
    fields: observedFields(planned.fields, resource.id, mode === "edit" ? route.item : null),
  }));
  const prefill = { ...pathValues(route.scope), ...pathValues(route.params) };
  const [start] = useState(() => ({
    ...(mode === "create" ? emptyBody(op.body) : itemBody(op.body, route.item)),
    ...initialValues(form.fields, mode === "edit" ? enveloped(form.fields, route.item) : null, prefill),
  }));
  const [values, setValues] = useState(start);
  const patching = mode === "edit" && !!op.body && !!op.body.jsonPatch; // the form is the item's fields
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(null);
  const submit = async (e) => {
    e.preventDefault();
    const errs = validateAll(form.fields, values, undefined, mode === "edit" ? start : undefined);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    if (op.body && op.body.required && op.body.mode !== "fields" && !patching && values["body.$"] === undefined) {
      setFailure(new Error("Request body: Required"));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const wire = wireValues(form.fields, values);
      const before = mode === "edit" ? wireValues(form.fields, start) : wire;
      const sent = patching
        ? patchBody(form.fields, before, wire, op.body.jsonPatch)
        : withChanges(form.fields, before, wire);
      const res = await callOperation(app, op, { ...prefill, ...sent });
      toast(mode === "edit" ? resource.singular + " saved" : resource.singular + " created");
      const scope = { ...(route.scope || {}) }; // the parents picked or typed in the form carry on
      form.fields.forEach((f) => {
        // not the item's own id (an upsert's PUT /api/contents/{path} names the new file, no parent)
        if (f.name in resource.itemParams) return;
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
          scope,
        });
      // an answer without the item (204, or 200 with nothing): the detail reads it again, or,
      // when the detail has no read of its own, the list does (the item in hand is the old one)
      else if (mode === "edit" && resource.detail && resource.detail.operationId)
        go({ ...route, view: "detail", item: undefined });
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
          {form.fields.some((f) => !f.generated) ? (
            <FieldGrid
              fields={form.fields}
              values={values}
              errors={errors}
              onChange={(k, v) => setValues((s) => ({ ...s, [k]: v }))}
            />
          ) : (
            <p className="xui-muted">Nothing to fill in.</p>
          )}
          {op.body && op.body.mode !== "fields" && !patching ? (
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

export const ROW_END = { justifyContent: "flex-end" };

// A JSON Patch edit (RFC 6902; launchdarkly's PATCH /projects/{projectKey}): the form shows the
// item's fields (ui/plan_patch.py); what the person changed goes as `replace` (`add` for what the
// item did not have, `remove` for what was emptied), untouched fields not at all; each operation
// named under the body's own key (`op`, VTEX's `operation`).
export function patchBody(fields: Field[], before, after, opKey = "op") {
  const out = {};
  Object.keys(after).forEach((k) => {
    if (!k.startsWith("body.")) out[k] = after[k];
  });
  const ops = [];
  for (const f of fields) {
    if (f.in !== "body") continue;
    const key = "body." + f.name;
    const [was, now] = [before[key], after[key]];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    const path = "/" + f.name.replace(/~/g, "~0").replace(/\//g, "~1");
    if (now === undefined) ops.push({ [opKey]: "remove", path });
    else ops.push({ [opKey]: was === undefined ? "add" : "replace", path, value: now });
  }
  out["body.$"] = ops;
  return out;
}

// The item being edited as its envelope body holds it: an item read without its envelope (a
// list's row) is the envelope's `data`, so that the edit form starts from what was read. So is a
// body object named for the item that the item's own keys fill (zeno.fm's multipart PUT takes
// `podcast: Podcast` beside `file_logo`; its edit started empty: "podcast: Categories: Required").
function enveloped(fields: Field[], item) {
  if (!item || typeof item !== "object" || Array.isArray(item)) return item;
  const env = fields.find(
    (f) => f.in === "body" && f.widget === "fieldset" && (ENVELOPE_KEYS.includes(f.name) || holdsItem(f, item)),
  );
  return env && item[env.name] === undefined ? { ...item, [env.name]: item } : item;
}

// A create whose required body the spec leaves open (`{"type": "object"}`, OSF's add-metadata)
// starts from the least such body, shown in the JSON box to edit, rather than sending none.
export function emptyBody(body: Body) {
  if (!body || !body.required || body.mode !== "json") return {};
  return body.isArray ? { "body.$": [], "body.$$": "[]" } : { "body.$": {}, "body.$$": "{}" };
}

// An edit whose body the spec leaves open (Digital Linguistics' `PUT /languages/{id}`, `{"type":
// "object"}`) starts its JSON box at the item as read, less the keys the server keeps: a person
// changes what they mean to, where an empty box replaced the item with nothing.
export function itemBody(body: Body, item) {
  if (!body || body.mode !== "json" || body.isArray || body.jsonPatch) return {};
  if (!item || typeof item !== "object" || Array.isArray(item)) return {};
  const own = Object.fromEntries(Object.entries(item).filter(([k]) => !SERVER_KEYS.test(k)));
  return { "body.$": own, "body.$$": JSON.stringify(own, null, 2) };
}

export function BodyInput({ body, values, setValues }: { body: Body; values: any; setValues: any }) {
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

// A body object the item's keys fill: the item has no key of its name, and at least two of the
// object's fields (or all, when it has one) are the item's.
function holdsItem(f: Field, item) {
  const children = f.fields || [];
  if (item[f.name] !== undefined || !children.length) return false;
  return children.filter((c) => item[c.name] !== undefined).length >= Math.min(2, children.length);
}
