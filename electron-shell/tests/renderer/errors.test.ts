import { test } from "node:test";
import assert from "node:assert/strict";
import { readable } from "../../src/renderer/errors.js";

test("every protocol error code reads as a sentence, with the details from data", () => {
  const cases: [unknown, RegExp, RegExp?][] = [
    [{ code: -32700, data: { reason: "Expecting value" } }, /could not read a message/, /Expecting value/],
    [{ code: -32600, data: { reason: "line too long" } }, /too large to send/],
    [{ code: -32600, data: { reason: "duplicate id" } }, /not valid/, /duplicate id/],
    [{ code: -32601, data: { method: "customize" } }, /Not available yet: .*"customize"/],
    [{ code: -32602, data: { errors: [{ field: "spec", message: "required" }] } }, /not accepted/, /spec: required/],
    [
      { code: -32603, data: { reason: "process-exited", stderrTail: ["Traceback"] } },
      /stopped unexpectedly/,
      /Traceback/,
    ],
    [{ code: -32603 }, /inside copilot-cli/],
    [
      { code: -32603, data: { reason: "process-exited", spawnError: "cannot start x: ENOENT" } },
      /could not be started/,
      /ENOENT[\s\S]*COPILOT_CLI/,
    ],
    [{ code: -32000, data: { reason: "no operations" } }, /Generating the interface failed/, /no operations/],
    [
      { code: -32001, data: { reason: "no field 'it'", suggestions: ["Sort by Id", "Sort by Name"] } },
      /could not be applied/,
      /Try: Sort by Id, Sort by Name/,
    ],
    [{ code: -32002, data: { errors: [{ message: "bad", line: 3, column: 7 }] } }, /not valid/, /line 3:7: bad/],
    [{ code: -32003 }, /context window/],
    [{ code: -32004, data: { retryAfterMs: 1000 } }, /Too many requests/, /Retry after 1000 ms/],
    [{ code: -32800 }, /Cancelled/],
    [
      { code: -32000, data: { reason: "timeout", timeoutMs: 60000, attempts: 2 } },
      /took too long \(no answer within 60 s, 2 attempts\)/,
    ],
    [
      { code: -32005, data: { reason: "the LLM stream stalled (no token for 20 s)", upstreamStatus: 503 } },
      /assistant could not answer/,
      /stalled[\s\S]*HTTP 503/,
    ],
    [
      { code: -32003, data: { contextTokens: 8192, minimumTokens: 9100, reservedOutputTokens: 600 } },
      /context window/,
      /at least 9100 tokens; the model's window holds 8192/,
    ],
    [
      {
        code: -32000,
        data: { reason: "timeout", timeoutMs: 60000, attempts: 1, streamed: true, chunks: 812, waitedMs: 605000 },
      },
      /stopped after 605 s while the model was still writing \(812 parts received\)/,
      /not sent again/,
    ],
    [{ code: 42, message: "odd" }, /Error 42: odd/],
  ];
  for (const [error, title, detail] of cases) {
    const r = readable(error, "Generating");
    assert.match(r.title, title, JSON.stringify(error));
    if (detail) assert.match(r.details.join("\n"), detail, JSON.stringify(error));
    assert.equal(r.code, (error as { code: number }).code);
  }
});
