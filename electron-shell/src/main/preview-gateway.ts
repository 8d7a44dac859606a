/**
 * A loopback proxy in front of one `copilot-cli preview` server. The preview page forbids all
 * framing (`frame-ancestors 'none'`, right for a page opened on its own); the app must show it
 * in an iframe, so the gateway rewrites that one directive to the app's own origin(s) and
 * passes everything else through untouched. One gateway per preview keeps the page's
 * absolute paths (/mock, /app.jsx) working.
 */

import { createServer, request, type Server } from "node:http";

export function rewriteFrameAncestors(csp: string, allowed: string | null): string {
  const kept = csp
    .split(";")
    .map((d) => d.trim())
    .filter((d) => d && !/^frame-ancestors\b/i.test(d));
  if (allowed) kept.push(`frame-ancestors ${allowed}`);
  return kept.join("; ");
}

export interface Gateway {
  url: string;
  close(): void;
}

export async function startGateway(targetPort: number, frameAncestors: string | null): Promise<Gateway> {
  const server: Server = createServer((req, res) => {
    const upstream = request(
      {
        host: "127.0.0.1",
        port: targetPort,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${targetPort}` },
      },
      (up) => {
        const headers = { ...up.headers };
        const csp = headers["content-security-policy"];
        if (typeof csp === "string") headers["content-security-policy"] = rewriteFrameAncestors(csp, frameAncestors);
        delete headers["x-frame-options"];
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(res);
      },
    );
    upstream.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`preview unavailable: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.closeAllConnections?.();
      server.close();
    },
  };
}
