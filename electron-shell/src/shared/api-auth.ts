/**
 * The credentials a person gives the shell for a tab's real API: the same kinds as
 * `copilot-cli preview --auth` and the preview page's sign-in panel (copilot_cli/preview/
 * credentials.py, whose JSON body this is). The renderer sends them once, to the main process;
 * it never stores them. Main keeps them (main/credential-vault.ts) and hands them to the tab's
 * preview proxy, which adds them to every call upstream. What comes back to the renderer is an
 * `ApiAuthStatus`: which kind is set and for which API, never a value.
 */

export type ApiAuth =
  | { scheme: "basic"; username: string; password: string }
  | { scheme: "bearer"; token: string; prefix?: string }
  | { scheme: "header"; name: string; value: string }
  | { scheme: "query"; name: string; value: string };

export interface SetApiAuthParams {
  tabId: string;
  /** The API they are for: they are only ever sent to this URL's origin. */
  apiUrl: string;
  auth: ApiAuth;
  /** Keep them (encrypted with the system's safe storage) across restarts. */
  remember: boolean;
}

export interface ApiAuthStatus {
  scheme: ApiAuth["scheme"];
  /** The header or query parameter it sets (Authorization for basic and bearer). */
  name: string;
  /** scheme://host:port of the API they go to. */
  origin: string;
  remembered: boolean;
}

/** What a tab has, and whether this shell can remember credentials at all (safe storage works). */
export interface ApiAuthState {
  set: ApiAuthStatus | null;
  canRemember: boolean;
}

/** Channels beside copilot-cli's methods (registered in main/tab-channels.ts). */
export const AUTH_CHANNELS = {
  set: "copilot:setApiAuth",
  status: "copilot:apiAuthStatus",
  forget: "copilot:forgetApiAuth",
} as const;

/** RFC 9110 token: a header name or an Authorization scheme word. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// The proxy owns these headers (credentials.py's _RESERVED): a credential cannot set them.
const RESERVED = new Set([
  "host",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "upgrade",
  "te",
  "trailer",
  "proxy-authorization",
  "proxy-authenticate",
]);
const MAX_VALUE = 8192;

/** The API's origin, or an error saying what is wrong with the URL. */
export function apiOrigin(apiUrl: unknown): string {
  if (typeof apiUrl !== "string") throw new Error("the API URL is required");
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new Error("the API URL is not a URL (e.g. https://api.example.com/v1)");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("the API URL must be http(s)");
  return url.origin;
}

/**
 * Why `auth` cannot be used (null when it can). The message names the field, never its value:
 * it may be a secret with a typo. The same rules as credentials.py, so what main accepts the
 * proxy accepts too.
 */
export function authProblem(auth: unknown): string | null {
  if (typeof auth !== "object" || auth === null) return "credentials must be an object with a scheme";
  const a = auth as Record<string, unknown>;
  const text = (key: string, what: string, { empty = false } = {}): string | null => {
    const v = a[key];
    if (typeof v !== "string") return `the ${what} must be text`;
    if (!empty && !v) return `the ${what} is empty`;
    if (/[\r\n\0]/.test(v)) return `the ${what} contains a line break`;
    if (v.length > MAX_VALUE) return `the ${what} is longer than ${MAX_VALUE} characters`;
    return null;
  };
  switch (a.scheme) {
    case "basic":
      if (typeof a.username === "string" && a.username.includes(":"))
        return "a Basic user name cannot contain ':' (RFC 7617)";
      return text("username", "user name", { empty: true }) ?? text("password", "password", { empty: true });
    case "bearer":
      if (a.prefix !== undefined && (typeof a.prefix !== "string" || !TOKEN.test(a.prefix)))
        return "the scheme word is letters, digits and -._~ (e.g. Bearer, token)";
      return text("token", "token");
    case "header":
      if (typeof a.name !== "string" || !TOKEN.test(a.name)) return "the header name is letters, digits and -_.";
      if (RESERVED.has(a.name.toLowerCase())) return `the proxy sets ${a.name} itself; it cannot be a credential`;
      return text("value", `value of ${a.name}`);
    case "query":
      if (typeof a.name !== "string" || !a.name || /[&=#?\s]/.test(a.name))
        return "a query parameter name cannot be empty or contain & = # ? or spaces";
      return text("value", `value of ${a.name}`);
    default:
      return "the scheme must be basic, bearer, header or query";
  }
}

/** Only the fields of its scheme (a stray field never travels on or gets stored). */
export function cleanAuth(auth: ApiAuth): ApiAuth {
  switch (auth.scheme) {
    case "basic":
      return { scheme: "basic", username: auth.username, password: auth.password };
    case "bearer":
      return auth.prefix
        ? { scheme: "bearer", token: auth.token, prefix: auth.prefix }
        : { scheme: "bearer", token: auth.token };
    case "header":
    case "query":
      return { scheme: auth.scheme, name: auth.name, value: auth.value };
  }
}

export function authName(auth: ApiAuth): string {
  return auth.scheme === "header" || auth.scheme === "query" ? auth.name : "Authorization";
}
