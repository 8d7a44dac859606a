/**
 * Splits a byte stream into lines of text. A StringDecoder holds back the bytes of a
 * character split between two reads, so a multi-byte UTF-8 character is never torn in half
 * (naive `chunk.toString()` would turn it into U+FFFD). `\r\n` and blank lines are tolerated.
 */

import { StringDecoder } from "node:string_decoder";

/** Output lines beyond this are dropped (reported, not buffered forever). */
export const MAX_INBOUND_LINE_CHARS = 64 * 1024 * 1024;

export interface LineReaderEvents {
  onLine(line: string): void;
  onOverlong?(sizeAtLeast: number): void;
}

export class LineReader {
  private readonly decoder = new StringDecoder("utf8");
  private buffered = "";
  private discarding = false;

  constructor(
    private readonly events: LineReaderEvents,
    private readonly maxChars = MAX_INBOUND_LINE_CHARS,
  ) {}

  push(chunk: Buffer | Uint8Array): void {
    this.take(this.decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
  }

  /** End of stream: a last line without its newline still counts. */
  end(): void {
    this.take(this.decoder.end());
    if (this.buffered.length > 0 && !this.discarding) this.emit(this.buffered);
    this.buffered = "";
    this.discarding = false;
  }

  private take(text: string): void {
    let start = 0;
    for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", start)) {
      const piece = text.slice(start, nl);
      if (this.discarding) this.discarding = false;
      else this.emit(this.buffered + piece);
      this.buffered = "";
      start = nl + 1;
    }
    if (this.discarding) return;
    this.buffered += text.slice(start);
    if (this.buffered.length > this.maxChars) {
      this.events.onOverlong?.(this.buffered.length);
      this.buffered = "";
      this.discarding = true;
    }
  }

  private emit(line: string): void {
    const trimmed = line.endsWith("\r") ? line.slice(0, -1) : line;
    if (trimmed.trim().length === 0) return;
    this.events.onLine(trimmed);
  }
}
