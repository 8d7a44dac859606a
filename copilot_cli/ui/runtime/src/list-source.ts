import { isBlank, getPath } from "./values";
import { nextLink, pagingAt } from "./paging";
import type { Column, Field, ListPaging, OperationPlan } from "../../../../contracts/types/UiPlan";

// A list's paging as a data source per style, the way a data provider answers "this page": which
// parameters a request for the page adds, whether the page is fetched from a URL an earlier answer
// gave, the next page's token an answer carries, and whether there is a next page.
// `at` is where the list is: { page (from 0), size, tokens: the cursor or URL that reached each page }.

export interface PageAt {
  page: number;
  size: number;
  tokens: any[];
}

export interface PagingSource {
  fill(pg: ListPaging, op: OperationPlan, at: PageAt, values: Record<string, any>): void;
  url(at: PageAt): string | null;
  next(pg: ListPaging, answer: any, at: PageAt): any;
  hasNext(pg: ListPaging, at: PageAt, seen: { total: any; rows: number; next: any }): boolean;
  keepsTokens: boolean; // Next remembers the token that reached the new page
}

// The paging parameters the plan says the page fills (plan_facts.py: clientFills): the size, and
// the page number (page style) or the offset (offset style).
function fillCounts(pg: ListPaging, op: OperationPlan, at: PageAt, values: Record<string, any>) {
  const fills = pg.clientFills;
  if (fills.includes(pg.sizeParam)) values[pagingAt(op, pg.sizeParam) + pg.sizeParam] = at.size;
  if (fills.includes(pg.pageParam)) values[pagingAt(op, pg.pageParam) + pg.pageParam] = at.page + pg.firstPage;
  if (fills.includes(pg.offsetParam)) values[pagingAt(op, pg.offsetParam) + pg.offsetParam] = at.page * at.size;
}

// From the second page on, the cursor the previous answer gave.
function fillCursor(pg: ListPaging, op: OperationPlan, at: PageAt, values: Record<string, any>) {
  fillCounts(pg, op, at, values);
  if (pg.cursorParam && at.tokens[at.page]) values[pagingAt(op, pg.cursorParam) + pg.cursorParam] = at.tokens[at.page];
}

const byUrl = (at: PageAt) => (at.page > 0 ? at.tokens[at.page] : null);
const noUrl = () => null;
const nextByPath = (pg: ListPaging, answer: any) => (pg.nextPath ? getPath(answer.data, pg.nextPath) : null);
const counted = (pg: ListPaging, at: PageAt, seen: { total: any; rows: number }) =>
  seen.total !== undefined ? (at.page + 1) * at.size < seen.total : seen.rows >= at.size;
const hasToken = (pg: ListPaging, at: PageAt, seen: { next: any }) => !!seen.next;

// The next page's token when the spec does not say where it is: Asana's `offset` comes back as
// `next_page.offset` (undeclared in its schema); the usual places in the body, else the cursor
// parameter of a `Link: <…>; rel="next"` URL. The current token is not a next one.
export function foundCursor(result, param, current) {
  const places = [
    "next_page." + param,
    "next_page.cursor",
    "next_" + param,
    "next_cursor",
    "nextCursor",
    "next_page_token",
    "nextPageToken",
    "meta.next_cursor",
    "pagination.next_cursor",
    "paging.next.after",
    "response_metadata.next_cursor",
  ];
  const data = result.data && typeof result.data === "object" && !Array.isArray(result.data) ? result.data : {};
  for (const path of places) {
    const v = getPath(data, path);
    if (!isBlank(v) && typeof v !== "object" && String(v) !== String(current ?? "")) return v;
  }
  const url = nextLink(result.headers);
  if (!url) return null;
  try {
    const v = new URL(url, window.location.href).searchParams.get(param);
    return v && v !== String(current ?? "") ? v : null;
  } catch (e) {
    return null;
  }
}

export const PAGING: Record<ListPaging["style"], PagingSource> = {
  // No paging in the description: the loaded rows are paged here, unless the answers carry a next
  // link in a header, which the list then follows (keepsTokens applies only then: see ListView).
  none: {
    fill: fillCounts,
    url: byUrl,
    next: (pg, answer) => nextLink(answer.headers),
    hasNext: hasToken,
    keepsTokens: false,
  },
  page: { fill: fillCounts, url: noUrl, next: () => null, hasNext: counted, keepsTokens: false },
  offset: { fill: fillCounts, url: noUrl, next: () => null, hasNext: counted, keepsTokens: false },
  cursor: {
    fill: fillCursor,
    url: noUrl,
    next: (pg, answer, at) =>
      nextByPath(pg, answer) ||
      (!pg.nextPath ? foundCursor(answer, pg.cursorParam, at.tokens[at.page]) : null) ||
      answer.headers["x-next"] ||
      null,
    hasNext: hasToken,
    keepsTokens: true,
  },
  relay: {
    fill: fillCursor,
    url: noUrl,
    next: (pg, answer) => {
      const info = answer.data && answer.data.pageInfo;
      if (info && info.hasNextPage === false) return null;
      return nextByPath(pg, answer) || answer.headers["x-next"] || null;
    },
    hasNext: hasToken,
    keepsTokens: true,
  },
  link: {
    fill: fillCounts,
    url: byUrl,
    next: (pg, answer) => nextByPath(pg, answer) || nextLink(answer.headers) || answer.headers["x-next"] || null,
    hasNext: hasToken,
    keepsTokens: true,
  },
};

const SHOWN_WIDGETS = [
  "text",
  "textarea",
  "email",
  "url",
  "uuid",
  "integer",
  "number",
  "combobox",
  "tags",
  "radio",
  "select",
];
const TYPED_WIDGETS = ["text", "textarea", "email", "url", "uuid", "integer", "number", "combobox", "tags"];
const scalar = (v) => v === null || typeof v !== "object";
const cellable = (v) => scalar(v) || (Array.isArray(v) && v.every(scalar));

/**
 * The list's columns, plus up to `max` of what the create form asks (required first) that no column
 * shows, when the server's items carry it and no column shows anything the form has typed: an API whose list schema leaves out what a person types
 * (apispot's batch `domains`, VTEX's feed `handles`) still shows the created row by it. A written
 * object shows its first filled text field (`bookingContact.firstName`). Nothing is added for keys
 * no item carries, so a server that does not send them back gets no empty column.
 */
export function writtenColumns(
  columns: Column[],
  fields: Field[] | undefined,
  items: any[],
  max = 2,
  hidden: string[] = [],
): Column[] {
  const objects = items.filter((o) => o && typeof o === "object" && !Array.isArray(o)).slice(0, 100);
  if (!fields || !fields.length || !objects.length) return columns;
  const heads = new Set(columns.map((c) => String(c.key).split(".")[0]));
  // a column already shows something a person types in the create form: the rows read as they are
  if (fields.some((f) => f.in === "body" && TYPED_WIDGETS.includes(f.widget) && heads.has(f.name))) return columns;
  const filled = (key) => objects.map((o) => getPath(o, key)).filter((v) => !isBlank(v));
  const ordered = [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
  const extra: Column[] = [];
  for (const f of ordered) {
    if (extra.length >= max) break;
    if (f.in !== "body" || f.readOnly || f.writeOnly || heads.has(f.name) || hidden.includes(f.name)) continue;
    let key = f.name;
    let label = f.label;
    if (f.widget === "fieldset") {
      const sub = (f.fields || []).find(
        (s) => ["text", "textarea", "email", "url"].includes(s.widget) && filled(f.name + "." + s.name).length,
      );
      if (!sub) continue;
      [key, label] = [f.name + "." + sub.name, f.label + " " + String(sub.label).toLowerCase()];
    } else if (!SHOWN_WIDGETS.includes(f.widget)) continue;
    const values = filled(key);
    if (!values.length || !values.every(cellable)) continue;
    const v = values[0];
    const renderer = Array.isArray(v)
      ? "count"
      : typeof v === "number"
        ? "number"
        : typeof v === "boolean"
          ? "boolean"
          : "text";
    extra.push({ key, label, renderer, sortable: false, format: null });
    heads.add(f.name);
  }
  return extra.length ? [...columns, ...extra] : columns;
}
