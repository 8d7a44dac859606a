/**
 * The live preview: the preview server's page in a sandboxed iframe. It comes from another
 * origin (127.0.0.1:<its port>), so even with allow-same-origin it cannot reach this page.
 */

import { useState } from "react";
import type { Tab } from "./tabs.js";
import { ErrorBox } from "./ErrorBox.js";

export function Preview({ tab, onApiUrl }: { tab: Tab; onApiUrl: (url: string | null) => void }) {
  const [draft, setDraft] = useState(tab.apiUrl ?? "");
  return (
    <div className="preview">
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          onApiUrl(draft.trim() || null);
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
        <button type="submit" disabled={!tab.code} data-testid="api-url-apply">
          {draft.trim() ? "Use this API" : "Use the mock"}
        </button>
      </form>
      <ErrorBox error={tab.previewError} testId="preview-error" />
      {tab.previewUrl ? (
        <iframe
          key={tab.id}
          title="Live preview"
          data-testid="preview-frame"
          src={tab.previewUrl}
          sandbox="allow-scripts allow-forms allow-same-origin"
          referrerPolicy="no-referrer"
        />
      ) : (
        <p className="muted">The live preview appears here after generation.</p>
      )}
    </div>
  );
}
