/**
 * The live preview: the preview server's page in a sandboxed iframe. It comes from another
 * origin (127.0.0.1:<its port>), so even with allow-same-origin it cannot reach this page.
 */

import type { Tab } from "./tabs.js";
import { ErrorBox } from "./ErrorBox.js";

export function Preview({ tab }: { tab: Tab }) {
  return (
    <div className="preview">
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
