/** Closing a tab with work asks first: what would be gone, and a way to keep it. */

import type { Tab } from "./tabs.js";

export function CloseDialog({ tab, onClose, onKeep }: { tab: Tab; onClose: () => void; onKeep: () => void }) {
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="close-title" data-testid="close-dialog">
        <h2 id="close-title">Close “{tab.title}”?</h2>
        <p>Its spec, interface{tab.chat.length ? ", conversation" : ""} and preview will be gone.</p>
        <div className="row">
          <button type="button" className="danger" onClick={onClose} data-testid="close-confirm">
            Close tab
          </button>
          <button type="button" onClick={onKeep} data-testid="close-cancel" autoFocus>
            Keep it
          </button>
        </div>
      </div>
    </div>
  );
}
