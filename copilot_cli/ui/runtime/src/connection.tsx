import { React, useState } from "./react";
import { useApp } from "./app";
import { preview } from "./values";
import { RichText } from "./rich-text";

// One of the spec's auth schemes: what it is, and the box(es) its credentials go in (a key, a user
// name and password, a token), or why there is nothing to enter.
function AuthScheme({ scheme: s, creds, set }) {
  return (
    <fieldset style={{ marginTop: 14 }} data-auth={s.id}>
      <legend>
        {s.label}{" "}
        <span className="xui-muted">({s.kind === "apiKey" ? "API key in " + s.in + " “" + s.name + "”" : s.kind})</span>
      </legend>
      {s.description ? (
        <p className="xui-muted" style={{ marginTop: 0, whiteSpace: "pre-line" }}>
          <RichText text={preview(s.description, 280)} />
        </p>
      ) : null}
      {s.kind === "apiKey" ? (
        <input
          className="xui-input mono"
          aria-label={s.label + " value"}
          type="password"
          autoComplete="off"
          value={(creds[s.id] || {}).value || ""}
          onChange={(e) => set(s.id, "value", e.target.value)}
        />
      ) : null}
      {s.kind === "basic" ? (
        <div className="xui-form">
          <input
            className="xui-input"
            aria-label="Username"
            placeholder="Username"
            autoComplete="off"
            value={(creds[s.id] || {}).username || ""}
            onChange={(e) => set(s.id, "username", e.target.value)}
          />
          <input
            className="xui-input"
            aria-label="Password"
            placeholder="Password"
            type="password"
            autoComplete="off"
            value={(creds[s.id] || {}).password || ""}
            onChange={(e) => set(s.id, "password", e.target.value)}
          />
        </div>
      ) : null}
      {s.kind === "bearer" || s.kind === "oauth2" || s.kind === "openIdConnect" ? (
        <input
          className="xui-input mono"
          aria-label={s.label + " token"}
          placeholder={s.kind === "bearer" ? "Token" : "Paste an access token"}
          type="password"
          autoComplete="off"
          value={(creds[s.id] || {}).token || ""}
          onChange={(e) => set(s.id, "token", e.target.value)}
        />
      ) : null}
      {s.kind === "oauth2" && s.scopes.length ? (
        <p className="xui-muted" style={{ marginBottom: 0 }}>
          Scopes: {s.scopes.slice(0, 12).join(", ")}
          {s.scopes.length > 12 ? "…" : ""}
        </p>
      ) : null}
      {s.kind === "unsupported" ? (
        <p className="xui-muted" style={{ margin: 0 }} data-unsupported-auth={s.scheme || ""}>
          This API asks for HTTP “{s.scheme}” authentication, which this page cannot send. Requests that need it will be
          refused unless a header below (or another scheme) is accepted instead.
        </p>
      ) : null}
      {s.kind === "mutualTLS" ? (
        <p className="xui-muted" style={{ margin: 0 }}>
          Mutual TLS uses a client certificate installed in the browser; nothing to enter here.
        </p>
      ) : null}
    </fieldset>
  );
}

// A header of the person's choosing, for APIs whose spec declares no auth or another one.
function CustomHeader({ creds, set }) {
  return (
    <fieldset style={{ marginTop: 14 }}>
      <legend>
        Custom header <span className="xui-muted">(sent with every request)</span>
      </legend>
      <div className="xui-form">
        <input
          className="xui-input"
          aria-label="Header name"
          placeholder="Authorization"
          value={(creds.$custom || {}).name || ""}
          onChange={(e) => set("$custom", "name", e.target.value)}
        />
        <input
          className="xui-input mono"
          aria-label="Header value"
          type="password"
          placeholder="value"
          autoComplete="off"
          value={(creds.$custom || {}).value || ""}
          onChange={(e) => set("$custom", "value", e.target.value)}
        />
      </div>
    </fieldset>
  );
}

// The connection panel: the API base URL (or one of the spec's servers) and, when the plan includes
// auth, the credentials, kept in memory only (shell-state.ts useAppState).
export function ConnectionPanel({ onClose }) {
  const app = useApp();
  const [base, setBase] = useState(app.baseUrl);
  const [creds, setCreds] = useState(app.credentials);
  const set = (id, key, v) => setCreds((c) => ({ ...c, [id]: { ...(c[id] || {}), [key]: v } }));
  const save = (e) => {
    e.preventDefault();
    app.setBaseUrl(base.trim());
    app.setCredentials(creds);
    onClose();
  };
  return (
    <div
      className="xui-modal-bg"
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
    >
      <form
        className="xui-modal"
        role="dialog"
        aria-modal="true"
        aria-label="Connection"
        onSubmit={save}
        style={{ width: "min(620px, 100%)" }}
      >
        <h3>Connection</h3>
        <div className="xui-card-b">
          <div className="xui-field">
            <label htmlFor="xui-base">API base URL</label>
            <input
              id="xui-base"
              className="xui-input mono"
              value={base}
              onChange={(e) => setBase(e.target.value)}
              placeholder="https://api.example.com"
            />
            {app.plan.servers.length > 1 ? (
              <div className="xui-row" style={{ marginTop: 4 }}>
                {app.plan.servers.map((s) => (
                  <button type="button" key={s} className="xui-btn small ghost" onClick={() => setBase(s)}>
                    {s}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
          {app.plan.includeAuth ? (
            <>
              {app.plan.auth.map((s) => (
                <AuthScheme key={s.id} scheme={s} creds={creds} set={set} />
              ))}
              <CustomHeader creds={creds} set={set} />
            </>
          ) : null}
        </div>
        <footer>
          <button type="button" className="xui-btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="xui-btn primary">
            Save
          </button>
        </footer>
      </form>
    </div>
  );
}
