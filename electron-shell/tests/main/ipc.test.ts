/**
 * The IPC table with the real CopilotService and the real copilot-cli: only our own window's
 * top frame, showing our own page, gets answers; chunks go back to the sender with its token.
 */

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { CopilotService } from "../../src/main/copilot-service.js";
import {
  isTrustedSender,
  registerIpc,
  type IpcMainLike,
  type SenderEvent,
  type TrustPolicy,
} from "../../src/main/ipc.js";
import { PythonProcess, resolveCommand } from "../../src/main/python-process.js";
import { CHANNELS } from "../../src/shared/api.js";
import { contractsDir } from "../contracts/sessions.js";

const repoRoot = dirname(contractsDir());
const rendererUrl = "file:///app/build/renderer/index.html";

function eventFrom(id: number, url: string, sent: unknown[] = [], parent?: object): SenderEvent {
  return { sender: { id, send: (channel, payload) => sent.push([channel, payload]) }, senderFrame: { url, parent } };
}

describe("who may talk to the main process", () => {
  const trust: TrustPolicy = { rendererUrl, webContentsIds: new Set([7]) };

  test("our window's top frame on our page is trusted, with or without query and hash", () => {
    assert.equal(isTrustedSender(eventFrom(7, rendererUrl), trust), true);
    assert.equal(isTrustedSender(eventFrom(7, `${rendererUrl}?x=1#tab`), trust), true);
  });

  test("another window, another page, an iframe (the preview) or no frame is not", () => {
    assert.equal(isTrustedSender(eventFrom(8, rendererUrl), trust), false);
    assert.equal(isTrustedSender(eventFrom(7, "https://evil.example/index.html"), trust), false);
    assert.equal(isTrustedSender(eventFrom(7, "file:///app/build/renderer/other.html"), trust), false);
    assert.equal(isTrustedSender(eventFrom(7, rendererUrl, [], {}), trust), false);
    assert.equal(isTrustedSender({ sender: { id: 7, send() {} }, senderFrame: null }, trust), false);
  });
});

describe("the IPC table against the real copilot-cli", () => {
  const handlers = new Map<string, (event: SenderEvent, payload: unknown) => unknown>();
  const ipc: IpcMainLike = { handle: (ch, h) => handlers.set(ch, h), on: (ch, h) => handlers.set(ch, h) };
  const trust: TrustPolicy = { rendererUrl, webContentsIds: new Set([1]) };
  const real = resolveCommand(process.env, repoRoot);
  const proc = new PythonProcess({ command: { file: real.file, args: [...real.args, "--debug-methods"] } });
  const exported: unknown[] = [];

  before(async () => {
    await proc.start();
    registerIpc(ipc, new CopilotService(proc, null), trust, {
      exportFile: async (p) => {
        exported.push(p);
        return { saved: true, where: "/x/App.jsx" };
      },
      exportProject: async (p) => {
        exported.push(p);
        return { saved: true, where: `/x/${p.name}` };
      },
    });
  });
  after(() => proc.stop());

  test("there is one channel per message", () => {
    assert.deepEqual(
      [...handlers.keys()].sort(),
      Object.values(CHANNELS)
        .filter((c) => c !== CHANNELS.chunk && c !== CHANNELS.statusChanged)
        .sort(),
    );
  });

  test("parseSpec from our page reaches spec/parse and answers its result", async () => {
    const text = readFileSync(join(repoRoot, "examples", "petstore.yaml"), "utf8");
    const reply = (await handlers.get(CHANNELS.parseSpec)!(eventFrom(1, rendererUrl), {
      token: "t1",
      params: { source: { text } },
    })) as any;
    assert.equal(reply.ok, true);
    assert.equal(reply.result.spec.source.title, "Petstore");
  });

  test("a spec text over 900 KB (Discord, 1.2 MB) goes as a private temp file that is gone afterwards; the page may not name a path", async () => {
    const text = readFileSync(
      join(process.env.EXPERIENCE_UI_SPECS || join(repoRoot, "tests", "specs"), "discord_openapi.json"),
      "utf8",
    );
    const reply = (await handlers.get(CHANNELS.parseSpec)!(eventFrom(1, rendererUrl), {
      token: "big",
      params: { source: { text } },
    })) as any;
    assert.equal(reply.ok, true, JSON.stringify(reply.error));
    assert.match(reply.result.specId, /^sha256:/);
    const location: string = reply.result.spec.source.location;
    assert.match(location, /experience-ui-spec-[^/]+\/spec\.json$/);
    assert.equal(existsSync(dirname(location)), false, "the temp file is removed once parsed");
    const refused = (await handlers.get(CHANNELS.parseSpec)!(eventFrom(1, rendererUrl), {
      token: "p",
      params: { source: { path: "/etc/passwd" } },
    })) as any;
    assert.equal(refused.error.code, -32602);
    assert.equal(refused.error.data.field, "source.path");
  });

  test("customize by specId without currentCode changes the code generate returned to this window's tab only", async () => {
    const text = readFileSync(join(repoRoot, "examples", "petstore.yaml"), "utf8");
    const { result: parsed } = (await handlers.get(CHANNELS.parseSpec)!(eventFrom(1, rendererUrl), {
      token: "p",
      params: { source: { text } },
    })) as any;
    const gen = (await handlers.get(CHANNELS.generate)!(eventFrom(1, rendererUrl), {
      token: "g",
      params: { specId: parsed.specId, tabId: "tab-1" },
    })) as any;
    assert.equal(gen.ok, true, JSON.stringify(gen.error));
    const params = { prompt: "Add a search bar to filter pets by name", specId: parsed.specId, tabId: "tab-1" };
    const done = (await handlers.get(CHANNELS.customize)!(eventFrom(1, rendererUrl), { token: "c", params })) as any;
    assert.equal(done.ok, true, JSON.stringify(done.error));
    assert.match(done.result.description, /search bar/);
    trust.webContentsIds.add(2); // another window with its own tab-1: it has no code there
    const other = (await handlers.get(CHANNELS.customize)!(eventFrom(2, rendererUrl), { token: "c2", params })) as any;
    assert.equal(other.error?.code, -32602);
    assert.equal(other.error.data.field, "currentCode");
    trust.webContentsIds.delete(2);
  });

  test("an untrusted sender gets a refusal and nothing is sent to copilot-cli", async () => {
    const reply = (await handlers.get(CHANNELS.generate)!(eventFrom(1, "http://127.0.0.1:9999/"), {
      token: "t2",
      params: { spec: {} },
    })) as any;
    assert.deepEqual(reply, {
      ok: false,
      error: { code: -32600, message: "Invalid Request", data: { reason: "untrusted sender" } },
    });
    const exportReply = (await handlers.get(CHANNELS.exportFile)!(eventFrom(2, rendererUrl), {
      suggestedName: "a",
      content: "b",
    })) as any;
    assert.equal(exportReply.ok, false);
    assert.deepEqual(exported, []);
  });

  test("a server error comes back as data with its code, and bad params are refused in main", async () => {
    const reply = (await handlers.get(CHANNELS.parseSpec)!(eventFrom(1, rendererUrl), {
      token: "t3",
      params: { source: { text: "not: [an api" } },
    })) as any;
    assert.equal(reply.ok, false);
    assert.equal(reply.error.code, -32002);
    const bad = (await handlers.get(CHANNELS.chat)!(eventFrom(1, rendererUrl), {
      token: "t4",
      params: "hello",
    })) as any;
    assert.equal(bad.error.code, -32602);
  });

  test("generate's chunks go back to the sender tagged with the caller's token", async () => {
    const sent: any[] = [];
    const text = readFileSync(join(repoRoot, "examples", "petstore.yaml"), "utf8");
    const { result } = (await handlers.get(CHANNELS.parseSpec)!(eventFrom(1, rendererUrl), {
      token: "p",
      params: { source: { text } },
    })) as any;
    const reply = (await handlers.get(CHANNELS.generate)!(eventFrom(1, rendererUrl, sent), {
      token: "gen-1",
      params: { spec: result.spec },
    })) as any;
    assert.equal(reply.ok, true, JSON.stringify(reply.error));
    assert.ok(sent.length >= 2);
    assert.ok(sent.every(([channel, payload]) => channel === CHANNELS.chunk && payload.token === "gen-1"));
    assert.equal(sent.map(([, p]) => p.chunk.chunk).join(""), reply.result.code);
  });

  test("cancel from our page aborts the call by token; from elsewhere it is ignored", async () => {
    const event = eventFrom(1, rendererUrl);
    const pending = handlers.get(CHANNELS.customize)!(event, {
      token: "slow",
      params: { currentCode: "x", prompt: "y" },
    }) as Promise<any>;
    handlers.get(CHANNELS.cancel)!(eventFrom(3, rendererUrl), "slow");
    handlers.get(CHANNELS.cancel)!(event, "slow");
    const reply = await pending;
    // customize may not exist yet (-32601 arrives first) or is cancelled (-32800): never a hang.
    assert.ok([-32601, -32800].includes(reply.error.code), JSON.stringify(reply));
  });

  test("a project export is accepted only with a slug name and relative paths", async () => {
    const project = { name: "petstore", files: { "package.json": "{}", "src/App.jsx": "x" } };
    const ok = (await handlers.get(CHANNELS.exportProject)!(eventFrom(1, rendererUrl), project)) as any;
    assert.deepEqual(ok, { ok: true, result: { saved: true, where: "/x/petstore" } });
    for (const bad of [
      { name: "../up", files: {} },
      { name: "p", files: { "../../.bashrc": "x" } },
      { name: "p", files: { "/etc/passwd": "x" } },
      { name: "p", files: { "src/../../x": "x" } },
      { name: "p", files: { "a.txt": 5 } },
    ]) {
      const reply = (await handlers.get(CHANNELS.exportProject)!(eventFrom(1, rendererUrl), bad)) as any;
      assert.equal(reply.error?.code, -32602, JSON.stringify(bad));
    }
    exported.length = 0;
  });

  test("export goes to the save function only from our page", async () => {
    const reply = (await handlers.get(CHANNELS.exportFile)!(eventFrom(1, rendererUrl), {
      suggestedName: "App.jsx",
      content: "code",
    })) as any;
    assert.deepEqual(reply, { ok: true, result: { saved: true, where: "/x/App.jsx" } });
    assert.deepEqual(exported, [{ suggestedName: "App.jsx", content: "code" }]);
  });
});
