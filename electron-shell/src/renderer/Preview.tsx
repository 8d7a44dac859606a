/**
 * The live preview: the preview server's page in a sandboxed iframe. It comes from another
 * origin (127.0.0.1:<its port>), so even with allow-same-origin it cannot reach this page.
 * A failed restart leaves the last working preview on screen, under the error saying why.
 */

import { useEffect, useState } from "react";
import type { Tab } from "./tabs.js";
import { ErrorBox } from "./ErrorBox.js";
import { ApiCredentials } from "./ApiCredentials.js";
import { api } from "./actions.js";

/** A typed `https://user:pass@host/v1`: the user and password go to main as the tab's Basic
 * credentials (for this session) and the URL the tab keeps has none. */
async function takeUserinfo(tabId: string, typed: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return typed; // main says what is wrong with it
  }
  if (!(url.username || url.password) || !api().setApiAuth) return typed;
  const auth = {
    scheme: "basic" as const,
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
  url.username = "";
  url.password = "";
  await api().setApiAuth!({ tabId, apiUrl: url.toString(), auth, remember: false });
  return url.toString();
}

/**
 * The iframe's address: the preview, opened at `page` (the runtime routes by the URL's hash), in
 * the shell's `theme` ("&theme=…" after the route, which the runtime follows while open). A new
 * theme changes only the hash, so switching it repaints the open preview without reloading it.
 */
export function previewSrc(url: string, page: string | null, theme: "light" | "dark"): string {
  const route = page ? encodeURIComponent(JSON.stringify({ page })) : "";
  return `${url}#/${route}&theme=${theme}`;
}

export function Preview({
  tab,
  theme,
  onApiUrl,
  onCredentials,
  maximized,
  onMaximize,
}: {
  tab: Tab;
  theme: "light" | "dark";
  onApiUrl: (url: string | null) => void;
  /** New or forgotten credentials: the preview starts again with them. */
  onCredentials: () => void;
  maximized: boolean;
  onMaximize: (on: boolean) => void;
}) {
  const [draft, setDraft] = useState(tab.apiUrl ?? "");
  useEffect(() => setDraft(tab.apiUrl ?? ""), [tab.id, tab.apiUrl]);
  return (
    <div className="preview" data-testid="preview">
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          const typed = draft.trim();
          if (!typed) return onApiUrl(null);
          void takeUserinfo(tab.id, typed).then(onApiUrl, () => onApiUrl(typed));
        }}
      >
        <input
          type="url"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Built-in mock API (or a real base URL, e.g. https://api.example.com/v1)"
          aria-label="API base URL for the preview"
          data-testid="api-url"
        />
        <button type="submit" data-testid="api-url-apply">
          {draft.trim() ? "Use this API" : "Use the mock"}
        </button>
        <button
          type="button"
          onClick={() => onMaximize(!maximized)}
          aria-pressed={maximized}
          data-testid="preview-maximize"
          title={maximized ? "Back to the workspace (Esc)" : "Give the preview the whole window"}
        >
          {maximized ? "Restore" : "Maximize"}
        </button>
      </form>
      <ApiCredentials key={tab.id} tab={tab} onChanged={onCredentials} />
      <ErrorBox error={tab.previewError} testId="preview-error" />
      {tab.previewError && tab.previewUrl && (
        <p className="muted" data-testid="preview-stale">
          Showing the last preview that worked.
        </p>
      )}
      {tab.previewUrl ? (
        <iframe
          key={tab.id}
          title="Live preview"
          data-testid="preview-frame"
          src={previewSrc(tab.previewUrl, tab.previewPage, theme)}
          sandbox="allow-scripts allow-forms allow-same-origin"
          referrerPolicy="no-referrer"
        />
      ) : (
        <p className="muted">The live preview appears here after generation.</p>
      )}
    </div>
  );
}
