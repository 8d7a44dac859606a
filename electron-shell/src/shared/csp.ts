/**
 * The one Content-Security-Policy of every page of the shell: the desktop window (sent by the
 * app:// protocol handler, src/main/app-protocol.ts), web mode (src/web/server.ts) and the <meta>
 * that scripts/build.mjs writes into each built page (so a page opened as a file keeps it too).
 *
 * - connect-src 'self': web mode's WebSocket bridge is on the page's own host and port, which
 *   'self' covers (CSP Level 3 matches ws: to an http: page's origin); no other socket, no ws: to
 *   any port of the machine. The desktop page talks to main through IPC and needs no connection.
 * - frame-src: the live preview, served by copilot-cli on 127.0.0.1 (any port: each preview
 *   picks a free one). Nothing else is framed.
 */
export const SHELL_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-src http://127.0.0.1:*",
  "form-action 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join("; ");
