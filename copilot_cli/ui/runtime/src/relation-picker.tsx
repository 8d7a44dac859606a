import { React, useState, useEffect, useContext, createContext } from "./react";
import { useApp } from "./app";
import { getPath, findItems } from "./values";
import { callOperation } from "./http";
import { needsCredentials, pathValues } from "./request";

// Up to this many items a plain choice; more are searched by typing (issue 24: a long list is a
// search, not a scroll).
export const PICK_FROM = 30;
const OTHER = "__xui_other_id__";

// The values of the form a picker is in (`in.name` keys): a list that needs a parent's id reads it
// from there once it is typed or picked (QuickSight's ingestions need the data set's id, which the
// same form asks).
export const FormValues = createContext<any>(null);

// The parents' values the list needs, as the list's own parameters take them; null while the form
// lacks one.
function neededValues(op, needs: string[], form) {
  const values = {};
  for (const name of needs) {
    const param = op.params.find((p) => p.name === name);
    const given = form ? (form["path." + name] ?? form["query." + name]) : undefined;
    if (!param || given === undefined || given === null || String(given).trim() === "") return null;
    values[param.in + "." + param.name] = given;
  }
  return values;
}

// The items of the field's related list ({ value, label }), null while loading, [] when the list
// needs input the form has not got (a parent's id, credentials) or failed.
function useRelationOptions(field) {
  const app = useApp();
  const [options, setOptions] = useState(null);
  const form = useContext(FormValues);
  const target = app.plan.resourcesById[field.relation.resource];
  const op = target && target.list ? app.plan.operationsById[target.list.operationId] : null;
  const needed = op ? neededValues(op, target.list.needs, form) : null;
  const neededKey = JSON.stringify(needed);
  useEffect(() => {
    // a list that needs nothing typed (plan_facts: its parents and required parameters start at
    // values the API names) is read with those values, as its own page reads it; one that needs a
    // parent's id, once the form has it
    if (!op || needed === null || needsCredentials(app, op)) {
      setOptions([]);
      return;
    }
    const values = { ...pathValues(target.list.scopeDefaults), ...needed };
    op.params.forEach((p) => {
      if (p.required && Object.prototype.hasOwnProperty.call(target.list.paramDefaults, p.name))
        values[p.in + "." + p.name] = target.list.paramDefaults[p.name];
    });
    let live = true;
    // a parent's id being typed: read its list once the typing pauses, not on every key
    const wait = target.list.needs.length ? 300 : 0;
    const timer = setTimeout(() => load(), wait);
    const load = () =>
      callOperation(app, op, values)
        .then((res) => {
          if (!live) return;
          const items = findItems(res.data, target.list.itemsPath);
          setOptions(
            items
              .slice(0, 500)
              .map((it) => ({
                value: getPath(it, field.relation.valueField),
                label: getPath(it, field.relation.labelField),
              }))
              .filter((o) => o.value !== undefined && o.value !== null && typeof o.value !== "object"),
          );
        })
        .catch(() => live && setOptions([]));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [field.relation.resource, neededKey]);
  return options;
}

const shown = (o) =>
  o.label !== undefined && o.label !== null && String(o.label) !== String(o.value)
    ? String(o.label) + " (" + String(o.value) + ")"
    : String(o.value);

// An id picked from the list of those items: a choice for a short list, a search box over its
// items for a long one; either way an id the list cannot reach can still be typed.
export function RelationSelect({ field, value, onChange, id }) {
  const options = useRelationOptions(field);
  const current = value ?? "";
  const listed = (options || []).some((o) => String(o.value) === String(current));
  const [typing, setTyping] = useState(false);
  const text = (
    <input
      id={id}
      className="xui-input"
      value={current}
      placeholder={field.placeholder || "Id"}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  if (options && options.length === 0) return text;
  if (options && options.length > PICK_FROM) {
    const listId = (id || field.name) + "-items";
    return (
      <>
        <input
          id={id}
          className="xui-input"
          list={listId}
          value={current}
          data-picker="search"
          placeholder={"Search " + options.length + " or type an id"}
          onChange={(e) => onChange(e.target.value)}
        />
        <datalist id={listId}>
          {options.map((o, i) => (
            <option key={i} value={String(o.value)}>
              {shown(o)}
            </option>
          ))}
        </datalist>
      </>
    );
  }
  if (typing || (current !== "" && options && !listed))
    return (
      <div className="xui-row" style={{ gap: 6, display: "flex" }}>
        {text}
        <button
          type="button"
          className="xui-btn small"
          onClick={() => {
            setTyping(false);
            onChange("");
          }}
        >
          Pick
        </button>
      </div>
    );
  return (
    <select
      id={id}
      value={current}
      data-picker="choice"
      onChange={(e) => {
        if (e.target.value === OTHER) setTyping(true);
        else onChange(e.target.value);
      }}
      disabled={!options}
    >
      <option value="">{options ? "— choose —" : "Loading…"}</option>
      {(options || []).map((o, i) => (
        <option key={i} value={String(o.value)}>
          {shown(o)}
        </option>
      ))}
      {options ? <option value={OTHER}>Another id (type it)…</option> : null}
    </select>
  );
}
