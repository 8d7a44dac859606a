// Where a list's paging travels and where the next page and the total come back: the parts of
// list-view.tsx that need no React (so a test can load them on their own).

// The next page's URL a response header gives: `Link: <…>; rel="next"` (RFC 8288), else a
// header of its own (Kinto's `Next-Page`, `X-Next-Page`, `X-Next`) when it holds a URL.
export function nextLink(headers) {
  const link = headers && headers.link;
  const m = link ? /<([^>]+)>\s*;\s*rel="?next"?/i.exec(link) : null;
  if (m) return m[1];
  const own = headers && (headers["next-page"] || headers["x-next-page"] || headers["x-next"]);
  return own && /^(https?:\/)?\//i.test(own) ? own : null;
}

// The total a response header gives (`X-Total-Count`, Kinto's `Total-Objects`, `X-Total`).
export function headerTotal(headers) {
  for (const h of ["x-total-count", "total-objects", "x-total", "total-count"]) {
    const v = headers && headers[h];
    if (v !== undefined && v !== "" && !isNaN(Number(v))) return Number(v);
  }
  return undefined;
}

// Where a paging value travels: a POST list (Prefect's `POST /flows/filter`) takes its `offset`,
// `limit` or `page` in the JSON body when that is where the operation declares it.
export function pagingAt(op, name) {
  if (op.kind !== "http") return "variable.";
  if (op.params.some((p) => p.in === "query" && p.name === name)) return "query.";
  const inBody = op.body && (op.body.fields || []).some((f) => f.name === name);
  return inBody ? "body." : "query.";
}

// The sibling that counts a POST list's items (Prefect's `POST /flows/count` beside
// `POST /flows/filter`): same method, the last segment `count`. The list's answer (a bare array)
// has no total; the count gives the pager its "of N".
const READ_WORDS = /\/(filter|search|query|list|find|paginate)\/?$/i;

export function countOperation(operations: any[], op) {
  if (!op || op.kind !== "http" || op.method !== "POST" || !READ_WORDS.test(op.path)) return null;
  const path = op.path.replace(READ_WORDS, "/count");
  return operations.find((o) => o.kind === "http" && o.method === "POST" && o.path === path) || null;
}
