import { React, useState } from "./react";
import { optionLabel } from "./values";
import { FieldGrid } from "./field-input";

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
              {optionLabel(o)}
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

// the id picker lives in relation-picker.tsx; FieldInput takes it from here
export { RelationSelect } from "./relation-picker";

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
