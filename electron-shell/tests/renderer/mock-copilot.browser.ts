/**
 * A mock of the preload API for renderer tests: scripted answers, every call recorded in
 * `window.__calls`. Set `window.__mock = { customize: "unavailable" }` first to change behaviour.
 */

import type { CopilotApi } from "../../src/shared/api.js";

type Call = { method: string; params: unknown };
const w = window as unknown as {
  __calls: Call[];
  __mock?: { customize?: string; holdStream?: string; forget?: string; bigCode?: string };
  __openStream?: () => void;
  copilot: CopilotApi;
};
// With holdStream, generate sends its first chunk and waits for the test to call __openStream().
const streamGate = new Promise<void>((resolve) => (w.__openStream = resolve));
w.__calls = [];
const record = (method: string, params?: unknown) => w.__calls.push({ method, params });
const fail = (code: number, message: string, data?: unknown) =>
  Promise.reject(Object.assign(new Error(message), { code, data }));
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
// Like copilot-cli's sessions: the code last returned per tab. `forget: "yes"` plays a restarted
// copilot-cli (no session code, specIds unknown) until the client sends them again.
const sessions = new Map<string, string>();
let forgotten = false;

const api: CopilotApi = {
  status: async () => ({ process: { state: "ready", serverVersion: "9.9.9", methods: [] }, server: null }),
  onStatus: () => () => {},
  parseSpec: async (params) => {
    record("parseSpec", params);
    const text = params.source?.text ?? "";
    if (text.includes("INVALID"))
      return fail(-32002, "Spec Invalid", { errors: [{ message: "paths must be an object", pointer: "/paths" }] });
    return {
      spec: {
        source: { title: "Mock API", kind: "openapi-3.0", apiVersion: "2.1", format: "yaml", hash: "" },
        operations: [{}, {}, {}],
        resources: [{}],
        diagnostics: [
          {
            level: "warning",
            code: "guessed-id",
            message: "id field guessed from name",
            pointer: "/components/schemas/Pet",
          },
        ],
      } as never,
      specId: `mock-spec-${w.__calls.length}`,
    };
  },
  generate: async (params, options) => {
    record("generate", params);
    const parts = ["export default ", "function App() {", ' return "héllo 😀"; }'];
    if (w.__mock?.bigCode === "yes") parts.push(`\n/* ${"x".repeat(1_100_000)} */`);
    for (const [index, chunk] of parts.entries()) {
      if (index === 1 && w.__mock?.holdStream === "yes") {
        // Cancel (the preload sends $/cancelRequest for an aborted signal): recorded, answered -32800
        const cancelled = new Promise<"cancelled">((resolve) =>
          options?.signal?.addEventListener("abort", () => resolve("cancelled"), { once: true }),
        );
        if ((await Promise.race([streamGate, cancelled])) === "cancelled") {
          record("cancel", { tabId: params.tabId });
          return fail(-32800, "Request cancelled", { reason: "cancelled" });
        }
      }
      await wait(20);
      options?.onChunk?.({ requestId: 1, chunk, index, done: index === parts.length - 1 });
    }
    if (params.tabId) sessions.set(params.tabId, parts.join(""));
    return { code: parts.join(""), componentCount: 1, description: "Generated mock interface" };
  },
  customize: async (params) => {
    record("customize", params);
    if (w.__mock?.customize === "unavailable") return fail(-32601, "Method Not Found", { method: "customize" });
    if (params.prompt.includes("ambiguous")) {
      return {
        code: null,
        clarificationNeeded: true,
        question: "Which table should get the search bar?",
        options: ["Users table", "Orders table"],
      };
    }
    if (w.__mock?.forget === "yes" && !forgotten) {
      forgotten = true;
      sessions.clear();
      if (params.specId)
        return fail(-32602, "Invalid Params", {
          field: "specId",
          reason: "unknown specId: parse the spec again with spec/parse",
        });
    }
    const current = params.currentCode ?? sessions.get(params.tabId ?? "");
    if (current === undefined)
      return fail(-32602, "Invalid Params", { field: "currentCode", reason: "no code for this tab: send currentCode" });
    const code = `${current}\n// ${params.prompt}`;
    if (params.tabId) sessions.set(params.tabId, code);
    return {
      code,
      description: `Added: ${params.prompt}`,
      assumptions: ["Filtering is client-side"],
      clarificationNeeded: false,
    };
  },
  chat: async (params) => {
    record("chat", params);
    return { message: "I support OpenAPI 3.x, Swagger 2.0 and GraphQL.", suggestions: ["Upload a spec file"] };
  },
  startPreview: async (params) => {
    record("startPreview", params);
    return { url: "http://127.0.0.1:9/" };
  },
  exportFile: async (params) => {
    record("exportFile", params);
    return { saved: true, where: "/tmp/App.jsx" };
  },
  exportProject: async (params) => {
    record("exportProject", params);
    return { saved: true, where: "/tmp/mock-api" };
  },
  debugLog: async () => [{ at: 0, stream: "stderr", text: "hello from stderr" }],
};
w.copilot = api;
