import { React, useState, useEffect, useRef } from "./react";
import { ErrorBox } from "./feedback";

// Asks before a delete; Escape cancels, and a failed delete shows its error and lets the person retry.
export function ConfirmDialog({ title, message, onCancel, onConfirm }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(null);
  const ref = useRef(null);
  useEffect(() => {
    if (ref.current) ref.current.focus();
  }, []);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <div
      className="xui-modal-bg"
      onKeyDown={(e) => {
        if (e.key === "Escape") onCancel();
      }}
    >
      <div className="xui-modal" role="alertdialog" aria-modal="true" aria-label={title}>
        <h3>{title}</h3>
        <div className="xui-card-b">
          <p style={{ margin: 0 }}>{message}</p>
          <ErrorBox error={error} />
        </div>
        <footer>
          <button type="button" className="xui-btn" ref={ref} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="xui-btn danger solid" onClick={confirm} disabled={busy}>
            {busy ? "Deleting…" : "Delete"}
          </button>
        </footer>
      </div>
    </div>
  );
}
