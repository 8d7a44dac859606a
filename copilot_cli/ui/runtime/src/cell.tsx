import { React, useState } from "./react";
import { toDate, preview } from "./values";

// ───────────────────────────── widgets: cells and inputs ─────────────────────────────
export function Cell({ column, value }) {
  if (value === undefined || value === null || value === "") return <span className="xui-nil">—</span>;
  if (column.format) {
    // set by customize: Intl date/number formatting
    const text = formatCell(column.format, value);
    if (text !== null)
      return (
        <span data-format={column.format.style} title={typeof value === "object" ? undefined : String(value)}>
          {text}
        </span>
      );
  }
  switch (column.renderer) {
    case "boolean":
      return <span className={"xui-badge " + (value ? "ok" : "no")}>{value ? "Yes" : "No"}</span>;
    case "badge":
      return (
        <span className="xui-badge" style={NOWRAP}>
          {String(value)}
        </span>
      );
    case "number":
      return <span>{typeof value === "number" ? value.toLocaleString() : String(value)}</span>;
    case "date":
    case "datetime": {
      const d = toDate(value);
      if (!d) return <span>{typeof value === "object" ? preview(value) : String(value)}</span>;
      return (
        <time dateTime={d.toISOString()} title={String(value)}>
          {column.renderer === "date" ? d.toLocaleDateString() : d.toLocaleString()}
        </time>
      );
    }
    case "link":
      return /^https?:\/\//i.test(String(value)) ? (
        <a href={String(value)} target="_blank" rel="noreferrer noopener">
          {preview(String(value), 60)}
        </a>
      ) : (
        <span>{String(value)}</span>
      );
    case "email":
      return <a href={"mailto:" + String(value)}>{String(value)}</a>;
    case "uuid":
      return typeof value === "object" ? <code>{preview(value, 60)}</code> : <IdValue value={String(value)} />;
    case "image":
      return /^https?:\/\//i.test(String(value)) ? (
        <img className="xui-thumb" src={String(value)} alt="" loading="lazy" />
      ) : (
        <span>{String(value)}</span>
      );
    case "count":
      if (Array.isArray(value) && value.length <= 6 && value.every((v) => v === null || typeof v !== "object")) {
        return (
          <span className="xui-row" style={{ gap: 4 }}>
            {value.map((v, i) => (
              <span key={i} className="xui-badge no">
                {String(v)}
              </span>
            ))}
          </span>
        );
      }
      return Array.isArray(value) ? (
        <span className="xui-badge no">
          {value.length} {value.length === 1 ? "item" : "items"}
        </span>
      ) : (
        <span>{preview(value)}</span>
      );
    case "json":
      return <code title={JSON.stringify(value)}>{preview(value, 60)}</code>;
    case "text":
    case "time": // as the API writes it
    default:
      return (
        <span
          className="clamp"
          title={typeof value === "string" && value.length > 120 ? value.slice(0, 1000) : undefined}
        >
          {typeof value === "object" ? preview(value) : String(value)}
        </span>
      );
  }
}

export const NOWRAP = { whiteSpace: "nowrap" };

export const ID_STYLE = { display: "inline-flex", alignItems: "center", gap: 4, whiteSpace: "nowrap" };

export const COPY_STYLE = {
  border: 0,
  background: "transparent",
  color: "inherit",
  opacity: 0.6,
  cursor: "pointer",
  padding: "0 2px",
  font: "inherit",
  fontSize: 11,
  textDecoration: "underline",
};

// An id or a secret: monospace, shortened in the middle when long, the whole value in the
// tooltip and one click from the clipboard.
export function IdValue({ value }) {
  const [copied, setCopied] = useState(false);
  const text = value.length > 18 ? value.slice(0, 10) + "…" + value.slice(-5) : value;
  const copy = (e) => {
    e.stopPropagation();
    e.preventDefault();
    const done = () => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1200);
    };
    try {
      navigator.clipboard.writeText(value).then(done, done);
    } catch (err) {
      done();
    }
  };
  return (
    <span className="xui-id" style={ID_STYLE}>
      <code title={value}>{text}</code>
      <button type="button" style={COPY_STYLE} aria-label={"Copy " + value} title="Copy" onClick={copy}>
        {copied ? "Copied" : "Copy"}
      </button>
    </span>
  );
}

export const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 31536000],
  ["month", 2592000],
  ["week", 604800],
  ["day", 86400],
  ["hour", 3600],
  ["minute", 60],
];

export function formatCell(format, value) {
  try {
    if (["date", "datetime", "time", "relative", "iso"].includes(format.style)) {
      const d = toDate(value);
      if (!d) return null;
      if (format.style === "iso") return d.toISOString().slice(0, 10);
      if (format.style === "relative") {
        const s = (d.getTime() - Date.now()) / 1000;
        const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
        for (const [unit, n] of RELATIVE_UNITS) if (Math.abs(s) >= n) return rtf.format(Math.round(s / n), unit);
        return rtf.format(Math.round(s), "second");
      }
      const style = format.dateStyle || "medium";
      if (format.style === "date") return d.toLocaleDateString(undefined, { dateStyle: style });
      if (format.style === "time") return d.toLocaleTimeString(undefined, { timeStyle: style });
      return d.toLocaleString(undefined, { dateStyle: style, timeStyle: "short" });
    }
    const n = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
    if (!Number.isFinite(n)) return null;
    const opts: Intl.NumberFormatOptions =
      format.style === "currency"
        ? { style: "currency", currency: format.currency || "USD" }
        : format.style === "percent"
          ? { style: "percent" }
          : format.style === "compact"
            ? { notation: "compact" }
            : format.style === "integer"
              ? { maximumFractionDigits: 0 }
              : {};
    if (format.decimals !== null && format.decimals !== undefined) {
      opts.minimumFractionDigits = format.decimals;
      opts.maximumFractionDigits = format.decimals;
    }
    return new Intl.NumberFormat(undefined, opts).format(n);
  } catch (e) {
    return null;
  } // an unknown currency code or locale: show the raw value
}
