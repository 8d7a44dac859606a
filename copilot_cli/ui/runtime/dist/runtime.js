// src/react.ts
import React, { useState, useEffect, useMemo, useCallback, useRef, useContext, createContext } from "react";

// src/plan-defaults.ts
var PLAN_ROOT = "UiPlan";
var PLAN_DEFAULTS = {
  Action: [{ danger: false }, {}],
  AppPlan: [
    {
      auth: [],
      baseUrl: "",
      description: "",
      includeAuth: true,
      kind: "rest",
      layout: "default",
      pagination: true,
      servers: [],
      theme: "light",
      version: "",
    },
    { auth: "AuthScheme[]" },
  ],
  AuthScheme: [{ description: "", in: null, name: null, scheme: null, scopes: [] }, {}],
  Body: [
    {
      contentType: "application/json",
      encoding: "json",
      envelope: null,
      fields: [],
      isArray: false,
      jsonPatch: null,
      mode: "fields",
      required: false,
    },
    { fields: "Field[]" },
  ],
  ClientFilter: [{ kind: "text", options: [] }, {}],
  Column: [{ format: null, renderer: "text", sortable: true }, { format: "ColumnFormat" }],
  ColumnFormat: [{ currency: null, dateStyle: null, decimals: null }, {}],
  DeleteView: [{}, {}],
  DetailView: [
    { actions: [], envelope: null, operationId: null, subTables: [] },
    { actions: "Action[]", fields: "Column[]", subTables: "SubTable[]" },
  ],
  Field: [
    {
      constraints: null,
      default: null,
      description: "",
      discriminator: null,
      example: null,
      explode: true,
      fields: [],
      fromChanges: false,
      generated: false,
      gqlType: null,
      in: "body",
      itemWidget: null,
      nullable: false,
      options: [],
      placeholder: "",
      readOnly: false,
      relation: null,
      required: false,
      style: null,
      variants: [],
      widget: "text",
      writeOnly: false,
    },
    {
      constraints: "FieldConstraints",
      fields: "Field[]",
      options: "Option[]",
      relation: "FieldRelation",
      variants: "Variant[]",
    },
  ],
  FieldConstraints: [
    {
      exclusiveMaximum: false,
      exclusiveMinimum: false,
      format: null,
      maxItems: null,
      maxLength: null,
      maximum: null,
      minItems: null,
      minLength: null,
      minimum: null,
      pattern: null,
      step: null,
    },
    {},
  ],
  FieldRelation: [{ labelField: "name", numeric: false, valueField: "id" }, {}],
  FormView: [{}, { fields: "Field[]" }],
  GraphqlOp: [{}, {}],
  InitialSort: [{ direction: "asc" }, {}],
  ListPaging: [
    {
      clientFills: [],
      cursorParam: null,
      defaultSize: 20,
      firstPage: 1,
      nextPath: null,
      offsetParam: null,
      pageParam: null,
      sizeParam: null,
      style: "none",
      totalPath: null,
    },
    {},
  ],
  ListView: [
    {
      clientFilters: [],
      filters: [],
      initialSort: null,
      itemsPath: "",
      needs: [],
      pagination: {},
      paramDefaults: {},
      scope: [],
      scopeDefaults: {},
      search: null,
      searchFields: [],
      sort: null,
    },
    {
      clientFilters: "ClientFilter[]",
      columns: "Column[]",
      filters: "Field[]",
      initialSort: "InitialSort",
      pagination: "ListPaging",
      scope: "Field[]",
      search: "Field",
      sort: "Sort",
    },
  ],
  NavGroup: [{}, { items: "NavItem[]" }],
  NavItem: [{}, {}],
  OperationPlan: [
    {
      body: null,
      deprecated: false,
      description: "",
      graphql: null,
      group: "",
      kind: "http",
      method: "GET",
      params: [],
      path: "",
      resource: null,
      role: null,
      security: [],
    },
    { body: "Body", graphql: "GraphqlOp", params: "Field[]" },
  ],
  Option: [{ label: null }, {}],
  ResourcePlan: [
    {
      actions: [],
      create: null,
      delete: null,
      description: "",
      detail: null,
      edit: null,
      group: "",
      idField: "id",
      intro: "",
      itemParams: {},
      list: null,
      parent: null,
      titleField: null,
    },
    {
      actions: "Action[]",
      create: "FormView",
      delete: "DeleteView",
      detail: "DetailView",
      edit: "FormView",
      list: "ListView",
    },
  ],
  Sort: [{ options: [] }, { options: "Option[]" }],
  SubTable: [{ columns: [], key: null, resource: null }, { columns: "Column[]" }],
  UiPlan: [
    { edits: [], operations: [], resources: [], version: 1 },
    { app: "AppPlan", navigation: "NavGroup[]", operations: "OperationPlan[]", resources: "ResourcePlan[]" },
  ],
  Variant: [{ fields: [], value: null }, { fields: "Field[]" }],
};

// src/hydrate.ts
var done = {};
function fresh(value) {
  if (Array.isArray(value)) return [];
  return value !== null && typeof value === "object" ? { ...value } : value;
}
function hydrate(value, model) {
  if (value === null || typeof value !== "object") return value;
  const seen = done[model] || (done[model] = new WeakMap());
  const known = seen.get(value);
  if (known) return known;
  const [defaults, children] = PLAN_DEFAULTS[model];
  const out = {};
  for (const key of Object.keys(defaults)) out[key] = fresh(defaults[key]);
  Object.assign(out, value);
  for (const key of Object.keys(children)) {
    const v = out[key];
    if (v === null || v === void 0) continue;
    const child = children[key];
    const name = child.replace(/\[\]$|\{\}$/, "");
    if (child.endsWith("[]")) out[key] = v.map((x) => hydrate(x, name));
    else if (child.endsWith("{}"))
      out[key] = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, hydrate(x, name)]));
    else out[key] = hydrate(v, name);
  }
  seen.set(value, out);
  return out;
}
function hydratePlan(data) {
  return hydrate(data, PLAN_ROOT);
}

// src/app.ts
var RUNTIME_CONFIG = (typeof window !== "undefined" && window.__EXPERIENCE_UI__) || {};
var AppContext = createContext(null);
var useApp = () => useContext(AppContext);
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
        } catch (e) {}
        return next;
      });
    },
    [key],
  );
  return [value, set];
}

// src/rich-text.tsx
var RICH_TAGS = { B: "strong", STRONG: "strong", I: "em", EM: "em", CODE: "code", TT: "code", A: "a" };
var RICH_BLOCKS = ["P", "DIV", "LI", "UL", "OL", "TR", "H1", "H2", "H3", "H4", "H5", "H6"];
var RICH_DROPPED = ["SCRIPT", "STYLE", "TEMPLATE", "IFRAME", "OBJECT", "TEXTAREA", "TITLE"];
var HTML_TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
var HTML_ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\xA0" };
function decodeEntities(s) {
  return s.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, e) => {
    if (e[0] !== "#") return HTML_ENTITIES[e.toLowerCase()] ?? whole;
    const n = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return n > 0 && n < 1114112 ? String.fromCodePoint(n) : whole;
  });
}
var MD_INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*/g;
function richInline(text, keyBase) {
  const out = [];
  let last = 0;
  let m;
  MD_INLINE.lastIndex = 0;
  while ((m = MD_INLINE.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = keyBase + "-" + m.index;
    if (m[1] !== void 0)
      out.push(
        /^https?:\/\//i.test(m[2])
          ? React.createElement("a", { key, href: m[2], target: "_blank", rel: "noreferrer noopener" }, m[1])
          : m[1],
      );
    else if (m[3] !== void 0) out.push(React.createElement("code", { key }, m[3]));
    else if (m[4] !== void 0) out.push(React.createElement("strong", { key }, m[4]));
    else out.push(React.createElement("em", { key }, m[5]));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
function richTree(s) {
  const root = { tag: null, children: [] };
  const stack = [root];
  let last = 0;
  let dropUntil = null;
  let m;
  HTML_TOKEN.lastIndex = 0;
  while ((m = HTML_TOKEN.exec(s))) {
    const text = s.slice(last, m.index);
    last = m.index + m[0].length;
    const tag = m[2] ? m[2].toUpperCase() : null;
    if (dropUntil) {
      if (m[1] && tag === dropUntil) dropUntil = null;
      continue;
    }
    if (text) stack[stack.length - 1].children.push(decodeEntities(text));
    if (!tag) continue;
    if (m[1]) {
      const at = stack.map((f) => f.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      if (RICH_BLOCKS.includes(tag)) stack[stack.length - 1].children.push(" ");
    } else if (tag === "BR") stack[stack.length - 1].children.push({ tag: "BR", children: [] });
    else if (RICH_DROPPED.includes(tag)) dropUntil = /\/\s*$/.test(m[3]) ? null : tag;
    else if (RICH_TAGS[tag] && !/\/\s*$/.test(m[3])) {
      const href = tag === "A" ? /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(m[3]) : null;
      const frame = { tag, href: href ? decodeEntities(href[1] ?? href[2] ?? href[3]) : "", children: [] };
      stack[stack.length - 1].children.push(frame);
      stack.push(frame);
    }
  }
  if (!dropUntil && last < s.length) stack[stack.length - 1].children.push(decodeEntities(s.slice(last)));
  return root.children;
}
function richNodes(nodes, keyBase) {
  const out = [];
  nodes.forEach((node, i) => {
    const key = keyBase + "." + i;
    if (typeof node === "string") out.push(...richInline(node, key));
    else if (node.tag === "BR") out.push(React.createElement("br", { key }));
    else if (node.tag !== "A")
      out.push(React.createElement(RICH_TAGS[node.tag], { key }, richNodes(node.children, key)));
    else if (/^https?:\/\//i.test(node.href))
      out.push(
        React.createElement(
          "a",
          { key, href: node.href, target: "_blank", rel: "noreferrer noopener" },
          richNodes(node.children, key),
        ),
      );
    else out.push(React.createElement(React.Fragment, { key }, richNodes(node.children, key)));
  });
  return out;
}
function RichText({ text }) {
  const content = useMemo(() => {
    const s = String(text || "");
    return /[<&]/.test(s) ? richNodes(richTree(s), "r") : richInline(s, "r");
  }, [text]);
  return React.createElement(React.Fragment, null, content);
}

// src/values.ts
function isBlank(v) {
  return v === void 0 || v === null || v === "" || (Array.isArray(v) && v.length === 0);
}
function getPath(obj, path) {
  if (!path) return obj;
  return walk(obj, String(path).split("."));
}
var own = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
function walk(obj, parts) {
  let cur = obj;
  for (let i = 0; i < parts.length; i++) {
    if (cur === null || cur === void 0) return void 0;
    if (i < parts.length - 1 && typeof cur === "object" && !Array.isArray(cur)) {
      const rest = parts.slice(i).join(".");
      if (own(cur, rest)) return cur[rest];
      for (let j = parts.length - 1; j > i + 1 && !own(cur, parts[i]); j--) {
        const key = parts.slice(i, j).join(".");
        if (own(cur, key)) return walk(cur[key], parts.slice(j));
      }
    }
    const part = parts[i];
    if (Array.isArray(cur)) cur = cur.map((x) => (x === null || x === void 0 ? void 0 : x[part]));
    else cur = cur[part];
  }
  return cur;
}
function findItems(data, itemsPath) {
  const found = getPath(data, itemsPath);
  const missed = Array.isArray(data) && Array.isArray(found) && found.every((x) => x === void 0 || x === null);
  if (Array.isArray(found) && !missed) return found;
  if (Array.isArray(data)) return data;
  if (data && typeof data === "object") {
    for (const key of Object.keys(data)) if (Array.isArray(data[key])) return data[key];
    return [data];
  }
  return [];
}
function unwrapItem(data, idField) {
  if (!data || typeof data !== "object" || Array.isArray(data) || isBlank(idField) || idField in data) return data;
  const inner = Object.values(data).filter((v) => v && typeof v === "object" && !Array.isArray(v) && idField in v);
  return inner.length === 1 ? inner[0] : data;
}
function normName(name) {
  return String(name)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}
function itemValue(item, name) {
  if (!item || typeof item !== "object") return void 0;
  if (item[name] !== void 0) return item[name];
  const own2 = ownValue(item, normName(name));
  if (own2 !== void 0) return own2;
  const bare = normName(name).replace(/^(current|existing|previous|old)(?=[a-z])/, "");
  if (bare !== normName(name)) {
    const read = ownValue(item, bare);
    if (read !== void 0) return read;
    const latest = Object.entries(item).find(
      ([k, v]) => /^(latest|current)/i.test(k) && v && typeof v === "object" && !Array.isArray(v),
    );
    const there = latest ? ownValue(latest[1], bare) : void 0;
    if (there !== void 0) return there;
  }
  const renamed = /^new[A-Z_-]/.test(name) ? ownValue(item, normName(name.slice(3))) : void 0;
  if (renamed !== void 0) return renamed;
  const version = versionValue(item, normName(name));
  if (version !== void 0) return version;
  const inner = Object.entries(item)
    .filter(([k, v]) => ENVELOPE.test(k) && v && typeof v === "object" && !Array.isArray(v))
    .map(([, v]) => v)
    .map((v) => ownValue(v, normName(name)) ?? (bare !== normName(name) ? ownValue(v, bare) : void 0))
    .filter((v) => v !== void 0);
  return inner.length === 1 ? inner[0] : void 0;
}
var CHANGED_AT = ["updatedat", "updatedon", "updatetime", "lastmodified", "modifiedat", "lastupdated", "updated"];
var VERSIONS = ["version", "revision", "etag", "rev", "versionnumber"];
function versionValue(item, want) {
  if (!/version|revision|etag/.test(want) || !/update|expected|current|known|previous|match|lock/.test(want))
    return void 0;
  const names = /timestamp|time|at$|date|modified/.test(want) ? [...CHANGED_AT, ...VERSIONS] : VERSIONS;
  for (const n of names) {
    const v = ownValue(item, n);
    if (v !== void 0 && v !== null && typeof v !== "object") return v;
  }
  return void 0;
}
var ENVELOPE = /^(data|attributes|item|result|properties|spec|fields)$|(detail|details|info)$/i;
function ownValue(item, want) {
  const key = Object.keys(item).find((k) => normName(k) === want && item[k] !== void 0);
  return key === void 0 ? void 0 : item[key];
}
function toDate(value) {
  if (typeof value === "number" || (typeof value === "string" && /^\d{9,13}$/.test(value))) {
    const n = Number(value);
    if (n >= 1e8 && n < 1e10) return new Date(n * 1e3);
    if (n >= 1e11 && n < 1e13) return new Date(n);
    return null;
  }
  if (typeof value !== "string" || !value.trim()) return null;
  const d = new Date(value);
  return isNaN(d.getTime()) ? null : d;
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
  return text && text.length > limit ? text.slice(0, limit - 1) + "\u2026" : text;
}
function optionLabel(option) {
  return option.label ?? String(option.value);
}

// src/problems.ts
var MAX = 400;
function clip(text) {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > MAX ? t.slice(0, MAX - 1) + "\u2026" : t;
}
function entry(e) {
  if (e === null || e === void 0) return "";
  if (typeof e !== "object") return String(e);
  const where = Array.isArray(e.loc)
    ? e.loc.filter((p) => p !== "body").join(".")
    : e.source && typeof e.source === "object"
      ? e.source.pointer || e.source.parameter || ""
      : e.field || e.path || e.param || "";
  const what = e.msg || e.message || e.detail || e.title || e.reason || e.code || JSON.stringify(e);
  return (where ? String(where) + ": " : "") + String(what);
}
function list(v) {
  if (!Array.isArray(v) || !v.length) return null;
  return v.map(entry).filter(Boolean).join("; ");
}
function problemText(data) {
  if (data === null || data === void 0) return null;
  if (typeof data === "string") {
    const text2 = /<\/?[a-z][^>]*>/i.test(data)
      ? (/<title>([^<]*)<\/title>/i.exec(data) || [])[1] || data.replace(/<[^>]*>/g, " ")
      : data;
    return clip(text2) || null;
  }
  if (typeof data !== "object") return clip(String(data));
  if (Array.isArray(data)) return list(data) ? clip(list(data)) : null;
  const nested = data.error && typeof data.error === "object" ? problemText(data.error) : null;
  const str = (v) => (typeof v === "string" && v.trim() ? v : null);
  const problem = str(data.title) && str(data.detail) ? data.title + ": " + data.detail : null;
  const head =
    str(data.message) ||
    str(data.exception_message) ||
    str(data.error_description) ||
    str(data.error) ||
    problem ||
    str(data.title) ||
    str(data.detail) ||
    str(data.reason);
  const details = list(data.detail) || list(data.exception_detail) || list(data.errors);
  const text = [head || nested, details].filter(Boolean).join(" \u2014 ");
  return text ? clip(text) : null;
}

// src/http.ts
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
var ApiError = class extends Error {
  constructor(message, info) {
    super(message);
    this.name = "ApiError";
    Object.assign(this, info);
  }
};
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
    ms: Math.round(performance.now() - started),
  };
  if (!res.ok) {
    const message = problemText(data) || res.statusText || "Request failed";
    throw new ApiError(message, out);
  }
  return out;
}
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
    }),
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
function bracketPairs(name, value, out) {
  if (value instanceof Blob) out.push([name, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => bracketPairs(name + "[" + i + "]", v, out));
  else if (value !== null && typeof value === "object")
    Object.entries(value).forEach(([k, v]) => bracketPairs(name + "[" + k + "]", v, out));
  else if (value !== void 0) out.push([name, value === null ? "" : String(value)]);
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
    return void 0;
  }
  if (body.mode === "text") {
    headers["Content-Type"] = body.contentType;
    return isBlank(raw) ? void 0 : String(raw);
  }
  const inner = body.mode === "json" ? raw : collectBody(body.fields, values);
  if (inner === void 0) return void 0;
  const wrapped = body.envelope && body.mode === "fields" ? { [body.envelope]: inner } : inner;
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
      if ((multipart || field.widget === "json") && !deep) out.push([k, JSON.stringify(v)]);
      else bracketPairs(k, v, out);
    } else out.push([k, v === null ? "" : String(v)]);
  });
  return out;
}
var WHOLE_BODY = "$body";
function collectBody(fields, values) {
  if (fields.length === 1 && fields[0].name === WHOLE_BODY) return values["body." + WHOLE_BODY] ?? {};
  const out = {};
  let any = false;
  for (const f of fields) {
    const v = values["body." + f.name];
    if (v === void 0 || v === "") continue;
    out[f.name] = v;
    any = true;
  }
  return any ? out : {};
}
function spansSegments(written) {
  return /\+$/.test(written) || /(^|[_-])path$|[a-z]Path$/.test(written) || /^path$/i.test(written);
}
async function callOperation(app, op, values) {
  if (op.kind !== "http") return callGraphql(app, op, values);
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
  const bodiless = ["GET", "HEAD"].includes(String(op.method).toUpperCase());
  if (op.body && bodiless) bodyInQuery(op.body, values, url);
  const body = op.body && !bodiless ? encodeBody(op.body, withPathInBody(op, values), headers) : void 0;
  return fetchUrl(url.toString(), { method: op.method, headers, body });
}
function bodyInQuery(body, values, url) {
  const raw = body.mode === "json" ? values["body.$"] : collectBody(body.fields, values);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw) || raw instanceof Blob) return;
  Object.entries(raw).forEach(([k, v]) => {
    const field = (body.fields || []).find((f) => f.name === k) || { name: k, explode: true, style: null };
    if (!isBlank(v)) appendQuery(url, field, v);
  });
}
function withPathInBody(op, values) {
  const out = { ...values };
  const last = /\{([^}]+?)\+?\}\/?$/.exec(op.path.split("#")[0]);
  for (const f of op.body?.fields || []) {
    const v = values["path." + f.name];
    const inPath = !!last && last[1] === f.name && op.params.some((p) => p.in === "path" && p.name === f.name);
    if (inPath && !isBlank(v) && isBlank(out["body." + f.name])) out["body." + f.name] = v;
  }
  return out;
}
async function fetchUrl(url, init) {
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
    if (e && (e.status === 401 || e.status === 403) && viaProxy(url))
      window.dispatchEvent(new CustomEvent(SIGN_IN_EVENT, { detail: { status: e.status } }));
    throw e;
  }
}
var SIGN_IN_EVENT = "xui-sign-in";
function viaProxy(url) {
  const base = RUNTIME_CONFIG.baseUrl;
  return typeof base === "string" && /\/proxy\/[^/?#]+\/?$/.test(base) && String(url).startsWith(base);
}
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
          " answers, but does not allow calls from this page (CORS). Reach it through the preview's proxy instead: copilot-cli preview SPEC --api " +
          where +
          "\u2026",
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
      body: JSON.stringify({ query: op.graphql.document, variables }),
    });
  } catch (e) {
    if (e && e.data && Array.isArray(e.data.errors) && e.data.errors.length) throw graphqlError(e.data.errors, e);
    throw e;
  }
  const payload = out.data || {};
  const answer = payload.data ? payload.data[op.graphql.field] : null;
  const empty =
    isBlank(answer) || (typeof answer === "object" && !Array.isArray(answer) && !Object.keys(answer).length);
  if (Array.isArray(payload.errors) && payload.errors.length && empty) {
    throw graphqlError(payload.errors, { ...out, data: payload });
  }
  return { ...out, data: payload.data ? payload.data[op.graphql.field] : null, raw: payload };
}
function graphqlError(errors, info) {
  const list2 = errors.map((e) => ({
    message: e && e.message ? String(e.message) : String(e),
    path: e && Array.isArray(e.path) ? e.path.join(".") : "",
  }));
  const { status, statusText, url, headers, ms } = info || {};
  return new ApiError(list2.map((e) => e.message).join("; "), {
    status,
    statusText,
    url,
    headers,
    ms,
    data: null,
    graphqlErrors: list2,
  });
}

// src/observed.ts
var ENVELOPE_KEYS = [
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
var MAX_COLUMNS = 8;
var FIRST_KEYS = ["id", "uuid", "key", "name", "title", "label", "slug", "path", "email", "username"];
function isObject(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
function unwrapEnvelope(data, declared) {
  if (!isObject(data)) return data;
  const key = ENVELOPE_KEYS.find((k) => isObject(data[k]) && Object.keys(data[k]).length > 0);
  if (!key) return data;
  const filled = declared.filter((k) => k !== "" && !isBlank(getPath(data, k)));
  return filled.every((k) => isObject(getPath(data, k))) ? data[key] : data;
}
function rendererFor(values) {
  const v = values.find((x) => !isBlank(x));
  if (typeof v === "boolean") return "boolean";
  if (typeof v === "number") return "number";
  if (Array.isArray(v)) return "count";
  if (v !== null && typeof v === "object") return "json";
  if (typeof v === "string" && /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d/.test(v) && toDate(v)) return "datetime";
  return "text";
}
function observedColumns(declared, items, max = MAX_COLUMNS, hidden = []) {
  const objects = items.filter(isObject).slice(0, 50);
  if (!objects.length) return { columns: declared, disagrees: false };
  const filled = (key) => objects.some((it) => !isBlank(getPath(it, key)));
  const present = declared.filter((c) => c.key !== "" && filled(c.key));
  const heads = new Set(declared.filter((c) => c.key !== "").map((c) => String(c.key).split(".")[0]));
  const seen = [];
  objects.forEach((it) =>
    Object.keys(it).forEach((k) => {
      if (!seen.includes(k) && !heads.has(k) && !hidden.includes(k) && filled(k)) seen.push(k);
    }),
  );
  const rank = (k) => {
    const i = FIRST_KEYS.indexOf(k.toLowerCase());
    return i < 0 ? FIRST_KEYS.length : i;
  };
  const column = (key) => ({
    key,
    label: humanize(key),
    renderer: rendererFor(objects.map((it) => it[key])),
    sortable: true,
    format: null,
  });
  if (!seen.length) return { columns: declared, disagrees: false };
  if (present.length * 2 >= declared.length) {
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
  const columns = [...present, ...extra.map(column)].slice(0, Math.max(max, present.length));
  return { columns, disagrees: true };
}
var DISAGREES_NOTE = "The server's answers do not match its API description: shown as the server sent them.";
var SEEN_ITEMS = new Map();
function rememberItems(resourceId, items) {
  if (items.length) SEEN_ITEMS.set(resourceId, items.filter(isObject).slice(0, 50));
}
var MORE_KEYS = "$more";
var SERVER_KEYS = /^(_|last_?modified|(created|updated|modified|deleted)(_?at|_?on|_?time)?$|etag$|schema$)/i;
function observedFields(fields, resourceId, item) {
  return fields.map((f) => {
    if (f.in !== "body" || f.widget !== "fieldset" || !ENVELOPE_KEYS.includes(f.name)) return f;
    const inner = item ? (isObject(item[f.name]) ? item[f.name] : item) : null;
    const items = inner ? [inner] : SEEN_ITEMS.get(resourceId) || [];
    const named = new Set((f.fields || []).map((c) => c.name));
    const keys = [];
    items.forEach((it) =>
      Object.keys(it).forEach((k) => {
        const v = it[k];
        const scalar2 = typeof v === "string" || typeof v === "number" || typeof v === "boolean";
        if (scalar2 && !named.has(k) && !keys.includes(k) && !SERVER_KEYS.test(k)) keys.push(k);
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
    const more = { ...extra[0], name: MORE_KEYS, label: "Other keys", widget: "keyvalue" };
    return { ...f, fields: [...extra, ...(f.fields || []), more] };
  });
}

// src/forms.ts
function coerce(field, value) {
  if (value === void 0 || value === null || value === "")
    return field.widget === "tristate" && value === null ? null : emptyObject(field) ? {} : void 0;
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
      return isUnixTime(field) ? Math.floor(d.getTime() / 1e3) : d.toISOString();
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
      if (field.widget === "variant" && field.discriminator && value[field.discriminator] !== void 0)
        out[field.discriminator] = value[field.discriminator];
      let typed = Object.keys(out).length > 0;
      children.forEach((c) => {
        const v = coerce(c, value[c.name]);
        if (c.name === MORE_KEYS && v !== void 0) {
          Object.keys(v).forEach((k) => (out[k] = k in out ? out[k] : v[k]));
          typed = true;
          return;
        }
        if (v !== void 0) out[c.name] = v;
        if (v !== void 0 && !(emptyObject(c) && Object.keys(v).length === 0)) typed = true;
      });
      return typed || emptyObject(field) ? out : void 0;
    }
    case "subtable":
      return Array.isArray(value) ? value.map((row) => coerce({ ...field, widget: "fieldset" }, row) || {}) : value;
    case "keyvalue": {
      const out = {};
      (value || []).forEach(([k, v]) => {
        if (!isBlank(k)) out[k] = v;
      });
      return Object.keys(out).length ? out : void 0;
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
    if (c.minimum !== null && c.minimum !== void 0 && (c.exclusiveMinimum ? n <= c.minimum : n < c.minimum))
      return "Must be " + (c.exclusiveMinimum ? "more than " : "at least ") + c.minimum;
    if (c.maximum !== null && c.maximum !== void 0 && (c.exclusiveMaximum ? n >= c.maximum : n > c.maximum))
      return "Must be " + (c.exclusiveMaximum ? "less than " : "at most ") + c.maximum;
  }
  if (typeof value === "string") {
    if (c.minLength && value.length < c.minLength) return "At least " + c.minLength + " characters";
    if (c.maxLength && value.length > c.maxLength) return "At most " + c.maxLength + " characters";
    if (c.pattern) {
      try {
        if (!new RegExp(c.pattern, "u").test(value)) return "Does not match the expected format " + formatHint(c);
      } catch (e) {}
    }
    if (field.widget === "email" && !/^[^\s@]+@[^\s@]+$/.test(value)) return "Enter an email address";
    if (field.widget === "url") {
      try {
        new URL(value);
      } catch (e) {
        return "Enter a full URL (https://\u2026)";
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
function formatHint(c) {
  const p = String(c.pattern || "");
  return p.length > 80 ? p.slice(0, 79) + "\u2026" : p;
}
function validateAll(fields, values, prefix, kept) {
  const errors = {};
  for (const f of fields) {
    const key = (prefix || f.in) + "." + f.name;
    if (f.generated && isBlank(values[key])) continue;
    if (kept && !isBlank(values[key]) && JSON.stringify(values[key]) === JSON.stringify(kept[key])) continue;
    const msg = validate(f, values[key]);
    if (msg) errors[key] = msg;
  }
  return errors;
}
function wireValues(fields, values) {
  const out = {};
  for (const f of fields) {
    const key = f.in + "." + f.name;
    if (f.fromChanges) continue;
    const v = f.generated && isBlank(values[key]) ? generatedValue(f) : coerce(f, values[key]);
    if (v !== void 0) out[key] = v;
  }
  if (values["body.$"] !== void 0) out["body.$"] = values["body.$"];
  return out;
}
function generatedValue(field) {
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
function formValue(field, value) {
  if (value === void 0 || value === null) return field.widget === "tristate" ? null : void 0;
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
function withChanges(fields, before, after) {
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

// src/feedback.tsx
function JsonView({ value }) {
  if (value && value.$binary) {
    return React.createElement(
      "p",
      null,
      "Binary response (",
      value.type,
      ", ",
      value.size,
      " bytes).",
      " ",
      React.createElement("a", { href: value.url, download: true }, "Download"),
    );
  }
  return React.createElement(
    "pre",
    { className: "xui-json" },
    typeof value === "string" ? value : JSON.stringify(value, null, 2),
  );
}
function ErrorBox({ error, onRetry }) {
  if (!error) return null;
  if (error.graphqlErrors) return React.createElement(GraphqlErrors, { error, onRetry });
  return React.createElement(
    "div",
    { className: "xui-error", role: "alert" },
    React.createElement(
      "div",
      { className: "xui-row", style: ROW_BETWEEN },
      React.createElement(
        "div",
        null,
        React.createElement(
          "b",
          null,
          error.status ? "HTTP " + error.status + " " + (error.statusText || "") : "Request failed",
        ),
        " \u2014",
        " ",
        error.message,
      ),
      onRetry
        ? React.createElement("button", { type: "button", className: "xui-btn small", onClick: onRetry }, "Retry")
        : null,
    ),
    error.url ? React.createElement("div", { className: "xui-muted mono" }, error.url) : null,
    error.data !== void 0 && error.data !== null && error.data !== ""
      ? React.createElement(
          "pre",
          null,
          typeof error.data === "string" ? error.data : JSON.stringify(error.data, null, 2),
        )
      : null,
  );
}
var ROW_BETWEEN = { justifyContent: "space-between" };
function GraphqlErrors({ error, onRetry }) {
  const errors = error.graphqlErrors;
  return React.createElement(
    "div",
    { className: "xui-error", role: "alert" },
    React.createElement(
      "div",
      { className: "xui-row", style: ROW_BETWEEN },
      React.createElement("b", null, errors.length === 1 ? "GraphQL error" : errors.length + " GraphQL errors"),
      onRetry
        ? React.createElement("button", { type: "button", className: "xui-btn small", onClick: onRetry }, "Retry")
        : null,
    ),
    React.createElement(
      "ul",
      null,
      errors.map((e, i) =>
        React.createElement(
          "li",
          { key: i },
          e.message,
          e.path ? React.createElement("span", { className: "xui-muted mono" }, " at ", e.path) : null,
        ),
      ),
    ),
  );
}
function Loading({ rows }) {
  return React.createElement(
    "div",
    { className: "xui-card-b", "aria-busy": "true", "aria-label": "Loading" },
    Array.from({ length: rows || 4 }).map((_, i) =>
      React.createElement("div", {
        key: i,
        className: "xui-skel",
        style: { width: 90 - i * 12 + "%", marginBottom: 12 },
      }),
    ),
  );
}
function Empty({ title, children }) {
  return React.createElement("div", { className: "xui-state" }, React.createElement("strong", null, title), children);
}

// src/request.tsx
function useRequest(run, deps) {
  const [state, setState] = useState({ loading: true, error: null, result: null });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    Promise.resolve()
      .then(run)
      .then(
        (result) => live && setState({ loading: false, error: null, result }),
        (error) => live && setState({ loading: false, error, result: null }),
      );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  return { ...state, reload: () => setTick((t) => t + 1) };
}
function needsCredentials(app, op) {
  if (!app.plan.includeAuth || !app.plan.auth.length || app.authOverride) return false;
  if (RUNTIME_CONFIG.mock && app.baseUrl === RUNTIME_CONFIG.baseUrl) return false;
  if (viaProxy(app.baseUrl)) return false;
  const alts = op.security || [];
  if (!alts.length || alts.some((alt) => alt.length === 0)) return false;
  const usable = alts.some((alt) =>
    alt.every((id) => {
      const s = app.plan.auth.find((x) => x.id === id);
      return s && (s.kind === "mutualTLS" || s.kind === "unsupported");
    }),
  );
  return !usable && credentialsFor(op, app.plan.auth, app.credentials).length === 0;
}
function AuthNeeded({ op }) {
  const app = useApp();
  const names = (op.security || []).flat().map((id) => (app.plan.auth.find((s) => s.id === id) || { label: id }).label);
  return React.createElement(
    Empty,
    { title: "Credentials needed" },
    React.createElement("p", null, "This request needs ", Array.from(new Set(names)).join(" or "), "."),
    React.createElement(
      "div",
      { className: "xui-row", style: ROW_CENTER },
      React.createElement(
        "button",
        { type: "button", className: "xui-btn primary", onClick: app.openConnection },
        "Set credentials",
      ),
      React.createElement(
        "button",
        { type: "button", className: "xui-btn", onClick: () => app.setAuthOverride(true) },
        "Try anyway",
      ),
    ),
  );
}
var ROW_CENTER = { justifyContent: "center" };
function missingRequired(op, values) {
  return op.params.filter((p) => p.required && isBlank(values[p.in + "." + p.name]));
}
function pathValues(params) {
  const out = {};
  Object.entries(params || {}).forEach(([k, v]) => {
    out["path." + k] = v;
    out["variable." + k] = v;
  });
  return out;
}
function itemParamsOf(resource, item, scope) {
  const params = { ...(scope || {}) };
  Object.entries(resource.itemParams).forEach(([param, key]) => {
    const v = getPath(item, key);
    if (!isBlank(v)) params[param] = v;
  });
  return params;
}
function titleOf(resource, item) {
  const t = resource.titleField ? getPath(item, resource.titleField) : void 0;
  const id = getPath(item, resource.idField);
  if (!isBlank(t) && typeof t !== "object") return String(t);
  if (!isBlank(id) && typeof id !== "object") return resource.singular + " " + String(id);
  return resource.singular;
}

// src/paging.ts
function nextLink(headers) {
  const link = headers && headers.link;
  const m = link ? /<([^>]+)>\s*;\s*rel="?next"?/i.exec(link) : null;
  if (m) return m[1];
  const own2 = headers && (headers["next-page"] || headers["x-next-page"] || headers["x-next"]);
  return own2 && /^(https?:\/)?\//i.test(own2) ? own2 : null;
}
function headerTotal(headers) {
  for (const h of ["x-total-count", "total-objects", "x-total", "total-count"]) {
    const v = headers && headers[h];
    if (v !== void 0 && v !== "" && !isNaN(Number(v))) return Number(v);
  }
  return void 0;
}
function pagingAt(op, name) {
  if (op.kind !== "http") return "variable.";
  if (op.params.some((p) => p.in === "query" && p.name === name)) return "query.";
  const inBody = op.body && (op.body.fields || []).some((f) => f.name === name);
  return inBody ? "body." : "query.";
}
var READ_WORDS = /\/(filter|search|query|list|find|paginate)\/?$/i;
function countOperation(operations, op) {
  if (!op || op.kind !== "http" || op.method !== "POST" || !READ_WORDS.test(op.path)) return null;
  const path = op.path.replace(READ_WORDS, "/count");
  return operations.find((o) => o.kind === "http" && o.method === "POST" && o.path === path) || null;
}

// src/list-source.ts
function fillCounts(pg, op, at, values) {
  const fills = pg.clientFills;
  if (fills.includes(pg.sizeParam)) values[pagingAt(op, pg.sizeParam) + pg.sizeParam] = at.size;
  if (fills.includes(pg.pageParam)) values[pagingAt(op, pg.pageParam) + pg.pageParam] = at.page + pg.firstPage;
  if (fills.includes(pg.offsetParam)) values[pagingAt(op, pg.offsetParam) + pg.offsetParam] = at.page * at.size;
}
function fillCursor(pg, op, at, values) {
  fillCounts(pg, op, at, values);
  if (pg.cursorParam && at.tokens[at.page]) values[pagingAt(op, pg.cursorParam) + pg.cursorParam] = at.tokens[at.page];
}
var byUrl = (at) => (at.page > 0 ? at.tokens[at.page] : null);
var noUrl = () => null;
var nextByPath = (pg, answer) => (pg.nextPath ? getPath(answer.data, pg.nextPath) : null);
var counted = (pg, at, seen) => (seen.total !== void 0 ? (at.page + 1) * at.size < seen.total : seen.rows >= at.size);
var hasToken = (pg, at, seen) => !!seen.next;
function foundCursor(result, param, current) {
  const places = [
    "next_page." + param,
    "next_page.cursor",
    "next_" + param,
    "next_cursor",
    "nextCursor",
    "next_page_token",
    "nextPageToken",
    "meta.next_cursor",
    "pagination.next_cursor",
    "paging.next.after",
    "response_metadata.next_cursor",
  ];
  const data = result.data && typeof result.data === "object" && !Array.isArray(result.data) ? result.data : {};
  for (const path of places) {
    const v = getPath(data, path);
    if (!isBlank(v) && typeof v !== "object" && String(v) !== String(current ?? "")) return v;
  }
  const url = nextLink(result.headers);
  if (!url) return null;
  try {
    const v = new URL(url, window.location.href).searchParams.get(param);
    return v && v !== String(current ?? "") ? v : null;
  } catch (e) {
    return null;
  }
}
var PAGING = {
  // No paging in the description: the loaded rows are paged here, unless the answers carry a next
  // link in a header, which the list then follows (keepsTokens applies only then: see ListView).
  none: {
    fill: fillCounts,
    url: byUrl,
    next: (pg, answer) => nextLink(answer.headers),
    hasNext: hasToken,
    keepsTokens: false,
  },
  page: { fill: fillCounts, url: noUrl, next: () => null, hasNext: counted, keepsTokens: false },
  offset: { fill: fillCounts, url: noUrl, next: () => null, hasNext: counted, keepsTokens: false },
  cursor: {
    fill: fillCursor,
    url: noUrl,
    next: (pg, answer, at) =>
      nextByPath(pg, answer) ||
      (!pg.nextPath ? foundCursor(answer, pg.cursorParam, at.tokens[at.page]) : null) ||
      answer.headers["x-next"] ||
      null,
    hasNext: hasToken,
    keepsTokens: true,
  },
  relay: {
    fill: fillCursor,
    url: noUrl,
    next: (pg, answer) => {
      const info = answer.data && answer.data.pageInfo;
      if (info && info.hasNextPage === false) return null;
      return nextByPath(pg, answer) || answer.headers["x-next"] || null;
    },
    hasNext: hasToken,
    keepsTokens: true,
  },
  link: {
    fill: fillCounts,
    url: byUrl,
    next: (pg, answer) => nextByPath(pg, answer) || nextLink(answer.headers) || answer.headers["x-next"] || null,
    hasNext: hasToken,
    keepsTokens: true,
  },
};
var SHOWN_WIDGETS = [
  "text",
  "textarea",
  "email",
  "url",
  "uuid",
  "integer",
  "number",
  "combobox",
  "tags",
  "radio",
  "select",
];
var TYPED_WIDGETS = ["text", "textarea", "email", "url", "uuid", "integer", "number", "combobox", "tags"];
var scalar = (v) => v === null || typeof v !== "object";
var cellable = (v) => scalar(v) || (Array.isArray(v) && v.every(scalar));
function writtenColumns(columns, fields, items, max = 2, hidden = []) {
  const objects = items.filter((o) => o && typeof o === "object" && !Array.isArray(o)).slice(0, 100);
  if (!fields || !fields.length || !objects.length) return columns;
  const heads = new Set(columns.map((c) => String(c.key).split(".")[0]));
  if (fields.some((f) => f.in === "body" && TYPED_WIDGETS.includes(f.widget) && heads.has(f.name))) return columns;
  const filled = (key) => objects.map((o) => getPath(o, key)).filter((v) => !isBlank(v));
  const ordered = [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
  const extra = [];
  for (const f of ordered) {
    if (extra.length >= max) break;
    if (f.in !== "body" || f.readOnly || f.writeOnly || heads.has(f.name) || hidden.includes(f.name)) continue;
    let key = f.name;
    let label = f.label;
    if (f.widget === "fieldset") {
      const sub = (f.fields || []).find(
        (s) => ["text", "textarea", "email", "url"].includes(s.widget) && filled(f.name + "." + s.name).length,
      );
      if (!sub) continue;
      [key, label] = [f.name + "." + sub.name, f.label + " " + String(sub.label).toLowerCase()];
    } else if (!SHOWN_WIDGETS.includes(f.widget)) continue;
    const values = filled(key);
    if (!values.length || !values.every(cellable)) continue;
    const v = values[0];
    const renderer = Array.isArray(v)
      ? "count"
      : typeof v === "number"
        ? "number"
        : typeof v === "boolean"
          ? "boolean"
          : "text";
    extra.push({ key, label, renderer, sortable: false, format: null });
    heads.add(f.name);
  }
  return extra.length ? [...columns, ...extra] : columns;
}

// src/list-filters.tsx
function ApiFilter({ filter: f, filters, setFilters, resetPage }) {
  const key = f.in + "." + f.name;
  const set = (value) => {
    setFilters({ ...filters, [key]: value });
    resetPage();
  };
  return React.createElement(
    "label",
    { style: { flex: "0 1 200px" } },
    f.label,
    f.options.length
      ? React.createElement(
          "select",
          { value: filters[key] ?? "", onChange: (e) => set(e.currentTarget.value) },
          React.createElement("option", { value: "" }, "Any"),
          f.options.map((o, i) => React.createElement("option", { key: i, value: String(o.value) }, optionLabel(o))),
        )
      : f.widget === "switch" || f.widget === "tristate"
        ? React.createElement(
            "select",
            {
              value: filters[key] ?? "",
              onChange: (e) => set(e.target.value === "" ? "" : e.target.value === "true"),
            },
            React.createElement("option", { value: "" }, "Any"),
            React.createElement("option", { value: "true" }, "Yes"),
            React.createElement("option", { value: "false" }, "No"),
          )
        : React.createElement("input", {
            className: "xui-input",
            defaultValue: filters[key] ?? "",
            placeholder: f.placeholder || "Any",
            onKeyDown: (e) => {
              if (e.key === "Enter") set(e.currentTarget.value);
            },
            onBlur: (e) => {
              if ((filters[key] ?? "") !== e.target.value) set(e.currentTarget.value);
            },
          }),
  );
}
function ClientFilter({ filter: cf, picks, setPicks, setPage }) {
  const set = (value) => {
    setPicks({ ...picks, [cf.key]: value });
    setPage(0);
  };
  return React.createElement(
    "label",
    { style: { flex: "0 1 200px" }, "data-client-filter": cf.key },
    cf.label,
    cf.kind === "text"
      ? React.createElement("input", {
          className: "xui-input",
          value: picks[cf.key] ?? "",
          placeholder: "Any",
          onChange: (e) => set(e.target.value),
        })
      : React.createElement(
          "select",
          { value: picks[cf.key] ?? "", onChange: (e) => set(e.target.value) },
          React.createElement("option", { value: "" }, "Any"),
          (cf.kind === "boolean" ? [true, false] : cf.options).map((o) =>
            React.createElement(
              "option",
              { key: String(o), value: String(o) },
              cf.kind === "boolean" ? (o ? "Yes" : "No") : String(o),
            ),
          ),
        ),
  );
}

// src/list-toolbar.tsx
function SearchBox({ view, resource, searchKeys, search, setSearch, setQuery, resetPage }) {
  const columns = searchKeys.map((k) => (view.columns.find((c) => c.key === k) || { label: k }).label.toLowerCase());
  return React.createElement(
    "label",
    { style: { flex: "1 1 220px" } },
    view.search ? "Search" : "Filter loaded rows",
    React.createElement("input", {
      className: "xui-input",
      type: "search",
      value: search,
      placeholder: view.search
        ? "Search " + resource.label.toLowerCase() + "\u2026"
        : searchKeys.length
          ? "Search by " + columns.join(", ") + "\u2026"
          : "Type to filter\u2026",
      "data-search-fields": searchKeys.join(",") || void 0,
      onChange: (e) => {
        setSearch(e.target.value);
        if (!view.search) setQuery(e.target.value);
      },
      onKeyDown: (e) => {
        if (e.key === "Enter" && view.search) {
          setQuery(search);
          resetPage();
        }
      },
    }),
  );
}
function SortControl({ options, sort, setSort, resetPage }) {
  const set = (value) => {
    setSort({ ...sort, value });
    resetPage();
  };
  return React.createElement(
    "label",
    { style: { flex: "0 1 200px" } },
    "Sort",
    options.length
      ? React.createElement(
          "select",
          { value: sort.value, onChange: (e) => set(e.currentTarget.value) },
          React.createElement("option", { value: "" }, "Default"),
          options.map((o, i) => React.createElement("option", { key: i, value: String(o.value) }, optionLabel(o))),
        )
      : React.createElement("input", {
          className: "xui-input",
          placeholder: "e.g. name",
          defaultValue: sort.value,
          onKeyDown: (e) => {
            if (e.key === "Enter") set(e.currentTarget.value);
          },
        }),
  );
}
function ListToolbar({
  view,
  resource,
  searchKeys,
  search,
  setSearch,
  setQuery,
  filters,
  setFilters,
  picks,
  setPicks,
  setPage,
  sort,
  setSort,
  resetPage,
  reload,
}) {
  return React.createElement(
    "div",
    { className: "xui-toolbar" },
    React.createElement(SearchBox, {
      view,
      resource,
      searchKeys,
      search,
      setSearch,
      setQuery,
      resetPage,
    }),
    view.filters.map((f) =>
      React.createElement(ApiFilter, { key: f.in + f.name, filter: f, filters, setFilters, resetPage }),
    ),
    (view.clientFilters || []).map((cf) =>
      React.createElement(ClientFilter, { key: "cf." + cf.key, filter: cf, picks, setPicks, setPage }),
    ),
    view.sort ? React.createElement(SortControl, { options: view.sort.options, sort, setSort, resetPage }) : null,
    React.createElement("button", { type: "button", className: "xui-btn", onClick: reload }, "Refresh"),
  );
}

// src/choice-input.tsx
var TRISTATE = [
  [null, "Unset"],
  [true, "Yes"],
  [false, "No"],
];
function ChoiceInput({ field, value, onChange, id }) {
  switch (field.widget) {
    case "tristate":
      return React.createElement(
        "div",
        { className: "xui-seg", role: "radiogroup", "aria-label": field.label, id },
        TRISTATE.map(([v, l]) =>
          React.createElement(
            "button",
            {
              type: "button",
              key: String(l),
              "aria-pressed": value === v || (v === null && value === void 0),
              onClick: () => onChange(v),
            },
            l,
          ),
        ),
      );
    case "radio":
      return React.createElement(
        "div",
        { className: "xui-row", role: "radiogroup", "aria-label": field.label, id },
        field.options.map((o, i) =>
          React.createElement(
            "label",
            { key: i, className: "xui-row", style: { gap: 4 } },
            React.createElement("input", {
              type: "radio",
              name: id,
              checked: String(value) === String(o.value),
              onChange: () => onChange(String(o.value)),
            }),
            optionLabel(o),
          ),
        ),
      );
    case "select":
      return React.createElement(
        "select",
        { id, value: value ?? "", onChange: (e) => onChange(e.target.value) },
        React.createElement("option", { value: "" }, "\u2014 choose \u2014"),
        unlisted(field, value) ? React.createElement("option", { value: String(value) }, String(value)) : null,
        field.options.map((o, i) => React.createElement("option", { key: i, value: String(o.value) }, optionLabel(o))),
      );
    case "combobox":
      return React.createElement(
        React.Fragment,
        null,
        React.createElement("input", {
          id,
          className: "xui-input",
          list: id + "-options",
          value: value ?? "",
          placeholder: "Type to search\u2026",
          onChange: (e) => onChange(e.target.value),
        }),
        React.createElement(
          "datalist",
          { id: id + "-options" },
          field.options.map((o, i) =>
            React.createElement("option", { key: i, value: String(o.value) }, optionLabel(o)),
          ),
        ),
      );
  }
  return null;
}
function unlisted(field, value) {
  return (
    value !== void 0 && value !== null && value !== "" && !field.options.some((o) => String(o.value) === String(value))
  );
}

// src/relation-picker.tsx
var PICK_FROM = 30;
var OTHER = "__xui_other_id__";
var FormValues = createContext(null);
function neededValues(op, needs, form) {
  const values = {};
  for (const name of needs) {
    const param = op.params.find((p) => p.name === name);
    const given = form ? (form["path." + name] ?? form["query." + name]) : void 0;
    if (!param || given === void 0 || given === null || String(given).trim() === "") return null;
    values[param.in + "." + param.name] = given;
  }
  return values;
}
function useRelationOptions(field) {
  const app = useApp();
  const [options, setOptions] = useState(null);
  const form = useContext(FormValues);
  const target = app.plan.resourcesById[field.relation.resource];
  const op = target && target.list ? app.plan.operationsById[target.list.operationId] : null;
  const needed = op ? neededValues(op, target.list.needs, form) : null;
  const neededKey = JSON.stringify(needed);
  useEffect(() => {
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
              .filter((o) => o.value !== void 0 && o.value !== null && typeof o.value !== "object"),
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
var shown = (o) =>
  o.label !== void 0 && o.label !== null && String(o.label) !== String(o.value)
    ? String(o.label) + " (" + String(o.value) + ")"
    : String(o.value);
function RelationSelect({ field, value, onChange, id }) {
  const options = useRelationOptions(field);
  const current = value ?? "";
  const listed = (options || []).some((o) => String(o.value) === String(current));
  const [typing, setTyping] = useState(false);
  const text = React.createElement("input", {
    id,
    className: "xui-input",
    value: current,
    placeholder: field.placeholder || "Id",
    onChange: (e) => onChange(e.target.value),
  });
  if (options && options.length === 0) return text;
  if (options && options.length > PICK_FROM) {
    const listId = (id || field.name) + "-items";
    return React.createElement(
      React.Fragment,
      null,
      React.createElement("input", {
        id,
        className: "xui-input",
        list: listId,
        value: current,
        "data-picker": "search",
        placeholder: "Search " + options.length + " or type an id",
        onChange: (e) => onChange(e.target.value),
      }),
      React.createElement(
        "datalist",
        { id: listId },
        options.map((o, i) => React.createElement("option", { key: i, value: String(o.value) }, shown(o))),
      ),
    );
  }
  if (typing || (current !== "" && options && !listed))
    return React.createElement(
      "div",
      { className: "xui-row", style: { gap: 6, display: "flex" } },
      text,
      React.createElement(
        "button",
        {
          type: "button",
          className: "xui-btn small",
          onClick: () => {
            setTyping(false);
            onChange("");
          },
        },
        "Pick",
      ),
    );
  return React.createElement(
    "select",
    {
      id,
      value: current,
      "data-picker": "choice",
      onChange: (e) => {
        if (e.target.value === OTHER) setTyping(true);
        else onChange(e.target.value);
      },
      disabled: !options,
    },
    React.createElement("option", { value: "" }, options ? "\u2014 choose \u2014" : "Loading\u2026"),
    (options || []).map((o, i) => React.createElement("option", { key: i, value: String(o.value) }, shown(o))),
    options ? React.createElement("option", { value: OTHER }, "Another id (type it)\u2026") : null,
  );
}

// src/editors.tsx
function Switch({ checked, onChange, label, id }) {
  return React.createElement(
    "label",
    { className: "xui-switch" },
    React.createElement("input", {
      id,
      type: "checkbox",
      checked: !!checked,
      onChange: (e) => onChange(e.target.checked),
    }),
    React.createElement("span", { className: "track", "aria-hidden": "true" }),
    React.createElement("span", null, label),
  );
}
function TagInput({ value, onChange, id, field }) {
  const [draft, setDraft] = useState("");
  const tags = Array.isArray(value) ? value : [];
  const add = () => {
    const t = draft.trim();
    if (t) {
      onChange([...tags, t]);
      setDraft("");
    }
  };
  const listId = field.options.length ? id + "-options" : void 0;
  return React.createElement(
    "div",
    { className: "xui-tags" },
    tags.map((t, i) =>
      React.createElement(
        "span",
        { className: "chip", key: i },
        String(t),
        React.createElement(
          "button",
          {
            type: "button",
            "aria-label": "Remove " + String(t),
            onClick: () => onChange(tags.filter((_, j) => j !== i)),
          },
          "\xD7",
        ),
      ),
    ),
    React.createElement("input", {
      id,
      list: listId,
      value: draft,
      placeholder: tags.length ? "" : "Type and press Enter",
      onChange: (e) => setDraft(e.target.value),
      onKeyDown: (e) => {
        if (e.key === "Enter" || e.key === ",") {
          e.preventDefault();
          add();
        } else if (e.key === "Backspace" && !draft && tags.length) onChange(tags.slice(0, -1));
      },
      onBlur: add,
    }),
    listId
      ? React.createElement(
          "datalist",
          { id: listId },
          field.options.map((o, i) =>
            React.createElement("option", { key: i, value: String(o.value) }, optionLabel(o)),
          ),
        )
      : null,
  );
}
function KeyValueEditor({ value, onChange }) {
  const rows = Array.isArray(value) ? value : [];
  const set = (i, j, v) => onChange(rows.map((r, k) => (k === i ? (j === 0 ? [v, r[1]] : [r[0], v]) : r)));
  return React.createElement(
    "div",
    null,
    React.createElement(
      "div",
      { className: "xui-kv" },
      rows.map((r, i) =>
        React.createElement(
          React.Fragment,
          { key: i },
          React.createElement("input", {
            className: "xui-input",
            "aria-label": "Key",
            placeholder: "key",
            value: r[0],
            onChange: (e) => set(i, 0, e.target.value),
          }),
          React.createElement("input", {
            className: "xui-input",
            "aria-label": "Value",
            placeholder: "value",
            value: r[1],
            onChange: (e) => set(i, 1, e.target.value),
          }),
          React.createElement(
            "button",
            {
              type: "button",
              className: "xui-btn ghost small",
              "aria-label": "Remove entry",
              onClick: () => onChange(rows.filter((_, k) => k !== i)),
            },
            "\xD7",
          ),
        ),
      ),
    ),
    React.createElement(
      "button",
      {
        type: "button",
        className: "xui-btn small",
        style: { marginTop: 6 },
        onClick: () => onChange([...rows, ["", ""]]),
      },
      "+ Add entry",
    ),
  );
}
function SubTableEditor({ field, value, onChange }) {
  const rows = Array.isArray(value) ? value : [];
  return React.createElement(
    "div",
    null,
    rows.map((row, i) =>
      React.createElement(
        "fieldset",
        { key: i, style: { marginBottom: 8 } },
        React.createElement(
          "legend",
          null,
          field.label,
          " #",
          i + 1,
          " ",
          React.createElement(
            "button",
            {
              type: "button",
              className: "xui-btn ghost small",
              onClick: () => onChange(rows.filter((_, k) => k !== i)),
            },
            "Remove",
          ),
        ),
        React.createElement(FieldGrid, {
          fields: field.fields,
          values: row || {},
          prefix: "",
          onChange: (k, v) => onChange(rows.map((r, j) => (j === i ? { ...(r || {}), [k]: v } : r))),
          errors: {},
        }),
      ),
    ),
    React.createElement(
      "button",
      { type: "button", className: "xui-btn small", onClick: () => onChange([...rows, {}]) },
      "+ Add ",
      field.label,
    ),
  );
}
function VariantEditor({ field, value, onChange }) {
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
  return React.createElement(
    "div",
    null,
    React.createElement(
      "div",
      { className: "xui-seg", role: "group", "aria-label": field.label + " variant", style: { marginBottom: 8 } },
      field.variants.map((v, i) =>
        React.createElement(
          "button",
          { type: "button", key: i, "aria-pressed": i === index, onClick: () => pick(i) },
          v.label,
        ),
      ),
    ),
    variant.fields.length
      ? React.createElement(FieldGrid, {
          fields: variant.fields.filter((f) => f.name !== field.discriminator),
          values: current,
          prefix: "",
          onChange: (k, v) => onChange({ ...current, [k]: v }),
          errors: {},
        })
      : React.createElement("p", { className: "xui-muted" }, "No fields to fill in."),
  );
}

// src/field-input.tsx
var INPUT_TYPES = {
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
function FieldInput({ field, value, onChange, id }) {
  const c = field.constraints || {};
  switch (field.widget) {
    case "readonly":
      return React.createElement(
        "div",
        { className: "xui-input", "aria-readonly": "true", id },
        isBlank(value)
          ? React.createElement("span", { className: "xui-nil" }, "\u2014")
          : typeof value === "object"
            ? preview(value)
            : String(value),
      );
    case "textarea":
      return React.createElement("textarea", {
        id,
        value: value ?? "",
        maxLength: c.maxLength || void 0,
        placeholder: field.placeholder,
        onChange: (e) => onChange(e.target.value),
      });
    case "json":
      return React.createElement("textarea", {
        id,
        className: "mono",
        value: value ?? "",
        placeholder: field.placeholder || "{ }",
        spellCheck: false,
        onChange: (e) => onChange(e.target.value),
      });
    case "switch":
      return React.createElement(Switch, {
        id,
        checked: value === true || value === "true",
        onChange,
        label: value ? "Yes" : "No",
      });
    case "tristate":
    case "radio":
    case "select":
    case "combobox":
      return React.createElement(ChoiceInput, { field, value, onChange, id });
    case "file":
      return React.createElement("input", {
        id,
        className: "xui-input",
        type: "file",
        onChange: (e) => onChange(e.target.files && e.target.files[0] ? e.target.files[0] : void 0),
      });
    case "tags":
      return React.createElement(TagInput, { id, field, value, onChange });
    case "keyvalue":
      return React.createElement(KeyValueEditor, { value, onChange });
    case "relation":
      return React.createElement(RelationSelect, { id, field, value, onChange });
    case "fieldset":
      return React.createElement(
        "fieldset",
        { id },
        React.createElement("legend", null, field.label),
        React.createElement(FieldGrid, {
          fields: field.fields,
          values: value || {},
          prefix: "",
          onChange: (k, v) => onChange({ ...(value || {}), [k]: v }),
          errors: {},
        }),
      );
    case "subtable":
      return React.createElement(SubTableEditor, { field, value, onChange });
    case "variant":
      return React.createElement(VariantEditor, { field, value, onChange });
    default: {
      const type = INPUT_TYPES[field.widget] || "text";
      const step = field.widget === "integer" ? c.step || 1 : field.widget === "number" ? c.step || "any" : void 0;
      return React.createElement("input", {
        id,
        className: "xui-input" + (field.widget === "uuid" ? " mono" : ""),
        type,
        value: value ?? "",
        placeholder: field.placeholder,
        min: c.minimum ?? void 0,
        max: c.maximum ?? void 0,
        step,
        minLength: c.minLength || void 0,
        maxLength: c.maxLength || void 0,
        autoComplete: field.widget === "password" ? "new-password" : "off",
        onChange: (e) => onChange(e.target.value),
      });
    }
  }
}
var FIELD_SEQ = 0;
function FieldGrid({ fields, values, onChange, errors, prefix }) {
  const base = useMemo(() => "f" + ++FIELD_SEQ, []);
  const grid = React.createElement(
    "div",
    { className: "xui-form" },
    fields.map((f, i) => {
      if (f.generated) return null;
      const key = (prefix === "" ? "" : (prefix || f.in) + ".") + f.name;
      const id = base + "-" + i;
      const wide =
        ["textarea", "json", "fieldset", "subtable", "variant", "keyvalue", "tags"].includes(f.widget) ||
        (f.widget === "radio" && f.options.length > 3);
      const labelled = !["fieldset", "tristate", "radio"].includes(f.widget);
      return React.createElement(
        "div",
        {
          key,
          className: "xui-field" + (wide ? " wide" : "") + (errors[key] ? " invalid" : ""),
          "data-field": f.name,
        },
        f.widget === "fieldset"
          ? null
          : labelled
            ? React.createElement(
                "label",
                { htmlFor: id },
                f.label,
                f.required && !f.readOnly
                  ? React.createElement("span", { className: "req", "aria-hidden": "true" }, "*")
                  : null,
              )
            : React.createElement(
                "span",
                { className: "xui-label" },
                f.label,
                f.required ? React.createElement("span", { className: "req", "aria-hidden": "true" }, "*") : null,
              ),
        React.createElement(FieldInput, { field: f, id, value: values[key], onChange: (v) => onChange(key, v) }),
        errors[key]
          ? React.createElement("span", { className: "err" }, errors[key])
          : f.description || (f.constraints && f.constraints.pattern)
            ? React.createElement(
                "span",
                { className: "help" },
                f.description ? React.createElement(RichText, { text: f.description }) : null,
                f.constraints && f.constraints.pattern && !["select", "radio", "combobox"].includes(f.widget)
                  ? React.createElement(
                      "span",
                      { className: "xui-format" },
                      " ",
                      "Format: ",
                      React.createElement("code", null, formatHint(f.constraints)),
                    )
                  : null,
              )
            : null,
      );
    }),
  );
  return prefix === void 0 ? React.createElement(FormValues.Provider, { value: values }, grid) : grid;
}

// src/scope.tsx
function childScope(child, scope, params, resource, item) {
  const missing = child.list.scope.filter((f) => isBlank(scope[f.name]));
  const ids = Object.values(params || {});
  if (missing.length === 1 && ids.length) return { ...scope, [missing[0].name]: ids[ids.length - 1] };
  const next = { ...scope };
  missing.forEach((f) => {
    const rel = f.relation;
    const v =
      rel && rel.resource === resource.id && item && typeof item === "object" ? getPath(item, rel.valueField) : void 0;
    if (!isBlank(v) && typeof v !== "object") next[f.name] = v;
  });
  return next;
}
function ScopeForm({ fields, scope, onApply, prompt }) {
  const [values, setValues] = useState(() => {
    const v = {};
    fields.forEach((f) => {
      v[f.in + "." + f.name] = scope[f.name] ?? "";
    });
    return v;
  });
  const [errors, setErrors] = useState({});
  const submit = (e) => {
    e.preventDefault();
    const errs = validateAll(
      fields.map((f) => ({ ...f, required: true })),
      values,
    );
    setErrors(errs);
    if (Object.keys(errs).length === 0) {
      const next = { ...scope };
      fields.forEach((f) => {
        next[f.name] = coerce(f, values[f.in + "." + f.name]);
      });
      onApply(next);
    }
  };
  return React.createElement(
    "form",
    { className: "xui-card-b", onSubmit: submit },
    React.createElement(
      "p",
      { className: "xui-muted", style: { marginTop: 0 } },
      prompt || "This list lives under another resource. Say which one:",
    ),
    React.createElement(FieldGrid, {
      fields,
      values,
      errors,
      onChange: (k, v) => setValues({ ...values, [k]: v }),
    }),
    React.createElement(
      "div",
      { className: "xui-row", style: { marginTop: 12 } },
      React.createElement("button", { className: "xui-btn primary", type: "submit" }, "Show"),
    ),
  );
}

// src/cell.tsx
function Cell({ column, value }) {
  if (value === void 0 || value === null || value === "")
    return React.createElement("span", { className: "xui-nil" }, "\u2014");
  if (column.format) {
    const text = formatCell(column.format, value);
    if (text !== null)
      return React.createElement(
        "span",
        { "data-format": column.format.style, title: typeof value === "object" ? void 0 : String(value) },
        text,
      );
  }
  switch (column.renderer) {
    case "boolean":
      return React.createElement("span", { className: "xui-badge " + (value ? "ok" : "no") }, value ? "Yes" : "No");
    case "badge":
      return React.createElement("span", { className: "xui-badge", style: NOWRAP }, String(value));
    case "number":
      return React.createElement("span", null, typeof value === "number" ? value.toLocaleString() : String(value));
    case "date":
    case "datetime": {
      const d = toDate(value);
      if (!d) return React.createElement("span", null, typeof value === "object" ? preview(value) : String(value));
      return React.createElement(
        "time",
        { dateTime: d.toISOString(), title: String(value) },
        column.renderer === "date" ? d.toLocaleDateString() : d.toLocaleString(),
      );
    }
    case "link":
      return /^https?:\/\//i.test(String(value))
        ? React.createElement(
            "a",
            { href: String(value), target: "_blank", rel: "noreferrer noopener" },
            preview(String(value), 60),
          )
        : React.createElement("span", null, String(value));
    case "email":
      return React.createElement("a", { href: "mailto:" + String(value) }, String(value));
    case "uuid":
      return typeof value === "object"
        ? React.createElement("code", null, preview(value, 60))
        : React.createElement(IdValue, { value: String(value) });
    case "image":
      return /^https?:\/\//i.test(String(value))
        ? React.createElement("img", { className: "xui-thumb", src: String(value), alt: "", loading: "lazy" })
        : React.createElement("span", null, String(value));
    case "count":
      if (Array.isArray(value) && value.length <= 6 && value.every((v) => v === null || typeof v !== "object")) {
        return React.createElement(
          "span",
          { className: "xui-row", style: { gap: 4 } },
          value.map((v, i) => React.createElement("span", { key: i, className: "xui-badge no" }, String(v))),
        );
      }
      return Array.isArray(value)
        ? React.createElement(
            "span",
            { className: "xui-badge no" },
            value.length,
            " ",
            value.length === 1 ? "item" : "items",
          )
        : React.createElement("span", null, preview(value));
    case "json":
      return React.createElement("code", { title: JSON.stringify(value) }, preview(value, 60));
    case "text":
    case "time":
    // as the API writes it
    default:
      return React.createElement(
        "span",
        {
          className: "clamp",
          title: typeof value === "string" && value.length > 120 ? value.slice(0, 1e3) : void 0,
        },
        typeof value === "object" ? preview(value) : String(value),
      );
  }
}
var NOWRAP = { whiteSpace: "nowrap" };
var ID_STYLE = { display: "inline-flex", alignItems: "center", gap: 4, whiteSpace: "nowrap" };
var COPY_STYLE = {
  border: 0,
  background: "transparent",
  color: "inherit",
  opacity: 0.6,
  cursor: "pointer",
  padding: "0 2px",
  font: "inherit",
  fontSize: 11,
  textDecoration: "underline",
};
function IdValue({ value }) {
  const [copied, setCopied] = useState(false);
  const text = value.length > 18 ? value.slice(0, 10) + "\u2026" + value.slice(-5) : value;
  const copy = (e) => {
    e.stopPropagation();
    e.preventDefault();
    const done2 = () => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1200);
    };
    try {
      navigator.clipboard.writeText(value).then(done2, done2);
    } catch (err) {
      done2();
    }
  };
  return React.createElement(
    "span",
    { className: "xui-id", style: ID_STYLE },
    React.createElement("code", { title: value }, text),
    React.createElement(
      "button",
      { type: "button", style: COPY_STYLE, "aria-label": "Copy " + value, title: "Copy", onClick: copy },
      copied ? "Copied" : "Copy",
    ),
  );
}
var RELATIVE_UNITS = [
  ["year", 31536e3],
  ["month", 2592e3],
  ["week", 604800],
  ["day", 86400],
  ["hour", 3600],
  ["minute", 60],
];
function formatCell(format, value) {
  try {
    if (["date", "datetime", "time", "relative", "iso"].includes(format.style)) {
      const d = toDate(value);
      if (!d) return null;
      if (format.style === "iso") return d.toISOString().slice(0, 10);
      if (format.style === "relative") {
        const s = (d.getTime() - Date.now()) / 1e3;
        const rtf = new Intl.RelativeTimeFormat(void 0, { numeric: "auto" });
        for (const [unit, n2] of RELATIVE_UNITS) if (Math.abs(s) >= n2) return rtf.format(Math.round(s / n2), unit);
        return rtf.format(Math.round(s), "second");
      }
      const style = format.dateStyle || "medium";
      if (format.style === "date") return d.toLocaleDateString(void 0, { dateStyle: style });
      if (format.style === "time") return d.toLocaleTimeString(void 0, { timeStyle: style });
      return d.toLocaleString(void 0, { dateStyle: style, timeStyle: "short" });
    }
    const n = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
    if (!Number.isFinite(n)) return null;
    const opts =
      format.style === "currency"
        ? { style: "currency", currency: format.currency || "USD" }
        : format.style === "percent"
          ? { style: "percent" }
          : format.style === "compact"
            ? { notation: "compact" }
            : format.style === "integer"
              ? { maximumFractionDigits: 0 }
              : {};
    if (format.decimals !== null && format.decimals !== void 0) {
      opts.minimumFractionDigits = format.decimals;
      opts.maximumFractionDigits = format.decimals;
    }
    return new Intl.NumberFormat(void 0, opts).format(n);
  } catch (e) {
    return null;
  }
}

// src/list-table.tsx
function ListTable({ columns, disagrees, shown: shown2, sort, toggleSort, resource, open }) {
  return React.createElement(
    "div",
    { className: "xui-tablewrap" },
    disagrees
      ? React.createElement(
          "p",
          { className: "xui-muted", "data-disagrees": "", role: "note", style: { margin: "8px 12px" } },
          DISAGREES_NOTE,
        )
      : null,
    React.createElement(
      "table",
      null,
      React.createElement(
        "thead",
        null,
        React.createElement(
          "tr",
          null,
          columns.map((c) =>
            React.createElement(
              "th",
              {
                key: c.key,
                scope: "col",
                "aria-sort": sort.key === c.key ? (sort.dir > 0 ? "ascending" : "descending") : void 0,
              },
              React.createElement(
                "button",
                { type: "button", onClick: () => toggleSort(c) },
                c.label,
                sort.key === c.key ? (sort.dir > 0 ? " \u25B2" : " \u25BC") : "",
              ),
            ),
          ),
        ),
      ),
      React.createElement(
        "tbody",
        null,
        shown2.map((item, i) =>
          React.createElement(
            "tr",
            {
              key: i,
              className: resource.detail ? "clickable" : "",
              tabIndex: resource.detail ? 0 : void 0,
              onClick: () => open(item),
              onKeyDown: (e) => {
                if (e.key === "Enter") open(item);
              },
            },
            columns.map((c) =>
              React.createElement(
                "td",
                { key: c.key },
                React.createElement(Cell, { column: c, value: getPath(item, c.key) }),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

// src/list-parts.tsx
function ListHeading({ resource, go, scope }) {
  return React.createElement(
    "div",
    { className: "xui-card-h" },
    React.createElement("h3", null, resource.label),
    resource.create
      ? React.createElement(
          "button",
          {
            className: "xui-btn small",
            type: "button",
            onClick: () => go({ page: "resource:" + resource.id, view: "create", scope }),
          },
          "New ",
          resource.singular,
        )
      : null,
  );
}
function ScopeBar({ view, scope, missing, route, go }) {
  if (missing)
    return React.createElement(ScopeForm, {
      fields: view.scope,
      scope: { ...view.scopeDefaults, ...scope },
      onApply: (s) => go({ ...route, scope: s, rescope: void 0 }),
    });
  return React.createElement(
    "div",
    { className: "xui-toolbar" },
    React.createElement(
      "span",
      { className: "xui-muted" },
      view.scope.map((f) => f.label + ": " + String(scope[f.name])).join(" \xB7 "),
    ),
    React.createElement(
      "button",
      { type: "button", className: "xui-btn small ghost", onClick: () => go({ ...route, scope: {}, rescope: true }) },
      "Change",
    ),
  );
}
function ListInputs({ op, missing, inputs, setInputs, resetPage }) {
  return React.createElement(
    React.Fragment,
    null,
    missing.length
      ? React.createElement(ScopeForm, {
          key: missing.map((p) => p.in + "." + p.name).join(),
          fields: missing,
          scope: {},
          prompt: "This list needs " + missing.map((p) => p.label).join(", ") + " first:",
          onApply: (s) => {
            const next = { ...inputs };
            missing.forEach((p) => {
              next[p.in + "." + p.name] = s[p.name];
            });
            setInputs(next);
            resetPage();
          },
        })
      : null,
    !missing.length && Object.keys(inputs).length
      ? React.createElement(
          "div",
          { className: "xui-toolbar", "data-inputs": "" },
          React.createElement(
            "span",
            { className: "xui-muted" },
            Object.entries(inputs)
              .map(
                ([k, v]) => (op.params.find((p) => p.in + "." + p.name === k) || { label: k }).label + ": " + String(v),
              )
              .join(" \xB7 "),
          ),
          React.createElement(
            "button",
            { type: "button", className: "xui-btn small ghost", onClick: () => setInputs({}) },
            "Change",
          ),
        )
      : null,
  );
}
function ListBody({ req, missing, locked, shown: shown2, emptyText, resource, go, scope, table }) {
  const result = req.result;
  return React.createElement(
    React.Fragment,
    null,
    req.loading && !missing && !locked ? React.createElement(Loading, { rows: 5 }) : null,
    !req.loading && req.error
      ? React.createElement(
          "div",
          { className: "xui-card-b" },
          React.createElement(ErrorBox, { error: req.error, onRetry: req.reload }),
        )
      : null,
    !req.loading && !req.error && result && !locked
      ? shown2.length === 0
        ? React.createElement(
            Empty,
            { title: emptyText || "No " + resource.label.toLowerCase() + " yet" },
            resource.create
              ? React.createElement(
                  "p",
                  null,
                  React.createElement(
                    "button",
                    {
                      type: "button",
                      className: "xui-btn primary",
                      onClick: () => go({ page: "resource:" + resource.id, view: "create", scope }),
                    },
                    "Create the first one",
                  ),
                )
              : React.createElement("p", null, "The API returned an empty list."),
          )
        : React.createElement(ListTable, {
            columns: table.columns,
            disagrees: table.disagrees,
            shown: shown2,
            sort: table.sort,
            toggleSort: table.toggleSort,
            resource,
            open: table.open,
          })
      : null,
  );
}

// src/list-pager.tsx
function ListPager({ page, total, size, setSize, resetPage, pg, setPage, hasNext, loading, goNext }) {
  return React.createElement(
    "div",
    { className: "xui-pager", "data-pager": "" },
    React.createElement(
      "span",
      null,
      "Page " + (page + 1),
      total !== void 0 && total !== null
        ? " of " + Math.max(1, Math.ceil(Number(total) / size)) + " \xB7 " + total + " total"
        : "",
    ),
    React.createElement(
      "div",
      { className: "xui-row" },
      React.createElement(
        "label",
        { className: "xui-row" },
        "Rows",
        React.createElement(
          "select",
          {
            "aria-label": "Rows per page",
            value: size,
            onChange: (e) => {
              setSize(Number(e.target.value));
              resetPage();
            },
          },
          [5, 10, 20, 50, 100]
            .concat([pg.defaultSize || 20])
            .filter((v, i, a) => a.indexOf(v) === i)
            .sort((a, b) => a - b)
            .map((n) => React.createElement("option", { key: n, value: n }, n)),
        ),
      ),
      React.createElement(
        "button",
        { type: "button", className: "xui-btn small", disabled: page === 0, onClick: () => setPage(page - 1) },
        "\u2039 Previous",
      ),
      React.createElement(
        "button",
        { type: "button", className: "xui-btn small", disabled: !hasNext || loading, onClick: goNext },
        "Next \u203A",
      ),
    ),
  );
}

// src/list-view.tsx
var UNPAGED = {
  style: "none",
  pageParam: null,
  sizeParam: null,
  offsetParam: null,
  cursorParam: null,
  nextPath: null,
  totalPath: null,
  firstPage: 1,
  defaultSize: 20,
  clientFills: [],
};
function listValues(view, op, scope, filters, query, inputs, sortValue) {
  const values = { ...pathValues(scope) };
  Object.entries(filters).forEach(([k, v]) => {
    const f = view.filters.find((x) => x.in + "." + x.name === k);
    const w = f ? coerce(f, v) : v;
    if (!isBlank(w)) values[k] = w;
  });
  if (view.search && !isBlank(query)) values[view.search.in + "." + view.search.name] = query;
  Object.entries(inputs).forEach(([k, v]) => {
    if (!isBlank(v) && isBlank(values[k])) values[k] = v;
  });
  if (view.sort && sortValue) values[(op.kind === "http" ? "query." : "variable.") + view.sort.param] = sortValue;
  return values;
}
function visibleRows(view, items, query, searchKeys, picks, sort) {
  if (!view.search && query) {
    const q = query.toLowerCase();
    items = items.filter((it) =>
      (searchKeys.length ? searchKeys.map((k) => getPath(it, k)) : [it]).some(
        (v) =>
          v !== void 0 &&
          v !== null &&
          (typeof v === "object" ? JSON.stringify(v) : String(v)).toLowerCase().includes(q),
      ),
    );
  }
  (view.clientFilters || []).forEach((cf) => {
    const want = picks[cf.key];
    if (isBlank(want)) return;
    items = items.filter((it) => {
      const v = getPath(it, cf.key);
      return cf.kind === "text"
        ? String(v ?? "")
            .toLowerCase()
            .includes(String(want).toLowerCase())
        : String(v) === String(want);
    });
  });
  if (sort.key)
    items = [...items].sort((a, b) => {
      const x = getPath(a, sort.key),
        y = getPath(b, sort.key);
      return (
        (x === y ? 0 : x === void 0 || x === null ? 1 : y === void 0 || y === null ? -1 : x > y ? 1 : -1) * sort.dir
      );
    });
  return items;
}
function usePages(defaultSize) {
  const [size, setSize] = useState(defaultSize || 20);
  const [page, setPage] = useState(0);
  const [cursors, setCursors] = useState([null]);
  const resetPage = () => {
    setPage(0);
    setCursors([null]);
  };
  const goNext = (next, keepToken) => {
    if (keepToken)
      setCursors((c) => {
        const n = c.slice(0, page + 1);
        n.push(next);
        return n;
      });
    setPage(page + 1);
  };
  return { at: { page, size, tokens: cursors }, setSize, setPage, resetPage, goNext };
}
function ListView({ resource, route, go, embedded, emptyText }) {
  const app = useApp();
  const view = resource.list;
  const op = app.plan.operationsById[view.operationId];
  const pg = app.plan.pagination ? view.pagination : UNPAGED;
  const source = PAGING[pg.style] || PAGING.none;
  const pages = usePages(pg.defaultSize);
  const { at, setSize, setPage, resetPage } = pages;
  const { page, size } = at;
  const [sort, setSort] = useState(() => ({
    key: view.initialSort ? view.initialSort.key : null,
    dir: view.initialSort && view.initialSort.direction === "desc" ? -1 : 1,
    value: "",
  }));
  const [picks, setPicks] = useState({});
  const searchKeys = view.searchFields || [];
  const [filters, setFilters] = useState({});
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [inputs, setInputs] = useState({});
  const scope = route.rescope ? route.scope || {} : { ...view.scopeDefaults, ...(route.scope || {}) };
  const scopeMissing = view.scope.filter((f) => isBlank(scope[f.name]));
  const values = listValues(view, op, scope, filters, query, inputs, sort.value);
  source.fill(pg, op, at, values);
  const linkUrl = source.url(at);
  op.params.forEach((p) => {
    const k = p.in + "." + p.name;
    if (p.required && isBlank(values[k]) && Object.prototype.hasOwnProperty.call(view.paramDefaults, p.name))
      values[k] = view.paramDefaults[p.name];
  });
  const missing = scopeMissing.length
    ? []
    : missingRequired(op, values).filter((p) => view.paramDefaults[p.name] !== "");
  const locked = needsCredentials(app, op);
  const req = useRequest(
    () =>
      scopeMissing.length || missing.length || locked
        ? null
        : linkUrl
          ? fetchUrl(linkUrl, { headers: { Accept: "application/json" } })
          : callOperation(app, op, values),
    [JSON.stringify(values), linkUrl, app.baseUrl, app.authVersion],
  );
  const counter = pg.totalPath ? null : countOperation(app.plan.operations, op);
  const counted2 = useRequest(
    () => (counter && !scopeMissing.length && !missing.length && !locked ? callOperation(app, counter, values) : null),
    [counter ? JSON.stringify(values) : "", app.baseUrl, app.authVersion],
  );
  const result = req.result;
  const loaded = (result ? findItems(result.data, view.itemsPath) : []).filter((x) => x !== null && x !== void 0);
  const items = visibleRows(view, loaded, query, searchKeys, picks, sort);
  const total = result
    ? ((pg.totalPath ? getPath(result.data, pg.totalPath) : void 0) ??
      headerTotal(result.headers) ??
      (counted2.result && typeof counted2.result.data === "number" ? counted2.result.data : void 0))
    : void 0;
  const next = result ? source.next(pg, result, at) : null;
  const byHeader = pg.style === "none" && (!!next || page > 0);
  const clientPaged = pg.style === "none" && !byHeader && items.length > size;
  const shown2 = clientPaged ? items.slice(page * size, page * size + size) : items;
  const serverPaged = pg.style !== "none" || byHeader;
  const hasNext = clientPaged
    ? (page + 1) * size < items.length
    : source.hasNext(pg, at, { total, rows: items.length, next });
  const hidden = app.plan.hiddenColumns[resource.id] || [];
  const observed = observedColumns(view.columns, items, void 0, hidden);
  const { disagrees } = observed;
  const columns = writtenColumns(observed.columns, resource.create?.fields, items, 2, hidden);
  rememberItems(resource.id, items);
  const goNext = () => pages.goNext(next, source.keepsTokens || byHeader);
  const open = (item) => {
    if (resource.detail)
      go({ page: "resource:" + resource.id, view: "detail", item, params: itemParamsOf(resource, item, scope), scope });
  };
  const toggleSort = (col) => {
    setSort((s) => ({ ...s, key: col.key, dir: s.key === col.key ? -s.dir : 1 }));
  };
  return React.createElement(
    "div",
    { className: "xui-card", "data-view": "list", "data-resource": resource.id },
    embedded ? React.createElement(ListHeading, { resource, go, scope }) : null,
    view.scope.length && (scopeMissing.length || !embedded)
      ? React.createElement(ScopeBar, { view, scope, missing: scopeMissing.length > 0, route, go })
      : null,
    scopeMissing.length
      ? null
      : React.createElement(
          React.Fragment,
          null,
          React.createElement(ListToolbar, {
            view,
            resource,
            searchKeys,
            search,
            setSearch,
            setQuery,
            filters,
            setFilters,
            picks,
            setPicks,
            setPage,
            sort,
            setSort,
            resetPage,
            reload: req.reload,
          }),
          locked && !missing.length ? React.createElement(AuthNeeded, { op }) : null,
          React.createElement(ListInputs, { op, missing, inputs, setInputs, resetPage }),
          React.createElement(ListBody, {
            req,
            missing: missing.length > 0,
            locked,
            shown: shown2,
            emptyText,
            resource,
            go,
            scope,
            table: { columns, disagrees, sort, toggleSort, open },
          }),
          !missing.length && (serverPaged || clientPaged || pg.sizeParam)
            ? React.createElement(ListPager, {
                page,
                total,
                size,
                setSize,
                resetPage,
                pg,
                setPage,
                hasNext,
                loading: req.loading,
                goNext,
              })
            : null,
        ),
  );
}

// src/form-view.tsx
function initialValues(fields, item, prefill) {
  const values = { ...(prefill || {}) };
  for (const f of fields) {
    const key = f.in + "." + f.name;
    if (values[key] !== void 0) continue;
    const current =
      item && f.in === "body" && f.name === WHOLE_BODY
        ? item
        : item && (f.in === "body" || (f.in === "query" && f.widget !== "fieldset"))
          ? itemValue(item, f.name)
          : item && f.in === "variable" && f.widget === "fieldset"
            ? inputOf(f, item)
            : void 0;
    if (current !== void 0 && fitsWidget(f, current)) values[key] = formValue(f, current);
    else if (f.default !== null && f.default !== void 0) values[key] = formValue(f, f.default);
    else if (f.widget === "switch" && f.required && !f.readOnly) values[key] = false;
  }
  return values;
}
function fitsWidget(field, value) {
  if (field.widget === "integer" || field.widget === "number")
    return (typeof value === "number" || typeof value === "string") && Number.isFinite(Number(value)) && value !== "";
  if (field.widget === "switch") return typeof value === "boolean" || value === "true" || value === "false";
  return true;
}
function inputOf(field, item) {
  const out = {};
  for (const sub of field.fields || []) {
    const v = item[sub.name];
    if (v !== void 0 && v !== null && typeof v !== "object") out[sub.name] = v;
    else if (sub.required && /(^id|Id)$/.test(sub.name) && !isBlank(item.id)) out[sub.name] = item.id;
  }
  return Object.keys(out).length ? out : void 0;
}
function itemQueryValues(op, item, idField) {
  const out = {};
  if (op.kind !== "http" || !item || typeof item !== "object") return out;
  for (const p of op.params) {
    if (p.in !== "query" || !(p.required || (idField && p.name === idField))) continue;
    const v = itemValue(item, p.name);
    if (!isBlank(v) && typeof v !== "object") out["query." + p.name] = v;
  }
  return out;
}
function inputValues(op, item) {
  const out = {};
  if (op.kind === "http" || !item || typeof item !== "object") return out;
  for (const p of op.params) {
    const v = p.in === "variable" && p.widget === "fieldset" ? inputOf(p, item) : void 0;
    if (v) out["variable." + p.name] = v;
  }
  return out;
}
function FormView({ resource, mode, route, go, toast }) {
  const app = useApp();
  const planned = mode === "edit" ? resource.edit : resource.create;
  const op = app.plan.operationsById[planned.operationId];
  const [form] = useState(() => ({
    ...planned,
    fields: observedFields(planned.fields, resource.id, mode === "edit" ? route.item : null),
  }));
  const prefill = { ...pathValues(route.scope), ...pathValues(route.params) };
  const [start] = useState(() => ({
    ...(mode === "create" ? emptyBody(op.body) : itemBody(op.body, route.item)),
    ...initialValues(form.fields, mode === "edit" ? enveloped(form.fields, route.item) : null, prefill),
  }));
  const [values, setValues] = useState(start);
  const patching = mode === "edit" && !!op.body && !!op.body.jsonPatch;
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(null);
  const submit = async (e) => {
    e.preventDefault();
    const errs = validateAll(form.fields, values, void 0, mode === "edit" ? start : void 0);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    if (op.body && op.body.required && op.body.mode !== "fields" && !patching && values["body.$"] === void 0) {
      setFailure(new Error("Request body: Required"));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const wire = wireValues(form.fields, values);
      const before = mode === "edit" ? wireValues(form.fields, start) : wire;
      const sent = patching
        ? patchBody(form.fields, before, wire, op.body.jsonPatch)
        : withChanges(form.fields, before, wire);
      const res = await callOperation(app, op, { ...prefill, ...sent });
      toast(mode === "edit" ? resource.singular + " saved" : resource.singular + " created");
      const scope = { ...(route.scope || {}) };
      form.fields.forEach((f) => {
        if (f.name in resource.itemParams) return;
        if (f.in === "path" && !isBlank(wire["path." + f.name])) scope[f.name] = wire["path." + f.name];
      });
      const data = unwrapItem(res.data, resource.idField);
      const saved = data && typeof data === "object" && !Array.isArray(data) ? data : null;
      if (saved && resource.detail && !isBlank(getPath(saved, resource.idField)))
        go({
          page: "resource:" + resource.id,
          view: "detail",
          item: saved,
          params: itemParamsOf(resource, saved, scope),
          scope,
        });
      else if (mode === "edit" && resource.detail && resource.detail.operationId)
        go({ ...route, view: "detail", item: void 0 });
      else go({ page: "resource:" + resource.id, view: "list", scope });
    } catch (err) {
      setFailure(err);
      setBusy(false);
    }
  };
  return React.createElement(
    "form",
    { onSubmit: submit, noValidate: true, "data-view": mode, "data-resource": resource.id },
    React.createElement(
      "div",
      { className: "xui-head" },
      React.createElement(
        "div",
        null,
        React.createElement(
          "h2",
          null,
          mode === "edit"
            ? "Edit " + (route.item ? titleOf(resource, route.item) : resource.singular)
            : "New " + resource.singular,
        ),
        React.createElement("p", null, op.label),
      ),
    ),
    React.createElement(
      "div",
      { className: "xui-card" },
      React.createElement(
        "div",
        { className: "xui-card-b" },
        form.fields.some((f) => !f.generated)
          ? React.createElement(FieldGrid, {
              fields: form.fields,
              values,
              errors,
              onChange: (k, v) => setValues((s) => ({ ...s, [k]: v })),
            })
          : React.createElement("p", { className: "xui-muted" }, "Nothing to fill in."),
        op.body && op.body.mode !== "fields" && !patching
          ? React.createElement(BodyInput, { body: op.body, values, setValues })
          : null,
        React.createElement(ErrorBox, { error: failure }),
      ),
      React.createElement(
        "div",
        { className: "xui-pager", style: ROW_END },
        React.createElement(
          "button",
          {
            type: "button",
            className: "xui-btn",
            onClick: () => go({ ...route, view: mode === "edit" && resource.detail ? "detail" : "list" }),
          },
          "Cancel",
        ),
        React.createElement(
          "button",
          { type: "submit", className: "xui-btn primary", disabled: busy },
          busy ? "Saving\u2026" : mode === "edit" ? "Save changes" : "Create " + resource.singular,
        ),
      ),
    ),
  );
}
var ROW_END = { justifyContent: "flex-end" };
function patchBody(fields, before, after, opKey = "op") {
  const out = {};
  Object.keys(after).forEach((k) => {
    if (!k.startsWith("body.")) out[k] = after[k];
  });
  const ops = [];
  for (const f of fields) {
    if (f.in !== "body") continue;
    const key = "body." + f.name;
    const [was, now] = [before[key], after[key]];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    const path = "/" + f.name.replace(/~/g, "~0").replace(/\//g, "~1");
    if (now === void 0) ops.push({ [opKey]: "remove", path });
    else ops.push({ [opKey]: was === void 0 ? "add" : "replace", path, value: now });
  }
  out["body.$"] = ops;
  return out;
}
function enveloped(fields, item) {
  if (!item || typeof item !== "object" || Array.isArray(item)) return item;
  const env = fields.find(
    (f) => f.in === "body" && f.widget === "fieldset" && (ENVELOPE_KEYS.includes(f.name) || holdsItem(f, item)),
  );
  return env && item[env.name] === void 0 ? { ...item, [env.name]: item } : item;
}
function emptyBody(body) {
  if (!body || !body.required || body.mode !== "json") return {};
  return body.isArray ? { "body.$": [], "body.$$": "[]" } : { "body.$": {}, "body.$$": "{}" };
}
function itemBody(body, item) {
  if (!body || body.mode !== "json" || body.isArray || body.jsonPatch) return {};
  if (!item || typeof item !== "object" || Array.isArray(item)) return {};
  const own2 = Object.fromEntries(Object.entries(item).filter(([k]) => !SERVER_KEYS.test(k)));
  return { "body.$": own2, "body.$$": JSON.stringify(own2, null, 2) };
}
function BodyInput({ body, values, setValues }) {
  const set = (v) => setValues((s) => ({ ...s, "body.$": v }));
  if (body.mode === "binary")
    return React.createElement(
      "div",
      { className: "xui-field", style: { marginTop: 12 } },
      React.createElement(
        "label",
        null,
        "Request body (",
        body.contentType,
        ")",
        body.required ? React.createElement("span", { className: "req" }, "*") : null,
      ),
      React.createElement("input", {
        className: "xui-input",
        type: "file",
        "aria-label": "Request body file",
        onChange: (e) => set(e.target.files && e.target.files[0] ? e.target.files[0] : void 0),
      }),
    );
  const text = typeof values["body.$"] === "string" ? values["body.$"] : (values["body.$$"] ?? "");
  return React.createElement(
    "div",
    { className: "xui-field wide", style: { marginTop: 12 } },
    React.createElement(
      "label",
      null,
      "Request body (",
      body.mode === "json" ? "JSON" : body.contentType,
      ")",
      body.required ? React.createElement("span", { className: "req" }, "*") : null,
    ),
    React.createElement("textarea", {
      className: "mono",
      "aria-label": "Request body",
      value: text,
      spellCheck: false,
      placeholder: body.isArray ? "[ ]" : "{ }",
      onChange: (e) => {
        const t = e.target.value;
        let v = t;
        if (body.mode === "json") {
          try {
            v = t.trim() ? JSON.parse(t) : void 0;
          } catch (err) {
            v = void 0;
          }
        }
        setValues((s) => ({ ...s, "body.$": v, "body.$$": t }));
      },
    }),
  );
}
function holdsItem(f, item) {
  const children = f.fields || [];
  if (item[f.name] !== void 0 || !children.length) return false;
  return children.filter((c) => item[c.name] !== void 0).length >= Math.min(2, children.length);
}

// src/operations.tsx
function OperationForm({ op, prefill, onResult, submitLabel }) {
  const app = useApp();
  const fields = useMemo(() => op.params.concat(op.body && op.body.mode === "fields" ? op.body.fields : []), [op]);
  const [values, setValues] = useState(() => initialValues(fields, null, prefill));
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  const submit = async (e) => {
    e.preventDefault();
    const errs = validateAll(fields, values);
    if (op.body && op.body.required && op.body.mode !== "fields" && values["body.$"] === void 0)
      errs["body.$"] = "Required";
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    try {
      onResult({ response: await callOperation(app, op, { ...(prefill || {}), ...wireValues(fields, values) }) });
    } catch (err) {
      onResult({ error: err });
    }
    setBusy(false);
  };
  return React.createElement(
    "form",
    { onSubmit: submit, noValidate: true },
    fields.length
      ? React.createElement(FieldGrid, {
          fields,
          values,
          errors,
          onChange: (k, v) => setValues((s) => ({ ...s, [k]: v })),
        })
      : React.createElement("p", { className: "xui-muted", style: { marginTop: 0 } }, "No parameters."),
    op.body && op.body.mode !== "fields" ? React.createElement(BodyInput, { body: op.body, values, setValues }) : null,
    errors["body.$"]
      ? React.createElement(
          "p",
          { className: "xui-field" },
          React.createElement("span", { className: "err" }, "Request body: ", errors["body.$"]),
        )
      : null,
    op.kind !== "http"
      ? React.createElement(
          "details",
          { style: { marginTop: 12 } },
          React.createElement("summary", { className: "xui-muted" }, "GraphQL document"),
          React.createElement("pre", { className: "xui-json" }, op.graphql.document),
        )
      : null,
    React.createElement(
      "div",
      { className: "xui-row", style: { marginTop: 14 } },
      React.createElement(
        "button",
        { type: "submit", className: "xui-btn primary", disabled: busy || op.kind === "subscription" },
        busy ? "Sending\u2026" : submitLabel || "Send request",
      ),
      op.kind === "subscription"
        ? React.createElement("span", { className: "xui-muted" }, "Subscriptions need a WebSocket client.")
        : null,
    ),
  );
}
function ResponsePanel({ outcome }) {
  if (!outcome) return null;
  if (outcome.error) return React.createElement(ErrorBox, { error: outcome.error });
  const r = outcome.response;
  return React.createElement(
    "div",
    { style: { marginTop: 14 }, "data-response": "" },
    React.createElement(
      "div",
      { className: "xui-row", style: { marginBottom: 8 } },
      React.createElement("span", { className: "xui-badge ok" }, r.status, " ", r.statusText),
      React.createElement("span", { className: "xui-muted" }, r.ms, " ms"),
    ),
    r.data === null || r.data === ""
      ? React.createElement("p", { className: "xui-muted" }, "Empty response body.")
      : React.createElement(JsonView, { value: r.data }),
  );
}
function OperationModal({ op, title, prefill, onClose, onDone }) {
  const [outcome, setOutcome] = useState(null);
  return React.createElement(
    "div",
    {
      className: "xui-modal-bg",
      onKeyDown: (e) => {
        if (e.key === "Escape") onClose();
      },
    },
    React.createElement(
      "div",
      {
        className: "xui-modal",
        role: "dialog",
        "aria-modal": "true",
        "aria-label": title,
        style: { width: "min(760px, 100%)" },
      },
      React.createElement("h3", null, title),
      React.createElement(
        "div",
        { className: "xui-card-b" },
        React.createElement(OperationForm, {
          op,
          prefill,
          onResult: (o) => {
            setOutcome(o);
            if (o.response && onDone) onDone(o.response);
          },
          submitLabel: title,
        }),
        React.createElement(ResponsePanel, { outcome }),
      ),
      React.createElement(
        "footer",
        null,
        React.createElement("button", { type: "button", className: "xui-btn", onClick: onClose }, "Close"),
      ),
    ),
  );
}
function OperationsPage({ route, go }) {
  const app = useApp();
  const [filter, setFilter] = useState("");
  const [outcome, setOutcome] = useState(null);
  const ops = app.plan.operations;
  const selected = app.plan.operationsById[route.op] || null;
  const q = filter.trim().toLowerCase();
  const groups = [];
  const byGroup = {};
  for (const op of ops) {
    if (q && !(op.label + " " + op.path + " " + op.method + " " + op.id + " " + op.group).toLowerCase().includes(q))
      continue;
    const g = op.group || "Other";
    if (!byGroup[g]) {
      byGroup[g] = [];
      groups.push(g);
    }
    byGroup[g].push(op);
  }
  return React.createElement(
    "div",
    { "data-view": "operations" },
    React.createElement(
      "div",
      { className: "xui-head" },
      React.createElement(
        "div",
        null,
        React.createElement("h2", null, "Operations"),
        React.createElement("p", null, "Every operation of the API, ", ops.length, " in all, each with a form."),
      ),
    ),
    React.createElement(
      "div",
      { className: "xui-ops" },
      React.createElement(
        "div",
        { className: "xui-card" },
        React.createElement(
          "div",
          { className: "xui-toolbar" },
          React.createElement("input", {
            className: "xui-input",
            type: "search",
            "aria-label": "Filter operations",
            placeholder: "Filter operations\u2026",
            value: filter,
            onChange: (e) => setFilter(e.target.value),
          }),
        ),
        React.createElement(
          "div",
          { className: "xui-oplist" },
          groups.map((g) =>
            React.createElement(
              "div",
              { key: g },
              React.createElement("h4", null, g),
              byGroup[g].map((op) =>
                React.createElement(
                  "button",
                  {
                    type: "button",
                    key: op.id,
                    "data-op-id": op.id,
                    "aria-current": selected && selected.id === op.id,
                    onClick: () => {
                      setOutcome(null);
                      go({ page: "operations", op: op.id });
                    },
                  },
                  React.createElement(
                    "span",
                    { className: "xui-method " + (op.kind === "http" ? op.method : op.kind.toUpperCase()) },
                    op.kind === "http" ? op.method : op.kind,
                  ),
                  React.createElement(
                    "span",
                    { className: "label" },
                    op.label,
                    op.deprecated ? " (deprecated)" : "",
                    React.createElement("span", { className: "path" }, op.kind === "http" ? op.path : op.graphql.field),
                  ),
                ),
              ),
            ),
          ),
          groups.length === 0 ? React.createElement(Empty, { title: "No operation matches" }) : null,
        ),
      ),
      React.createElement(
        "div",
        { className: "xui-card" },
        selected
          ? React.createElement(
              React.Fragment,
              null,
              React.createElement(
                "div",
                { className: "xui-card-h" },
                React.createElement(
                  "h3",
                  null,
                  React.createElement(
                    "span",
                    {
                      className:
                        "xui-method " + (selected.kind === "http" ? selected.method : selected.kind.toUpperCase()),
                    },
                    selected.kind === "http" ? selected.method : selected.kind,
                  ),
                  " ",
                  selected.label,
                ),
                React.createElement(
                  "code",
                  { className: "xui-muted" },
                  selected.kind === "http" ? selected.path : selected.graphql.field,
                ),
              ),
              React.createElement(
                "div",
                { className: "xui-card-b" },
                selected.description
                  ? React.createElement(
                      "p",
                      { className: "xui-muted", style: { marginTop: 0, whiteSpace: "pre-line" } },
                      React.createElement(RichText, { text: selected.description }),
                    )
                  : null,
                React.createElement(OperationForm, { key: selected.id, op: selected, onResult: setOutcome }),
                React.createElement(ResponsePanel, { outcome }),
              ),
            )
          : React.createElement(
              Empty,
              { title: "Pick an operation" },
              "Choose one on the left to see its form and call it.",
            ),
      ),
    ),
  );
}

// src/confirm-dialog.tsx
function ConfirmDialog({ title, message, onCancel, onConfirm }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(null);
  const ref = useRef(null);
  useEffect(() => {
    if (ref.current) ref.current.focus();
  }, []);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return React.createElement(
    "div",
    {
      className: "xui-modal-bg",
      onKeyDown: (e) => {
        if (e.key === "Escape") onCancel();
      },
    },
    React.createElement(
      "div",
      { className: "xui-modal", role: "alertdialog", "aria-modal": "true", "aria-label": title },
      React.createElement("h3", null, title),
      React.createElement(
        "div",
        { className: "xui-card-b" },
        React.createElement("p", { style: { margin: 0 } }, message),
        React.createElement(ErrorBox, { error }),
      ),
      React.createElement(
        "footer",
        null,
        React.createElement(
          "button",
          { type: "button", className: "xui-btn", ref, onClick: onCancel, disabled: busy },
          "Cancel",
        ),
        React.createElement(
          "button",
          { type: "button", className: "xui-btn danger solid", onClick: confirm, disabled: busy },
          busy ? "Deleting\u2026" : "Delete",
        ),
      ),
    ),
  );
}

// src/detail-parts.tsx
function DetailHead({ resource, title, onAction, onEdit, onDelete }) {
  return React.createElement(
    "div",
    { className: "xui-head" },
    React.createElement(
      "div",
      null,
      React.createElement("h2", null, title),
      React.createElement("p", null, resource.label),
    ),
    React.createElement(
      "div",
      { className: "xui-row" },
      resource.detail.actions.map((a) =>
        React.createElement(
          "button",
          {
            key: a.operationId,
            type: "button",
            className: "xui-btn" + (a.danger ? " danger" : ""),
            onClick: () => onAction(a),
          },
          a.label,
        ),
      ),
      resource.edit && onEdit
        ? React.createElement("button", { type: "button", className: "xui-btn", onClick: onEdit }, "Edit")
        : null,
      resource.delete
        ? React.createElement("button", { type: "button", className: "xui-btn danger", onClick: onDelete }, "Delete")
        : null,
    ),
  );
}
function DetailFields({ fields, item: answered }) {
  const item = unwrapEnvelope(
    answered,
    fields.map((c) => c.key),
  );
  const { columns, disagrees } = observedColumns(fields, [item], 40);
  return React.createElement(
    "div",
    { className: "xui-card" },
    disagrees
      ? React.createElement(
          "p",
          { className: "xui-muted", "data-disagrees": "", role: "note", style: { margin: "8px 12px" } },
          DISAGREES_NOTE,
        )
      : null,
    React.createElement(
      "dl",
      { className: "xui-dl" },
      columns.map((c) =>
        React.createElement(
          React.Fragment,
          { key: c.key },
          React.createElement("dt", null, c.label),
          React.createElement(
            "dd",
            null,
            c.renderer === "json" && getPath(item, c.key) !== void 0
              ? React.createElement(JsonView, { value: getPath(item, c.key) })
              : React.createElement(Cell, { column: c, value: getPath(item, c.key) }),
          ),
        ),
      ),
    ),
  );
}
function DetailSubTable({ sub, resource, item, route, params, go }) {
  const app = useApp();
  if (sub.resource) {
    const child = app.plan.resourcesById[sub.resource];
    if (!child || !child.list) return null;
    const scope = childScope(child, { ...(route.scope || {}), ...params }, params, resource, item);
    return React.createElement(
      "div",
      { className: "xui-card", style: { marginTop: 16 } },
      React.createElement(ListView, { resource: child, route: { scope }, go, embedded: true }),
    );
  }
  const rows = getPath(item, sub.key);
  return React.createElement(
    "div",
    { className: "xui-card", style: { marginTop: 16 } },
    React.createElement(
      "div",
      { className: "xui-card-h" },
      React.createElement("h3", null, sub.label),
      React.createElement("span", { className: "xui-muted" }, Array.isArray(rows) ? rows.length : 0),
    ),
    Array.isArray(rows) && rows.length
      ? React.createElement(
          "div",
          { className: "xui-tablewrap" },
          React.createElement(
            "table",
            null,
            React.createElement(
              "thead",
              null,
              React.createElement(
                "tr",
                null,
                sub.columns.map((c) => React.createElement("th", { key: c.key }, c.label)),
              ),
            ),
            React.createElement(
              "tbody",
              null,
              rows.map((r, i) =>
                React.createElement(
                  "tr",
                  { key: i },
                  sub.columns.map((c) =>
                    React.createElement(
                      "td",
                      { key: c.key },
                      React.createElement(Cell, { column: c, value: getPath(r, c.key) }),
                    ),
                  ),
                ),
              ),
            ),
          ),
        )
      : React.createElement(Empty, { title: "None" }),
  );
}

// src/detail-view.tsx
function detailItem(resource, data, fromOperation) {
  let item = data;
  const envelope = resource.detail.envelope;
  if (fromOperation && envelope && item && typeof item === "object" && !Array.isArray(item) && envelope in item)
    item = item[envelope];
  else if (item && fromOperation && resource.list && !Array.isArray(item) && typeof item === "object") {
    if (!(resource.idField in item)) {
      const inner = Object.values(item).find(
        (v) => v && typeof v === "object" && !Array.isArray(v) && resource.idField in v,
      );
      if (inner) item = inner;
    }
  }
  if (Array.isArray(item) && item.length === 1) item = item[0];
  return item;
}
function listedInstead(e, listed) {
  if (e && e.status === 404 && listed && typeof listed === "object")
    return { data: listed, listedOnly: "404 " + (e.message || "Not Found") };
  throw e;
}
function DetailView({ resource, route, go, toast }) {
  const app = useApp();
  const view = resource.detail;
  const op = view.operationId ? app.plan.operationsById[view.operationId] : null;
  const params = route.params || {};
  const locked = op ? needsCredentials(app, op) : false;
  const req = useRequest(
    () =>
      locked
        ? null
        : op
          ? callOperation(app, op, pathValues(params)).catch((e) => listedInstead(e, route.item))
          : { data: route.item },
    [JSON.stringify(params), app.baseUrl, app.authVersion, locked],
  );
  const [confirming, setConfirming] = useState(false);
  const [action, setAction] = useState(null);
  const item = detailItem(resource, req.result ? req.result.data : null, !!op);
  const title = item ? titleOf(resource, item) : resource.singular;
  const remove = async () => {
    const del = app.plan.operationsById[resource.delete.operationId];
    await callOperation(app, del, {
      ...itemQueryValues(del, item, resource.idField),
      ...pathValues(params),
      ...inputValues(del, item),
    });
    toast(resource.singular + " deleted");
    go({ page: "resource:" + resource.id, view: "list", scope: route.scope });
  };
  const shown2 = !req.loading && !req.error && !locked && item !== null && item !== void 0;
  return React.createElement(
    "div",
    { "data-view": "detail", "data-resource": resource.id },
    React.createElement(DetailHead, {
      resource,
      title,
      onAction: setAction,
      onEdit: item ? () => go({ ...route, view: "edit", item }) : null,
      onDelete: () => setConfirming(true),
    }),
    locked ? React.createElement("div", { className: "xui-card" }, React.createElement(AuthNeeded, { op })) : null,
    req.loading && !locked
      ? React.createElement("div", { className: "xui-card" }, React.createElement(Loading, { rows: 6 }))
      : null,
    !req.loading && req.error ? React.createElement(ErrorBox, { error: req.error, onRetry: req.reload }) : null,
    shown2 && req.result.listedOnly
      ? React.createElement(
          "p",
          { className: "xui-muted", "data-read-failed": "", role: "note", style: { margin: "8px 12px" } },
          "The server's own read of this item failed (",
          req.result.listedOnly,
          "); shown as its list gave it.",
        )
      : null,
    shown2
      ? typeof item !== "object"
        ? React.createElement(
            "div",
            { className: "xui-card" },
            React.createElement("div", { className: "xui-card-b" }, React.createElement(JsonView, { value: item })),
          )
        : React.createElement(
            React.Fragment,
            null,
            React.createElement(DetailFields, { fields: view.fields, item }),
            view.subTables.map((sub) =>
              React.createElement(DetailSubTable, {
                key: sub.label,
                sub,
                resource,
                item,
                route,
                params,
                go,
              }),
            ),
          )
      : null,
    confirming
      ? React.createElement(ConfirmDialog, {
          title: "Delete " + title + "?",
          message: resource.delete.confirm,
          onCancel: () => setConfirming(false),
          onConfirm: remove,
        })
      : null,
    action
      ? React.createElement(OperationModal, {
          op: app.plan.operationsById[action.operationId],
          title: action.label,
          prefill: { ...pathValues(params) },
          onClose: () => setAction(null),
          onDone: () => {
            setAction(null);
            toast(action.label + ": done");
            req.reload();
          },
        })
      : null,
  );
}

// src/folder.ts
function folderList(resource, op) {
  if (resource.list || !op || op.kind !== "http") return null;
  const required = op.params.filter((p) => p.required);
  if (required.length !== 1 || required[0].in !== "path" || !spansSegments(required[0].name)) return null;
  return {
    operationId: op.id,
    columns: resource.detail.fields,
    itemsPath: "",
    pagination: {
      style: "none",
      pageParam: null,
      sizeParam: null,
      offsetParam: null,
      cursorParam: null,
      nextPath: null,
      totalPath: null,
      firstPage: 1,
      defaultSize: 20,
      clientFills: [],
    },
    sort: null,
    initialSort: null,
    filters: [],
    search: null,
    searchFields: [],
    clientFilters: [],
    scope: [],
    scopeDefaults: {},
    paramDefaults: { [required[0].name]: "" },
    // the top folder
    needs: [],
  };
}

// src/resource-page.tsx
function saysAlready(description, intro) {
  const plain = (text) =>
    String(text || "")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/\.$/, "")
      .toLowerCase();
  return plain(intro) !== "" && plain(description).startsWith(plain(intro));
}
function ResourcePage({ resource, route, go, toast, title, intro, emptyText }) {
  const app = useApp();
  const read = resource.detail && resource.detail.operationId;
  const folder = read ? folderList(resource, app.plan.operationsById[read]) : null;
  const view = route.view || "list";
  if (view === "detail" && resource.detail)
    return React.createElement(DetailView, { key: JSON.stringify(route.params), resource, route, go, toast });
  if (view === "edit" && resource.edit)
    return React.createElement(FormView, {
      key: "edit" + JSON.stringify(route.params),
      resource,
      mode: "edit",
      route,
      go,
      toast,
    });
  if (view === "create" && resource.create)
    return React.createElement(FormView, { key: "create", resource, mode: "create", route, go, toast });
  return React.createElement(
    "div",
    { "data-view": "resource", "data-resource": resource.id },
    React.createElement(
      "div",
      { className: "xui-head" },
      React.createElement(
        "div",
        null,
        React.createElement("h2", null, title || resource.label),
        intro && !saysAlready(resource.description, intro)
          ? React.createElement("p", { "data-intro": "" }, intro)
          : null,
        resource.description
          ? React.createElement("p", null, React.createElement(RichText, { text: resource.description }))
          : null,
      ),
      React.createElement(
        "div",
        { className: "xui-row" },
        resource.actions.map((a) =>
          React.createElement(
            "button",
            {
              key: a.operationId,
              type: "button",
              className: "xui-btn",
              onClick: () => go({ page: "operations", op: a.operationId }),
            },
            a.label,
          ),
        ),
        resource.create
          ? React.createElement(
              "button",
              {
                type: "button",
                className: "xui-btn primary",
                onClick: () => go({ page: "resource:" + resource.id, view: "create", scope: route.scope }),
              },
              "New ",
              resource.singular,
            )
          : null,
      ),
    ),
    resource.list || folder
      ? React.createElement(ListView, {
          key: resource.id,
          resource: folder ? { ...resource, list: folder } : resource,
          route,
          go,
          emptyText,
        })
      : React.createElement(ResourceOperations, { resource, go }),
  );
}
function ResourceOperations({ resource, go }) {
  const app = useApp();
  const ops = app.plan.operations.filter((op) => op.resource === resource.id);
  return React.createElement(
    "div",
    { className: "xui-card" },
    React.createElement(
      "div",
      { className: "xui-card-h" },
      React.createElement("h3", null, "Operations"),
      React.createElement(
        "span",
        { className: "xui-muted" },
        "This API has no list of ",
        resource.label.toLowerCase(),
        "; call its operations directly.",
      ),
    ),
    React.createElement(
      "div",
      { className: "xui-oplist" },
      ops.map((op) =>
        React.createElement(
          "button",
          { type: "button", key: op.id, onClick: () => go({ page: "operations", op: op.id }) },
          React.createElement(
            "span",
            { className: "xui-method " + (op.kind === "http" ? op.method : op.kind.toUpperCase()) },
            op.kind === "http" ? op.method : op.kind,
          ),
          React.createElement(
            "span",
            { className: "label" },
            op.label,
            React.createElement("span", { className: "path" }, op.kind === "http" ? op.path : op.graphql.field),
          ),
        ),
      ),
    ),
  );
}

// src/data.ts
function unpackPlan(packed) {
  const table = [];
  const value = (x) => {
    if (typeof x === "string") {
      if (x.charCodeAt(0) !== 126) return x;
      return x.charCodeAt(1) === 126 ? x.slice(1) : table[Number(x.slice(1))];
    }
    if (x === null || typeof x !== "object") return x;
    if (Array.isArray(x)) return x.map(value);
    const out = {};
    for (const key of Object.keys(x)) out[key] = value(x[key]);
    return out;
  };
  for (const entry2 of packed.t) table.push(value(entry2));
  return value(packed.p);
}
var PLAN_DATA = unpackPlan(planData());

// src/plan.tsx
var HYDRATED = hydratePlan(PLAN_DATA);
var NAVIGATION = HYDRATED.navigation;
var PLAN = {
  ...HYDRATED.app,
  operations: HYDRATED.operations,
  resources: HYDRATED.resources,
  operationsById: Object.fromEntries(HYDRATED.operations.map((op) => [op.id, op])),
  resourcesById: Object.fromEntries(HYDRATED.resources.map((r) => [r.id, r])),
  hiddenColumns: hiddenColumns(HYDRATED.edits || []),
};
function hiddenColumns(edits) {
  const out = {};
  for (const e of edits) {
    if (e.kind !== "hide_column" && e.kind !== "show_column") continue;
    const keys = (out[e.resource] || []).filter((k) => k !== e.key);
    out[e.resource] = e.kind === "hide_column" ? [...keys, e.key] : keys;
  }
  return out;
}
var RESOURCE_PAGES = Object.fromEntries(
  PLAN.resources.map((resource) => {
    const page = (props) => React.createElement(ResourcePage, { resource, ...props });
    return ["resource:" + resource.id, page];
  }),
);

// src/styles.ts
var STYLES = `
.xui { --bg: #f6f7fb; --panel: #ffffff; --panel-2: #f1f3f9; --text: #1b1f2a; --muted: #5f6b7e; --border: #e2e6ef;
  --accent: #4f46e5; --accent-2: #eef0ff; --accent-text: #ffffff; --danger: #d92d20; --danger-2: #fdecea;
  --ok: #067647; --ok-2: #e7f6ee;
  --warn: #b54708; --warn-2: #fff4e5; --shadow: 0 1px 2px rgba(16,24,40,.06), 0 1px 3px rgba(16,24,40,.08);
  --radius: 10px;
  --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 14px; line-height: 1.5; color: var(--text); background: var(--bg); min-height: 100vh; display: flex; }
.xui[data-theme="dark"] { --bg: #0f1117; --panel: #171a23; --panel-2: #1e2230; --text: #e6e8ef; --muted: #9aa3b5;
  --border: #2a3042;
  --accent: #8b85ff; --accent-2: #25264a; --accent-text: #0f1117; --danger: #ff6b5e; --danger-2: #3a1d1b;
  --ok: #4cd69b; --ok-2: #16332a;
  --warn: #ffb35c; --warn-2: #3a2a14; --shadow: 0 1px 2px rgba(0,0,0,.4); color-scheme: dark; }
.xui *, .xui *::before, .xui *::after { box-sizing: border-box; }
.xui a { color: var(--accent); text-decoration: none; } .xui a:hover { text-decoration: underline; }
.xui-side { width: 264px; flex: none; background: var(--panel); border-right: 1px solid var(--border); display: flex;
  flex-direction: column;
  position: sticky; top: 0; height: 100vh; overflow: hidden; }
.xui-brand { padding: 18px 18px 12px; border-bottom: 1px solid var(--border); }
.xui-brand h1 { font-size: 15px; margin: 0; font-weight: 650; letter-spacing: -.01em; overflow-wrap: anywhere; }
.xui-brand small { color: var(--muted); font-size: 12px; }
.xui-navsearch { margin: 10px 12px 4px; }
.xui-nav { overflow-y: auto; padding: 6px 8px 16px; flex: 1; }
.xui-nav h2 { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted);
  margin: 14px 10px 4px; font-weight: 600; overflow-wrap: anywhere; }
.xui-nav button { display: flex; align-items: center; justify-content: space-between; gap: 8px; width: 100%;
  text-align: left; border: 0; background: none; color: var(--text);
  padding: 7px 10px; border-radius: 7px; font: inherit; cursor: pointer; overflow-wrap: anywhere; }
.xui-nav button:hover { background: var(--panel-2); }
.xui-nav button[aria-current="page"] { background: var(--accent-2); color: var(--accent); font-weight: 600; }
.xui-nav .xui-count { font-size: 11px; color: var(--muted); font-weight: 500; }
.xui-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.xui-top { display: flex; align-items: center; gap: 10px; padding: 10px 24px; border-bottom: 1px solid var(--border);
  background: var(--panel);
  position: sticky; top: 0; z-index: 5; min-height: 56px; }
.xui-top .xui-crumbs { flex: 1; min-width: 0; color: var(--muted); white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }
.xui-top .xui-crumbs b { color: var(--text); font-weight: 600; }
.xui .xui-menu { display: none; }
.xui-content { padding: 24px; max-width: 1280px; width: 100%; }
.xui-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 16px; margin-bottom: 16px;
  flex-wrap: wrap; }
.xui-head h2 { margin: 0; font-size: 22px; letter-spacing: -.02em; font-weight: 680; overflow-wrap: anywhere; }
.xui-head p { margin: 4px 0 0; color: var(--muted); max-width: 72ch; white-space: pre-line; overflow-wrap: anywhere; }
.xui-card { background: var(--panel); border: 1px solid var(--border); border-radius: var(--radius);
  box-shadow: var(--shadow); }
.xui-card + .xui-card { margin-top: 16px; }
.xui-card-h { padding: 12px 16px; border-bottom: 1px solid var(--border); display: flex; align-items: center;
  justify-content: space-between; gap: 8px; flex-wrap: wrap; }
.xui-card-h h3 { margin: 0; font-size: 14px; font-weight: 650; }
.xui-card-b { padding: 16px; }
.xui-btn { display: inline-flex; align-items: center; gap: 6px; border: 1px solid var(--border);
  background: var(--panel); color: var(--text);
  padding: 7px 13px; border-radius: 8px; font: inherit; font-weight: 550; cursor: pointer; white-space: nowrap; }
.xui-btn:hover { background: var(--panel-2); } .xui-btn:disabled { opacity: .5; cursor: not-allowed; }
.xui-btn.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
.xui-btn.primary:hover { filter: brightness(1.08); }
.xui-btn.danger { color: var(--danger); border-color: var(--danger); }
.xui-btn.danger.solid { background: var(--danger); color: #fff; }
.xui-btn.ghost { border-color: transparent; background: none; } .xui-btn.small { padding: 4px 9px; font-size: 12px; }
.xui-row { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.xui-toolbar { display: flex; gap: 10px; align-items: flex-end; flex-wrap: wrap; padding: 12px 16px;
  border-bottom: 1px solid var(--border); }
.xui-toolbar label { display: flex; flex-direction: column; gap: 3px; font-size: 12px; color: var(--muted);
  font-weight: 550; }
.xui-input, .xui select, .xui textarea { font: inherit; color: var(--text); background: var(--panel);
  border: 1px solid var(--border); border-radius: 8px;
  padding: 7px 10px; min-width: 0; width: 100%; }
.xui-input:focus, .xui select:focus, .xui textarea:focus { outline: 2px solid var(--accent); outline-offset: -1px;
  border-color: var(--accent); }
.xui textarea { min-height: 90px; resize: vertical; }
.xui .mono, .xui code, .xui pre { font-family: var(--mono); font-size: 12.5px; }
.xui-tablewrap { overflow-x: auto; }
.xui table { width: 100%; border-collapse: collapse; }
.xui th { text-align: left; font-size: 12px; color: var(--muted); font-weight: 600; padding: 9px 14px;
  border-bottom: 1px solid var(--border);
  background: var(--panel-2); white-space: nowrap; position: sticky; top: 0; }
.xui th button { all: unset; cursor: pointer; } .xui th button:hover { color: var(--text); }
.xui td { padding: 10px 14px; border-bottom: 1px solid var(--border); vertical-align: top; max-width: 360px;
  overflow-wrap: anywhere; }
.xui td .clamp { display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
.xui tbody tr.clickable { cursor: pointer; } .xui tbody tr:hover { background: var(--panel-2); }
.xui-badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 600;
  background: var(--accent-2); color: var(--accent); }
.xui-badge.ok { background: var(--ok-2); color: var(--ok); }
.xui-badge.no { background: var(--panel-2); color: var(--muted); }
.xui-method { font-family: var(--mono); font-size: 11px; font-weight: 700; padding: 2px 6px; border-radius: 5px;
  min-width: 54px; text-align: center; display: inline-block; }
.xui-method.GET { background: #e7f6ee; color: #067647; }
.xui-method.POST { background: #e8efff; color: #2446c6; }
.xui-method.PUT { background: #fff4e5; color: #b54708; }
.xui-method.PATCH { background: #f3ecff; color: #6d2fd8; }
.xui-method.DELETE { background: #fdecea; color: #b42318; }
.xui-method.QUERY { background: #e7f6ee; color: #067647; }
.xui-method.MUTATION { background: #e8efff; color: #2446c6; }
.xui-method.SUBSCRIPTION, .xui-method.HEAD, .xui-method.OPTIONS, .xui-method.TRACE { background: var(--panel-2);
  color: var(--muted); }
.xui-pager { display: flex; justify-content: space-between; align-items: center; gap: 10px; padding: 10px 16px;
  color: var(--muted); flex-wrap: wrap; }
.xui-pager select { width: auto; }
.xui-state { padding: 40px 16px; text-align: center; color: var(--muted); }
.xui-state strong { display: block; color: var(--text); font-size: 15px; margin-bottom: 4px; }
.xui-skel { height: 12px; border-radius: 6px;
  background: linear-gradient(90deg, var(--panel-2), var(--border), var(--panel-2)); background-size: 200% 100%;
  animation: xui-sh 1.2s infinite; }
@keyframes xui-sh { to { background-position: -200% 0; } }
.xui-error { border: 1px solid var(--danger); background: var(--danger-2); border-radius: var(--radius);
  padding: 12px 14px; color: var(--text); margin: 12px 0; }
.xui-error b { color: var(--danger); }
.xui-error pre { max-height: 240px; overflow: auto; margin: 8px 0 0; white-space: pre-wrap; }
.xui-notice { border: 1px solid var(--border); background: var(--warn-2); border-radius: var(--radius);
  padding: 10px 14px; margin-bottom: 14px; }
.xui-dl { display: grid; grid-template-columns: minmax(140px, 220px) 1fr; gap: 0; margin: 0; }
.xui-dl dt { color: var(--muted); font-weight: 550; padding: 9px 16px; border-bottom: 1px solid var(--border);
  overflow-wrap: anywhere; }
.xui-dl dd { margin: 0; padding: 9px 16px; border-bottom: 1px solid var(--border); overflow-wrap: anywhere;
  min-width: 0; }
.xui-form { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 14px 18px; }
.xui-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.xui-field.wide { grid-column: 1 / -1; }
.xui-field > label, .xui-field > .xui-label { font-weight: 600; font-size: 13px; overflow-wrap: anywhere; }
.xui-field .req { color: var(--danger); margin-left: 2px; }
.xui-field .help { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; white-space: pre-line;
  max-height: 4.5em; overflow: hidden; }
.xui-field .err { color: var(--danger); font-size: 12px; font-weight: 550; }
.xui-field.invalid .xui-input, .xui-field.invalid select, .xui-field.invalid textarea { border-color: var(--danger); }
.xui fieldset { border: 1px solid var(--border); border-radius: var(--radius); padding: 12px 14px 14px; margin: 0;
  min-width: 0; }
.xui legend { font-weight: 600; padding: 0 6px; font-size: 13px; }
.xui-switch { position: relative; display: inline-flex; align-items: center; gap: 8px; cursor: pointer;
  user-select: none; }
.xui-switch input { position: absolute; opacity: 0; width: 1px; height: 1px; }
.xui-switch .track { width: 36px; height: 20px; border-radius: 999px; background: var(--border); position: relative;
  transition: background .15s; flex: none; }
.xui-switch .track::after { content: ""; position: absolute; left: 2px; top: 2px; width: 16px; height: 16px;
  border-radius: 50%; background: #fff; transition: transform .15s; box-shadow: var(--shadow); }
.xui-switch input:checked + .track { background: var(--accent); }
.xui-switch input:checked + .track::after { transform: translateX(16px); }
.xui-switch input:focus-visible + .track { outline: 2px solid var(--accent); outline-offset: 2px; }
.xui-seg { display: inline-flex; border: 1px solid var(--border); border-radius: 8px; overflow: hidden;
  flex-wrap: wrap; }
.xui-seg button { border: 0; background: var(--panel); color: var(--text); padding: 6px 12px; font: inherit;
  cursor: pointer; border-right: 1px solid var(--border); }
.xui-seg button:last-child { border-right: 0; }
.xui-seg button[aria-pressed="true"] { background: var(--accent); color: var(--accent-text); }
.xui-tags { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; border: 1px solid var(--border);
  border-radius: 8px; padding: 5px 6px; background: var(--panel); }
.xui-tags .chip { display: inline-flex; align-items: center; gap: 4px; background: var(--accent-2);
  color: var(--accent); border-radius: 6px; padding: 1px 4px 1px 8px; font-size: 12.5px; overflow-wrap: anywhere; }
.xui-tags .chip button { border: 0; background: none; color: inherit; cursor: pointer; font-size: 14px;
  line-height: 1; padding: 0 3px; }
.xui-tags input { border: 0; outline: 0; flex: 1; min-width: 100px; background: none; color: var(--text);
  font: inherit; padding: 3px; }
.xui-kv { display: grid; grid-template-columns: 1fr 1fr auto; gap: 6px; }
.xui-modal-bg { position: fixed; inset: 0; background: rgba(15,17,23,.45); display: flex; align-items: center;
  justify-content: center; z-index: 50; padding: 16px; }
.xui-modal { background: var(--panel); border-radius: 14px; box-shadow: 0 20px 50px rgba(0,0,0,.3);
  width: min(520px, 100%); max-height: 90vh; overflow: auto; border: 1px solid var(--border); }
.xui-modal h3 { margin: 0; padding: 16px 18px 0; font-size: 16px; } .xui-modal .xui-card-b { padding: 12px 18px; }
.xui-modal footer { display: flex; justify-content: flex-end; gap: 8px; padding: 12px 18px 16px; }
.xui-toast { position: fixed; right: 18px; bottom: 18px; background: var(--text); color: var(--panel);
  padding: 10px 16px; border-radius: 10px; box-shadow: var(--shadow); z-index: 60; max-width: 420px; }
.xui-ops { display: grid; grid-template-columns: minmax(260px, 360px) 1fr; gap: 16px; align-items: start; }
.xui-oplist { max-height: calc(100vh - 180px); overflow: auto; }
.xui-oplist button { display: flex; gap: 8px; align-items: center; width: 100%; border: 0;
  border-bottom: 1px solid var(--border); background: none; color: var(--text);
  padding: 9px 12px; text-align: left; font: inherit; cursor: pointer; }
.xui-oplist button:hover { background: var(--panel-2); }
.xui-oplist button[aria-current="true"] { background: var(--accent-2); }
.xui-oplist .label { min-width: 0; overflow-wrap: anywhere; }
.xui-oplist .path { display: block; color: var(--muted); font-family: var(--mono); font-size: 11.5px; }
.xui-oplist h4 { margin: 0; padding: 8px 12px; font-size: 11px; text-transform: uppercase; letter-spacing: .06em;
  color: var(--muted); background: var(--panel-2); overflow-wrap: anywhere; }
.xui-json { background: var(--panel-2); border-radius: 8px; padding: 12px; overflow: auto; max-height: 520px;
  margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.xui-muted { color: var(--muted); } .xui-nil { color: var(--muted); font-style: italic; }
.xui-thumb { width: 36px; height: 36px; object-fit: cover; border-radius: 6px; background: var(--panel-2); }
.xui-tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--border); padding: 0 24px;
  background: var(--panel); overflow-x: auto; }
.xui-tabs button { border: 0; background: none; padding: 12px 10px; font: inherit; color: var(--muted);
  cursor: pointer; border-bottom: 2px solid transparent; white-space: nowrap; }
.xui-tabs button[aria-current="page"] { color: var(--accent); border-bottom-color: var(--accent); font-weight: 600; }
.xui.layout-topnav { flex-direction: column; } .xui.layout-topnav .xui-side { display: none; }
.xui.layout-compact { font-size: 13px; }
.xui.layout-compact td, .xui.layout-compact th { padding: 6px 10px; }
.xui.layout-compact .xui-side { width: 220px; }
@media (max-width: 900px) {
  .xui { flex-direction: column; }
  .xui-side { position: fixed; inset: 0 30% 0 0; z-index: 40; transform: translateX(-105%); transition: transform .2s;
    height: 100%; width: auto; }
  .xui.nav-open .xui-side { transform: none; box-shadow: 0 0 0 100vmax rgba(0,0,0,.35); }
  .xui .xui-menu { display: inline-flex; } .xui-content { padding: 16px; } .xui-ops { grid-template-columns: 1fr; }
  .xui-dl { grid-template-columns: 1fr; } .xui-dl dt { border-bottom: 0; padding-bottom: 0; }
}
`;

// src/overview.tsx
function listNeeds(r) {
  if (!r || !r.list) return null;
  const op = PLAN.operationsById[r.list.operationId];
  if (!op) return null;
  const fields = [...r.list.scope, ...op.params];
  return r.list.needs.map((name) => (fields.find((f) => f.name === name) || { label: name }).label);
}
function parentCrumbs(resource, scope) {
  const out = [];
  const seen = {};
  let r = resource && resource.parent ? PLAN.resourcesById[resource.parent] : null;
  while (r && !seen[r.id]) {
    seen[r.id] = true;
    let param = Object.keys(r.itemParams).find((k) => !isBlank(scope[k]));
    if (!param && !out.length && resource.list) {
      const inner = resource.list.scope.filter((f) => !isBlank(scope[f.name])).pop();
      param = inner ? inner.name : void 0;
    }
    if (param) out.unshift({ resource: r, param, value: scope[param] });
    r = r.parent ? PLAN.resourcesById[r.parent] : null;
  }
  return out;
}
var CRUMB = {
  background: "none",
  border: 0,
  padding: 0,
  font: "inherit",
  color: "inherit",
  cursor: "pointer",
  textDecoration: "underline",
};
function versionText(v) {
  const text = String(v).trim();
  if (/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} \d{4}/.test(text) && !isNaN(Date.parse(text.replace(/ \(.*\)$/, ""))))
    return new Date(Date.parse(text.replace(/ \(.*\)$/, ""))).toISOString().slice(0, 10);
  const short = text.length > 24 ? text.slice(0, 23) + "\u2026" : text;
  return /^\d/.test(short) ? "v" + short : short;
}
function Overview({ go }) {
  const groups = NAVIGATION.map((g) => ({ ...g, items: g.items.filter((it) => it.page.startsWith("resource:")) }));
  return React.createElement(
    "div",
    { "data-view": "overview" },
    React.createElement(
      "div",
      { className: "xui-head" },
      React.createElement(
        "div",
        null,
        React.createElement("h2", null, PLAN.title),
        React.createElement(
          "p",
          null,
          PLAN.description || "No list here loads without input. Pick a resource: each says what it needs first.",
        ),
      ),
    ),
    groups
      .filter((g) => g.items.length)
      .map((g, gi) =>
        React.createElement(
          "div",
          { className: "xui-card", key: gi, style: { marginBottom: 16 } },
          React.createElement("div", { className: "xui-card-h" }, React.createElement("h3", null, g.label)),
          React.createElement(
            "div",
            { className: "xui-oplist" },
            g.items.map((it) => {
              const r = PLAN.resourcesById[it.page.slice(9)];
              const needs = listNeeds(r);
              return React.createElement(
                "button",
                { type: "button", key: it.page, onClick: () => go({ page: it.page }) },
                React.createElement(
                  "span",
                  { className: "label" },
                  it.label,
                  React.createElement(
                    "span",
                    { className: "path" },
                    needs === null ? "No list: its operations" : needs.length ? "Needs " + needs.join(", ") : "A list",
                  ),
                ),
              );
            }),
          ),
        ),
      ),
  );
}

// src/connection.tsx
function AuthScheme({ scheme: s, creds, set }) {
  return React.createElement(
    "fieldset",
    { style: { marginTop: 14 }, "data-auth": s.id },
    React.createElement(
      "legend",
      null,
      s.label,
      " ",
      React.createElement(
        "span",
        { className: "xui-muted" },
        "(",
        s.kind === "apiKey" ? "API key in " + s.in + " \u201C" + s.name + "\u201D" : s.kind,
        ")",
      ),
    ),
    s.description
      ? React.createElement(
          "p",
          { className: "xui-muted", style: { marginTop: 0, whiteSpace: "pre-line" } },
          React.createElement(RichText, { text: preview(s.description, 280) }),
        )
      : null,
    s.kind === "apiKey"
      ? React.createElement("input", {
          className: "xui-input mono",
          "aria-label": s.label + " value",
          type: "password",
          autoComplete: "off",
          value: (creds[s.id] || {}).value || "",
          onChange: (e) => set(s.id, "value", e.target.value),
        })
      : null,
    s.kind === "basic"
      ? React.createElement(
          "div",
          { className: "xui-form" },
          React.createElement("input", {
            className: "xui-input",
            "aria-label": "Username",
            placeholder: "Username",
            autoComplete: "off",
            value: (creds[s.id] || {}).username || "",
            onChange: (e) => set(s.id, "username", e.target.value),
          }),
          React.createElement("input", {
            className: "xui-input",
            "aria-label": "Password",
            placeholder: "Password",
            type: "password",
            autoComplete: "off",
            value: (creds[s.id] || {}).password || "",
            onChange: (e) => set(s.id, "password", e.target.value),
          }),
        )
      : null,
    s.kind === "bearer" || s.kind === "oauth2" || s.kind === "openIdConnect"
      ? React.createElement("input", {
          className: "xui-input mono",
          "aria-label": s.label + " token",
          placeholder: s.kind === "bearer" ? "Token" : "Paste an access token",
          type: "password",
          autoComplete: "off",
          value: (creds[s.id] || {}).token || "",
          onChange: (e) => set(s.id, "token", e.target.value),
        })
      : null,
    s.kind === "oauth2" && s.scopes.length
      ? React.createElement(
          "p",
          { className: "xui-muted", style: { marginBottom: 0 } },
          "Scopes: ",
          s.scopes.slice(0, 12).join(", "),
          s.scopes.length > 12 ? "\u2026" : "",
        )
      : null,
    s.kind === "unsupported"
      ? React.createElement(
          "p",
          { className: "xui-muted", style: { margin: 0 }, "data-unsupported-auth": s.scheme || "" },
          "This API asks for HTTP \u201C",
          s.scheme,
          "\u201D authentication, which this page cannot send. Requests that need it will be refused unless a header below (or another scheme) is accepted instead.",
        )
      : null,
    s.kind === "mutualTLS"
      ? React.createElement(
          "p",
          { className: "xui-muted", style: { margin: 0 } },
          "Mutual TLS uses a client certificate installed in the browser; nothing to enter here.",
        )
      : null,
  );
}
function CustomHeader({ creds, set }) {
  return React.createElement(
    "fieldset",
    { style: { marginTop: 14 } },
    React.createElement(
      "legend",
      null,
      "Custom header ",
      React.createElement("span", { className: "xui-muted" }, "(sent with every request)"),
    ),
    React.createElement(
      "div",
      { className: "xui-form" },
      React.createElement("input", {
        className: "xui-input",
        "aria-label": "Header name",
        placeholder: "Authorization",
        value: (creds.$custom || {}).name || "",
        onChange: (e) => set("$custom", "name", e.target.value),
      }),
      React.createElement("input", {
        className: "xui-input mono",
        "aria-label": "Header value",
        type: "password",
        placeholder: "value",
        autoComplete: "off",
        value: (creds.$custom || {}).value || "",
        onChange: (e) => set("$custom", "value", e.target.value),
      }),
    ),
  );
}
function ConnectionPanel({ onClose }) {
  const app = useApp();
  const [base, setBase] = useState(app.baseUrl);
  const [creds, setCreds] = useState(app.credentials);
  const set = (id, key, v) => setCreds((c) => ({ ...c, [id]: { ...(c[id] || {}), [key]: v } }));
  const save = (e) => {
    e.preventDefault();
    app.setBaseUrl(base.trim());
    app.setCredentials(creds);
    onClose();
  };
  return React.createElement(
    "div",
    {
      className: "xui-modal-bg",
      onKeyDown: (e) => {
        if (e.key === "Escape") onClose();
      },
    },
    React.createElement(
      "form",
      {
        className: "xui-modal",
        role: "dialog",
        "aria-modal": "true",
        "aria-label": "Connection",
        onSubmit: save,
        style: { width: "min(620px, 100%)" },
      },
      React.createElement("h3", null, "Connection"),
      React.createElement(
        "div",
        { className: "xui-card-b" },
        React.createElement(
          "div",
          { className: "xui-field" },
          React.createElement("label", { htmlFor: "xui-base" }, "API base URL"),
          React.createElement("input", {
            id: "xui-base",
            className: "xui-input mono",
            value: base,
            onChange: (e) => setBase(e.target.value),
            placeholder: "https://api.example.com",
          }),
          app.plan.servers.length > 1
            ? React.createElement(
                "div",
                { className: "xui-row", style: { marginTop: 4 } },
                app.plan.servers.map((s) =>
                  React.createElement(
                    "button",
                    { type: "button", key: s, className: "xui-btn small ghost", onClick: () => setBase(s) },
                    s,
                  ),
                ),
              )
            : null,
        ),
        app.plan.includeAuth
          ? React.createElement(
              React.Fragment,
              null,
              app.plan.auth.map((s) => React.createElement(AuthScheme, { key: s.id, scheme: s, creds, set })),
              React.createElement(CustomHeader, { creds, set }),
            )
          : null,
      ),
      React.createElement(
        "footer",
        null,
        React.createElement("button", { type: "button", className: "xui-btn", onClick: onClose }, "Cancel"),
        React.createElement("button", { type: "submit", className: "xui-btn primary" }, "Save"),
      ),
    ),
  );
}

// src/signin.tsx
function proxyCredentialsUrl() {
  const base = RUNTIME_CONFIG.baseUrl;
  if (typeof base !== "string") return null;
  const m = /^(.*)\/proxy\/([^/?#]+)\/?$/.exec(base);
  return m ? m[1] + "/proxy-credentials/" + m[2] : null;
}
function staleProxyUrl(url) {
  const own2 = RUNTIME_CONFIG.baseUrl;
  const proxied = /\/proxy\/[^/?#]+\/?$/;
  return typeof url === "string" && typeof own2 === "string" && url !== own2 && proxied.test(url) && proxied.test(own2);
}
function methods() {
  const out = [];
  for (const s of PLAN.auth || []) {
    if (s.kind === "apiKey" && s.in !== "cookie")
      out.push({ id: s.id, label: s.label, kind: s.in === "query" ? "query" : "header", name: s.name });
    else if (s.kind === "basic") out.push({ id: s.id, label: s.label, kind: "basic" });
    else if (["bearer", "oauth2", "openIdConnect"].includes(s.kind))
      out.push({ id: s.id, label: s.label, kind: "token", word: "Bearer" });
  }
  out.push({ id: "$basic", label: "User name and password (HTTP Basic)", kind: "basic" });
  out.push({
    id: "$token",
    label: "Token (Authorization: Bearer \u2026, token \u2026)",
    kind: "token",
    word: "Bearer",
  });
  out.push({ id: "$header", label: "API key in a header", kind: "header", name: "X-API-Key" });
  out.push({ id: "$query", label: "API key in the query string", kind: "query", name: "api_key" });
  return out;
}
function bodyFor(m, v) {
  if (m.kind === "basic") return { scheme: "basic", username: v.username || "", password: v.password || "" };
  if (m.kind === "token")
    return { scheme: "bearer", prefix: (v.word ?? m.word).trim() || "Bearer", token: v.token || "" };
  return { scheme: m.kind, name: (v.name ?? m.name).trim(), value: v.value || "" };
}
function SignInPanel({ status, onClose, onSignedIn }) {
  const all = methods();
  const [id, setId] = useState(all[0].id);
  const [values, setValues] = useState({});
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const m = all.find((x) => x.id === id) || all[0];
  const set = (k) => (e) => setValues({ ...values, [k]: e.target.value });
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(proxyCredentialsUrl(), {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(bodyFor(m, values)),
      });
      const data = await res.json().catch(() => ({}));
      if (!res.ok) throw new Error(data.message || "The preview refused these credentials (" + res.status + ")");
      setValues({});
      onSignedIn();
    } catch (err) {
      setError(String((err && err.message) || err));
    } finally {
      setBusy(false);
    }
  };
  const input = (k, label, extra = {}) =>
    React.createElement("input", {
      className: "xui-input",
      "aria-label": label,
      placeholder: label,
      autoComplete: "off",
      value: values[k] ?? extra.initial ?? "",
      onChange: set(k),
      type: extra.secret ? "password" : "text",
    });
  return React.createElement(
    "div",
    { className: "xui-modal-bg", onKeyDown: (e) => (e.key === "Escape" ? onClose() : null) },
    React.createElement(
      "form",
      {
        className: "xui-modal",
        role: "dialog",
        "aria-modal": "true",
        "aria-label": "Sign in",
        "data-sign-in": "",
        onSubmit: submit,
      },
      React.createElement("h3", null, "Sign in"),
      React.createElement(
        "div",
        { className: "xui-card-b" },
        React.createElement(
          "p",
          { className: "xui-muted", style: { marginTop: 0 } },
          status ? "The API answered " + status + ". " : "",
          "Credentials are kept by the preview for this session and added to every call; this page never stores them.",
        ),
        React.createElement(
          "div",
          { className: "xui-field" },
          React.createElement("label", { htmlFor: "xui-sign-in-method" }, "How"),
          React.createElement(
            "select",
            { id: "xui-sign-in-method", className: "xui-input", value: id, onChange: (e) => setId(e.target.value) },
            all.map((x) => React.createElement("option", { key: x.id, value: x.id }, x.label)),
          ),
        ),
        React.createElement(
          "div",
          { className: "xui-form", "data-sign-in-kind": m.kind },
          m.kind === "basic"
            ? React.createElement(
                React.Fragment,
                null,
                input("username", "User name"),
                input("password", "Password", { secret: true }),
              )
            : m.kind === "token"
              ? React.createElement(
                  React.Fragment,
                  null,
                  input("word", "Scheme word", { initial: m.word }),
                  input("token", "Token", { secret: true }),
                )
              : React.createElement(
                  React.Fragment,
                  null,
                  input("name", m.kind === "query" ? "Parameter name" : "Header name", { initial: m.name }),
                  input("value", "Key", { secret: true }),
                ),
        ),
        error ? React.createElement("div", { className: "err", role: "alert" }, error) : null,
      ),
      React.createElement(
        "footer",
        null,
        React.createElement("button", { type: "button", className: "xui-btn", onClick: onClose }, "Cancel"),
        React.createElement("button", { type: "submit", className: "xui-btn primary", disabled: busy }, "Sign in"),
      ),
    ),
  );
}

// src/shell-state.ts
function hashParts() {
  const hash = (window.location.hash || "").replace(/^#\/?/, "");
  const at = hash.indexOf("&");
  return at < 0 ? { route: hash, params: "" } : { route: hash.slice(0, at), params: hash.slice(at) };
}
function parseHash() {
  try {
    const raw = decodeURIComponent(hashParts().route);
    return raw ? JSON.parse(raw) : null;
  } catch (e) {
    return null;
  }
}
function hashTheme() {
  const m = /&theme=(light|dark)(?:&|$)/.exec(hashParts().params);
  return m ? m[1] : null;
}
function useTheme() {
  const [theme, setTheme] = usePersistent("xui-theme", hashTheme() || PLAN.theme);
  useEffect(() => {
    const follow = () => {
      const asked = hashTheme();
      if (asked) setTheme(asked);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  return [theme, setTheme];
}
function firstPage() {
  const items = NAVIGATION.flatMap((group) => group.items);
  const ready = items.find((it) => {
    const needs = listNeeds(PLAN.resourcesById[it.page.slice(9)]);
    return needs !== null && needs.length === 0;
  });
  if (ready) return ready.page;
  return items.some((it) => it.page.startsWith("resource:")) ? "overview" : (items[0] || { page: "operations" }).page;
}
function useRoute(setNavOpen) {
  const [route, setRoute] = useState(() => {
    const r = parseHash();
    return r && r.page ? r : { page: firstPage() };
  });
  const go = useCallback((next) => {
    const clean = { ...next, item: next.item && typeof next.item === "object" ? next.item : void 0 };
    setRoute(clean);
    setNavOpen(false);
    try {
      const { item, ...rest } = clean;
      window.history.replaceState(null, "", "#/" + encodeURIComponent(JSON.stringify(rest)) + hashParts().params);
    } catch (e) {}
  }, []);
  return [route, go];
}
function useToast() {
  const [toastText, setToastText] = useState(null);
  const toastTimer = useRef(null);
  const toast = useCallback((text) => {
    setToastText(text);
    clearTimeout(toastTimer.current);
    toastTimer.current = setTimeout(() => setToastText(null), 3200);
  }, []);
  return [toastText, toast];
}
function useSignInPrompt() {
  const [signIn, setSignIn] = useState(null);
  const signedIn = useRef(false);
  useEffect(() => {
    const url = proxyCredentialsUrl();
    if (!url) return void 0;
    fetch(url)
      .then((r) => (r.ok ? r.json() : null))
      .then((d) => {
        signedIn.current = !!(d && d.auth);
      })
      .catch(() => {});
    const open = (e) => {
      const status = e.detail && e.detail.status;
      if (status === 401 || !signedIn.current) setSignIn((cur) => cur || { status });
    };
    window.addEventListener(SIGN_IN_EVENT, open);
    return () => window.removeEventListener(SIGN_IN_EVENT, open);
  }, []);
  return { signIn, setSignIn, signedIn };
}
function useAppState(openConnection) {
  const [storedBaseUrl, setBaseUrl] = usePersistent(
    "xui-base-url",
    RUNTIME_CONFIG.baseUrl !== void 0 && RUNTIME_CONFIG.baseUrl !== null ? RUNTIME_CONFIG.baseUrl : PLAN.baseUrl,
  );
  const baseUrl = staleProxyUrl(storedBaseUrl) ? RUNTIME_CONFIG.baseUrl : storedBaseUrl;
  const [credentials, setCredentialsState] = useState({});
  const [authVersion, setAuthVersion] = useState(0);
  const [authOverride, setAuthOverride] = useState(false);
  const setCredentials = (c) => {
    setCredentialsState(c);
    setAuthVersion((v) => v + 1);
  };
  const app = useMemo(
    () => ({
      plan: PLAN,
      baseUrl,
      setBaseUrl,
      credentials,
      setCredentials,
      authVersion,
      authOverride,
      setAuthOverride,
      openConnection,
    }),
    [baseUrl, credentials, authVersion, authOverride],
  );
  return { app, baseUrl, reauthorize: () => setAuthVersion((v) => v + 1) };
}

// src/shell-nav.tsx
function SideNav({ current, go }) {
  const [navFilter, setNavFilter] = useState("");
  const q = navFilter.trim().toLowerCase();
  const navItems = (items) => items.filter((it) => !q || it.label.toLowerCase().includes(q));
  return React.createElement(
    "aside",
    { className: "xui-side" },
    React.createElement(
      "div",
      { className: "xui-brand" },
      React.createElement("h1", null, PLAN.title),
      React.createElement(
        "small",
        null,
        PLAN.version ? versionText(PLAN.version) + " \xB7 " : "",
        PLAN.kind === "graphql" ? "GraphQL" : "REST",
        " API",
      ),
    ),
    React.createElement("input", {
      className: "xui-input xui-navsearch",
      type: "search",
      "aria-label": "Filter sections",
      placeholder: "Jump to\u2026",
      value: navFilter,
      onChange: (e) => setNavFilter(e.target.value),
      style: { width: "calc(100% - 24px)" },
    }),
    React.createElement(
      "nav",
      { className: "xui-nav", "aria-label": "Sections" },
      !q
        ? React.createElement(
            "button",
            {
              type: "button",
              "data-overview": "",
              "aria-current": current === "overview" ? "page" : void 0,
              onClick: () => go({ page: "overview" }),
            },
            React.createElement("span", null, "Overview"),
          )
        : null,
      NAVIGATION.map((group, gi) => {
        const items = navItems(group.items);
        if (!items.length) return null;
        return React.createElement(
          "div",
          { key: gi },
          React.createElement("h2", null, group.label),
          items.map((it) =>
            React.createElement(
              "button",
              {
                type: "button",
                key: it.page,
                "aria-current": current === it.page ? "page" : void 0,
                onClick: () => go({ page: it.page }),
              },
              React.createElement("span", null, it.label),
            ),
          ),
        );
      }),
    ),
  );
}
function NavTabs({ current, go }) {
  return React.createElement(
    "div",
    { className: "xui-tabs", role: "tablist" },
    NAVIGATION.flatMap((g) => g.items).map((it) =>
      React.createElement(
        "button",
        {
          type: "button",
          key: it.page,
          "aria-current": current === it.page ? "page" : void 0,
          onClick: () => go({ page: it.page }),
        },
        it.label,
      ),
    ),
  );
}

// src/shell-header.tsx
function Crumbs({ route, go }) {
  const current = route.page;
  const pageLabel =
    current === "overview"
      ? "Overview"
      : (NAVIGATION.flatMap((g) => g.items).find((it) => it.page === current) || { label: "" }).label;
  if (PLAN.layout === "topnav") return React.createElement("b", null, PLAN.title);
  return React.createElement(
    React.Fragment,
    null,
    parentCrumbs(PLAN.resourcesById[current.slice(9)], route.scope || {}).map((c) =>
      React.createElement(
        React.Fragment,
        { key: c.resource.id },
        React.createElement(
          "button",
          {
            type: "button",
            style: CRUMB,
            "data-crumb": c.resource.id,
            onClick: () =>
              go({
                page: "resource:" + c.resource.id,
                view: c.resource.detail ? "detail" : "list",
                params: { ...route.scope, [c.param]: c.value },
                scope: route.scope,
              }),
          },
          c.resource.singular + " " + String(c.value),
        ),
        " \u203A ",
      ),
    ),
    React.createElement("b", null, pageLabel),
    route.view && route.view !== "list" ? " / " + route.view : "",
  );
}
function ShellHeader({ route, go, navOpen, setNavOpen, baseUrl, openConnection, openSignIn, theme, setTheme }) {
  return React.createElement(
    "header",
    { className: "xui-top" },
    React.createElement(
      "button",
      {
        type: "button",
        className: "xui-btn ghost xui-menu",
        "aria-label": "Menu",
        onClick: () => setNavOpen(!navOpen),
      },
      "\u2630",
    ),
    React.createElement("div", { className: "xui-crumbs" }, React.createElement(Crumbs, { route, go })),
    React.createElement(
      "button",
      { type: "button", className: "xui-btn", onClick: openConnection, title: baseUrl || "No base URL set" },
      PLAN.includeAuth ? "Connection & auth" : "Connection",
    ),
    proxyCredentialsUrl()
      ? React.createElement(
          "button",
          { type: "button", className: "xui-btn", "data-open-sign-in": "", onClick: openSignIn },
          "Sign in",
        )
      : null,
    React.createElement(
      "button",
      {
        type: "button",
        className: "xui-btn",
        "aria-label": "Switch theme",
        "data-theme-toggle": "",
        onClick: () => setTheme(theme === "dark" ? "light" : "dark"),
      },
      theme === "dark" ? "\u2600 Light" : "\u263E Dark",
    ),
  );
}

// src/shell.tsx
function AppShell({ pages }) {
  const [theme, setTheme] = useTheme();
  const [navOpen, setNavOpen] = useState(false);
  const [showConnection, setShowConnection] = useState(false);
  const openConnection = useCallback(() => setShowConnection(true), []);
  const [route, go] = useRoute(setNavOpen);
  const [toastText, toast] = useToast();
  const { signIn, setSignIn, signedIn } = useSignInPrompt();
  const { app, baseUrl, reauthorize } = useAppState(openConnection);
  const Page = (pages || RESOURCE_PAGES)[route.page];
  return React.createElement(
    AppContext.Provider,
    { value: app },
    React.createElement("style", null, STYLES),
    React.createElement(
      "div",
      { className: "xui layout-" + PLAN.layout + (navOpen ? " nav-open" : ""), "data-theme": theme },
      React.createElement(SideNav, { current: route.page, go }),
      React.createElement(
        "div",
        { className: "xui-main" },
        React.createElement(ShellHeader, {
          route,
          go,
          navOpen,
          setNavOpen,
          baseUrl,
          openConnection,
          openSignIn: () => setSignIn({ status: null }),
          theme,
          setTheme,
        }),
        PLAN.layout === "topnav" ? React.createElement(NavTabs, { current: route.page, go }) : null,
        React.createElement(
          "main",
          { className: "xui-content" },
          !baseUrl && PLAN.kind === "rest"
            ? React.createElement(
                "div",
                { className: "xui-notice" },
                "No API base URL is set: requests go to this page's own server. Set one under \u201CConnection\u201D.",
              )
            : null,
          route.page === "operations"
            ? React.createElement(OperationsPage, { route, go })
            : route.page === "overview"
              ? React.createElement(Overview, { go })
              : Page
                ? React.createElement(Page, { key: route.page, route, go, toast })
                : React.createElement(Empty, { title: "Nothing here" }, "Pick a section on the left."),
        ),
      ),
      showConnection ? React.createElement(ConnectionPanel, { onClose: () => setShowConnection(false) }) : null,
      signIn
        ? React.createElement(SignInPanel, {
            status: signIn.status,
            onClose: () => setSignIn(null),
            onSignedIn: () => {
              signedIn.current = true;
              setSignIn(null);
              reauthorize();
              toast("Signed in");
            },
          })
        : null,
      toastText ? React.createElement("div", { className: "xui-toast", role: "status" }, toastText) : null,
    ),
  );
}
