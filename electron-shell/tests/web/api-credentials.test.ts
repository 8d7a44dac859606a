/**
 * A tab's API credentials entered in the shell, end to end in web mode and headless Chromium:
 * the real copilot-cli, a real local HTTP server standing for the API (it answers only with
 * the right Basic credentials), and the web bridge with a vault that can remember
 * (tests/fixtures/web-server-vault.ts). The credentials reach the API through the preview's
 * proxy; they are not in the shell page's storage, the preview page's storage, the export, the
 * debug log or the server's output; remembered, they come back after the app restarts; not
 * remembered, they are gone.
 */

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Frame, Page } from "playwright-core";
import { browserMissing, launch } from "../helpers/browser.js";
import { startServer, stopServer } from "../helpers/web-server.js";
import { generate, loadPetstore, openShell } from "../helpers/shell.js";

const shellRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const PASSWORD = "pw-shell-Tq93-secret";
const SESSION_PASSWORD = "pw-session-Hk27-secret";
const basic = (password: string) => `Basic ${Buffer.from(`alice:${password}`).toString("base64")}`;
const SECRETS = [PASSWORD, SESSION_PASSWORD, basic(PASSWORD).slice(6), basic(SESSION_PASSWORD).slice(6)];

/** Everything a page keeps: localStorage, sessionStorage and every IndexedDB store, as text. */
async function pageStorage(where: Page | Frame): Promise<string> {
  return where.evaluate(async () => {
    const out = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown>((resolve) => {
          const get = db.transaction(name).objectStore(name).getAll();
          get.onsuccess = () => resolve(get.result);
        });
        out.push(JSON.stringify(all));
      }
      db.close();
    }
    return out.join("\n");
  });
}

function assertNoSecret(text: string, where: string) {
  for (const secret of SECRETS) assert.ok(!text.includes(secret), `${where} holds a credential`);
}

describe("API credentials entered in the shell", { skip: browserMissing }, () => {
  let browser: Browser;
  let upstream: Server;
  let apiUrl: string;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let port = 0;
  let page: Page;
  const output: string[] = [];
  const calls: (string | null)[] = []; // the Authorization of each call the API got
  const vaultFile = join(mkdtempSync(join(tmpdir(), "es-web-vault-")), "api-credentials.bin");
  const env = { VAULT_FILE: vaultFile, VAULT_KEY: randomBytes(32).toString("hex") };
  const script = join(shellRoot, "build", "tests", "fixtures", "web-server-vault.mjs");

  const startApp = async () => {
    server = await startServer(shellRoot, { script, port, env, output });
    port = Number(new URL(server.url).port); // the same origin after a restart: the same workspace
  };
  /** Waits until the API has been called with `authorization` after call number `from`. */
  const called = async (from: number, authorization: string | null) => {
    for (let i = 0; i < 600 && !calls.slice(from).includes(authorization); i += 1)
      await new Promise((r) => setTimeout(r, 100));
    assert.ok(calls.slice(from).includes(authorization), `the API got ${JSON.stringify(calls.slice(from))}`);
  };
  const listShows = (text: string) =>
    page.frameLocator("[data-testid=preview-frame]").getByText(text).first().waitFor({ timeout: 60_000 });
  const useCredentials = async (password: string, remember: boolean) => {
    const details = page.getByTestId("api-auth");
    if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
      await page.getByTestId("api-auth-state").click();
    await page.getByTestId("api-auth-kind").selectOption("basic");
    await page.getByTestId("api-auth-username").fill("alice");
    await page.getByTestId("api-auth-password").fill(password);
    await page.getByTestId("api-auth-remember").setChecked(remember);
    await page.getByTestId("api-auth-save").click();
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>("[data-testid=api-auth-password]")?.value === "",
    );
  };
  const restart = async () => {
    await stopServer(server);
    await startApp();
    await page.reload();
    await page.waitForSelector("[data-testid=process-status][data-state=ready]", { timeout: 30_000 });
  };

  before(async () => {
    upstream = createServer((req, res) => {
      calls.push(req.headers.authorization ?? null);
      if (req.headers.authorization !== basic(PASSWORD) && req.headers.authorization !== basic(SESSION_PASSWORD)) {
        res.writeHead(401, { "content-type": "application/json", "www-authenticate": 'Basic realm="pets"' });
        res.end(JSON.stringify({ message: "sign in first" }));
        return;
      }
      const pet = { id: 7, name: "Rex-from-upstream", species: "dog", createdAt: "2024-01-02T03:04:05Z" };
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify(req.url?.includes("/7") ? pet : [pet]));
    });
    await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
    apiUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}/v1`;
    [browser] = await Promise.all([launch(), startApp()]);
    ({ page } = await openShell(browser, server!.url));
  });
  after(async () => {
    await browser?.close();
    await stopServer(server);
    upstream?.close();
  });

  test("remembered credentials reach the API through the preview's proxy and nowhere else, and survive a restart", async () => {
    await loadPetstore(page);
    await generate(page);
    await page.getByTestId("api-url").fill(apiUrl);
    await page.getByTestId("api-url-apply").click();
    await page.getByTestId("api-auth").waitFor();
    let mark = calls.length;
    await called(mark, null); // the preview asked the API without credentials: 401

    mark = calls.length;
    await useCredentials(PASSWORD, true);
    await called(mark, basic(PASSWORD));
    await listShows("Rex-from-upstream");
    assert.match(await page.getByTestId("api-auth-state").innerText(), /Signed in with basic \(remembered\)/);

    await page.waitForFunction(() => Number(document.documentElement.dataset.saved ?? 0) > 0);
    const shellStorage = await pageStorage(page);
    assert.ok(shellStorage.includes(apiUrl), "the workspace (with the tab's API URL) was read");
    assertNoSecret(shellStorage, "the shell page's storage");
    const preview = page.frames().find((f) => f.url().startsWith("http://127.0.0.1:") && f !== page.mainFrame())!;
    assertNoSecret(await pageStorage(preview), "the preview page's storage");
    assertNoSecret(await preview.content(), "the preview page");
    assertNoSecret(JSON.stringify(await page.evaluate(() => window.copilot.debugLog())), "copilot-cli's debug log");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-project").click()]);
    assertNoSecret(readFileSync((await download.path())!, "latin1"), "the exported project");
    assert.ok(!readFileSync(vaultFile).includes(PASSWORD), "the remembered file is sealed");

    mark = calls.length;
    await restart();
    await called(mark, basic(PASSWORD));
    await listShows("Rex-from-upstream");
    assert.match(await page.getByTestId("api-auth-state").innerText(), /Signed in with basic \(remembered\)/);
    assertNoSecret(output.join(""), "the app's output (its log and copilot-cli's)");
  });

  test("credentials not remembered work for the session, survive a reload, and are gone after a restart", async () => {
    let mark = calls.length;
    await useCredentials(SESSION_PASSWORD, false);
    await called(mark, basic(SESSION_PASSWORD));
    await listShows("Rex-from-upstream");
    assert.match(await page.getByTestId("api-auth-state").innerText(), /Signed in with basic \(for this session\)/);
    assert.equal(existsSync(vaultFile), false, "nothing remembered is left on disk");

    mark = calls.length;
    await page.reload(); // the app still runs: the session's credentials are still there
    await called(mark, basic(SESSION_PASSWORD));
    await listShows("Rex-from-upstream");

    mark = calls.length;
    await restart();
    await called(mark, null);
    assert.ok(!calls.slice(mark).includes(basic(SESSION_PASSWORD)), "the session's credentials did not come back");
    assert.match(await page.getByTestId("api-auth-state").innerText(), /No credentials/);
    assertNoSecret(await pageStorage(page), "the shell page's storage");
    assertNoSecret(output.join(""), "the app's output");
  });
});
