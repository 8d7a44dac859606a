/** Web mode's Content-Security-Policy (the Electron page carries the same rules in a <meta>). */
export const WEB_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self' ws://127.0.0.1:* ws://localhost:*",
  "frame-src http://127.0.0.1:*",
  "form-action 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join("; ");
