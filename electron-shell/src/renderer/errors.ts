/**
 * Every error code, said so a person understands it: a title, and the details from `data`
 * (which field, which line of the spec, how long we waited). Never a stack trace.
 */

export interface Readable {
  code: number;
  title: string;
  details: string[];
}

interface ErrorLike {
  code?: number;
  message?: string;
  data?: any;
}

function listOf(data: any): string[] {
  const errors = Array.isArray(data?.errors) ? data.errors : [];
  return errors.slice(0, 20).map((e: any) => {
    if (typeof e === "string") return e;
    const where = e.pointer ?? e.field ?? (e.line ? `line ${e.line}${e.column ? `:${e.column}` : ""}` : "");
    return where ? `${where}: ${e.message ?? e.type ?? ""}` : String(e.message ?? JSON.stringify(e));
  });
}

/** What went wrong fetching a spec by URL, in words (copilot-cli passes on the HTTP client's error). */
const NETWORK: [RegExp, string][] = [
  [/Errno 111|Connection refused|ECONNREFUSED/i, "nothing is listening there: the server refused the connection"],
  [
    /Errno -[235]\b|Name or service not known|getaddrinfo|nodename nor servname|ENOTFOUND|Temporary failure in name resolution/i,
    "the host name could not be found (DNS)",
  ],
  [/SSL|TLS|CERTIFICATE|certificate/i, "the secure connection failed (TLS: certificate or handshake)"],
  [/timed? ?out|Timeout/i, "the server did not answer in time (timeout)"],
  [/\b404\b|Not Found/i, "the server has nothing at that address (404 not found)"],
  [/\b(401|403)\b|Unauthorized|Forbidden/i, "the server refused access (it needs credentials)"],
  [/Errno 113|No route to host|Network is unreachable|Errno 101/i, "the network cannot reach that host"],
];

export function networkFailure(text: string): string | null {
  return NETWORK.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const reasonOf = (data: any) => (typeof data?.reason === "string" ? [data.reason] : []);

export function readable(error: unknown, action = "The request"): Readable {
  const e = (error ?? {}) as ErrorLike;
  const code = typeof e.code === "number" ? e.code : -32603;
  const data = e.data;
  const r = (title: string, details: string[] = []) => ({ code, title, details });
  if (data?.reason === "timeout" && (data.streamed || data.streamedTokens)) {
    const seconds = Math.round((data.waitedMs ?? data.extendedTimeoutMs ?? data.timeoutMs ?? 0) / 1000);
    const parts = data.chunks ?? data.streamedTokens;
    return r(`${action} stopped after ${seconds} s while the model was still writing (${parts} parts received).`, [
      "It was not sent again: the model was working on it. A local model on a slow machine may need longer;",
      "raise COPILOT_LLM_MAX_S, or try again when the machine is less busy.",
    ]);
  }
  if (data?.reason === "timeout") {
    const seconds = Math.round((data.timeoutMs ?? 0) / 1000);
    const attempts = data.attempts ? `, ${data.attempts} attempt${data.attempts > 1 ? "s" : ""}` : "";
    return r(`${action} took too long (no answer within ${seconds} s${attempts}).`, [
      "copilot-cli may be busy; try again.",
    ]);
  }
  switch (code) {
    case -32700:
      return r("copilot-cli could not read a message (invalid JSON).", reasonOf(data));
    case -32600:
      if (data?.reason === "code too large") {
        const mb = ((data.sizeBytes ?? 0) / 1_000_000).toFixed(1);
        const why =
          data.why === "edited"
            ? "It was changed since copilot-cli returned it"
            : "copilot-cli no longer holds this tab's copy (it restarted)";
        return r(`The current code is ${mb} MB: too large to send to copilot-cli (one message may be at most 1 MiB).`, [
          `${why}, so it would have to be sent whole.`,
          "Regenerate the interface and customize it by asking, or export it and edit it outside the app.",
        ]);
      }
      return data?.reason === "line too long"
        ? r("This input is too large to send (over 1 MB in one message).", ["Try a smaller spec, or load it by URL."])
        : r("The request was not valid.", reasonOf(data));
    case -32601:
      return r(`Not available yet: this copilot-cli has no "${data?.method ?? "such"}" method.`, [
        "Update copilot-cli to use this feature.",
      ]);
    case -32602:
      return r("Some of the input was not accepted.", [...listOf(data), ...reasonOf(data)]);
    case -32000:
      return r("Generating the interface failed.", [...reasonOf(data), ...listOf(data)]);
    case -32001: {
      const tries =
        Array.isArray(data?.suggestions) && data.suggestions.length
          ? [`Try: ${data.suggestions.slice(0, 6).join(", ")}`]
          : [];
      return r("That change could not be applied.", [...reasonOf(data), ...listOf(data), ...tries]);
    }
    case -32002: {
      if (data?.reason === "url fetch failed") {
        const said = listOf(data).join(" ");
        const why = networkFailure(said);
        return r(`Could not fetch the spec from that URL${why ? `: ${why}` : ""}.`, [
          said,
          "Check the address, or load the file instead.",
        ]);
      }
      return r("The API description is not valid.", [...listOf(data), ...reasonOf(data)]);
    }
    case -32003: {
      const sizes =
        typeof data?.minimumTokens === "number" && typeof data?.contextTokens === "number"
          ? [`It needs at least ${data.minimumTokens} tokens; the model's window holds ${data.contextTokens}.`]
          : [];
      return r("The input is too large for the model's context window.", [
        ...sizes,
        "Try a smaller spec or a shorter request.",
        ...reasonOf(data),
      ]);
    }
    case -32004:
      return r(
        "Too many requests at once. Please wait a moment and try again.",
        data?.retryAfterMs ? [`Retry after ${data.retryAfterMs} ms.`] : [],
      );
    case -32005:
      return r("The assistant could not answer: the model failed.", [
        ...reasonOf(data),
        ...(data?.upstreamStatus ? [`The model's endpoint answered HTTP ${data.upstreamStatus}.`] : []),
        "Try again in a moment, or switch the model off (--llm off) for answers from the spec.",
      ]);
    case -32800:
      return r("Cancelled.");
    case -32603:
      if (data?.reason === "process-exited" && data.spawnError)
        return r("copilot-cli could not be started.", [
          data.spawnError,
          "Run ./dev setup, or set COPILOT_CLI to its path.",
        ]);
      if (data?.reason === "process-exited")
        return r("copilot-cli stopped unexpectedly. It is restarting; try again in a moment.", data.stderrTail ?? []);
      if (data?.reason === "bridge-disconnected")
        return r("Lost the connection to the Experience UI bridge. Reload the page.");
      if (data?.reason === "untrusted sender") return r("This page is not allowed to talk to copilot-cli.");
      return r("Something went wrong inside copilot-cli.", reasonOf(data));
    default:
      return r(`Error ${code}: ${e.message ?? "unknown error"}`, reasonOf(data));
  }
}
