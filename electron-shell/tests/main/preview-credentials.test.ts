/**
 * A tab's credentials, from the vault through a real `copilot-cli preview` and its proxy to a
 * real local HTTP server standing for the API: they arrive upstream, they never appear in the
 * preview's argv, its output or its page, the shell's own environment credentials are not passed
 * on, a remembered one arrives again after a restart (new vault, new manager, same file) and one
 * not remembered does not. The preview's page may be framed by the shell's origin only.
 */

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CredentialVault } from "../../src/main/credential-vault.js";
import { PreviewManager } from "../../src/main/preview-manager.js";
import { resolveCommand } from "../../src/main/python-process.js";
import { SHELL_ORIGIN } from "../../src/main/app-protocol.js";
import { testSafeStorage } from "../helpers/safe-storage.js";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");
const petstore = readFileSync(join(repoRoot, "examples", "petstore.yaml"), "utf8");
const command = resolveCommand(process.env, repoRoot);
const PASSWORD = "pw-preview-Lm42-secret";
const BASIC = `Basic ${Buffer.from(`alice:${PASSWORD}`).toString("base64")}`;
const CODE = "export default function App() { return null; }";

let upstream: Server;
let apiUrl: string;
const seen: { path: string; authorization: string | null; query: string }[] = [];

before(async () => {
  upstream = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    seen.push({ path: url.pathname, authorization: req.headers.authorization ?? null, query: url.search });
    res.writeHead(200, { "content-type": "application/json" }).end("[]");
  });
  await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
  apiUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}/v1`;
});
after(() => upstream.close());

/** GETs <api>/pets the way the page does: through the preview's proxy, at the token in its page. */
async function callThroughProxy(previewUrl: string): Promise<{ authorization: string | null; query: string }> {
  const page = await (await fetch(previewUrl)).text();
  const config = JSON.parse(
    /<script type="application\/json" id="experience-ui-config">(.*?)<\/script>/.exec(page)![1]!,
  );
  const before = seen.length;
  const answer = await fetch(new URL(`${config.baseUrl}/pets`, previewUrl));
  assert.equal(answer.status, 200, await answer.text());
  assert.equal(seen.length, before + 1);
  assert.equal(seen.at(-1)!.path, "/v1/pets");
  return seen.at(-1)!;
}

/** The command lines of this test's preview children (what `ps` shows every user). */
function previewArgv(): string[] {
  const out: string[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(join("/proc", name, "stat"), "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) !== process.pid) continue;
      out.push(readFileSync(join("/proc", name, "cmdline"), "utf8").replaceAll("\0", " "));
    } catch {
      // gone while we looked
    }
  }
  return out;
}

test("remembered credentials reach the API through the preview's proxy, and again after a restart", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "es-preview-vault-")), "api-credentials.bin");
  const safe = testSafeStorage();
  const vault = new CredentialVault(file, safe);
  // a secret the shell itself was started with must not ride along to a tab's API
  const env = { ...process.env, COPILOT_PREVIEW_AUTH: "bearer:shell-env-token" };
  const previews = new PreviewManager(command, SHELL_ORIGIN, env, (t, u) => vault.authFor(t, u));
  try {
    vault.set("tab-1", apiUrl, { scheme: "basic", username: "alice", password: PASSWORD }, true);
    const { url } = await previews.show({ tabId: "tab-1", code: CODE, spec: { text: petstore }, apiUrl });
    assert.equal((await callThroughProxy(url)).authorization, BASIC);
    const argv = previewArgv().join("\n");
    assert.match(argv, /preview/);
    assert.ok(!argv.includes(PASSWORD) && !argv.includes("alice"), "the credential is not in any argv");
    const page = await (await fetch(url)).text();
    assert.ok(!page.includes(PASSWORD) && !page.includes(BASIC.slice(6)), "nor in the page");
  } finally {
    previews.stopAll();
  }

  const restarted = new CredentialVault(file, safe);
  const again = new PreviewManager(command, SHELL_ORIGIN, process.env, (t, u) => restarted.authFor(t, u));
  try {
    const { url } = await again.show({ tabId: "tab-1", code: CODE, spec: { text: petstore }, apiUrl });
    assert.equal((await callThroughProxy(url)).authorization, BASIC, "remembered across the restart");
  } finally {
    again.stopAll();
  }
});

test("credentials not remembered are used this session only; new ones restart the preview with them", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "es-preview-vault-")), "api-credentials.bin");
  const safe = testSafeStorage();
  const vault = new CredentialVault(file, safe);
  const previews = new PreviewManager(command, SHELL_ORIGIN, process.env, (t, u) => vault.authFor(t, u));
  try {
    vault.set("tab-1", apiUrl, { scheme: "query", name: "api_key", value: "k-session-1" }, false);
    const first = await previews.show({ tabId: "tab-1", code: CODE, spec: { text: petstore }, apiUrl });
    assert.equal((await callThroughProxy(first.url)).query, "?api_key=k-session-1");
    vault.set("tab-1", apiUrl, { scheme: "bearer", token: "t-2", prefix: "token" }, false);
    const second = await previews.show({ tabId: "tab-1", code: CODE, spec: { text: petstore }, apiUrl });
    assert.notEqual(second.url, first.url, "a new preview, started with the new credentials");
    const call = await callThroughProxy(second.url);
    assert.equal(call.authorization, "token t-2");
    assert.equal(call.query, "");
  } finally {
    previews.stopAll();
  }
  const restarted = new CredentialVault(file, safe);
  const again = new PreviewManager(command, SHELL_ORIGIN, process.env, (t, u) => restarted.authFor(t, u));
  try {
    const { url } = await again.show({ tabId: "tab-1", code: CODE, spec: { text: petstore }, apiUrl });
    assert.equal((await callThroughProxy(url)).authorization, null, "gone after the restart");
  } finally {
    again.stopAll();
  }
});

test("a password typed into the API URL becomes Basic and leaves the preview's command line", async () => {
  const previews = new PreviewManager(command, SHELL_ORIGIN, process.env);
  try {
    const withUser = apiUrl.replace("http://", `http://alice:${encodeURIComponent(PASSWORD)}@`);
    const { url } = await previews.show({ tabId: "tab-9", code: CODE, spec: { text: petstore }, apiUrl: withUser });
    assert.equal((await callThroughProxy(url)).authorization, BASIC);
    assert.ok(!previewArgv().join("\n").includes(PASSWORD));
  } finally {
    previews.stopAll();
  }
});

test("the preview's page may be framed by the shell's own origin only", async () => {
  const previews = new PreviewManager(command, SHELL_ORIGIN, process.env);
  try {
    const { url } = await previews.show({ tabId: "tab-1", code: CODE, spec: { text: petstore } });
    const csp = (await fetch(url)).headers.get("content-security-policy") ?? "";
    const ancestors = csp
      .split(";")
      .map((d) => d.trim())
      .filter((d) => d.startsWith("frame-ancestors"));
    assert.deepEqual(ancestors, ["frame-ancestors app://shell"]);
  } finally {
    previews.stopAll();
  }
});
