// ───────────────────────────── runtime: data helpers, HTTP, auth ─────────────────────────────

const RUNTIME_CONFIG = (typeof window !== "undefined" && window.__EXPERIENCE_UI__) || {};
const AppContext = createContext(null);
const useApp = () => useContext(AppContext);

function isBlank(v) {
  return v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
}

// Dotted path into data; arrays on the way are mapped ("edges.node" on a connection). A key that
// has a dot in it is one key (Azure's `@odata.etag`, `@odata.nextLink`), not a path.
function getPath(obj, path) {
  if (!path) return obj;
  const parts = String(path).split(".");
  let cur = obj;
  for (let i = 0; i < parts.length; i++) {
    if (cur === null || cur === undefined) return undefined;
    if (i < parts.length - 1 && typeof cur === "object" && !Array.isArray(cur)) {
      const rest = parts.slice(i).join(".");
      if (Object.prototype.hasOwnProperty.call(cur, rest)) return cur[rest];
    }
    const part = parts[i];
    if (Array.isArray(cur)) cur = cur.map((x) => (x === null || x === undefined ? undefined : x[part]));
    else cur = cur[part];
  }
  return cur;
}

function findItems(data, itemsPath) {
  const found = getPath(data, itemsPath);
  if (Array.isArray(found)) return found;
  if (Array.isArray(data)) return data;
  if (data && typeof data === "object") {
    for (const key of Object.keys(data)) if (Array.isArray(data[key])) return data[key];
    return [data];
  }
  return [];
}

// The item inside a response that wraps it ({"data": {…}}), found by its id field.
function unwrapItem(data, idField) {
  if (!data || typeof data !== "object" || Array.isArray(data) || isBlank(idField) || idField in data) return data;
  const inner = Object.values(data).filter((v) => v && typeof v === "object" && !Array.isArray(v) && idField in v);
  return inner.length === 1 ? inner[0] : data;
}

// A name without case or separators: a request's `FriendlyName` is the response's `friendly_name`.
function normName(name) {
  return String(name)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

// An item's value for a form field, under the field's own name or the same name spelled the
// response's way.
function itemValue(item, name) {
  if (!item || typeof item !== "object") return undefined;
  if (item[name] !== undefined) return item[name];
  const want = normName(name);
  const key = Object.keys(item).find((k) => normName(k) === want);
  return key === undefined ? undefined : item[key];
}

// A value read as a moment: ISO text, or a unix timestamp in seconds or milliseconds within a
// plausible range (1973–2286), else null (a small integer is a count, not a date).
function toDate(value) {
  if (typeof value === "number" || (typeof value === "string" && /^\d{9,13}$/.test(value))) {
    const n = Number(value);
    if (n >= 1e8 && n < 1e10) return new Date(n * 1000);
    if (n >= 1e11 && n < 1e13) return new Date(n);
    return null;
  }
  if (typeof value !== "string" || !value.trim()) return null;
  const d = new Date(value);
  return isNaN(d) ? null : d;
}

function humanize(text) {
  return String(text)
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/^./, (c) => c.toUpperCase());
}

function preview(value, max) {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const limit = max || 80;
  return text && text.length > limit ? text.slice(0, limit - 1) + "…" : text;
}

function joinUrl(base, path) {
  const b = String(base || "").replace(/\/+$/, "");
  return b + (path.startsWith("/") ? path : "/" + path);
}

function toBase64(text) {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  bytes.forEach((b) => {
    bin += String.fromCharCode(b);
  });
  return btoa(bin);
}

class ApiError extends Error {
  constructor(message, info) {
    super(message);
    this.name = "ApiError";
    Object.assign(this, info);
  }
}

async function readResponse(res, url, started) {
  const type = res.headers.get("content-type") || "";
  let data = null;
  if (res.status !== 204) {
    if (/json/i.test(type)) {
      const text = await res.text();
      try {
        data = text ? JSON.parse(text) : null;
      } catch (e) {
        data = text;
      }
    } else if (/^text\/|xml|html/i.test(type) || !type) {
      data = await res.text();
    } else {
      const blob = await res.blob();
      data = { $binary: true, type, size: blob.size, url: URL.createObjectURL(blob) };
    }
  }
  const headers = {};
  res.headers.forEach((v, k) => {
    headers[k.toLowerCase()] = v;
  });
  const out = {
    ok: res.ok,
    status: res.status,
    statusText: res.statusText,
    data,
    headers,
    url,
    ms: Math.round(performance.now() - started)
  };
  if (!res.ok) {
    const message =
      (data &&
        typeof data === "object" &&
        (data.message ||
          data.error_description ||
          (typeof data.error === "string" && data.error) ||
          data.detail ||
          data.title)) ||
      res.statusText ||
      "Request failed";
    throw new ApiError(String(message), out);
  }
  return out;
}

// Credentials for one request: the first alternative the person has filled in completely,
// else anything they filled in that the operation accepts, else (no requirement known) all of it.
function credentialsFor(op, schemes, creds) {
  const filled = (id) => {
    const c = creds[id];
    return c && Object.values(c).some((v) => !isBlank(v));
  };
  const alts = op.security || [];
  if (schemes.length === 0) return [];
  if (alts.length === 0) return op.kind === "http" ? [] : schemes.filter((s) => filled(s.id)).map((s) => s.id);
  const full = alts.find((alt) => alt.length > 0 && alt.every(filled));
  if (full) return full;
  const any = [];
  alts.forEach((alt) =>
    alt.forEach((id) => {
      if (filled(id) && !any.includes(id)) any.push(id);
    })
  );
  return any;
}

function applyAuth(app, op, url, headers) {
  if (!app.plan.includeAuth) return;
  const schemes = app.plan.auth;
  for (const id of credentialsFor(op, schemes, app.credentials)) {
    const scheme = schemes.find((s) => s.id === id);
    const c = app.credentials[id] || {};
    if (!scheme) continue;
    if (scheme.kind === "apiKey" && !isBlank(c.value)) {
      if (scheme.in === "query") url.searchParams.set(scheme.name, c.value);
      else if (scheme.in === "cookie")
        document.cookie = encodeURIComponent(scheme.name) + "=" + encodeURIComponent(c.value) + "; path=/";
      else headers[scheme.name] = c.value;
    } else if (scheme.kind === "basic" && (!isBlank(c.username) || !isBlank(c.password))) {
      headers["Authorization"] = "Basic " + toBase64((c.username || "") + ":" + (c.password || ""));
    } else if (!isBlank(c.token)) {
      headers["Authorization"] = (c.prefix || "Bearer") + " " + c.token;
    }
  }
  const custom = app.credentials.$custom || {};
  if (!isBlank(custom.name) && !isBlank(custom.value)) headers[custom.name] = custom.value;
}

// deepObject: `name[key]=v`, nested as deep as the value (Stripe's `created[gte]`, form bodies).
function bracketPairs(name, value, out) {
  if (value instanceof Blob) out.push([name, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => bracketPairs(name + "[" + i + "]", v, out));
  else if (value !== null && typeof value === "object")
    Object.entries(value).forEach(([k, v]) => bracketPairs(name + "[" + k + "]", v, out));
  else if (value !== undefined) out.push([name, value === null ? "" : String(value)]);
  return out;
}

function appendQuery(url, field, value) {
  if (field.style === "deepObject" && value !== null && typeof value === "object") {
    bracketPairs(field.name, value, []).forEach(([k, v]) => url.searchParams.append(k, v));
  } else if (Array.isArray(value)) {
    if (field.explode === false) url.searchParams.append(field.name, value.join(","));
    else value.forEach((v) => url.searchParams.append(field.name, String(v)));
  } else if (value && typeof value === "object") {
    url.searchParams.append(field.name, JSON.stringify(value));
  } else {
    url.searchParams.append(field.name, String(value));
  }
}

function encodeBody(body, values, headers) {
  const raw = values["body.$"];
  if (body.mode === "binary") {
    if (raw instanceof Blob) {
      headers["Content-Type"] = body.contentType;
      return raw;
    }
    return undefined;
  }
  if (body.mode === "text") {
    headers["Content-Type"] = body.contentType;
    return isBlank(raw) ? undefined : String(raw);
  }
  const inner = body.mode === "json" ? raw : collectBody(body.fields, values);
  if (inner === undefined) return undefined;
  // An envelope the spec declares ({"data": {…}}): the form edits the item, the wire wraps it.
  const obj = body.envelope && body.mode === "fields" ? { [body.envelope]: inner } : inner;
  if (body.encoding === "multipart") {
    const form = new FormData();
    formPairs(body, obj, true).forEach(([k, v]) => form.append(k, v));
    return form;
  }
  if (body.encoding === "form") {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    const params = new URLSearchParams();
    formPairs(body, obj, false).forEach(([k, v]) => params.append(k, v));
    return params.toString();
  }
  headers["Content-Type"] = /json/.test(body.contentType) ? body.contentType : "application/json";
  return JSON.stringify(obj);
}

// A form body's fields as (key, value) pairs. Objects go as `name[key]=…` (deepObject: how
// form APIs such as Stripe and Twilio read nested fields), except in multipart without a
// declared style, where a part carries the object as JSON (OpenAPI's default for multipart).
// Arrays of scalars repeat the key (explode), are comma-joined (explode: false), or indexed
// under deepObject; arrays of objects are indexed.
function formPairs(body, obj, multipart) {
  const out = [];
  if (obj === null || typeof obj !== "object" || Array.isArray(obj)) return out;
  Object.entries(obj).forEach(([k, v]) => {
    const field = (body.fields || []).find((f) => f.name === k) || { name: k, explode: true, style: null };
    const deep = field.style === "deepObject" || (body.envelope && k === body.envelope);
    if (v instanceof Blob) out.push([k, v]);
    else if (Array.isArray(v)) {
      const scalars = v.every((x) => x === null || typeof x !== "object" || x instanceof Blob);
      if (deep || !scalars) bracketPairs(k, v, out);
      else if (field.explode === false) out.push([k, v.map((x) => (x === null ? "" : String(x))).join(",")]);
      else v.forEach((x) => out.push([k, x instanceof Blob ? x : x === null ? "" : String(x)]));
    } else if (v !== null && typeof v === "object") {
      if (multipart && !deep) out.push([k, JSON.stringify(v)]);
      else bracketPairs(k, v, out);
    } else out.push([k, v === null ? "" : String(v)]);
  });
  return out;
}

function collectBody(fields, values) {
  const out = {};
  let any = false;
  for (const f of fields) {
    const v = values["body." + f.name];
    if (v === undefined || v === "") continue;
    out[f.name] = v;
    any = true;
  }
  return any ? out : {};
}

async function callOperation(app, op, values) {
  if (op.kind !== "http") return callGraphql(app, op, values);
  // A template may end in a discriminator a browser never sends as written: `#X-Amz-Target=…`
  // (the header parameter carries it) or `#Action=…` (sent as a query parameter).
  const [template, fragment] = op.path.split("#", 2);
  const path = template.replace(/\{([^}]+)\}/g, (_, name) =>
    encodeURIComponent(String(values["path." + name] ?? values["query." + name] ?? ""))
  );
  const url = new URL(joinUrl(app.baseUrl, path), window.location.href);
  const headers = { Accept: "application/json, */*;q=0.5" };
  if (fragment && fragment.includes("="))
    new URLSearchParams(fragment).forEach((v, k) => {
      const header = op.params.some((p) => p.in === "header" && p.name.toLowerCase() === k.toLowerCase());
      if (!header) url.searchParams.set(k, v);
      else if (isBlank(values["header." + k])) headers[k] = v;
    });
  const inTemplate = new Set(url.searchParams.keys());
  for (const p of op.params) {
    const v = values[p.in + "." + p.name];
    if (isBlank(v)) continue;
    if (p.in === "query" && inTemplate.has(p.name)) url.searchParams.set(p.name, String(v));
    else if (p.in === "query") appendQuery(url, p, v);
    else if (p.in === "header") headers[p.name] = Array.isArray(v) ? v.join(",") : String(v);
  }
  applyAuth(app, op, url, headers);
  const body = op.body ? encodeBody(op.body, values, headers) : undefined;
  return fetchUrl(url.toString(), { method: op.method, headers, body });
}

async function fetchUrl(url, init) {
  const started = performance.now();
  let res;
  try {
    res = await fetch(url, init);
  } catch (e) {
    throw new ApiError(
      "Network error: could not reach the API (" + (e && e.message ? e.message : "fetch failed") + ")",
      { status: 0, statusText: "Network error", data: null, url }
    );
  }
  return readResponse(res, url, started);
}

async function callGraphql(app, op, values) {
  const variables = {};
  for (const p of op.params) {
    const v = values["variable." + p.name];
    if (!isBlank(v)) variables[p.name] = v;
  }
  const url = new URL(app.baseUrl || "/graphql", window.location.href);
  const headers = { "Content-Type": "application/json", Accept: "application/json" };
  applyAuth(app, op, url, headers);
  let out;
  try {
    out = await fetchUrl(url.toString(), {
      method: "POST",
      headers,
      body: JSON.stringify({ query: op.graphql.document, variables })
    });
  } catch (e) {
    // A 400 carrying `errors` (a document the server refused) is a GraphQL error too.
    if (e && e.data && Array.isArray(e.data.errors) && e.data.errors.length) throw graphqlError(e.data.errors, e);
    throw e;
  }
  const payload = out.data || {};
  if (payload.errors && payload.errors.length && !(payload.data && payload.data[op.graphql.field])) {
    throw graphqlError(payload.errors, { ...out, data: payload });
  }
  return { ...out, data: payload.data ? payload.data[op.graphql.field] : null, raw: payload };
}

// GraphQL `errors` as what they are (message and path each), not as an HTTP failure.
function graphqlError(errors, info) {
  const list = errors.map((e) => ({
    message: e && e.message ? String(e.message) : String(e),
    path: e && Array.isArray(e.path) ? e.path.join(".") : ""
  }));
  const { status, statusText, url, headers, ms } = info || {};
  return new ApiError(list.map((e) => e.message).join("; "), {
    status,
    statusText,
    url,
    headers,
    ms,
    data: null,
    graphqlErrors: list
  });
}

// A form's string values → what goes on the wire, per widget; errors by field key.
function coerce(field, value) {
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
      if (isNaN(d)) return value;
      return isUnixTime(field) ? Math.floor(d.getTime() / 1000) : d.toISOString();
    }
    case "time":
      return /^\d\d:\d\d$/.test(value) ? value + ":00" : value;
    case "tags":
      return Array.isArray(value)
        ? value.map((v) =>
            (field.itemWidget === "integer" || field.itemWidget === "number") && Number.isFinite(Number(v))
              ? Number(v)
              : v
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
function isUnixTime(field) {
  const fmt = String((field.constraints && field.constraints.format) || "").toLowerCase();
  return ["unix-time", "unixtime", "unix-timestamp", "timestamp", "epoch", "unix-epoch"].includes(fmt);
}

function variantFields(field, value) {
  const key = value && field.discriminator ? value[field.discriminator] : value && value.$variant;
  const found = field.variants.find((v, i) => (v.value !== null && v.value === key) || String(i) === String(key));
  return found ? found.fields : field.variants[0] ? field.variants[0].fields : [];
}

function isFile(value) {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

// A required object none of whose fields is required: `{}` is a valid answer (GuardDuty's filter
// `findingCriteria: {Criterion?}`), so it is sent as such, never refused as "Required".
function emptyObject(field) {
  return (
    field.widget === "fieldset" &&
    field.required &&
    !field.readOnly &&
    !(field.fields || []).some((c) => c.required && !c.readOnly)
  );
}

function validate(field, value) {
  const c = field.constraints || {};
  if (
    isBlank(value) ||
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
        if (!new RegExp(c.pattern, "u").test(value)) return "Does not match the expected format";
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

function validateAll(fields, values, prefix) {
  const errors = {};
  for (const f of fields) {
    const key = (prefix || f.in) + "." + f.name;
    const msg = validate(f, values[key]);
    if (msg) errors[key] = msg;
  }
  return errors;
}

function wireValues(fields, values) {
  const out = {};
  for (const f of fields) {
    const key = f.in + "." + f.name;
    const v = coerce(f, values[key]);
    if (v !== undefined) out[key] = v;
  }
  if (values["body.$"] !== undefined) out["body.$"] = values["body.$"];
  return out;
}

// Form state for an item being edited: wire values → widget values.
function formValue(field, value) {
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
    default:
      return typeof value === "object" ? JSON.stringify(value) : value;
  }
}

function usePersistent(key, initial) {
  const [value, setValue] = useState(() => {
    try {
      const saved = window.sessionStorage.getItem(key);
      return saved ? JSON.parse(saved) : initial;
    } catch (e) {
      return initial;
    }
  });
  const set = useCallback(
    (v) => {
      setValue((prev) => {
        const next = typeof v === "function" ? v(prev) : v;
        try {
          window.sessionStorage.setItem(key, JSON.stringify(next));
        } catch (e) {
          /* storage may be disabled */
        }
        return next;
      });
    },
    [key]
  );
  return [value, set];
}

// The data below is written without default values (it is big); these put them back.
// They mirror the defaults of copilot_cli/ui/plan.py.
function hydrateField(f) {
  return {
    in: "body",
    widget: "text",
    required: false,
    readOnly: false,
    writeOnly: false,
    nullable: false,
    description: "",
    placeholder: "",
    constraints: null,
    itemWidget: null,
    discriminator: null,
    explode: true,
    gqlType: null,
    style: null,
    ...f,
    relation: f.relation ? { valueField: "id", labelField: "name", numeric: false, ...f.relation } : null,
    options: (f.options || []).map(hydrateOption),
    fields: (f.fields || []).map(hydrateField),
    variants: (f.variants || []).map((v) => ({ value: null, ...v, fields: (v.fields || []).map(hydrateField) }))
  };
}
function hydrateOption(o) {
  return { label: String(o.value), ...o };
}
function hydrateColumn(c) {
  return { renderer: "text", sortable: true, ...c };
}
function hydrateOperation(op) {
  return {
    kind: "http",
    method: "GET",
    path: "",
    group: "",
    description: "",
    deprecated: false,
    security: [],
    resource: null,
    role: null,
    graphql: null,
    ...op,
    params: (op.params || []).map(hydrateField),
    body: op.body
      ? {
          contentType: "application/json",
          encoding: "json",
          mode: "fields",
          required: false,
          isArray: false,
          envelope: null,
          ...op.body,
          fields: (op.body.fields || []).map(hydrateField)
        }
      : null
  };
}
function hydrateResource(r) {
  const form = (v) => (v ? { ...v, fields: (v.fields || []).map(hydrateField) } : null);
  return {
    description: "",
    group: "",
    idField: "id",
    titleField: null,
    parent: null,
    itemParams: {},
    delete: null,
    ...r,
    actions: (r.actions || []).map((a) => ({ danger: false, ...a })),
    list: r.list
      ? {
          itemsPath: "",
          ...r.list,
          columns: r.list.columns.map(hydrateColumn),
          pagination: { style: "none", firstPage: 1, defaultSize: 20, ...(r.list.pagination || {}) },
          filters: (r.list.filters || []).map(hydrateField),
          scope: (r.list.scope || []).map(hydrateField),
          search: r.list.search ? hydrateField(r.list.search) : null,
          sort: r.list.sort ? { ...r.list.sort, options: (r.list.sort.options || []).map(hydrateOption) } : null
        }
      : null,
    detail: r.detail
      ? {
          operationId: null,
          ...r.detail,
          fields: r.detail.fields.map(hydrateColumn),
          subTables: (r.detail.subTables || []).map((s) => ({
            key: null,
            resource: null,
            ...s,
            columns: (s.columns || []).map(hydrateColumn)
          })),
          actions: (r.detail.actions || []).map((a) => ({ danger: false, ...a }))
        }
      : null,
    create: form(r.create),
    edit: form(r.edit)
  };
}
function hydrateApp(a) {
  return {
    description: "",
    version: "",
    kind: "rest",
    theme: "light",
    layout: "default",
    baseUrl: "",
    servers: [],
    includeAuth: true,
    pagination: true,
    ...a,
    auth: (a.auth || []).map((s) => ({ description: "", scopes: [], in: null, name: null, ...s }))
  };
}
