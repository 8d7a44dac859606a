/**
 * One conversation box, with or without an interface: copilot-cli decides whether a message is
 * a question (answered) or a change (applied), and each reply says which. The list scrolls to
 * the newest reply and its option buttons; the input stays at the bottom, always reachable. A
 * request in flight shows its seconds and a Cancel. Chat's suggestions act (open the file
 * chooser, generate) instead of being sent back as messages.
 */

import { useEffect, useRef, useState } from "react";
import type { Tab } from "./tabs.js";
import { ErrorBox } from "./ErrorBox.js";
import { useElapsed } from "./Elapsed.js";

export function ChatPanel({
  tab,
  onSend,
  onChoose,
  onSuggestion,
  onCancel,
}: {
  tab: Tab;
  onSend: (text: string) => void;
  onChoose: (option: string, about: { prompt: string; question: string }) => void;
  onSuggestion: (suggestion: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const elapsed = useElapsed(tab.chatBusy ? tab.chatStartedAt : null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [tab.chat.length, tab.chatBusy, tab.id]);
  const last = tab.chat.length - 1;
  return (
    <section className="panel chat" aria-label="Conversation">
      <h2>Ask or change</h2>
      <ol className="messages" data-testid="chat-messages" ref={list}>
        {tab.chat.length === 0 && (
          <li className="muted hint">
            {tab.code
              ? "Ask about the API (“which endpoint creates a pet?”) or ask for a change (“add a search bar to filter pets by name”)."
              : "Ask about the API or about Experience UI; once an interface exists, ask for changes here too."}
          </li>
        )}
        {tab.chat.map((m, i) => (
          <li key={i} className={`msg msg-${m.role}`} data-kind={m.kind}>
            {m.kind && (
              <span className="msg-kind" data-testid="reply-kind">
                {m.kind === "change"
                  ? "Changed the interface"
                  : m.kind === "unchanged"
                    ? "Nothing to change"
                    : "Answered"}
              </span>
            )}
            {m.error ? <ErrorBox error={m.error} testId="chat-error" /> : <p>{m.text}</p>}
            {m.assumptions && m.assumptions.length > 0 && (
              <div className="assumptions" data-testid="assumptions">
                Assumptions:
                <ul>
                  {m.assumptions.map((a, j) => (
                    <li key={j}>{a}</li>
                  ))}
                </ul>
              </div>
            )}
            {m.options && (
              <div className="options" data-testid={m.suggestions ? "suggestions" : "clarification-options"}>
                {m.options.map((option) => (
                  <button
                    key={option}
                    type="button"
                    disabled={tab.chatBusy || (!m.suggestions && i !== last)}
                    onClick={() =>
                      m.suggestions
                        ? onSuggestion(option)
                        : onChoose(option, { prompt: m.about ?? "", question: m.question ?? m.text })
                    }
                  >
                    {option}
                  </button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
      {tab.chatBusy && (
        <p className="busy" data-testid="chat-busy">
          <span className="muted">
            {tab.code ? "Working on it" : "Thinking"}… {elapsed} s
          </span>
          <button type="button" className="link" onClick={onCancel} data-testid="chat-cancel">
            Cancel
          </button>
        </p>
      )}
      <form
        className="row chat-input"
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return;
          onSend(text.trim());
          setText("");
        }}
      >
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={tab.code ? "Ask a question or describe a change" : "Ask about the API or Experience UI"}
          aria-label="Message"
          data-testid="chat-input"
        />
        <button type="submit" disabled={tab.chatBusy || !text.trim()} data-testid="chat-send">
          Send
        </button>
      </form>
    </section>
  );
}
