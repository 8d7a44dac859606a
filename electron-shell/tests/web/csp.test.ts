/**
 * Web mode under the shell's one CSP, in headless Chromium: every file is sent with it, the page
 * reaches its own WebSocket bridge (connect-src 'self' covers ws: to its own host and port), and
 * a socket to any other port of the machine — which the old policy allowed — is blocked.
 */

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { browserMissing, launch } from "../helpers/browser.js";
import { startServer, stopServer } from "../helpers/web-server.js";
import { SHELL_CSP } from "../../src/shared/csp.js";

const shellRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

describe("web mode's CSP", { skip: browserMissing }, () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServer>>;

  before(async () => {
    [browser, server] = await Promise.all([launch(), startServer(shellRoot)]);
  });
  after(async () => {
    await browser?.close();
    await stopServer(server);
  });

  test("every file of the page is sent with the shell's CSP", async () => {
    for (const path of ["", "renderer.js", "web-preload.js", "styles.css", "work.css", "chat.css"]) {
      const answer = await fetch(server.url + path);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers.get("content-security-policy"), SHELL_CSP, path);
    }
    assert.equal((await fetch(server.url + "index.html")).status, 404, "the desktop page is not web mode's");
  });

  test("the page reaches its own bridge, and a socket to another port is blocked by the policy", async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { reportViolation(v: string): void }).reportViolation(
          `${e.effectiveDirective} ${e.blockedURI}`,
        ),
      ),
    );
    await page.goto(server.url);
    await page.waitForSelector("[data-testid=process-status][data-state=ready]", { timeout: 20_000 });
    assert.deepEqual(violations, [], "the page's own socket and files are allowed");
    await page.evaluate(() => {
      try {
        new WebSocket("ws://127.0.0.1:9/");
      } catch {
        /* some engines throw; the violation report is what counts */
      }
    });
    for (let i = 0; i < 50 && violations.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    // Once per copy of the policy (the header and the page's <meta>, both SHELL_CSP).
    assert.deepEqual([...new Set(violations)], ["connect-src ws://127.0.0.1:9/"]);
    await page.close();
  });
});
