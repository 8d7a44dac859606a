/** The generated App.jsx, growing as its chunks stream in, with the progress (chunks ≈ the model's
 * tokens, and the time since it started: a model on a CPU may write for minutes). */

import { useEffect, useRef, useState } from "react";
import type { Tab } from "./tabs.js";

export function CodeView({ tab }: { tab: Tab }) {
  const end = useRef<HTMLPreElement>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!tab.generating) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [tab.generating]);
  const elapsed = tab.generateStartedAt ? Math.max(0, Math.round((now - tab.generateStartedAt) / 1000)) : 0;
  useEffect(() => {
    if (tab.generating && end.current) end.current.scrollTop = end.current.scrollHeight;
  }, [tab.code, tab.generating]);
  if (!tab.code && !tab.generating) return <p className="muted">Generate to see the code here.</p>;
  return (
    <div className="code-view">
      <div className="muted" data-testid="code-status">
        {tab.generating
          ? `Streaming… ${tab.chunks} chunk${tab.chunks === 1 ? "" : "s"} (≈ tokens) · ${elapsed} s`
          : `${tab.code.split("\n").length} lines`}
        {tab.result && ` · ${tab.result.componentCount} components · ${tab.result.description}`}
      </div>
      <pre ref={end} data-testid="code" data-chunks={tab.chunks} data-streaming={tab.generating ? "yes" : "no"}>
        <code>{tab.code}</code>
      </pre>
    </div>
  );
}
