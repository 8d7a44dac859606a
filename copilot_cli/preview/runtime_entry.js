// The live preview's browser runtime: React, ReactDOM and sucrase, bundled once at setup by
// esbuild (`npm run build:runtime` → build/runtime/runtime.js) so the preview never needs a CDN.
//
// The page carries its settings in <script type="application/json" id="experience-ui-config">
// (data, not code: no inline script, so a strict CSP works). The runtime fetches the generated
// App.jsx, turns JSX and `import` into plain JS with sucrase, evaluates it with a tiny
// `require` that knows only "react", and renders <App/> inside an error boundary. Every failure
// (fetch, transform, evaluation, render, uncaught error) shows a readable overlay.
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as ReactDOMClient from "react-dom/client";
import * as jsxRuntime from "react/jsx-runtime";
import { transform } from "sucrase";

const VERSION = "1";
// "react" is the only import the generated App may use (the contract with the generator);
// the jsx runtime is what sucrase's automatic JSX transform itself imports.
const MODULES = {
  react: React,
  "react/jsx-runtime": jsxRuntime,
  "react/jsx-dev-runtime": jsxRuntime,
};

export class PreviewError extends Error {
  constructor(stage, message, detail) {
    super(message);
    this.name = "PreviewError";
    this.stage = stage;
    this.detail = detail || "";
  }
}

function codeFrame(source, line, column) {
  const lines = source.split("\n");
  const from = Math.max(0, line - 3);
  const to = Math.min(lines.length, line + 2);
  const width = String(to).length;
  const out = [];
  for (let i = from; i < to; i++) {
    const mark = i + 1 === line ? ">" : " ";
    out.push(`${mark} ${String(i + 1).padStart(width)} | ${lines[i]}`);
    if (i + 1 === line) out.push(`  ${" ".repeat(width)} | ${" ".repeat(Math.max(0, column - 1))}^`);
  }
  return out.join("\n");
}

// What does not vary per API is left out of the transform (ui/render.py marks both parts): the
// runtime, when the module carries it precompiled (plain JS between the runtime markers), goes
// into the evaluated code as it is, and the plan's data (one JSON line between the plan markers)
// is parsed with JSON.parse, which is much faster than compiling and evaluating it as a literal.
// Only the API-specific part and the module's head go through sucrase. A module without the
// markers, or whose marked parts do not read as expected, is compiled whole, as before.
const RUNTIME_RE = /^\/\/ @experience-ui\/runtime v1\n([\s\S]*?)^\/\/ @end-experience-ui\/runtime$/m;
const PLAN_RE =
  /^\/\/ @experience-ui\/plan v1\nfunction planData\(\) \{\n {2}return (\{[^\n]*\});\n\}\n\/\/ @end-experience-ui\/plan$/m;
const PLAN_PARAM = "__experienceUiPlan";
const RUNTIME_SLOT = "__experienceUiRuntimeSlot__();";

// The module split into what sucrase must see and what it need not: { source, runtime, plan }.
// `source` keeps every line where it was (the plan's five lines become five lines that return the
// parsed plan; the runtime becomes one statement padded with its line count), so a transform
// error's line is the module's line.
export function splitModule(source) {
  let rest = source;
  let plan;
  const planMatch = PLAN_RE.exec(rest);
  if (planMatch) {
    try {
      plan = JSON.parse(planMatch[1]);
      const stub = `//\nfunction planData() {\n  return ${PLAN_PARAM};\n}\n//`;
      rest = rest.slice(0, planMatch.index) + stub + rest.slice(planMatch.index + planMatch[0].length);
    } catch {
      plan = undefined; // not JSON after all: sucrase compiles it with the rest
    }
  }
  let runtime = null;
  const runtimeMatch = RUNTIME_RE.exec(rest);
  if (runtimeMatch) {
    runtime = runtimeMatch[1];
    const lines = runtimeMatch[0].split("\n").length - 1;
    rest =
      rest.slice(0, runtimeMatch.index) +
      RUNTIME_SLOT +
      "\n".repeat(lines) +
      rest.slice(runtimeMatch.index + runtimeMatch[0].length);
  }
  return { source: rest, runtime, plan };
}

export function compile(source, filePath = "App.jsx") {
  try {
    return transform(source, {
      transforms: ["jsx", "imports"],
      jsxRuntime: "automatic",
      production: true,
      filePath,
    }).code;
  } catch (err) {
    const loc = err && err.loc;
    const frame = loc ? codeFrame(source, loc.line, loc.column + 1) : "";
    throw new PreviewError("transform", `Could not compile ${filePath}: ${err.message}`, frame);
  }
}

function requireModule(name) {
  if (Object.prototype.hasOwnProperty.call(MODULES, name)) return MODULES[name];
  throw new PreviewError("evaluate", `App.jsx imports "${name}", but the preview provides only "react".`);
}

export function evaluate(code, filePath = "App.jsx", plan = undefined) {
  const module = { exports: {} };
  try {
    // eslint-disable-next-line no-new-func -- evaluating the freshly compiled App is the point
    const run = new Function("require", "module", "exports", PLAN_PARAM, `${code}\n//# sourceURL=${filePath}`);
    run(requireModule, module, module.exports, plan);
  } catch (err) {
    if (err instanceof PreviewError) throw err;
    throw new PreviewError("evaluate", `App.jsx failed while loading: ${err && err.message}`, stackOf(err));
  }
  const App = module.exports.default;
  if (typeof App !== "function") {
    throw new PreviewError("evaluate", "App.jsx has no default export function App.");
  }
  return App;
}

// Stage marks (performance.mark "eui:<stage>") for benchmarks/spec_to_rows.mjs.
function mark(stage) {
  if (typeof performance !== "undefined" && performance.mark) performance.mark(`eui:${stage}`);
}

function stackOf(err) {
  return err && err.stack ? String(err.stack) : "";
}

const OVERLAY_ID = "experience-ui-error";
const TITLES = {
  fetch: "Could not load the generated UI",
  transform: "The generated UI does not compile",
  evaluate: "The generated UI failed to load",
  render: "The generated UI crashed while rendering",
  uncaught: "Uncaught error in the generated UI",
};

export function showError(stage, message, detail) {
  let box = document.getElementById(OVERLAY_ID);
  if (!box) {
    box = document.createElement("div");
    box.id = OVERLAY_ID;
    box.setAttribute("role", "alert");
    Object.assign(box.style, {
      position: "fixed",
      inset: "0",
      zIndex: "2147483647",
      overflow: "auto",
      background: "rgba(24, 24, 27, 0.94)",
      color: "#fafafa",
      padding: "32px",
      font: "14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    });
    document.body.appendChild(box);
  }
  // textContent only: error messages can contain text from the spec or the code.
  box.replaceChildren();
  const title = document.createElement("h2");
  title.textContent = TITLES[stage] || TITLES.uncaught;
  Object.assign(title.style, { color: "#f87171", margin: "0 0 12px", font: "600 18px system-ui, sans-serif" });
  const text = document.createElement("pre");
  text.textContent = message;
  Object.assign(text.style, { whiteSpace: "pre-wrap", margin: "0 0 16px" });
  box.append(title, text);
  if (detail) {
    const more = document.createElement("pre");
    more.textContent = detail;
    Object.assign(more.style, { whiteSpace: "pre", opacity: "0.8", margin: "0 0 16px" });
    box.append(more);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Dismiss";
  close.addEventListener("click", () => box.remove());
  box.append(close);
  document.documentElement.dataset.previewStatus = "error";
}

class ErrorBoundary extends React.Component {
  constructor(props) {
    super(props);
    this.state = { failed: false };
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidMount() {
    mark("rendered"); // the App's first commit: what a person sees first
  }
  componentDidCatch(error, info) {
    showError("render", String((error && error.message) || error), (info && info.componentStack) || stackOf(error));
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

// The compiled module: the transformed source with the precompiled runtime put back in its slot.
// The runtime's top-level names share the module's scope (the API-specific part uses them), and
// its free names (React, the hooks) are the ones the module's import binds: sucrase rewrites those
// inside the code it sees, so the slot re-binds them for the runtime from the same objects.
export function compileModule(source, filePath = "App.jsx") {
  const parts = splitModule(source);
  let code = compile(parts.source, filePath);
  if (parts.runtime !== null) {
    // The slot and its padding give way to the runtime on as many lines: the marker lines become
    // the bindings and a closing comment, so a stack trace's line is still the module's line. The
    // import may sit inside the runtime's part or before it; either way it becomes bindings.
    const slot = RUNTIME_SLOT + "\n".repeat(parts.runtime.split("\n").length);
    const at = code.indexOf(slot);
    if (at < 0) throw new PreviewError("transform", `Could not place the runtime in ${filePath}.`);
    const inRuntime = IMPORT_RE.exec(parts.runtime);
    const runtime = inRuntime
      ? "\n" + parts.runtime.replace(IMPORT_RE, reactBindings(inRuntime))
      : reactBindings(IMPORT_RE.exec(parts.source)) + "\n" + parts.runtime;
    code = code.slice(0, at) + runtime + "//" + code.slice(at + slot.length);
  }
  return { code, plan: parts.plan };
}

// `import React, { useState, … } from "react";` (the module's one import) as plain bindings the
// precompiled runtime can see: sucrase turns the import into `_react.useState` in the code it
// compiles, which leaves the runtime's `useState` unbound.
const IMPORT_RE = /^import\s+(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*"react";?$/m;
function reactBindings(match) {
  if (!match) return "";
  const names = (match[2] || "")
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean)
    .map((n) => n.replace(/\s+as\s+/, ": "));
  const out = [];
  if (match[1]) out.push(`const ${match[1]} = require("react");`);
  if (names.length) out.push(`const { ${names.join(", ")} } = require("react");`);
  return out.join(" ");
}

export function mount(source, container, filePath = "App.jsx") {
  const { code, plan } = compileModule(source, filePath);
  mark("transform");
  const App = evaluate(code, filePath, plan);
  mark("evaluate");
  const root = ReactDOMClient.createRoot(container);
  root.render(React.createElement(ErrorBoundary, null, React.createElement(App)));
  return root;
}

function readConfig() {
  const el = document.getElementById("experience-ui-config");
  if (!el) return null;
  return JSON.parse(el.textContent || "{}");
}

function absolute(url) {
  return url ? new URL(url, window.location.href).href.replace(/\/+$/, "") : url;
}

async function boot() {
  const config = readConfig();
  if (!config) return; // loaded as a library (e.g. by the desktop shell), nothing to boot
  window.addEventListener("error", (event) => {
    showError("uncaught", String((event.error && event.error.message) || event.message), stackOf(event.error));
  });
  window.addEventListener("unhandledrejection", (event) => {
    const reason = event.reason;
    showError("uncaught", `Unhandled promise rejection: ${(reason && reason.message) || reason}`, stackOf(reason));
  });
  const settings = Object.assign({}, window.__EXPERIENCE_UI__);
  if (config.baseUrl) settings.baseUrl = absolute(config.baseUrl);
  if (config.mock) settings.mock = true;
  window.__EXPERIENCE_UI__ = settings;
  const container = document.getElementById(config.rootId || "root");
  try {
    const response = await fetch(config.appUrl || "app.jsx", { cache: "no-store" });
    if (!response.ok) {
      throw new PreviewError("fetch", `GET ${response.url} answered ${response.status} ${response.statusText}`);
    }
    const source = await response.text();
    mark("fetch");
    mount(source, container, config.fileName || "App.jsx");
    document.documentElement.dataset.previewStatus = "rendered";
  } catch (err) {
    const stage = err instanceof PreviewError ? err.stage : "fetch";
    showError(stage, String((err && err.message) || err), err && err.detail);
  }
}

window.ExperienceUIRuntime = {
  version: VERSION,
  React,
  ReactDOM,
  ReactDOMClient,
  compile,
  compileModule,
  evaluate,
  mount,
  showError,
};

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot);
else boot();
