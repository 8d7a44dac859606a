/** A child's stdin as the client sees it: records lines; `full` makes write() return false. */

import { EventEmitter } from "node:events";

export class FakePipe extends EventEmitter {
  readonly lines: string[] = [];
  full = false;

  write(data: string): boolean {
    for (const line of data.split("\n").filter(Boolean)) this.lines.push(line);
    return !this.full;
  }

  messages(): Record<string, any>[] {
    return this.lines.map((line) => JSON.parse(line));
  }

  drain(): void {
    this.full = false;
    this.emit("drain");
  }
}
