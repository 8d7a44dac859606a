/** Headless Chromium for the browser tests (Debian's chromium; ./dev setup installs it). */

import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** A note for `skip` when the browser is missing (never a silent pass). */
export const browserMissing: string | false = existsSync(CHROMIUM)
  ? false
  : `NOTE: ${CHROMIUM} not installed (apt-get install chromium)`;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}
