/**
 * Who may frame a preview, as headless Chromium enforces it: one started for the desktop app
 * (frame-ancestors app://shell) does not load inside a web page on this machine, while one
 * started for that page's origin (what web mode does for its own page) does.
 */

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { browserMissing, launch } from "../helpers/browser.js";
import { PreviewManager } from "../../src/main/preview-manager.js";
import { resolveCommand } from "../../src/main/python-process.js";
import { SHELL_ORIGIN } from "../../src/main/app-protocol.js";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");
const petstore = readFileSync(join(repoRoot, "examples", "petstore.yaml"), "utf8");
const command = resolveCommand(process.env, repoRoot);
const CODE = "export default function App() { return <p>framed preview</p>; }";

describe("framing a preview", { skip: browserMissing }, () => {
  let browser: Browser;
  let site: Server;
  let origin: string;
  let frameSrc = "";

  before(async () => {
    site = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<!doctype html><iframe src="${frameSrc}" sandbox="allow-scripts allow-same-origin"></iframe>`);
    });
    await new Promise<void>((r) => site.listen(0, "127.0.0.1", r));
    origin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    site?.close();
  });

  async function rendersInside(frameAncestors: string): Promise<boolean> {
    const previews = new PreviewManager(command, frameAncestors, process.env);
    try {
      frameSrc = (await previews.show({ tabId: "tab-1", code: CODE, spec: { text: petstore } })).url;
      const page = await browser.newPage();
      await page.goto(origin);
      const rendered = await page
        .frameLocator("iframe")
        .getByText("framed preview")
        .waitFor({ timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      await page.close();
      return rendered;
    } finally {
      previews.stopAll();
    }
  }

  test("a preview for the desktop app does not load inside a web page", async () => {
    assert.equal(await rendersInside(SHELL_ORIGIN), false);
  });

  test("a preview for a page's origin loads inside that page (web mode's case)", async () => {
    assert.equal(await rendersInside(origin), true);
  });
});
