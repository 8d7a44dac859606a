import { test } from "node:test";
import assert from "node:assert/strict";
import { LineReader } from "../../src/main/line-reader.js";

function readAll(pieces: Buffer[]): string[] {
  const lines: string[] = [];
  const reader = new LineReader({ onLine: (line) => lines.push(line) });
  for (const piece of pieces) reader.push(piece);
  reader.end();
  return lines;
}

const text = '{"chunk":"héllo \u2028 😀 日本"}\n{"b":"ü"}\n';

test("multi-byte characters split across reads at every byte boundary come out whole", () => {
  const bytes = Buffer.from(text, "utf8");
  for (let cut = 1; cut < bytes.length; cut += 1) {
    assert.deepEqual(
      readAll([bytes.subarray(0, cut), bytes.subarray(cut)]),
      ['{"chunk":"héllo \u2028 😀 日本"}', '{"b":"ü"}'],
      `cut at ${cut}`,
    );
  }
});

test("one byte at a time still yields whole characters", () => {
  const bytes = Buffer.from(text, "utf8");
  const lines = readAll([...bytes].map((b) => Buffer.from([b])));
  assert.equal(lines[0], '{"chunk":"héllo \u2028 😀 日本"}');
  assert.ok(!lines.join("").includes("\uFFFD"));
});

test("CRLF endings are trimmed, blank lines skipped, and a last line without newline is kept", () => {
  assert.deepEqual(readAll([Buffer.from("a\r\n\n  \r\nb\nc")]), ["a", "b", "c"]);
});

test("a line over the cap is dropped and reported; the next line is read normally", () => {
  const lines: string[] = [];
  const overlong: number[] = [];
  const reader = new LineReader({ onLine: (l) => lines.push(l), onOverlong: (n) => overlong.push(n) }, 10);
  reader.push(Buffer.from("x".repeat(25)));
  reader.push(Buffer.from("yyy\nok\n"));
  assert.deepEqual(lines, ["ok"]);
  assert.equal(overlong.length, 1);
});
