// What a refused request says, read from whatever body shape the server answers with: real APIs
// do not answer their declared error schema (Prefect's 422 is `{exception_message,
// exception_detail: [{loc, msg}]}`, FastAPI's `{detail: [{loc, msg}]}`, JSON:API's `{errors:
// [{title, detail, source}]}`, Google's and Azure's `{error: {message}}`, RFC 9457's `{title,
// detail}`, Kinto's `{message}`, an HTML page from a gateway). A person reads one line.

const MAX = 400;

function clip(text: string) {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > MAX ? t.slice(0, MAX - 1) + "…" : t;
}

// One entry of a list of problems: `loc: msg` (FastAPI, Prefect), `pointer: detail` (JSON:API),
// a message, or the text itself.
function entry(e): string {
  if (e === null || e === undefined) return "";
  if (typeof e !== "object") return String(e);
  const where = Array.isArray(e.loc)
    ? e.loc.filter((p) => p !== "body").join(".")
    : e.source && typeof e.source === "object"
      ? e.source.pointer || e.source.parameter || ""
      : e.field || e.path || e.param || "";
  const what = e.msg || e.message || e.detail || e.title || e.reason || e.code || JSON.stringify(e);
  return (where ? String(where) + ": " : "") + String(what);
}

function list(v): string | null {
  if (!Array.isArray(v) || !v.length) return null;
  return v.map(entry).filter(Boolean).join("; ");
}

/** The readable message of an error answer, or null when the body says nothing usable. */
export function problemText(data): string | null {
  if (data === null || data === undefined) return null;
  if (typeof data === "string") {
    const text = /<\/?[a-z][^>]*>/i.test(data)
      ? (/<title>([^<]*)<\/title>/i.exec(data) || [])[1] || data.replace(/<[^>]*>/g, " ")
      : data;
    return clip(text) || null;
  }
  if (typeof data !== "object") return clip(String(data));
  if (Array.isArray(data)) return list(data) ? clip(list(data)) : null;
  const nested = data.error && typeof data.error === "object" ? problemText(data.error) : null;
  // the first thing it says in words, then the list of what was wrong, if it gives one
  const str = (v) => (typeof v === "string" && v.trim() ? v : null);
  const problem = str(data.title) && str(data.detail) ? data.title + ": " + data.detail : null; // RFC 9457
  const head =
    str(data.message) ||
    str(data.exception_message) ||
    str(data.error_description) ||
    str(data.error) ||
    problem ||
    str(data.title) ||
    str(data.detail) ||
    str(data.reason);
  const details = list(data.detail) || list(data.exception_detail) || list(data.errors);
  const text = [head || nested, details].filter(Boolean).join(" — ");
  return text ? clip(text) : null;
}
