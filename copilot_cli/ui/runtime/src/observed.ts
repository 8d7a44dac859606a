import { getPath, humanize, isBlank, toDate } from "./values";
import type { Column, Field, Renderer } from "../../../../contracts/types/UiPlan";

// What a server really sent, when its answers do not fit the schema its description declares
// (Kinto declares only `collection:schema` for a bucket and sends `id`, `title`,
// `last_modified`; every answer wrapped in an undeclared `{"data": …, "permissions": …}`). The
// page then shows the observed keys instead of a table of "—", and says the two disagree.

// Where servers keep one item or the item list when they wrap it (undeclared).
export const ENVELOPE_KEYS = [
  "data",
  "result",
  "results",
  "items",
  "item",
  "records",
  "record",
  "entries",
  "value",
  "values",
  "objects",
  "object",
  "content",
  "rows",
  "hits",
  "nodes",
  "elements",
  "resources",
];

const MAX_COLUMNS = 8;
// Keys that name an item, shown first (then the order the server sent them in).
const FIRST_KEYS = ["id", "uuid", "key", "name", "title", "label", "slug", "path", "email", "username"];

function isObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/**
 * The item inside an envelope: `{"data": {…}, "permissions": {…}}` is its `data` when the declared
 * keys the answer fills at its top all hold objects (the envelope and its siblings, as Kinto's
 * `data` and `permissions`), never when a declared scalar is there (`{id, data}` is an item with
 * a data field). `declared` are the keys the plan expects on the item.
 */
export function unwrapEnvelope(data, declared: string[]) {
  if (!isObject(data)) return data;
  const key = ENVELOPE_KEYS.find((k) => isObject(data[k]) && Object.keys(data[k]).length > 0);
  if (!key) return data;
  const filled = declared.filter((k) => k !== "" && !isBlank(getPath(data, k)));
  return filled.every((k) => isObject(getPath(data, k))) ? data[key] : data;
}

function rendererFor(values: any[]): Renderer {
  const v = values.find((x) => !isBlank(x));
  if (typeof v === "boolean") return "boolean";
  if (typeof v === "number") return "number";
  if (Array.isArray(v)) return "count";
  if (v !== null && typeof v === "object") return "json";
  if (typeof v === "string" && /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d/.test(v) && toDate(v)) return "datetime";
  return "text";
}

/**
 * The columns to show for items the server answered. When they fit (at least half the declared
 * columns hold a value in some item, or nothing undeclared came) the declared ones as they are,
 * after an undeclared id or name when no declared column names the rows; otherwise the declared columns the server filled, then the keys it sent that the description
 * does not declare, up to `max`, with `disagrees` set.
 */
export function observedColumns(declared: Column[], items: any[], max = MAX_COLUMNS, hidden: string[] = []) {
  const objects = items.filter(isObject).slice(0, 50);
  if (!objects.length) return { columns: declared, disagrees: false };
  const filled = (key) => objects.some((it) => !isBlank(getPath(it, key)));
  const present = declared.filter((c) => c.key !== "" && filled(c.key));
  const heads = new Set(declared.filter((c) => c.key !== "").map((c) => String(c.key).split(".")[0]));
  const seen: string[] = [];
  objects.forEach((it) =>
    Object.keys(it).forEach((k) => {
      if (!seen.includes(k) && !heads.has(k) && !hidden.includes(k) && filled(k)) seen.push(k);
    }),
  );
  const rank = (k) => {
    const i = FIRST_KEYS.indexOf(k.toLowerCase());
    return i < 0 ? FIRST_KEYS.length : i;
  };
  const column = (key): Column => ({
    key,
    label: humanize(key),
    renderer: rendererFor(objects.map((it) => it[key])),
    sortable: true,
    format: null,
  });
  if (!seen.length) return { columns: declared, disagrees: false };
  if (present.length * 2 >= declared.length) {
    // the declared columns fit, but the server also sends what tells the rows apart (an id, a
    // name) and the description does not declare it (Kinto's groups declare only `members`)
    const names = seen.filter((k) => rank(k) < FIRST_KEYS.length).sort((a, b) => rank(a) - rank(b));
    const keyed = declared.some((c) => rank(String(c.key)) < FIRST_KEYS.length);
    return names.length && !keyed
      ? { columns: [...names.slice(0, 2).map(column), ...declared], disagrees: true }
      : { columns: declared, disagrees: false };
  }
  const extra = seen
    .map((k, i) => ({ k, i }))
    .sort((a, b) => rank(a.k) - rank(b.k) || a.i - b.i)
    .map(({ k }) => k);
  const columns: Column[] = [...present, ...extra.map(column)].slice(0, Math.max(max, present.length));
  return { columns, disagrees: true };
}

/** The note a list or detail shows when the server's answers do not fit its description. */
export const DISAGREES_NOTE = "The server's answers do not match its API description: shown as the server sent them.";

// The items each resource's list last showed, so that its create form can offer the keys the
// server's own items carry (see `observedFields`).
const SEEN_ITEMS = new Map<string, any[]>();

export function rememberItems(resourceId: string, items: any[]) {
  if (items.length) SEEN_ITEMS.set(resourceId, items.filter(isObject).slice(0, 50));
}

// The name of an envelope's key/value sub-field: its entries are keys of the object itself.
export const MORE_KEYS = "$more";

// Keys the server keeps itself (Kinto's `last_modified`): shown in the detail, never offered.
export const SERVER_KEYS = /^(_|last_?modified|(created|updated|modified|deleted)(_?at|_?on|_?time)?$|etag$|schema$)/i;

/**
 * A body written inside an envelope (Kinto's `{"data": {…}, "permissions": {…}}`, whose declared
 * `data` lists only `collection:schema`…) gets text fields for the keys the server's own items show
 * (`id`, `title`): from the item being edited, else from the items the resource's list showed.
 * Only scalar keys the envelope's declared fields do not already name; `fields` is otherwise as
 * planned, so a form that is not an envelope is unchanged.
 */
export function observedFields(fields: Field[], resourceId: string, item?: any): Field[] {
  return fields.map((f) => {
    if (f.in !== "body" || f.widget !== "fieldset" || !ENVELOPE_KEYS.includes(f.name)) return f;
    const inner = item ? (isObject(item[f.name]) ? item[f.name] : item) : null;
    const items = inner ? [inner] : SEEN_ITEMS.get(resourceId) || [];
    const named = new Set((f.fields || []).map((c) => c.name));
    const keys: string[] = [];
    items.forEach((it) =>
      Object.keys(it).forEach((k) => {
        const v = it[k];
        const scalar = typeof v === "string" || typeof v === "number" || typeof v === "boolean";
        if (scalar && !named.has(k) && !keys.includes(k) && !SERVER_KEYS.test(k)) keys.push(k);
      }),
    );
    if (!keys.length) return f;
    const rank = (k) => {
      const i = FIRST_KEYS.indexOf(k.toLowerCase());
      return i < 0 ? FIRST_KEYS.length : i;
    };
    keys.sort((a, b) => rank(a) - rank(b));
    const extra = keys.map((k) => ({
      ...f,
      ...{ name: k, label: humanize(k), widget: "text", fields: [], required: false, readOnly: false },
      ...{ description: "", constraints: null, default: null, example: null, options: [], variants: [] },
      ...{ relation: null, placeholder: "", nullable: false, discriminator: null },
    }));
    // and a key/value editor for keys no item shows yet, merged into the object (forms.ts)
    const more = { ...extra[0], name: MORE_KEYS, label: "Other keys", widget: "keyvalue" };
    return { ...f, fields: [...extra, ...(f.fields || []), more] } as Field;
  });
}
