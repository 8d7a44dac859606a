/** Customize the interface (or just chat) in plain language; clarifications come as buttons. */

import { useState } from "react";
import type { Tab } from "./tabs.js";
import { ErrorBox } from "./ErrorBox.js";

export function ChatPanel({
  tab,
  onSend,
  onChoose,
}: {
  tab: Tab;
  onSend: (text: string) => void;
  onChoose: (option: string, about: string) => void;
}) {
  const [text, setText] = useState("");
  return (
    <section className="panel chat" aria-label="Chat">
      <h2>{tab.code ? "Customize" : "Chat"}</h2>
      <ol className="messages" data-testid="chat-messages">
        {tab.chat.map((m, i) => (
          <li key={i} className={`msg msg-${m.role}`}>
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
              <div className="options" data-testid="clarification-options">
                {m.options.map((option) => (
                  <button
                    key={option}
                    type="button"
                    disabled={tab.chatBusy}
                    onClick={() => onChoose(option, m.about ?? "")}
                  >
                    {option}
                  </button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ol>
      {tab.chatBusy && <p className="muted">Thinking…</p>}
      <form
        className="row"
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
          placeholder={tab.code ? "e.g. add a search bar to filter pets by name" : "Ask anything about Experience UI"}
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
