import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { rewriteFrameAncestors, startGateway } from "../../src/main/preview-gateway.js";

test("only frame-ancestors changes in the preview's CSP", () => {
  const csp = "default-src 'none'; script-src 'self' 'unsafe-eval'; frame-ancestors 'none'";
  assert.equal(
    rewriteFrameAncestors(csp, "http://127.0.0.1:8790"),
    "default-src 'none'; script-src 'self' 'unsafe-eval'; frame-ancestors http://127.0.0.1:8790",
  );
  assert.equal(rewriteFrameAncestors(csp, null), "default-src 'none'; script-src 'self' 'unsafe-eval'");
});

test("the gateway passes requests, bodies and statuses through and rewrites only the CSP header", async () => {
  const upstream = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      res.writeHead(201, {
        "content-security-policy": "default-src 'self'; frame-ancestors 'none'",
        "x-frame-options": "DENY",
        "x-echo": `${req.method} ${req.url} ${body}`,
      });
      res.end("ok");
    });
  });
  await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
  const gateway = await startGateway((upstream.address() as { port: number }).port, "http://127.0.0.1:1234");
  try {
    const res = await fetch(`${gateway.url}mock/pets?x=1`, { method: "POST", body: "hi" });
    assert.equal(res.status, 201);
    assert.equal(res.headers.get("x-echo"), "POST /mock/pets?x=1 hi");
    assert.equal(
      res.headers.get("content-security-policy"),
      "default-src 'self'; frame-ancestors http://127.0.0.1:1234",
    );
    assert.equal(res.headers.get("x-frame-options"), null);
    assert.equal(await res.text(), "ok");
  } finally {
    gateway.close();
    upstream.close();
  }
});
