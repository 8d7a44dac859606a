/**
 * The renderer in headless Chromium against a mock of the preload API (the renderer never
 * imports electron, so the built page runs as it would in the app, CSP included).
 */

import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { browserMissing, launch } from "../helpers/browser.js";

const here = dirname(fileURLToPath(import.meta.url)); // build/tests/renderer
const page_url = pathToFileURL(join(here, "..", "..", "renderer", "index.html")).href;
const mock = join(here, "mock-copilot.browser.js");

describe("the renderer against a mock window.copilot", { skip: browserMissing }, () => {
  let browser: Browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });

  async function open(mockSettings: Record<string, string> = {}): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1300, height: 850 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.addInitScript((settings) => ((window as any).__mock = settings), mockSettings);
    await page.addInitScript({ path: mock });
    await page.goto(page_url);
    await page.getByTestId("process-status").waitFor();
    await page.getByTestId("view-split").click(); // the code beside the preview (by default only the preview shows)
    return { page, errors };
  }
  const calls = (page: Page, method: string) =>
    page.evaluate((m) => (window as any).__calls.filter((c: any) => c.method === m), method);

  async function loadPasted(page: Page, text: string) {
    await page.getByText("Paste a spec").click();
    await page.getByTestId("paste-input").fill(text);
    await page.getByTestId("paste-parse").click();
  }

  test("a pasted spec goes through parseSpec; its summary and diagnostics are shown; the tab takes its title", async () => {
    const { page, errors } = await open();
    await loadPasted(page, "openapi: 3.0.0");
    await page.getByTestId("spec-summary").waitFor();
    assert.match(await page.getByTestId("spec-summary").innerText(), /Mock API[\s\S]*3 operations · 1 resources/);
    await page.getByTestId("diagnostics").click();
    assert.match(
      await page.getByTestId("diagnostics").innerText(),
      /warning\s+guessed-id id field guessed from name \(\/components\/schemas\/Pet\)/i,
    );
    assert.deepEqual(
      (await calls(page, "parseSpec"))[0].params,
      { source: { text: "openapi: 3.0.0" }, tabId: "tab-1" },
      "the tab's chat is grounded in the spec before any generate",
    );
    assert.equal(await page.getByTestId("tab-tab-1").innerText(), "Mock API");
    assert.equal(await page.getByTestId("process-status").innerText(), "copilot-cli 9.9.9 ready");
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("an invalid spec shows -32002 readably, with where and what", async () => {
    const { page } = await open();
    await loadPasted(page, "INVALID");
    const error = page.getByTestId("parse-error");
    await error.waitFor();
    assert.equal(await error.getAttribute("data-code"), "-32002");
    assert.match(await error.innerText(), /The API description is not valid\.[\s\S]*\/paths: paths must be an object/);
    await page.close();
  });

  test("a dropped file and a URL are both loaded through parseSpec", async () => {
    const { page } = await open();
    await page.getByTestId("drop-zone").evaluate((zone) => {
      const data = new DataTransfer();
      data.items.add(new File(["swagger: '2.0'"], "petstore.yaml"));
      zone.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await page.getByTestId("spec-summary").waitFor();
    await page.getByTestId("change-spec").click(); // the loading controls fold away once a spec is loaded
    await page.getByTestId("url-input").fill("https://example.com/openapi.json");
    await page.getByRole("button", { name: "Load URL" }).click();
    await page.waitForFunction(() => (window as any).__calls.filter((c: any) => c.method === "parseSpec").length === 2);
    const parses = (await calls(page, "parseSpec")).map((c: any) => c.params.source);
    assert.deepEqual(parses, [{ text: "swagger: '2.0'" }, { url: "https://example.com/openapi.json" }]);
    await page.close();
  });

  test("generated code streams in chunk by chunk, then the preview starts and App.jsx can be exported", async () => {
    const { page, errors } = await open({ holdStream: "yes" });
    await loadPasted(page, "openapi: 3.0.0");
    await page.getByTestId("spec-summary").waitFor();
    await page.getByTestId("generate").click();
    await page.waitForSelector('[data-testid=code][data-streaming=yes][data-chunks="1"]');
    assert.equal(
      await page.getByTestId("code").innerText(),
      "export default ",
      "the first chunk is on screen before the rest arrive",
    );
    assert.match(await page.getByTestId("code-status").innerText(), /Streaming… 1 chunk/);
    await page.evaluate(() => (window as any).__openStream());
    await page.waitForSelector('[data-testid=code][data-streaming=no][data-chunks="3"]');
    assert.equal(await page.getByTestId("code").innerText(), 'export default function App() { return "héllo 😀"; }');
    assert.match(await page.getByTestId("code-status").innerText(), /\d+ lines · Generated mock interface/);
    await page.getByTestId("preview-frame").waitFor({ state: "attached" });
    assert.equal(
      await page.getByTestId("preview-frame").getAttribute("sandbox"),
      "allow-scripts allow-forms allow-same-origin",
    );
    const [preview] = await calls(page, "startPreview");
    assert.deepEqual(preview.params.spec, { text: "openapi: 3.0.0" });
    assert.equal(preview.params.apiUrl, undefined, "the built-in mock by default");
    await page.getByTestId("api-url").fill("https://api.example.com/v1");
    await page.getByTestId("api-url-apply").click();
    await page.waitForFunction(
      () => (window as any).__calls.filter((c: any) => c.method === "startPreview").length === 2,
    );
    assert.equal(
      (await calls(page, "startPreview"))[1].params.apiUrl,
      "https://api.example.com/v1",
      "the preview can talk to the real API",
    );
    await page.getByTestId("export").click();
    await page.waitForFunction(() => (window as any).__calls.some((c: any) => c.method === "exportFile"));
    const [exported] = await calls(page, "exportFile");
    assert.deepEqual(exported.params, {
      suggestedName: "App.jsx",
      content: 'export default function App() { return "héllo 😀"; }',
    });
    await page.getByTestId("export-project").click();
    await page.waitForFunction(() => (window as any).__calls.some((c: any) => c.method === "exportProject"));
    const [project] = await calls(page, "exportProject");
    assert.equal(project.params.name, "mock-api");
    assert.equal(project.params.files["src/App.jsx"], 'export default function App() { return "héllo 😀"; }');
    assert.ok(project.params.files["package.json"] && project.params.files["src/main.jsx"], "a runnable Vite project");
    assert.deepEqual(
      errors.filter((e) => !/127\.0\.0\.1:9|ERR_CONNECTION_REFUSED/.test(e)),
      [],
    );
    await page.close();
  });

  test("customize shows assumptions; an ambiguous request shows option buttons, and choosing one answers it", async () => {
    const { page } = await open();
    await loadPasted(page, "openapi: 3.0.0");
    await page.getByTestId("spec-summary").waitFor();
    await page.getByTestId("generate").click();
    await page.waitForSelector('[data-testid=code][data-streaming=no][data-chunks="3"]');
    await page.getByTestId("chat-input").fill("add a search bar");
    await page.getByTestId("chat-send").click();
    await page.getByTestId("assumptions").waitFor();
    assert.match(await page.getByTestId("assumptions").innerText(), /Filtering is client-side/);
    assert.match(await page.getByTestId("code").innerText(), /\/\/ add a search bar$/);
    await page.getByTestId("chat-input").fill("ambiguous: add a search bar to the table");
    await page.getByTestId("chat-send").click();
    const options = page.getByTestId("clarification-options");
    await options.waitFor();
    assert.deepEqual(await options.getByRole("button").allInnerTexts(), ["Users table", "Orders table"]);
    await options.getByRole("button", { name: "Orders table" }).click();
    await page.waitForFunction(() => (window as any).__calls.filter((c: any) => c.method === "customize").length === 3);
    const last = (await calls(page, "customize"))[2].params;
    assert.equal(last.prompt, "Orders table", "the chosen option is sent back as the prompt");
    assert.ok(
      last.history.some((t: any) => t.role === "assistant" && /Which table/.test(t.content)),
      "the question is in the history",
    );
    assert.ok(
      last.history.some((t: any) => t.role === "user" && /ambiguous: add a search bar/.test(t.content)),
      "so is the request it asks about",
    );
    await page.close();
  });

  test("a generate in progress shows its chunks and seconds, and Cancel stops it (-32800, said so)", async () => {
    const { page, errors } = await open({ holdStream: "yes" });
    await loadPasted(page, "openapi: 3.0.0");
    await page.getByTestId("spec-summary").waitFor();
    await page.getByTestId("generate").click();
    await page.waitForSelector('[data-testid=code][data-streaming=yes][data-chunks="1"]');
    assert.match(await page.getByTestId("code-status").innerText(), /Streaming… 1 chunk \(≈ tokens\) · \d+ s/);
    await page.getByTestId("cancel-generate").click();
    await page.getByTestId("generate-error").waitFor();
    assert.match(await page.getByTestId("generate-error").innerText(), /Cancelled/);
    assert.equal((await calls(page, "cancel")).length, 1);
    assert.equal(await page.getByTestId("cancel-generate").count(), 0, "no Cancel once it stopped");
    assert.equal(await page.getByTestId("generate").isEnabled(), true);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test("generate and customize send the specId, and customize leaves out the code copilot-cli returned for the tab", async () => {
    const { page } = await open();
    await loadPasted(page, "openapi: 3.0.0");
    await page.getByTestId("spec-summary").waitFor();
    await page.getByTestId("generate").click();
    await page.waitForSelector('[data-testid=code][data-streaming=no][data-chunks="3"]');
    const [generated] = await calls(page, "generate");
    assert.deepEqual(generated.params, { specId: "mock-spec-1", format: "react", theme: "light", tabId: "tab-1" });
    for (const prompt of ["add a search bar", "sort by name"]) {
      await page.getByTestId("chat-input").fill(prompt);
      await page.getByTestId("chat-send").click();
      await page.waitForFunction(
        (p) => document.querySelector("[data-testid=code]")!.textContent!.endsWith(`// ${p}`),
        prompt,
      );
    }
    const sent = (await calls(page, "customize")).map((c: any) => c.params);
    for (const params of sent) {
      assert.equal(params.specId, "mock-spec-1");
      assert.ok(
        !("spec" in params) && !("currentCode" in params),
        "neither the spec nor the code the server holds is sent",
      );
    }
    assert.match(
      await page.getByTestId("code").innerText(),
      /héllo 😀"; }\n\/\/ add a search bar\n\/\/ sort by name$/,
      "the second change built on the first",
    );
    await page.close();
  });

  test("when copilot-cli forgot the spec and the code (a restart), the spec is parsed again and the code sent once", async () => {
    const { page } = await open({ forget: "yes" });
    await loadPasted(page, "openapi: 3.0.0");
    await page.getByTestId("spec-summary").waitFor();
    await page.getByTestId("generate").click();
    await page.waitForSelector('[data-testid=code][data-streaming=no][data-chunks="3"]');
    await page.getByTestId("chat-input").fill("add a search bar");
    await page.getByTestId("chat-send").click();
    await page.getByTestId("assumptions").waitFor();
    const sent = (await calls(page, "customize")).map((c: any) => c.params);
    assert.equal(sent.length, 3);
    assert.equal(sent[0].specId, "mock-spec-1");
    assert.ok(!("currentCode" in sent[0]) && !("currentCode" in sent[1]));
    assert.equal((await calls(page, "parseSpec")).length, 2, "the spec was parsed again");
    assert.notEqual(sent[1].specId, "mock-spec-1", "with the new specId");
    assert.equal(sent[2].currentCode, 'export default function App() { return "héllo 😀"; }', "then the code is sent");
    assert.match(await page.getByTestId("code").innerText(), /\/\/ add a search bar$/);
    await page.close();
  });

  test("code over 1 MiB that copilot-cli does not hold is a readable error, never sent", async () => {
    const { page } = await open({ forget: "yes", bigCode: "yes" });
    await loadPasted(page, "openapi: 3.0.0");
    await page.getByTestId("spec-summary").waitFor();
    await page.getByTestId("generate").click();
    await page.waitForSelector('[data-testid=code][data-streaming=no][data-chunks="4"]');
    await page.getByTestId("chat-input").fill("add a search bar");
    await page.getByTestId("chat-send").click();
    const error = page.getByTestId("chat-error");
    await error.waitFor();
    assert.match(
      await error.innerText(),
      /The current code is 1\.1 MB: too large to send to copilot-cli \(one message may be at most 1 MiB\)/,
    );
    assert.match(await error.innerText(), /no longer holds this tab's copy/);
    assert.ok(
      (await calls(page, "customize")).every((c: any) => !("currentCode" in c.params)),
      "the big code never left the page",
    );
    await page.close();
  });

  test("customize answering -32601 is a readable 'not available yet', not a crash", async () => {
    const { page } = await open({ customize: "unavailable" });
    await loadPasted(page, "openapi: 3.0.0");
    await page.getByTestId("spec-summary").waitFor();
    await page.getByTestId("generate").click();
    await page.waitForSelector('[data-testid=code][data-streaming=no][data-chunks="3"]');
    await page.getByTestId("chat-input").fill("add a search bar");
    await page.getByTestId("chat-send").click();
    const error = page.getByTestId("chat-error");
    await error.waitFor();
    assert.equal(await error.getAttribute("data-code"), "-32601");
    assert.match(await error.innerText(), /Not available yet: this copilot-cli has no "customize" method/);
    await page.close();
  });

  test("without an interface the panel chats; suggestions come as buttons", async () => {
    const { page } = await open();
    await page.getByTestId("chat-input").fill("What formats do you support?");
    await page.getByTestId("chat-send").click();
    await page.getByText("I support OpenAPI 3.x").waitFor();
    const [chat] = await calls(page, "chat");
    assert.deepEqual(chat.params, {
      message: "What formats do you support?",
      context: { tabId: "tab-1", hasActiveSpec: false, hasActiveInterface: false },
    });
    await page.getByRole("button", { name: "Upload a spec file" }).waitFor();
    await page.close();
  });

  test("each tab keeps its own spec; the theme toggles; the debug log shows stderr", async () => {
    const { page } = await open();
    await loadPasted(page, "openapi: 3.0.0");
    await page.getByTestId("spec-summary").waitFor();
    await page.getByTestId("new-tab").click();
    assert.equal(await page.getByTestId("spec-summary").count(), 0, "the new tab starts empty");
    await page.getByTestId("tab-tab-1").click();
    await page.getByTestId("spec-summary").waitFor();
    await page.getByTestId("theme-toggle").click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
    await page.getByRole("button", { name: "Debug log" }).click();
    assert.match(await page.getByTestId("debug-log").innerText(), /stderr hello from stderr/);
    await page.close();
  });
});
