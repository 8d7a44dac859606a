/** The generated App.jsx, growing as its chunks stream in. */

import { useEffect, useRef } from "react";
import type { Tab } from "./tabs.js";

export function CodeView({ tab }: { tab: Tab }) {
  const end = useRef<HTMLPreElement>(null);
  useEffect(() => {
    if (tab.generating && end.current) end.current.scrollTop = end.current.scrollHeight;
  }, [tab.code, tab.generating]);
  if (!tab.code && !tab.generating) return <p className="muted">Generate to see the code here.</p>;
  return (
    <div className="code-view">
      <div className="muted" data-testid="code-status">
        {tab.generating
          ? `Streaming… ${tab.chunks} chunk${tab.chunks === 1 ? "" : "s"}`
          : `${tab.code.split("\n").length} lines`}
        {tab.result && ` · ${tab.result.componentCount} components · ${tab.result.description}`}
      </div>
      <pre ref={end} data-testid="code" data-chunks={tab.chunks} data-streaming={tab.generating ? "yes" : "no"}>
        <code>{tab.code}</code>
      </pre>
    </div>
  );
}
