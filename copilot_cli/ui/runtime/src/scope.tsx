import { React, useState } from "./react";
import { isBlank, getPath } from "./values";
import { coerce, validateAll } from "./forms";
import { FieldGrid } from "./field-input";

// A child listed under this item: the API may name the parent's id differently under it
// (Twilio: `/Accounts/{Sid}.json`, `/Accounts/{AccountSid}/Addresses.json`), so the one parent
// parameter still missing takes the item's id. A parent picker fed by this resource's list takes
// the item's value for it (Google's `parent` is the item's `name`, `projects/p`, though the item's
// detail has no path parameter of its own).
export function childScope(child, scope, params, resource, item) {
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

export function ScopeForm({
  fields,
  scope,
  onApply,
  prompt,
}: {
  fields: any[];
  scope: any;
  onApply: (scope: any) => void;
  prompt?: string;
}) {
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
      values,
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
