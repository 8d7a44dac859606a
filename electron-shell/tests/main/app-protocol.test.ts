/**
 * The desktop window's app:// protocol, answered by `respond` with the built renderer: Electron's
 * binary cannot be installed here, so the handler is driven directly and through a stand-in
 * `protocol` object, with real Request objects and real files.
 */

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APP_SCHEME, RENDERER_URL, registerAppProtocol, respond } from "../../src/main/app-protocol.js";
import { SHELL_CSP } from "../../src/shared/csp.js";

function site() {
  const top = mkdtempSync(join(tmpdir(), "es-app-protocol-"));
  const dir = join(top, "renderer");
  mkdirSync(dir);
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(join(dir, "index-web.html"), "<!doctype html><title>web</title>");
  writeFileSync(join(dir, "renderer.js"), "console.log(1)");
  writeFileSync(join(top, "secret.txt"), "not for the page");
  return dir;
}

const get = (url: string, method = "GET") => new Request(url, { method });

describe("app://shell serves the renderer", () => {
  const dir = site();

  test("the page and its script, each with the shell's CSP and its type", async () => {
    const page = await respond(get(RENDERER_URL), dir);
    assert.equal(page.status, 200);
    assert.equal(await page.text(), "<!doctype html><title>app</title>");
    assert.equal(page.headers.get("content-security-policy"), SHELL_CSP);
    assert.equal(page.headers.get("content-type"), "text/html; charset=utf-8");
    assert.equal(page.headers.get("x-content-type-options"), "nosniff");
    const script = await respond(get("app://shell/renderer.js"), dir);
    assert.equal(script.headers.get("content-type"), "text/javascript; charset=utf-8");
    assert.equal(script.headers.get("content-security-policy"), SHELL_CSP);
    assert.equal((await respond(get("app://shell/"), dir)).status, 200, "/ is the page");
  });

  test("nothing outside the renderer folder, however the path is spelled", async () => {
    for (const url of [
      "app://shell/../secret.txt",
      "app://shell/%2e%2e/secret.txt",
      "app://shell/..%2fsecret.txt",
      "app://shell/%2e%2e%5csecret.txt",
      "app://shell/%E0%A4%A",
    ]) {
      const answer = await respond(get(url), dir);
      assert.equal(answer.status, 404, url);
      assert.doesNotMatch(await answer.text(), /not for the page/, url);
    }
  });

  test("not web mode's page, another host, a missing file, or a write", async () => {
    assert.equal((await respond(get("app://shell/index-web.html"), dir)).status, 404);
    assert.equal((await respond(get("app://elsewhere/index.html"), dir)).status, 404);
    assert.equal((await respond(get("app://shell/nope.js"), dir)).status, 404);
    assert.equal((await respond(get(RENDERER_URL, "POST"), dir)).status, 405);
  });

  test("registerAppProtocol hands Electron's protocol.handle a handler for the app scheme", async () => {
    const handled: [string, (r: Request) => Response | Promise<Response>][] = [];
    registerAppProtocol({ handle: (scheme, handler) => handled.push([scheme, handler]) }, dir);
    assert.deepEqual(
      handled.map(([scheme]) => scheme),
      [APP_SCHEME],
    );
    const answer = await handled[0]![1](get(RENDERER_URL));
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get("content-security-policy"), SHELL_CSP);
  });
});
