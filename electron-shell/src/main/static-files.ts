/**
 * The renderer's built files as both page servers hand them out: the app:// protocol of the
 * desktop window (app-protocol.ts) and web mode's HTTP server (src/web/server.ts). One rule for
 * which file a path names (never one outside the folder) and one set of headers, the shell's CSP
 * among them.
 */

import { extname, normalize, resolve, sep } from "node:path";
import { SHELL_CSP } from "../shared/csp.js";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

export interface PageSite {
  /** The folder served (build/renderer). */
  root: string;
  /** The page "/" stands for. */
  index: string;
  /** Pages of the other mode, never served here (web mode's page has no place in the app, and back). */
  hidden: readonly string[];
}

/** The file a URL path names inside `site.root`, or null (outside it, hidden, or malformed). */
export function fileFor(site: PageSite, pathname: string): string | null {
  let rel: string;
  try {
    rel = pathname === "/" ? site.index : normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, "");
  } catch {
    return null; // a malformed %-escape
  }
  const file = resolve(site.root, rel);
  if (!file.startsWith(site.root + sep) || site.hidden.includes(rel)) return null;
  return file;
}

/** The headers every file of the shell is sent with. */
export function headersFor(file: string): Record<string, string> {
  return {
    "content-type": TYPES[extname(file)] ?? "application/octet-stream",
    "content-security-policy": SHELL_CSP,
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
  };
}
