// The warm verifier (app/verify.py starts one per process and keeps it): JSON lines on stdin and
// stdout. A request {"id", "code", "baseUrl", "pages"} is answered {"id", "ok", "stage", "error",
// "names", "lines", "ms"} after three checks of the generated module:
//   parse   esbuild's JSX transform (the preview's parser);
//   scope   no undeclared identifier (acorn + eslint-scope over the transformed module);
//   render  `App` mounted with react-dom in jsdom, effects run, fetch answered by the built-in mock
//           through the parent ({"fetch": {...}} out, {"fetchReply": {...}} in), with no exception,
//           no error boundary hit and no React error logged; then again on each of `pages` (page
//           keys such as "resource:pets", opened through the URL's hash as a link would).
import { createInterface } from "node:readline";
import { createRequire } from "node:module";
import { JSDOM } from "jsdom";
import { transform } from "esbuild";
import * as acorn from "acorn";
import { analyze } from "eslint-scope";

const require = createRequire(import.meta.url);
const ORIGIN = "http://xui.local";
const dom = new JSDOM("<!doctype html><html><body></body></html>", { url: ORIGIN + "/", pretendToBeVisual: true });
const win = dom.window;
for (const key of [
  "window",
  "document",
  "navigator",
  "location",
  "history",
  "sessionStorage",
  "localStorage",
  "HTMLElement",
  "Element",
  "Node",
  "Event",
  "KeyboardEvent",
  "MouseEvent",
  "getComputedStyle",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "FormData",
  "File",
  "Blob",
  "FileReader",
  "DOMParser",
  "CustomEvent",
  "MutationObserver",
]) {
  if (win[key] !== undefined)
    Object.defineProperty(globalThis, key, { value: win[key], configurable: true, writable: true });
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
const React = require("react");
const { createRoot } = require("react-dom/client");
const { act } = require("react-dom/test-utils");

// Names a module may use without declaring them: the JS built-ins, Node's and the browser's.
const KNOWN = new Set([
  ...Object.getOwnPropertyNames(globalThis),
  ...Object.getOwnPropertyNames(win),
  "window",
  "document",
  "fetch",
  "Headers",
  "Request",
  "Response",
  "URL",
  "URLSearchParams",
  "AbortController",
  "TextEncoder",
  "TextDecoder",
  "performance",
  "structuredClone",
  "queueMicrotask",
  "crypto",
  "console",
  "alert",
  "confirm",
  "prompt",
  "undefined",
  "arguments",
]);

const out = (obj) => process.stdout.write(JSON.stringify(obj) + "\n");
const pendingFetch = new Map();
let fetchSeq = 0;
const inflight = new Set();

globalThis.fetch = win.fetch = (input, init = {}) => {
  const url = new URL(typeof input === "string" ? input : input.url, ORIGIN + "/");
  if (url.origin !== ORIGIN) return Promise.reject(new TypeError("fetch failed (no network in the verifier)"));
  const id = ++fetchSeq;
  const headers = {};
  for (const [k, v] of new Headers(init.headers || {})) headers[k] = v;
  const body = typeof init.body === "string" ? init.body : null;
  const p = new Promise((resolve) => {
    pendingFetch.set(id, resolve);
    out({ fetch: { id, method: init.method || "GET", path: url.pathname + url.search, headers, body } });
  }).then((r) => new Response(r.status === 204 ? null : r.body, { status: r.status, headers: r.headers }));
  inflight.add(p);
  p.finally(() => inflight.delete(p)).catch(() => {});
  return p;
};

function linesOf(code, names) {
  const lines = code.split("\n");
  const hits = [];
  for (const name of names) {
    const re = new RegExp("(^|[^\\w$.])" + name.replace(/\$/g, "\\$") + "(?![\\w$])");
    lines.forEach((text, i) => {
      if (hits.length < 12 && re.test(text)) hits.push({ line: i + 1, text: text.trim().slice(0, 160) });
    });
  }
  return hits;
}

function undeclared(js) {
  const ast = acorn.parse(js, { ecmaVersion: "latest", sourceType: "module", ranges: true });
  const manager = analyze(ast, { ecmaVersion: 2022, sourceType: "module" });
  const names = new Set();
  for (const ref of manager.globalScope.through) {
    if (!KNOWN.has(ref.identifier.name)) names.add(ref.identifier.name);
  }
  return [...names];
}

class Boundary extends React.Component {
  constructor(props) {
    super(props);
    this.state = { error: null };
  }
  static getDerivedStateFromError(error) {
    return { error };
  }
  componentDidCatch(error) {
    this.props.onError(error);
  }
  render() {
    return this.state.error ? null : this.props.children;
  }
}

const message = (e) => (e && e.message ? e.message : String(e)).split("\n")[0].slice(0, 400);

async function render(cjs, baseUrl, page) {
  const errors = [];
  const onError = (e) => errors.push(message(e));
  win.sessionStorage.clear();
  win.localStorage.clear();
  win.history.replaceState(null, "", page ? "/#/" + encodeURIComponent(JSON.stringify({ page })) : "/");
  win.__EXPERIENCE_UI__ = { baseUrl };
  const mod = { exports: {} };
  const origError = console.error;
  console.error = (...args) => {
    const text = args.map(String).join(" ");
    if (!/^Warning:/.test(text)) errors.push(text.split("\n")[0].slice(0, 400));
  };
  const onRejection = (e) => errors.push("unhandled rejection: " + message(e));
  process.on("unhandledRejection", onRejection);
  const container = win.document.createElement("div");
  win.document.body.appendChild(container);
  let root = null;
  try {
    new Function("require", "module", "exports", cjs)((n) => (n === "react" ? React : require(n)), mod, mod.exports);
    const App = mod.exports.default;
    if (typeof App !== "function") return ["the module has no default export App"];
    root = createRoot(container, { onRecoverableError: onError });
    await act(async () => {
      root.render(React.createElement(Boundary, { onError }, React.createElement(App)));
    });
    // The first screen loads its data in effects: let the mock's answers land, a few rounds.
    for (let round = 0; round < 6 && inflight.size && !errors.length; round++) {
      await act(async () => {
        await Promise.allSettled([...inflight]);
        await new Promise((r) => setTimeout(r, 0));
      });
    }
    if (!errors.length && !container.innerHTML.trim()) errors.push("App rendered nothing");
  } catch (e) {
    errors.push(message(e));
  } finally {
    try {
      if (root) await act(async () => root.unmount());
    } catch (e) {
      errors.push(message(e));
    }
    container.remove();
    console.error = origError;
    process.off("unhandledRejection", onRejection);
  }
  return errors;
}

async function check(req) {
  const started = performance.now();
  const done = (fields) => ({ id: req.id, ms: Math.round(performance.now() - started), ...fields });
  let cjs;
  try {
    cjs = (await transform(req.code, { loader: "jsx", format: "cjs", target: "es2022", logLevel: "silent" })).code;
  } catch (e) {
    const err = e.errors && e.errors[0];
    const where = err && err.location ? [{ line: err.location.line, text: err.location.lineText.trim() }] : [];
    return done({ ok: false, stage: "parse", error: err ? err.text : message(e), lines: where });
  }
  try {
    const esm = (await transform(req.code, { loader: "jsx", format: "esm", target: "es2022", logLevel: "silent" }))
      .code;
    const names = undeclared(esm);
    if (names.length) {
      return done({
        ok: false,
        stage: "scope",
        error: "undeclared identifier" + (names.length > 1 ? "s" : "") + ": " + names.join(", "),
        names,
        lines: linesOf(req.code, names),
      });
    }
  } catch (e) {
    return done({ ok: false, stage: "scope", error: message(e), lines: [] });
  }
  const errors = await render(cjs, req.baseUrl || "/mock");
  for (const page of req.pages || []) {
    if (errors.length) break;
    errors.push(...(await render(cjs, req.baseUrl || "/mock", page)).map((e) => "on page " + page + ": " + e));
  }
  if (errors.length) {
    const names = [
      ...new Set(errors.flatMap((e) => [...e.matchAll(/\b([A-Za-z_$][\w$]*) is not defined/g)].map((m) => m[1]))),
    ];
    return done({
      ok: false,
      stage: "render",
      error: errors[0],
      errors: errors.slice(0, 5),
      lines: linesOf(req.code, names),
    });
  }
  return done({ ok: true, stage: "render" });
}

let queue = Promise.resolve();
createInterface({ input: process.stdin }).on("line", (line) => {
  let msg;
  try {
    msg = JSON.parse(line);
  } catch (e) {
    return out({ error: "bad line: " + message(e) });
  }
  if (msg.fetchReply) {
    const resolve = pendingFetch.get(msg.fetchReply.id);
    pendingFetch.delete(msg.fetchReply.id);
    if (resolve) resolve(msg.fetchReply);
    return;
  }
  queue = queue.then(() =>
    check(msg).then(out, (e) => out({ id: msg.id, ok: false, stage: "verifier", error: message(e) })),
  );
});
out({ ready: true });
