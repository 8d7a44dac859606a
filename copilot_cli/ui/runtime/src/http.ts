import { isBlank } from "./values";
import { RUNTIME_CONFIG, type App } from "./app";
import { problemText } from "./problems";
import type { AuthScheme, Body, Field, OperationPlan } from "../../../../contracts/types/UiPlan";

export function joinUrl(base, path) {
  const b = String(base || "").replace(/\/+$/, "");
  return b + (path.startsWith("/") ? path : "/" + path);
}

export function toBase64(text) {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  bytes.forEach((b) => {
    bin += String.fromCharCode(b);
  });
  return btoa(bin);
}

export class ApiError extends Error {
  constructor(message, info) {
    super(message);
    this.name = "ApiError";
    Object.assign(this, info);
  }
}

export async function readResponse(res, url, started) {
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
    ms: Math.round(performance.now() - started),
  };
  if (!res.ok) {
    // whatever shape the error body has (real servers rarely answer their declared one)
    const message = problemText(data) || res.statusText || "Request failed";
    throw new ApiError(message, out);
  }
  return out;
}

// Credentials for one request: the first alternative the person has filled in completely,
// else anything they filled in that the operation accepts, else (no requirement known) all of it.
export function credentialsFor(op: OperationPlan, schemes: AuthScheme[], creds) {
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
    }),
  );
  return any;
}

export function applyAuth(app: App, op: OperationPlan, url, headers) {
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
export function bracketPairs(name, value, out) {
  if (value instanceof Blob) out.push([name, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => bracketPairs(name + "[" + i + "]", v, out));
  else if (value !== null && typeof value === "object")
    Object.entries(value).forEach(([k, v]) => bracketPairs(name + "[" + k + "]", v, out));
  else if (value !== undefined) out.push([name, value === null ? "" : String(value)]);
  return out;
}

export function appendQuery(url, field: Field, value) {
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

export function encodeBody(body: Body, values, headers) {
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
  const wrapped = body.envelope && body.mode === "fields" ? { [body.envelope]: inner } : inner;
  // a form asking one item of an array body (a bulk create, ui/plan_operations.py) sends that item alone in it
  const obj = body.isArray && body.mode === "fields" ? [wrapped] : wrapped;
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
export function formPairs(body, obj, multipart) {
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
      // a free-form value (typed as JSON: Twilio Studio's `Definition`, "JSON representation of
      // flow definition") goes as its JSON text; brackets would send `{}` as nothing at all
      if ((multipart || field.widget === "json") && !deep) out.push([k, JSON.stringify(v)]);
      else bracketPairs(k, v, out);
    } else out.push([k, v === null ? "" : String(v)]);
  });
  return out;
}

// The one field of a body whose whole value it is (a union of objects: ui/plan_operations.py).
export const WHOLE_BODY = "$body";

export function collectBody(fields: Field[], values) {
  if (fields.length === 1 && fields[0].name === WHOLE_BODY) return values["body." + WHOLE_BODY] ?? {};
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

// A path parameter whose value is itself a path (Jupyter's `/api/contents/{path}` =
// `notebooks/a.ipynb`; AWS's greedy `{Key+}`) keeps its slashes, as its server routes it; any
// other has them escaped (an id with a `/` in it stays one segment).
export function spansSegments(written: string) {
  return /\+$/.test(written) || /(^|[_-])path$|[a-z]Path$/.test(written) || /^path$/i.test(written);
}

export async function callOperation(app: App, op: OperationPlan, values) {
  if (op.kind !== "http") return callGraphql(app, op, values);
  // A template may end in a discriminator a browser never sends as written: `#X-Amz-Target=…`
  // (the header parameter carries it) or `#Action=…` (sent as a query parameter).
  const [template, fragment] = op.path.split("#", 2);
  const path = template.replace(/\{([^}]+)\}/g, (_, written) => {
    const name = written.replace(/\+$/, "");
    const text = encodeURIComponent(String(values["path." + name] ?? values["query." + name] ?? ""));
    return spansSegments(written) ? text.replace(/%2F/gi, "/") : text;
  });
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
  // a browser sends no body with a GET or HEAD (fetch refuses one: evemarketer's GET
  // /marketstat/json declares `typeid` in a form body): its fields go in the query instead
  const bodiless = ["GET", "HEAD"].includes(String(op.method).toUpperCase());
  if (op.body && bodiless) bodyInQuery(op.body, values, url);
  const body = op.body && !bodiless ? encodeBody(op.body, withPathInBody(op, values), headers) : undefined;
  return fetchUrl(url.toString(), { method: op.method, headers, body });
}

export function bodyInQuery(body: Body, values, url: URL) {
  const raw = body.mode === "json" ? values["body.$"] : collectBody(body.fields, values);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw) || raw instanceof Blob) return;
  Object.entries(raw).forEach(([k, v]) => {
    const field = (body.fields || []).find((f) => f.name === k) || ({ name: k, explode: true, style: null } as Field);
    if (!isBlank(v)) appendQuery(url, field, v);
  });
}

// The path names the item and the body declares a field of the same name (Jupyter's PUT
// /api/contents/{path} with `{"path": …}`, where an empty body means "an untitled file"): left
// blank, the body's field carries the path's value, so a create form asks for the name once.
export function withPathInBody(op: OperationPlan, values) {
  const out = { ...values };
  // only the path's last segment names the item being written: clever-cloud's POST
  // /organisations/{id}/addonproviders names the parent `id`, not the new provider's
  const last = /\{([^}]+?)\+?\}\/?$/.exec(op.path.split("#")[0]);
  for (const f of op.body?.fields || []) {
    const v = values["path." + f.name];
    const inPath = !!last && last[1] === f.name && op.params.some((p) => p.in === "path" && p.name === f.name);
    if (inPath && !isBlank(v) && isBlank(out["body." + f.name])) out["body." + f.name] = v;
  }
  return out;
}

export async function fetchUrl(url, init) {
  const started = performance.now();
  let res;
  try {
    res = await fetch(url, init);
  } catch (e) {
    const why = await unsent(url, e);
    throw new ApiError(why.message, { status: 0, statusText: why.statusText, reason: why.reason, data: null, url });
  }
  try {
    return await readResponse(res, url, started);
  } catch (e) {
    // through the preview's proxy a refusal can be signed in: the shell opens its sign-in panel
    if (e && (e.status === 401 || e.status === 403) && viaProxy(url))
      window.dispatchEvent(new CustomEvent(SIGN_IN_EVENT, { detail: { status: e.status } }));
    throw e;
  }
}

export const SIGN_IN_EVENT = "xui-sign-in";

/** Whether a URL the page calls goes through the preview's proxy (its base URL is /proxy/<token>). */
export function viaProxy(url) {
  const base = RUNTIME_CONFIG.baseUrl;
  return typeof base === "string" && /\/proxy\/[^/?#]+\/?$/.test(base) && String(url).startsWith(base);
}

// Why the browser could not send a request: fetch() says only "Failed to fetch". An opaque
// (no-cors) request to the same origin tells a server that answers but does not allow this page
// (CORS) from one that cannot be reached at all.
async function unsent(url, e) {
  const target = new URL(url, window.location.href);
  const where = target.origin;
  if (e && (e.name === "AbortError" || e.name === "TimeoutError"))
    return {
      reason: "timeout",
      statusText: "Timed out",
      message: "The request to " + where + " timed out or was cancelled.",
    };
  if (where === window.location.origin)
    return {
      reason: "refused",
      statusText: "Unreachable",
      message: "Could not reach this page's own server at " + where + " (is the preview still running?).",
    };
  let answers = false;
  try {
    await fetch(where + "/", { mode: "no-cors", cache: "no-store", credentials: "omit" });
    answers = true;
  } catch (probe) {
    answers = false;
  }
  return answers
    ? {
        reason: "cors",
        statusText: "Blocked by CORS",
        message:
          "The browser blocked the call: " +
          where +
          " answers, but does not allow calls from this page (CORS). " +
          "Reach it through the preview's proxy instead: copilot-cli preview SPEC --api " +
          where +
          "…",
      }
    : {
        reason: "refused",
        statusText: "Unreachable",
        message:
          "Could not connect to " +
          where +
          ": it refused the connection, does not exist, or this browser cannot reach it.",
      };
}

export async function callGraphql(app: App, op: OperationPlan, values) {
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
      body: JSON.stringify({ query: op.graphql.document, variables }),
    });
  } catch (e) {
    // A 400 carrying `errors` (a document the server refused) is a GraphQL error too.
    if (e && e.data && Array.isArray(e.data.errors) && e.data.errors.length) throw graphqlError(e.data.errors, e);
    throw e;
  }
  const payload = out.data || {};
  // `errors` beside a null or empty answer (often with HTTP 200) is a failure, never an empty success
  const answer = payload.data ? payload.data[op.graphql.field] : null;
  const empty =
    isBlank(answer) || (typeof answer === "object" && !Array.isArray(answer) && !Object.keys(answer).length);
  if (Array.isArray(payload.errors) && payload.errors.length && empty) {
    throw graphqlError(payload.errors, { ...out, data: payload });
  }
  return { ...out, data: payload.data ? payload.data[op.graphql.field] : null, raw: payload };
}

// GraphQL `errors` as what they are (message and path each), not as an HTTP failure.
export function graphqlError(errors, info) {
  const list = errors.map((e) => ({
    message: e && e.message ? String(e.message) : String(e),
    path: e && Array.isArray(e.path) ? e.path.join(".") : "",
  }));
  const { status, statusText, url, headers, ms } = info || {};
  return new ApiError(list.map((e) => e.message).join("; "), {
    status,
    statusText,
    url,
    headers,
    ms,
    data: null,
    graphqlErrors: list,
  });
}
