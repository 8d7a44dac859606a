import { React, useState, useEffect } from "./react";
import { useApp } from "./app";
import { getPath, findItems } from "./values";
import { callOperation } from "./http";
import { FieldGrid } from "./field-input";
import { needsCredentials } from "./request";

export function Switch({ checked, onChange, label, id }) {
  return (
    <label className="xui-switch">
      <input id={id} type="checkbox" checked={!!checked} onChange={(e) => onChange(e.target.checked)} />
      <span className="track" aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}

export function TagInput({ value, onChange, id, field }) {
  const [draft, setDraft] = useState("");
  const tags = Array.isArray(value) ? value : [];
  const add = () => {
    const t = draft.trim();
    if (t) {
      onChange([...tags, t]);
      setDraft("");
    }
  };
  const listId = field.options.length ? id + "-options" : undefined;
  return (
    <div className="xui-tags">
      {tags.map((t, i) => (
        <span className="chip" key={i}>
          {String(t)}
          <button
            type="button"
            aria-label={"Remove " + String(t)}
            onClick={() => onChange(tags.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </span>
      ))}
      <input
        id={id}
        list={listId}
        value={draft}
        placeholder={tags.length ? "" : "Type and press Enter"}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === ",") {
            e.preventDefault();
            add();
          } else if (e.key === "Backspace" && !draft && tags.length) onChange(tags.slice(0, -1));
        }}
        onBlur={add}
      />
      {listId ? (
        <datalist id={listId}>
          {field.options.map((o, i) => (
            <option key={i} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </datalist>
      ) : null}
    </div>
  );
}

export function KeyValueEditor({ value, onChange }) {
  const rows = Array.isArray(value) ? value : [];
  const set = (i, j, v) => onChange(rows.map((r, k) => (k === i ? (j === 0 ? [v, r[1]] : [r[0], v]) : r)));
  return (
    <div>
      <div className="xui-kv">
        {rows.map((r, i) => (
          <React.Fragment key={i}>
            <input
              className="xui-input"
              aria-label="Key"
              placeholder="key"
              value={r[0]}
              onChange={(e) => set(i, 0, e.target.value)}
            />
            <input
              className="xui-input"
              aria-label="Value"
              placeholder="value"
              value={r[1]}
              onChange={(e) => set(i, 1, e.target.value)}
            />
            <button
              type="button"
              className="xui-btn ghost small"
              aria-label="Remove entry"
              onClick={() => onChange(rows.filter((_, k) => k !== i))}
            >
              ×
            </button>
          </React.Fragment>
        ))}
      </div>
      <button
        type="button"
        className="xui-btn small"
        style={{ marginTop: 6 }}
        onClick={() => onChange([...rows, ["", ""]])}
      >
        + Add entry
      </button>
    </div>
  );
}

export function RelationSelect({ field, value, onChange, id }) {
  const app = useApp();
  const [options, setOptions] = useState(null);
  useEffect(() => {
    const target = app.plan.resourcesById[field.relation.resource];
    const op = target && target.list ? app.plan.operationsById[target.list.operationId] : null;
    if (!op || op.params.some((p) => p.in === "path" || p.required) || needsCredentials(app, op)) {
      setOptions([]);
      return;
    }
    let live = true;
    callOperation(app, op, {})
      .then((res) => {
        if (!live) return;
        const items = findItems(res.data, target.list.itemsPath);
        setOptions(
          items.slice(0, 200).map((it) => ({
            value: getPath(it, field.relation.valueField),
            label: getPath(it, field.relation.labelField),
          })),
        );
      })
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [field.relation.resource]);
  if (options && options.length === 0)
    return (
      <input
        id={id}
        className="xui-input"
        value={value ?? ""}
        placeholder={field.placeholder || "Id"}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <select id={id} value={value ?? ""} onChange={(e) => onChange(e.target.value)} disabled={!options}>
      <option value="">{options ? "— choose —" : "Loading…"}</option>
      {(options || []).map((o, i) => (
        <option key={i} value={String(o.value)}>
          {o.label !== undefined && o.label !== null ? String(o.label) + " (" + String(o.value) + ")" : String(o.value)}
        </option>
      ))}
    </select>
  );
}

export function SubTableEditor({ field, value, onChange }) {
  const rows = Array.isArray(value) ? value : [];
  return (
    <div>
      {rows.map((row, i) => (
        <fieldset key={i} style={{ marginBottom: 8 }}>
          <legend>
            {field.label} #{i + 1}{" "}
            <button
              type="button"
              className="xui-btn ghost small"
              onClick={() => onChange(rows.filter((_, k) => k !== i))}
            >
              Remove
            </button>
          </legend>
          <FieldGrid
            fields={field.fields}
            values={row || {}}
            prefix=""
            onChange={(k, v) => onChange(rows.map((r, j) => (j === i ? { ...(r || {}), [k]: v } : r)))}
            errors={{}}
          />
        </fieldset>
      ))}
      <button type="button" className="xui-btn small" onClick={() => onChange([...rows, {}])}>
        + Add {field.label}
      </button>
    </div>
  );
}

export function VariantEditor({ field, value, onChange }) {
  const current = value || {};
  const index = Math.max(
    0,
    field.variants.findIndex((v, i) =>
      field.discriminator && v.value !== null
        ? current[field.discriminator] === v.value
        : String(current.$variant || 0) === String(i),
    ),
  );
  const variant = field.variants[index] || { fields: [] };
  const pick = (i) => {
    const v = field.variants[i];
    onChange(field.discriminator && v.value !== null ? { [field.discriminator]: v.value } : { $variant: i });
  };
  return (
    <div>
      <div className="xui-seg" role="group" aria-label={field.label + " variant"} style={{ marginBottom: 8 }}>
        {field.variants.map((v, i) => (
          <button type="button" key={i} aria-pressed={i === index} onClick={() => pick(i)}>
            {v.label}
          </button>
        ))}
      </div>
      {variant.fields.length ? (
        <FieldGrid
          fields={variant.fields.filter((f) => f.name !== field.discriminator)}
          values={current}
          prefix=""
          onChange={(k, v) => onChange({ ...current, [k]: v })}
          errors={{}}
        />
      ) : (
        <p className="xui-muted">No fields to fill in.</p>
      )}
    </div>
  );
}
