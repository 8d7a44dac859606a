/**
 * The generated App.jsx, growing as its chunks stream in, with the progress (chunks ≈ the model's
 * tokens, and the time since it started: a model on a CPU may write for minutes). Once written it
 * opens at the API-specific part: the first thousands of lines are the runtime, the same for every
 * API (styles first), which tell a person nothing about theirs.
 */

import { useEffect, useLayoutEffect, useRef } from "react";
import type { Tab } from "./tabs.js";
import { useElapsed } from "./Elapsed.js";

/** Where the part written for this API starts (see copilot_cli/ui/templates/app.jsx.j2). */
const MARKERS = [/^\/\/ .*the API-specific part/m, /^export default function App\b/m];

export function apiPartOffset(code: string): number {
  for (const marker of MARKERS) {
    const match = marker.exec(code);
    if (match) return match.index;
  }
  return 0;
}

export function CodeView({ tab }: { tab: Tab }) {
  const pre = useRef<HTMLPreElement>(null);
  const mark = useRef<HTMLSpanElement>(null);
  const elapsed = useElapsed(tab.generating ? tab.generateStartedAt : null);
  const split = tab.generating ? 0 : apiPartOffset(tab.code);
  const toApiPart = () => {
    if (pre.current && mark.current) pre.current.scrollTop = mark.current.offsetTop - 8;
  };
  useEffect(() => {
    if (tab.generating && pre.current) pre.current.scrollTop = pre.current.scrollHeight;
  }, [tab.code, tab.generating]);
  useLayoutEffect(() => {
    if (!tab.generating) toApiPart();
  }, [tab.generating, tab.id, tab.code]);
  if (!tab.code && !tab.generating) return <p className="muted">Generate to see the code here.</p>;
  return (
    <div className="code-view">
      <div className="code-head">
        <span className="muted" data-testid="code-status">
          {tab.generating
            ? `Streaming… ${tab.chunks} chunk${tab.chunks === 1 ? "" : "s"} (≈ tokens) · ${elapsed} s`
            : `${tab.code.split("\n").length} lines`}
          {!tab.generating && tab.description && ` · ${tab.description}`}
        </span>
        {!tab.generating && split > 0 && (
          <span className="code-jumps">
            <button type="button" className="link" onClick={toApiPart} data-testid="code-api-part">
              API-specific part
            </button>
            <button type="button" className="link" onClick={() => pre.current && (pre.current.scrollTop = 0)}>
              Runtime (top)
            </button>
          </span>
        )}
      </div>
      <pre ref={pre} data-testid="code" data-chunks={tab.chunks} data-streaming={tab.generating ? "yes" : "no"}>
        <code>
          {tab.code.slice(0, split)}
          <span ref={mark} data-testid="code-api-start">
            {tab.code.slice(split)}
          </span>
        </code>
      </pre>
    </div>
  );
}
