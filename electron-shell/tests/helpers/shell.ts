/** Driving the shell in web mode like a person: open it, load the sample, generate, ask. */

import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";

export async function openShell(
  browser: Browser,
  url: string,
  viewport = { width: 1400, height: 900 },
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(url);
  await page.waitForSelector("[data-testid=process-status][data-state=ready]", { timeout: 30_000 });
  return { page, problems };
}

/** examples/petstore.yaml, chosen with the file input as a person would. */
export const PETSTORE = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "..",
  "..",
  "examples",
  "petstore.yaml",
);

export async function loadPetstore(page: Page): Promise<void> {
  const before = await page.locator(".tab.active .tab-title").innerText();
  await page.setInputFiles("[data-testid=file-input]", PETSTORE);
  await page.getByTestId("spec-summary").waitFor({ timeout: 30_000 });
  await page.waitForFunction((old) => document.querySelector(".tab.active .tab-title")?.textContent !== old, before);
}

/** Clicks Generate (or Regenerate) and waits for the preview to render the new code. */
export async function generate(page: Page): Promise<void> {
  const frame = page.locator("[data-testid=preview-frame]");
  const before = (await frame.count()) ? await frame.getAttribute("src") : null;
  await page.getByTestId("generate").click();
  await page.waitForFunction(
    (old) => {
      const frame = document.querySelector("[data-testid=preview-frame]");
      const busy = document.querySelector("[data-testid=generate]")?.textContent?.includes("Generating");
      return !busy && frame && frame.getAttribute("src") !== old;
    },
    before,
    { timeout: 120_000 },
  );
  await previewRendered(page);
}

export async function previewRendered(page: Page): Promise<void> {
  const frame = page.frameLocator("[data-testid=preview-frame]");
  await frame.locator("html[data-preview-status=rendered]").waitFor({ timeout: 60_000 });
}

export interface Reply {
  role: string;
  kind: string | null;
  text: string;
}

/** Sends a message in the conversation box and returns the reply (assistant or error). */
export async function ask(page: Page, text: string): Promise<Reply> {
  const replies = page.locator(".msg-assistant, .msg-error");
  const before = await replies.count();
  await page.getByTestId("chat-input").fill(text);
  await page.getByTestId("chat-send").click();
  return nextReply(page, before);
}

export async function nextReply(page: Page, before: number): Promise<Reply> {
  const reply = page.locator(".msg-assistant, .msg-error").nth(before);
  await reply.waitFor({ timeout: 90_000 });
  await page.waitForSelector("[data-testid=chat-busy]", { state: "detached", timeout: 90_000 });
  return {
    role: (await reply.getAttribute("class"))!.replace("msg msg-", ""),
    kind: await reply.getAttribute("data-kind"),
    text: await reply.innerText(),
  };
}

/** The copilot-cli process the web server started (its child that is not a preview server). */
export function copilotPid(serverPid: number): number | null {
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(join("/proc", name, "stat"), "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== serverPid) continue;
      const cmd = readFileSync(join("/proc", name, "cmdline"), "utf8").split("\0");
      if (!cmd.includes("preview")) return Number(name);
    } catch {
      // the process ended while we looked
    }
  }
  return null;
}

/** Whether a box lies inside the window (no scrolling needed to see it whole). */
export async function inWindow(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const size = page.viewportSize()!;
  return Boolean(
    box && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height,
  );
}
