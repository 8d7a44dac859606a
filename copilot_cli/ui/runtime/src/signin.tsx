import { React, useState } from "./react";
import { RUNTIME_CONFIG } from "./app";
import { PLAN } from "./plan";

// The sign-in panel of a preview that reaches its API through the preview's proxy
// (copilot_cli/preview/proxy.py). The credentials a person types go to the proxy, which keeps
// them in its memory for the session and adds them to every call: they are never put in this
// page's storage, so a reload keeps the sign-in without the page holding a secret.

/** The proxy's credentials endpoint when the page's base URL is the proxy's, else null. */
export function proxyCredentialsUrl() {
  const base = RUNTIME_CONFIG.baseUrl;
  if (typeof base !== "string") return null;
  const m = /^(.*)\/proxy\/([^/?#]+)\/?$/.exec(base);
  return m ? m[1] + "/proxy-credentials/" + m[2] : null;
}

/** A proxy URL of another preview session than this page's (its token is no longer valid). */
export function staleProxyUrl(url) {
  const own = RUNTIME_CONFIG.baseUrl;
  const proxied = /\/proxy\/[^/?#]+\/?$/;
  return typeof url === "string" && typeof own === "string" && url !== own && proxied.test(url) && proxied.test(own);
}

// The ways offered: the spec's own schemes first (most specs that need auth still declare none,
// so the usual ones follow: Basic, a token with its scheme word, an API key in a header or query).
function methods() {
  const out = [];
  for (const s of PLAN.auth || []) {
    if (s.kind === "apiKey" && s.in !== "cookie")
      out.push({ id: s.id, label: s.label, kind: s.in === "query" ? "query" : "header", name: s.name });
    else if (s.kind === "basic") out.push({ id: s.id, label: s.label, kind: "basic" });
    else if (["bearer", "oauth2", "openIdConnect"].includes(s.kind))
      out.push({ id: s.id, label: s.label, kind: "token", word: "Bearer" });
  }
  out.push({ id: "$basic", label: "User name and password (HTTP Basic)", kind: "basic" });
  out.push({ id: "$token", label: "Token (Authorization: Bearer …, token …)", kind: "token", word: "Bearer" });
  out.push({ id: "$header", label: "API key in a header", kind: "header", name: "X-API-Key" });
  out.push({ id: "$query", label: "API key in the query string", kind: "query", name: "api_key" });
  return out;
}

function bodyFor(m, v) {
  if (m.kind === "basic") return { scheme: "basic", username: v.username || "", password: v.password || "" };
  if (m.kind === "token")
    return { scheme: "bearer", prefix: (v.word ?? m.word).trim() || "Bearer", token: v.token || "" };
  return { scheme: m.kind, name: (v.name ?? m.name).trim(), value: v.value || "" };
}

export function SignInPanel({ status, onClose, onSignedIn }) {
  const all = methods();
  const [id, setId] = useState(all[0].id);
  const [values, setValues] = useState({});
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const m = all.find((x) => x.id === id) || all[0];
  const set = (k) => (e) => setValues({ ...values, [k]: e.target.value });
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(proxyCredentialsUrl(), {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(bodyFor(m, values)),
      });
      const data = await res.json().catch(() => ({}));
      if (!res.ok) throw new Error(data.message || "The preview refused these credentials (" + res.status + ")");
      setValues({}); // nothing typed stays in the page once the proxy holds it
      onSignedIn();
    } catch (err) {
      setError(String((err && err.message) || err));
    } finally {
      setBusy(false);
    }
  };
  const input = (k, label, extra: { initial?: string; secret?: boolean } = {}) => (
    <input
      className="xui-input"
      aria-label={label}
      placeholder={label}
      autoComplete="off"
      value={values[k] ?? extra.initial ?? ""}
      onChange={set(k)}
      type={extra.secret ? "password" : "text"}
    />
  );
  return (
    <div className="xui-modal-bg" onKeyDown={(e) => (e.key === "Escape" ? onClose() : null)}>
      <form
        className="xui-modal"
        role="dialog"
        aria-modal="true"
        aria-label="Sign in"
        data-sign-in=""
        onSubmit={submit}
      >
        <h3>Sign in</h3>
        <div className="xui-card-b">
          <p className="xui-muted" style={{ marginTop: 0 }}>
            {status ? "The API answered " + status + ". " : ""}Credentials are kept by the preview for this session and
            added to every call; this page never stores them.
          </p>
          <div className="xui-field">
            <label htmlFor="xui-sign-in-method">How</label>
            <select id="xui-sign-in-method" className="xui-input" value={id} onChange={(e) => setId(e.target.value)}>
              {all.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.label}
                </option>
              ))}
            </select>
          </div>
          <div className="xui-form" data-sign-in-kind={m.kind}>
            {m.kind === "basic" ? (
              <>
                {input("username", "User name")}
                {input("password", "Password", { secret: true })}
              </>
            ) : m.kind === "token" ? (
              <>
                {input("word", "Scheme word", { initial: m.word })}
                {input("token", "Token", { secret: true })}
              </>
            ) : (
              <>
                {input("name", m.kind === "query" ? "Parameter name" : "Header name", { initial: m.name })}
                {input("value", "Key", { secret: true })}
              </>
            )}
          </div>
          {error ? (
            <div className="err" role="alert">
              {error}
            </div>
          ) : null}
        </div>
        <footer>
          <button type="button" className="xui-btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="xui-btn primary" disabled={busy}>
            Sign in
          </button>
        </footer>
      </form>
    </div>
  );
}
