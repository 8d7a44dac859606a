/**
 * A tab's credentials for its real API, entered in the shell: Basic, a Bearer token, a token with
 * its own scheme word, or an API key in a header or query parameter (the kinds of `preview
 * --auth` and the preview page's sign-in panel). What is typed goes once to the main process
 * (window.copilot.setApiAuth), which hands it to the tab's preview proxy; the fields are emptied
 * at once and nothing of it is kept here or in the workspace store. "Remember" asks main to keep
 * it sealed by the system's safe storage; this page only ever learns which kind is set.
 */

import { useEffect, useState } from "react";
import type { ApiAuth, ApiAuthState } from "../shared/api-auth.js";
import type { Tab } from "./tabs.js";
import { api } from "./actions.js";
import { readable, type Readable } from "./errors.js";
import { ErrorBox } from "./ErrorBox.js";

type Kind = "basic" | "bearer" | "token" | "header" | "query";
const KINDS: [Kind, string][] = [
  ["basic", "Basic (user and password)"],
  ["bearer", "Bearer token"],
  ["token", "Token with its own scheme word"],
  ["header", "API key in a header"],
  ["query", "API key in the query string"],
];
const EMPTY = { username: "", password: "", token: "", prefix: "token", name: "X-API-Key", value: "" };

function authOf(kind: Kind, f: typeof EMPTY): ApiAuth {
  if (kind === "basic") return { scheme: "basic", username: f.username, password: f.password };
  if (kind === "bearer") return { scheme: "bearer", token: f.token };
  if (kind === "token") return { scheme: "bearer", token: f.token, prefix: f.prefix.trim() };
  return { scheme: kind, name: f.name.trim(), value: f.value };
}

function describe(state: ApiAuthState | null, apiUrl: string): string {
  const set = state?.set;
  if (!set) return "No credentials: calls go to the API as they are.";
  let here = false;
  try {
    here = new URL(apiUrl).origin === set.origin;
  } catch {
    // an unfinished URL: they are not sent to it
  }
  const what = set.scheme === "header" || set.scheme === "query" ? `${set.scheme} ${set.name}` : set.scheme;
  const kept = set.remembered ? "remembered" : "for this session";
  return here
    ? `Signed in with ${what} (${kept}).`
    : `Credentials (${what}) are kept for ${set.origin}; they are not sent to this API.`;
}

export function ApiCredentials({ tab, onChanged }: { tab: Tab; onChanged: () => void }) {
  const [state, setState] = useState<ApiAuthState | null>(null);
  const [kind, setKind] = useState<Kind>("basic");
  const [fields, setFields] = useState(EMPTY);
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<Readable | null>(null);
  useEffect(() => {
    setFields(EMPTY);
    setError(null);
    void api()
      .apiAuthState?.(tab.id)
      .then(setState, () => setState(null));
  }, [tab.id, tab.apiUrl]); // a typed user:password@ URL may have just set them
  if (!tab.apiUrl || !api().setApiAuth) return null;
  const apiUrl = tab.apiUrl;

  const field = (key: keyof typeof EMPTY, label: string, type = "text") => (
    <label>
      {label}
      <input
        type={type}
        value={fields[key]}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setFields({ ...fields, [key]: e.target.value })}
        data-testid={`api-auth-${key}`}
      />
    </label>
  );
  const save = async () => {
    try {
      const next = await api().setApiAuth!({ tabId: tab.id, apiUrl, auth: authOf(kind, fields), remember });
      setFields(EMPTY); // the secret leaves this page's memory with the form
      setState(next);
      setError(null);
      onChanged();
    } catch (e) {
      setError(readable(e, "Keeping the credentials"));
    }
  };
  const forget = async () => {
    try {
      await api().forgetApiAuth!(tab.id);
      setState(await api().apiAuthState!(tab.id));
      onChanged();
    } catch (e) {
      setError(readable(e, "Forgetting the credentials"));
    }
  };

  return (
    <details className="api-auth" data-testid="api-auth">
      <summary data-testid="api-auth-state" data-scheme={state?.set?.scheme ?? ""}>
        {describe(state, apiUrl)}
      </summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label>
          Kind
          <select value={kind} onChange={(e) => setKind(e.target.value as Kind)} data-testid="api-auth-kind">
            {KINDS.map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {kind === "basic" && (
          <>
            {field("username", "User")}
            {field("password", "Password", "password")}
          </>
        )}
        {kind === "token" && field("prefix", "Scheme word")}
        {(kind === "bearer" || kind === "token") && field("token", "Token", "password")}
        {(kind === "header" || kind === "query") && (
          <>
            {field("name", kind === "header" ? "Header" : "Parameter")}
            {field("value", "Key", "password")}
          </>
        )}
        <label title={state?.canRemember ? "" : "This shell has no system safe storage to keep them in"}>
          <input
            type="checkbox"
            checked={remember}
            disabled={!state?.canRemember}
            onChange={(e) => setRemember(e.target.checked)}
            data-testid="api-auth-remember"
          />
          Remember (encrypted by the system)
        </label>
        <button type="submit" data-testid="api-auth-save">
          Use these credentials
        </button>
        {state?.set && (
          <button type="button" onClick={() => void forget()} data-testid="api-auth-forget">
            Forget
          </button>
        )}
      </form>
      <ErrorBox error={error} testId="api-auth-error" />
    </details>
  );
}
