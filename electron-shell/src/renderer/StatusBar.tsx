/** copilot-cli's state, and its debug log (stderr) on demand. */

import { useEffect, useState } from "react";
import type { StatusInfo } from "../shared/api.js";
import type { DebugLogLine } from "../shared/protocol.js";

function describe(status: StatusInfo | null): string {
  const p = status?.process;
  if (!p) return "connecting…";
  switch (p.state) {
    case "ready":
      return `copilot-cli ${p.serverVersion} ready${status?.server?.llm ? ` · ${status.server.llm.mode}` : ""}`;
    case "restarting":
      return `copilot-cli stopped; restarting (attempt ${p.attempt}) in ${Math.round(p.delayMs / 100) / 10} s`;
    case "failed":
      return p.message;
    default:
      return `copilot-cli ${p.state}`;
  }
}

export function StatusBar({ status }: { status: StatusInfo | null }) {
  const [log, setLog] = useState<DebugLogLine[] | null>(null);
  useEffect(() => {
    if (log === null) return;
    const timer = setInterval(() => void window.copilot.debugLog().then(setLog), 2000);
    return () => clearInterval(timer);
  }, [log === null]);
  return (
    <footer className="status-bar">
      <span data-testid="process-status" data-state={status?.process.state ?? "unknown"}>
        {describe(status)}
      </span>
      <button
        type="button"
        className="link"
        onClick={() => (log ? setLog(null) : void window.copilot.debugLog().then(setLog))}
      >
        {log ? "Hide debug log" : "Debug log"}
      </button>
      {log && (
        <pre className="debug-log" data-testid="debug-log">
          {log.map((l) => `${new Date(l.at).toISOString().slice(11, 19)} ${l.stream} ${l.text}`).join("\n") ||
            "(empty)"}
        </pre>
      )}
    </footer>
  );
}
