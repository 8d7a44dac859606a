/**
 * The desktop window loads its page from app://shell/, not file:// (Electron's security
 * checklist): a file:// page shares one origin with every file on the disk and sends no headers,
 * while app://shell is an origin of its own, serves only build/renderer, and sends the shell's
 * CSP with every response. No electron import here: electron-main.ts passes the real `protocol`,
 * the tests a stand-in, and `respond` is the whole behaviour.
 */

import { readFile } from "node:fs/promises";
import { fileFor, headersFor, type PageSite } from "./static-files.js";

export const APP_SCHEME = "app";
export const APP_HOST = "shell";
export const SHELL_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const RENDERER_URL = `${SHELL_ORIGIN}/index.html`;

/** For protocol.registerSchemesAsPrivileged, before the app is ready: a standard scheme (real
 * origins, relative URLs) and a secure one (a secure context, like https), nothing more — no
 * fetch or CORS privileges, so the page cannot be made to read app:// from elsewhere. */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true } as const;

export interface ProtocolLike {
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void;
}

/** The answer to one app:// request: a file of the renderer with the shell's headers, or 404/405. */
export async function respond(request: Pick<Request, "url" | "method">, rendererDir: string): Promise<Response> {
  const refuse = (status: number, text: string) =>
    new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
  if (request.method !== "GET" && request.method !== "HEAD") return refuse(405, "method not allowed");
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return refuse(404, "not found");
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return refuse(404, "not found");
  const site: PageSite = { root: rendererDir, index: "index.html", hidden: ["index-web.html"] };
  const file = fileFor(site, url.pathname);
  if (!file) return refuse(404, "not found");
  try {
    const body = await readFile(file);
    return new Response(request.method === "HEAD" ? null : body, { status: 200, headers: headersFor(file) });
  } catch {
    return refuse(404, "not found");
  }
}

export function registerAppProtocol(protocol: ProtocolLike, rendererDir: string): void {
  protocol.handle(APP_SCHEME, (request) => respond(request, rendererDir));
}
