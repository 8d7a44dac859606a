export function isBlank(v) {
  return v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
}

// Dotted path into data; arrays on the way are mapped ("edges.node" on a connection). A key that
// has a dot in it is one key (Azure's `@odata.etag`, `@odata.nextLink`), not a path.
export function getPath(obj, path) {
  if (!path) return obj;
  return walk(obj, String(path).split("."));
}

const own = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

function walk(obj, parts) {
  let cur = obj;
  for (let i = 0; i < parts.length; i++) {
    if (cur === null || cur === undefined) return undefined;
    if (i < parts.length - 1 && typeof cur === "object" && !Array.isArray(cur)) {
      const rest = parts.slice(i).join(".");
      if (own(cur, rest)) return cur[rest];
      // a key with dots in its name before the rest of the path (Ably's device registration
      // `push.recipient`, whose `deviceToken` a column names `push.recipient.deviceToken`)
      for (let j = parts.length - 1; j > i + 1 && !own(cur, parts[i]); j--) {
        const key = parts.slice(i, j).join(".");
        if (own(cur, key)) return walk(cur[key], parts.slice(j));
      }
    }
    const part = parts[i];
    if (Array.isArray(cur)) cur = cur.map((x) => (x === null || x === undefined ? undefined : x[part]));
    else cur = cur[part];
  }
  return cur;
}

export function findItems(data, itemsPath) {
  const found = getPath(data, itemsPath);
  // a server that sends the bare array where its description wraps it (rudder's `data.campaigns`):
  // the path mapped over the rows finds nothing in any of them, and the rows are the array itself
  const missed = Array.isArray(data) && Array.isArray(found) && found.every((x) => x === undefined || x === null);
  if (Array.isArray(found) && !missed) return found;
  if (Array.isArray(data)) return data;
  if (data && typeof data === "object") {
    for (const key of Object.keys(data)) if (Array.isArray(data[key])) return data[key];
    return [data];
  }
  return [];
}

// The item inside a response that wraps it ({"data": {…}}), found by its id field.
export function unwrapItem(data, idField) {
  if (!data || typeof data !== "object" || Array.isArray(data) || isBlank(idField) || idField in data) return data;
  const inner = Object.values(data).filter((v) => v && typeof v === "object" && !Array.isArray(v) && idField in v);
  return inner.length === 1 ? inner[0] : data;
}

// A name without case or separators: a request's `FriendlyName` is the response's `friendly_name`.
export function normName(name) {
  return String(name)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

// An item's value for a form field, under the field's own name or the same name spelled the
// response's way; else as the item reads a "current" one (an update's `CurrentApplicationVersionId`
// is the item's `ApplicationVersionId`); else one object down, where the read keeps the item's
// fields in an envelope of its own (`{ApplicationDetail: {…}}`, `{attributes: {…}}`) and only
// one such object has the name.
export function itemValue(item, name) {
  if (!item || typeof item !== "object") return undefined;
  if (item[name] !== undefined) return item[name];
  const own = ownValue(item, normName(name));
  if (own !== undefined) return own;
  const bare = normName(name).replace(/^(current|existing|previous|old)(?=[a-z])/, "");
  if (bare !== normName(name)) {
    const read = ownValue(item, bare);
    if (read !== undefined) return read;
    // the version an update names "current" is the one the item reads as its latest (m2's
    // `currentApplicationVersion` is `latestVersion.applicationVersion`)
    const latest = Object.entries(item).find(
      ([k, v]) => /^(latest|current)/i.test(k) && v && typeof v === "object" && !Array.isArray(v),
    );
    const there = latest ? ownValue(latest[1], bare) : undefined;
    if (there !== undefined) return there;
  }
  // a rename's `newLabel` (id4i's PUT …/label) starts at the label the item has
  const renamed = /^new[A-Z_-]/.test(name) ? ownValue(item, normName(name.slice(3))) : undefined;
  if (renamed !== undefined) return renamed;
  const version = versionValue(item, normName(name));
  if (version !== undefined) return version;
  const inner = Object.entries(item)
    .filter(([k, v]) => ENVELOPE.test(k) && v && typeof v === "object" && !Array.isArray(v))
    .map(([, v]) => v)
    .map((v) => ownValue(v, normName(name)) ?? (bare !== normName(name) ? ownValue(v, bare) : undefined))
    .filter((v) => v !== undefined);
  return inner.length === 1 ? inner[0] : undefined;
}

// An update that must name the version it changes (optimistic concurrency: impala's
// `updateBookingVersionAtTimestamp` is "the `updatedAt` timestamp of the booking") reads it from
// the item's own last-change time, or its version, revision or etag, whichever the name says.
const CHANGED_AT = ["updatedat", "updatedon", "updatetime", "lastmodified", "modifiedat", "lastupdated", "updated"];
const VERSIONS = ["version", "revision", "etag", "rev", "versionnumber"];

function versionValue(item, want) {
  // only a version the update says it checks against (never an `api-version`, an `appVersion`)
  if (!/version|revision|etag/.test(want) || !/update|expected|current|known|previous|match|lock/.test(want))
    return undefined;
  const names = /timestamp|time|at$|date|modified/.test(want) ? [...CHANGED_AT, ...VERSIONS] : VERSIONS;
  for (const n of names) {
    const v = ownValue(item, n);
    if (v !== undefined && v !== null && typeof v !== "object") return v;
  }
  return undefined;
}

// The names a read keeps an item's own fields under; a reference (`category: {name}`) is another
// thing's, never the item's.
const ENVELOPE = /^(data|attributes|item|result|properties|spec|fields)$|(detail|details|info)$/i;

function ownValue(item, want) {
  const key = Object.keys(item).find((k) => normName(k) === want && item[k] !== undefined);
  return key === undefined ? undefined : item[key];
}

// A value read as a moment: ISO text, or a unix timestamp in seconds or milliseconds within a
// plausible range (1973–2286), else null (a small integer is a count, not a date).
export function toDate(value) {
  if (typeof value === "number" || (typeof value === "string" && /^\d{9,13}$/.test(value))) {
    const n = Number(value);
    if (n >= 1e8 && n < 1e10) return new Date(n * 1000);
    if (n >= 1e11 && n < 1e13) return new Date(n);
    return null;
  }
  if (typeof value !== "string" || !value.trim()) return null;
  const d = new Date(value);
  return isNaN(d.getTime()) ? null : d;
}

export function humanize(text) {
  return String(text)
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/^./, (c) => c.toUpperCase());
}

export function preview(value, max?: number) {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const limit = max || 80;
  return text && text.length > limit ? text.slice(0, limit - 1) + "…" : text;
}

// An option of a plan field as a person reads it: its label, else its value itself (the plan leaves
// the label out when it would only repeat the value: ui/plan.py Option).
export function optionLabel(option: { value: unknown; label: string | null }) {
  return option.label ?? String(option.value);
}
