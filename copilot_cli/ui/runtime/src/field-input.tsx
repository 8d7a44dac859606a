import { React, useMemo } from "./react";
import { isBlank, preview } from "./values";
import { RichText } from "./rich-text";
import { ChoiceInput } from "./choice-input";
import type { Field, FieldConstraints } from "../../../../contracts/types/UiPlan";
import { formatHint } from "./forms";
import { Switch, TagInput, KeyValueEditor, RelationSelect, SubTableEditor, VariantEditor } from "./editors";
import { FormValues } from "./relation-picker";

export const INPUT_TYPES = {
  text: "text",
  email: "email",
  url: "url",
  date: "date",
  datetime: "datetime-local",
  time: "time",
  uuid: "text",
  password: "password",
  integer: "number",
  number: "number",
};

// The input for one field, by the widget the planner chose (ui/widgets.py).
export function FieldInput({
  field,
  value,
  onChange,
  id,
}: {
  field: Field;
  value: any;
  onChange: (value: any) => void;
  id?: string;
}) {
  const c: Partial<FieldConstraints> = field.constraints || {};
  switch (field.widget) {
    case "readonly":
      return (
        <div className="xui-input" aria-readonly="true" id={id}>
          {isBlank(value) ? (
            <span className="xui-nil">—</span>
          ) : typeof value === "object" ? (
            preview(value)
          ) : (
            String(value)
          )}
        </div>
      );
    case "textarea":
      return (
        <textarea
          id={id}
          value={value ?? ""}
          maxLength={c.maxLength || undefined}
          placeholder={field.placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "json":
      return (
        <textarea
          id={id}
          className="mono"
          value={value ?? ""}
          placeholder={field.placeholder || "{ }"}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "switch":
      return (
        <Switch id={id} checked={value === true || value === "true"} onChange={onChange} label={value ? "Yes" : "No"} />
      );
    case "tristate":
    case "radio":
    case "select":
    case "combobox":
      return <ChoiceInput field={field} value={value} onChange={onChange} id={id} />;
    case "file":
      return (
        <input
          id={id}
          className="xui-input"
          type="file"
          onChange={(e) => onChange(e.target.files && e.target.files[0] ? e.target.files[0] : undefined)}
        />
      );
    case "tags":
      return <TagInput id={id} field={field} value={value} onChange={onChange} />;
    case "keyvalue":
      return <KeyValueEditor value={value} onChange={onChange} />;
    case "relation":
      return <RelationSelect id={id} field={field} value={value} onChange={onChange} />;
    case "fieldset":
      return (
        <fieldset id={id}>
          <legend>{field.label}</legend>
          <FieldGrid
            fields={field.fields}
            values={value || {}}
            prefix=""
            onChange={(k, v) => onChange({ ...(value || {}), [k]: v })}
            errors={{}}
          />
        </fieldset>
      );
    case "subtable":
      return <SubTableEditor field={field} value={value} onChange={onChange} />;
    case "variant":
      return <VariantEditor field={field} value={value} onChange={onChange} />;
    default: {
      const type = INPUT_TYPES[field.widget] || "text";
      const step = field.widget === "integer" ? c.step || 1 : field.widget === "number" ? c.step || "any" : undefined;
      return (
        <input
          id={id}
          className={"xui-input" + (field.widget === "uuid" ? " mono" : "")}
          type={type}
          value={value ?? ""}
          placeholder={field.placeholder}
          min={c.minimum ?? undefined}
          max={c.maximum ?? undefined}
          step={step}
          minLength={c.minLength || undefined}
          maxLength={c.maxLength || undefined}
          autoComplete={field.widget === "password" ? "new-password" : "off"}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
  }
}

export let FIELD_SEQ = 0;

export function FieldGrid({
  fields,
  values,
  onChange,
  errors,
  prefix,
}: {
  fields: any[];
  values: any;
  onChange: (key: string, value: any) => void;
  errors: any;
  prefix?: string;
}) {
  const base = useMemo(() => "f" + ++FIELD_SEQ, []);
  const grid = (
    <div className="xui-form">
      {fields.map((f, i) => {
        if (f.generated) return null; // an idempotency token the page makes up (forms.generatedValue)
        const key = (prefix === "" ? "" : (prefix || f.in) + ".") + f.name;
        const id = base + "-" + i;
        const wide =
          ["textarea", "json", "fieldset", "subtable", "variant", "keyvalue", "tags"].includes(f.widget) ||
          (f.widget === "radio" && f.options.length > 3);
        const labelled = !["fieldset", "tristate", "radio"].includes(f.widget);
        return (
          <div
            key={key}
            className={"xui-field" + (wide ? " wide" : "") + (errors[key] ? " invalid" : "")}
            data-field={f.name}
          >
            {f.widget === "fieldset" ? null : labelled ? (
              <label htmlFor={id}>
                {f.label}
                {f.required && !f.readOnly ? (
                  <span className="req" aria-hidden="true">
                    *
                  </span>
                ) : null}
              </label>
            ) : (
              <span className="xui-label">
                {f.label}
                {f.required ? (
                  <span className="req" aria-hidden="true">
                    *
                  </span>
                ) : null}
              </span>
            )}
            <FieldInput field={f} id={id} value={values[key]} onChange={(v) => onChange(key, v)} />
            {errors[key] ? (
              <span className="err">{errors[key]}</span>
            ) : f.description || (f.constraints && f.constraints.pattern) ? (
              <span className="help">
                {f.description ? <RichText text={f.description} /> : null}
                {f.constraints && f.constraints.pattern && !["select", "radio", "combobox"].includes(f.widget) ? (
                  <span className="xui-format">
                    {" "}
                    Format: <code>{formatHint(f.constraints)}</code>
                  </span>
                ) : null}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
  // the whole form's values, for a picker whose list needs a parent the form asks (relation-picker.tsx)
  return prefix === undefined ? <FormValues.Provider value={values}>{grid}</FormValues.Provider> : grid;
}
