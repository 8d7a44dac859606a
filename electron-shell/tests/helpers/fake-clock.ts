/** A manual clock: time moves only when a test says so, so the table's 60 s takes no time. */

import type { Clock, TimerHandle } from "../../src/main/clock.js";

interface Timer {
  at: number;
  seq: number;
  fn: () => void;
}

export class FakeClock implements Clock {
  private time = 0;
  private seq = 0;
  private readonly timers = new Set<Timer>();

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    const timer = { at: this.time + Math.max(0, ms), seq: this.seq++, fn };
    this.timers.add(timer);
    return timer;
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers.delete(handle as Timer);
  }

  get pendingTimers(): number {
    return this.timers.size;
  }

  /** Move time forward, firing due timers in order (also ones they create), letting promises settle between. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      await settle();
      const due = [...this.timers].filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) break;
      this.timers.delete(due);
      this.time = due.at;
      due.fn();
    }
    this.time = end;
    await settle();
  }
}

/** Let queued promise callbacks and I/O callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setImmediate(resolve));
}
