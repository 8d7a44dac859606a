import { isBlank, toDate, humanize } from "./values";
import { MORE_KEYS } from "./observed";

// A form's string values → what goes on the wire, per widget; errors by field key.
export function coerce(field, value) {
  if (value === undefined || value === null || value === "")
    return field.widget === "tristate" && value === null ? null : emptyObject(field) ? {} : undefined;
  switch (field.widget) {
    case "integer": {
      const n = Number(value);
      return Number.isFinite(n) ? n : value;
    }
    case "number": {
      const n = Number(value);
      return Number.isFinite(n) ? n : value;
    }
    case "datetime": {
      const d = new Date(value);
      if (isNaN(d.getTime())) return value;
      return isUnixTime(field) ? Math.floor(d.getTime() / 1000) : d.toISOString();
    }
    case "time":
      return /^\d\d:\d\d$/.test(value) ? value + ":00" : value;
    case "tags":
      return Array.isArray(value)
        ? value.map((v) =>
            (field.itemWidget === "integer" || field.itemWidget === "number") && Number.isFinite(Number(v))
              ? Number(v)
              : v,
          )
        : value;
    case "json":
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value);
      } catch (e) {
        return value;
      }
    case "fieldset":
    case "variant": {
      const out = {};
      const children = field.widget === "variant" ? variantFields(field, value) : field.fields;
      if (field.widget === "variant" && field.discriminator && value[field.discriminator] !== undefined)
        out[field.discriminator] = value[field.discriminator];
      let typed = Object.keys(out).length > 0; // a child's `{}` sent only because it is required is not typed
      children.forEach((c) => {
        const v = coerce(c, value[c.name]);
        // an envelope's "Other keys" (observed.ts) are the object's own keys; a named field wins
        if (c.name === MORE_KEYS && v !== undefined) {
          Object.keys(v).forEach((k) => (out[k] = k in out ? out[k] : v[k]));
          typed = true;
          return;
        }
        if (v !== undefined) out[c.name] = v;
        if (v !== undefined && !(emptyObject(c) && Object.keys(v).length === 0)) typed = true;
      });
      return typed || emptyObject(field) ? out : undefined;
    }
    case "subtable":
      return Array.isArray(value) ? value.map((row) => coerce({ ...field, widget: "fieldset" }, row) || {}) : value;
    case "keyvalue": {
      const out = {};
      (value || []).forEach(([k, v]) => {
        if (!isBlank(k)) out[k] = v;
      });
      return Object.keys(out).length ? out : undefined;
    }
    case "relation": {
      const n = Number(value);
      return field.relation && field.relation.numeric && Number.isFinite(n) ? n : value;
    }
    case "select":
    case "radio":
    case "combobox": {
      const opt = (field.options || []).find((o) => String(o.value) === String(value));
      return opt ? opt.value : value;
    }
    default:
      return value;
  }
}

// An integer field holding unix seconds (Stripe's `format: unix-time`), edited as a date.
export function isUnixTime(field) {
  const fmt = String((field.constraints && field.constraints.format) || "").toLowerCase();
  return ["unix-time", "unixtime", "unix-timestamp", "timestamp", "epoch", "unix-epoch"].includes(fmt);
}

export function variantFields(field, value) {
  const key = value && field.discriminator ? value[field.discriminator] : value && value.$variant;
  const found = field.variants.find((v, i) => (v.value !== null && v.value === key) || String(i) === String(key));
  return found ? found.fields : field.variants[0] ? field.variants[0].fields : [];
}

export function isFile(value) {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

// A required object none of whose fields is required: `{}` is a valid answer (GuardDuty's filter
// `findingCriteria: {Criterion?}`), so it is sent as such, never refused as "Required".
export function emptyObject(field) {
  return (
    field.widget === "fieldset" &&
    field.required &&
    !field.readOnly &&
    !(field.fields || []).some((c) => c.required && !c.readOnly)
  );
}

export function validate(field, value) {
  const c = field.constraints || {};
  // an empty list the item has (or the person emptied) is an answer: `required` asks for the
  // property, not for items (otoroshi's route edit refused `cors.allowHeaders: []` as "Required")
  const emptyList = Array.isArray(value) && value.length === 0 && !c.minItems;
  if (
    (isBlank(value) && !emptyList) ||
    (typeof value === "object" &&
      !Array.isArray(value) &&
      value !== null &&
      !isFile(value) && // a chosen File has no keys of its own, and is no empty object
      Object.keys(value).length === 0 &&
      field.widget !== "json")
  ) {
    return field.required && !field.readOnly && !emptyObject(field) ? "Required" : null;
  }
  if (typeof value === "string" && field.widget === "json") {
    try {
      JSON.parse(value);
    } catch (e) {
      return "Not valid JSON";
    }
  }
  if (field.widget === "integer" || field.widget === "number") {
    const n = Number(value);
    if (!Number.isFinite(n)) return "Enter a number";
    if (field.widget === "integer" && !Number.isInteger(n)) return "Enter a whole number";
    if (c.minimum !== null && c.minimum !== undefined && (c.exclusiveMinimum ? n <= c.minimum : n < c.minimum))
      return "Must be " + (c.exclusiveMinimum ? "more than " : "at least ") + c.minimum;
    if (c.maximum !== null && c.maximum !== undefined && (c.exclusiveMaximum ? n >= c.maximum : n > c.maximum))
      return "Must be " + (c.exclusiveMaximum ? "less than " : "at most ") + c.maximum;
  }
  if (typeof value === "string") {
    if (c.minLength && value.length < c.minLength) return "At least " + c.minLength + " characters";
    if (c.maxLength && value.length > c.maxLength) return "At most " + c.maxLength + " characters";
    if (c.pattern) {
      try {
        // the format itself is said: a person cannot fit one they are not shown (svix's `secret`)
        if (!new RegExp(c.pattern, "u").test(value)) return "Does not match the expected format " + formatHint(c);
      } catch (e) {
        /* pattern not valid in JS: the server decides */
      }
    }
    if (field.widget === "email" && !/^[^\s@]+@[^\s@]+$/.test(value)) return "Enter an email address";
    if (field.widget === "url") {
      try {
        new URL(value);
      } catch (e) {
        return "Enter a full URL (https://…)";
      }
    }
    if (
      ["select", "radio", "combobox"].includes(field.widget) &&
      field.options.length &&
      !field.options.some((o) => String(o.value) === value)
    )
      return "Pick one of the listed values";
  }
  if (Array.isArray(value)) {
    if (c.minItems && value.length < c.minItems) return "At least " + c.minItems + " items";
    if (c.maxItems && value.length > c.maxItems) return "At most " + c.maxItems + " items";
  }
  if (field.widget === "fieldset" && value && typeof value === "object") {
    for (const child of field.fields)
      if (validate(child, value[child.name])) return humanize(child.label) + ": " + validate(child, value[child.name]);
  }
  return null;
}

// A pattern as a person reads it: the expression itself, cut short when long.
export function formatHint(c) {
  const p = String(c.pattern || "");
  return p.length > 80 ? p.slice(0, 79) + "…" : p;
}

// `kept`: the values an edit started from. What the item already holds and the person left alone
// is the server's own to judge, not the spec's: a value its list omits (telnyx's saved
// `webhook_api_version`, enums grow) or a pattern it does not fit did not stop the save.
export function validateAll(fields, values, prefix?: string, kept?) {
  const errors = {};
  for (const f of fields) {
    const key = (prefix || f.in) + "." + f.name;
    if (f.generated && isBlank(values[key])) continue; // made up at submit (wireValues)
    if (kept && !isBlank(values[key]) && JSON.stringify(values[key]) === JSON.stringify(kept[key])) continue;
    const msg = validate(f, values[key]);
    if (msg) errors[key] = msg;
  }
  return errors;
}

export function wireValues(fields, values) {
  const out = {};
  for (const f of fields) {
    const key = f.in + "." + f.name;
    if (f.fromChanges) continue; // named by the edit (withChanges), not made up
    const v = f.generated && isBlank(values[key]) ? generatedValue(f) : coerce(f, values[key]);
    if (v !== undefined) out[key] = v;
  }
  if (values["body.$"] !== undefined) out["body.$"] = values["body.$"];
  return out;
}

// An idempotency token (AWS's `clientToken`, `X-Amzn-Client-Token`, an `Idempotency-Key`): a fresh
// one on each submit, so a retried create is not made twice and a new one is; within the field's
// length and pattern when the spec gives them (dashes dropped, then cut to maxLength).
export function generatedValue(field) {
  const c = field.constraints || {};
  const uuid =
    typeof crypto !== "undefined" && crypto.randomUUID
      ? crypto.randomUUID()
      : "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx".replace(/[xy]/g, (ch) => {
          const r = (Math.random() * 16) | 0;
          return (ch === "x" ? r : (r & 3) | 8).toString(16);
        });
  const fits = (v) => {
    if (c.maxLength && v.length > c.maxLength) return false;
    try {
      return !c.pattern || new RegExp(c.pattern, "u").test(v);
    } catch (e) {
      return true;
    }
  };
  const bare = uuid.replace(/-/g, "");
  return [uuid, bare, bare.slice(0, c.maxLength || bare.length)].find(fits) || uuid;
}

// Form state for an item being edited: wire values → widget values.
export function formValue(field, value) {
  if (value === undefined || value === null) return field.widget === "tristate" ? null : undefined;
  switch (field.widget) {
    case "datetime": {
      const d = toDate(value);
      if (!d) return String(value);
      const pad = (n) => String(n).padStart(2, "0");
      return (
        d.getFullYear() +
        "-" +
        pad(d.getMonth() + 1) +
        "-" +
        pad(d.getDate()) +
        "T" +
        pad(d.getHours()) +
        ":" +
        pad(d.getMinutes())
      );
    }
    case "date":
      return String(value).slice(0, 10);
    case "json":
      return JSON.stringify(value, null, 2);
    case "keyvalue":
      return value && typeof value === "object"
        ? Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])
        : [];
    case "fieldset":
    case "variant": {
      if (typeof value !== "object") return {};
      const out = { ...value };
      (field.widget === "variant" ? variantFields(field, value) : field.fields).forEach((c) => {
        out[c.name] = formValue(c, value[c.name]);
      });
      return out;
    }
    case "tags":
      return Array.isArray(value) ? value.map(String) : [String(value)];
    case "integer":
    case "number":
    case "relation":
    case "select":
    case "radio":
    case "combobox":
      return String(value);
    // a text field holds text: the item's number there (VTEX credit's `id`, 25, where the change
    // names it as a string) is sent as the text it shows, not the number it was read as
    case "text":
    case "textarea":
    case "email":
    case "url":
    case "uuid":
    case "password":
      return typeof value === "object" ? JSON.stringify(value) : String(value);
    default:
      return typeof value === "object" ? JSON.stringify(value) : value;
  }
}

// An edit that names the fields it updates (avaza's `FieldsToUpdate`, Google's `?updateMask=`;
// ui/plan_patch.changes_mask): the body fields whose value the person changed, as a list, or
// comma-joined when the field is a text.
export function withChanges(fields, before, after) {
  const masks = fields.filter((f) => f.fromChanges);
  if (!masks.length) return after;
  const names = fields
    .filter((f) => f.in === "body" && !f.fromChanges && !f.generated)
    .filter((f) => JSON.stringify(before["body." + f.name]) !== JSON.stringify(after["body." + f.name]))
    .map((f) => f.name);
  const out = { ...after };
  masks.forEach((m) => (out[m.in + "." + m.name] = m.widget === "tags" ? names : names.join(",")));
  return out;
}
