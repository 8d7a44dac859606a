import { React } from "./react";
import { optionLabel } from "./values";

export const TRISTATE = [
  [null, "Unset"],
  [true, "Yes"],
  [false, "No"],
];

// The widgets that pick one of a few values: unset / yes / no, radio buttons, a select, and a
// text input with suggestions (combobox).
export function ChoiceInput({ field, value, onChange, id }) {
  switch (field.widget) {
    case "tristate":
      return (
        <div className="xui-seg" role="radiogroup" aria-label={field.label} id={id}>
          {TRISTATE.map(([v, l]) => (
            <button
              type="button"
              key={String(l)}
              aria-pressed={value === v || (v === null && value === undefined)}
              onClick={() => onChange(v)}
            >
              {l}
            </button>
          ))}
        </div>
      );
    case "radio":
      return (
        <div className="xui-row" role="radiogroup" aria-label={field.label} id={id}>
          {field.options.map((o, i) => (
            <label key={i} className="xui-row" style={{ gap: 4 }}>
              <input
                type="radio"
                name={id}
                checked={String(value) === String(o.value)}
                onChange={() => onChange(String(o.value))}
              />
              {optionLabel(o)}
            </label>
          ))}
        </div>
      );
    case "select":
      return (
        <select id={id} value={value ?? ""} onChange={(e) => onChange(e.target.value)}>
          <option value="">— choose —</option>
          {unlisted(field, value) ? <option value={String(value)}>{String(value)}</option> : null}
          {field.options.map((o, i) => (
            <option key={i} value={String(o.value)}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      );
    case "combobox":
      return (
        <>
          <input
            id={id}
            className="xui-input"
            list={id + "-options"}
            value={value ?? ""}
            placeholder="Type to search…"
            onChange={(e) => onChange(e.target.value)}
          />
          <datalist id={id + "-options"}>
            {field.options.map((o, i) => (
              <option key={i} value={String(o.value)}>
                {optionLabel(o)}
              </option>
            ))}
          </datalist>
        </>
      );
  }
  return null;
}

// A value the item holds that the spec's list omits (enums grow): shown as it is, not as
// "— choose —", so that saving keeps it.
function unlisted(field, value) {
  return (
    value !== undefined &&
    value !== null &&
    value !== "" &&
    !field.options.some((o) => String(o.value) === String(value))
  );
}
