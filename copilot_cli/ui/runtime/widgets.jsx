// ───────────────────────────── widgets: cells and inputs ─────────────────────────────

function Cell({ column, value }) {
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

const NOWRAP = { whiteSpace: "nowrap" };
const ID_STYLE = { display: "inline-flex", alignItems: "center", gap: 4, whiteSpace: "nowrap" };
const COPY_STYLE = {
  border: 0,
  background: "transparent",
  color: "inherit",
  opacity: 0.6,
  cursor: "pointer",
  padding: "0 2px",
  font: "inherit",
  fontSize: 11,
  textDecoration: "underline"
};

// An id or a secret: monospace, shortened in the middle when long, the whole value in the
// tooltip and one click from the clipboard.
function IdValue({ value }) {
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

// Help text as the API wrote it, HTML or Markdown, shown as text with its links and emphasis.
// The HTML is read by a small tokenizer, never by the browser's parser: Chromium loads an image
// even in a DOMParser or <template> document, so an image tag with an onerror attribute would
// fetch and try its handler (only the preview's CSP stopped it). Only a few inline elements
// survive; links must be http(s). Relative links become plain text (they point into the vendor's
// docs site).
const RICH_TAGS = { B: "strong", STRONG: "strong", I: "em", EM: "em", CODE: "code", TT: "code", A: "a" };
const RICH_BLOCKS = ["P", "DIV", "LI", "UL", "OL", "TR", "H1", "H2", "H3", "H4", "H5", "H6"];
const RICH_DROPPED = ["SCRIPT", "STYLE", "TEMPLATE", "IFRAME", "OBJECT", "TEXTAREA", "TITLE"];
const HTML_TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const HTML_ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
function decodeEntities(s) {
  return s.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, e) => {
    if (e[0] !== "#") return HTML_ENTITIES[e.toLowerCase()] ?? whole;
    const n = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
  });
}
const MD_INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*/g;
function richInline(text, keyBase) {
  const out = [];
  let last = 0;
  let m;
  MD_INLINE.lastIndex = 0;
  while ((m = MD_INLINE.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = keyBase + "-" + m.index;
    if (m[1] !== undefined)
      out.push(
        /^https?:\/\//i.test(m[2]) ? (
          <a key={key} href={m[2]} target="_blank" rel="noreferrer noopener">
            {m[1]}
          </a>
        ) : (
          m[1]
        )
      );
    else if (m[3] !== undefined) out.push(<code key={key}>{m[3]}</code>);
    else if (m[4] !== undefined) out.push(<strong key={key}>{m[4]}</strong>);
    else out.push(<em key={key}>{m[5]}</em>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
function richTree(s) {
  const root = { tag: null, children: [] };
  const stack = [root];
  let last = 0;
  let dropUntil = null;
  let m;
  HTML_TOKEN.lastIndex = 0;
  while ((m = HTML_TOKEN.exec(s))) {
    const text = s.slice(last, m.index);
    last = m.index + m[0].length;
    const tag = m[2] ? m[2].toUpperCase() : null;
    if (dropUntil) {
      if (m[1] && tag === dropUntil) dropUntil = null;
      continue;
    }
    if (text) stack[stack.length - 1].children.push(decodeEntities(text));
    if (!tag) continue; // a comment
    if (m[1]) {
      const at = stack.map((f) => f.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      if (RICH_BLOCKS.includes(tag)) stack[stack.length - 1].children.push(" ");
    } else if (tag === "BR") stack[stack.length - 1].children.push({ tag: "BR", children: [] });
    else if (RICH_DROPPED.includes(tag)) dropUntil = /\/\s*$/.test(m[3]) ? null : tag;
    else if (RICH_TAGS[tag] && !/\/\s*$/.test(m[3])) {
      const href = tag === "A" ? /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(m[3]) : null;
      const frame = { tag, href: href ? decodeEntities(href[1] ?? href[2] ?? href[3]) : "", children: [] };
      stack[stack.length - 1].children.push(frame);
      stack.push(frame);
    }
  }
  if (!dropUntil && last < s.length) stack[stack.length - 1].children.push(decodeEntities(s.slice(last)));
  return root.children;
}
function richNodes(nodes, keyBase) {
  const out = [];
  nodes.forEach((node, i) => {
    const key = keyBase + "." + i;
    if (typeof node === "string") out.push(...richInline(node, key));
    else if (node.tag === "BR") out.push(<br key={key} />);
    else if (node.tag !== "A")
      out.push(React.createElement(RICH_TAGS[node.tag], { key }, richNodes(node.children, key)));
    else if (/^https?:\/\//i.test(node.href))
      out.push(
        <a key={key} href={node.href} target="_blank" rel="noreferrer noopener">
          {richNodes(node.children, key)}
        </a>
      );
    else out.push(<React.Fragment key={key}>{richNodes(node.children, key)}</React.Fragment>);
  });
  return out;
}
function RichText({ text }) {
  const content = useMemo(() => {
    const s = String(text || "");
    return /[<&]/.test(s) ? richNodes(richTree(s), "r") : richInline(s, "r");
  }, [text]);
  return <>{content}</>;
}

const RELATIVE_UNITS = [
  ["year", 31536000],
  ["month", 2592000],
  ["week", 604800],
  ["day", 86400],
  ["hour", 3600],
  ["minute", 60]
];
function formatCell(format, value) {
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
    const opts =
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

function JsonView({ value }) {
  if (value && value.$binary) {
    return (
      <p>
        Binary response ({value.type}, {value.size} bytes).{" "}
        <a href={value.url} download>
          Download
        </a>
      </p>
    );
  }
  return <pre className="xui-json">{typeof value === "string" ? value : JSON.stringify(value, null, 2)}</pre>;
}

function ErrorBox({ error, onRetry }) {
  if (!error) return null;
  if (error.graphqlErrors) return <GraphqlErrors error={error} onRetry={onRetry} />;
  return (
    <div className="xui-error" role="alert">
      <div className="xui-row" style={ROW_BETWEEN}>
        <div>
          <b>{error.status ? "HTTP " + error.status + " " + (error.statusText || "") : "Request failed"}</b> —{" "}
          {error.message}
        </div>
        {onRetry ? (
          <button type="button" className="xui-btn small" onClick={onRetry}>
            Retry
          </button>
        ) : null}
      </div>
      {error.url ? <div className="xui-muted mono">{error.url}</div> : null}
      {error.data !== undefined && error.data !== null && error.data !== "" ? (
        <pre>{typeof error.data === "string" ? error.data : JSON.stringify(error.data, null, 2)}</pre>
      ) : null}
    </div>
  );
}
const ROW_BETWEEN = { justifyContent: "space-between" };

function GraphqlErrors({ error, onRetry }) {
  const errors = error.graphqlErrors;
  return (
    <div className="xui-error" role="alert">
      <div className="xui-row" style={ROW_BETWEEN}>
        <b>{errors.length === 1 ? "GraphQL error" : errors.length + " GraphQL errors"}</b>
        {onRetry ? (
          <button type="button" className="xui-btn small" onClick={onRetry}>
            Retry
          </button>
        ) : null}
      </div>
      <ul>
        {errors.map((e, i) => (
          <li key={i}>
            {e.message}
            {e.path ? <span className="xui-muted mono"> at {e.path}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Loading({ rows }) {
  return (
    <div className="xui-card-b" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows || 4 }).map((_, i) => (
        <div key={i} className="xui-skel" style={{ width: 90 - i * 12 + "%", marginBottom: 12 }} />
      ))}
    </div>
  );
}

function Empty({ title, children }) {
  return (
    <div className="xui-state">
      <strong>{title}</strong>
      {children}
    </div>
  );
}

function Switch({ checked, onChange, label, id }) {
  return (
    <label className="xui-switch">
      <input id={id} type="checkbox" checked={!!checked} onChange={(e) => onChange(e.target.checked)} />
      <span className="track" aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}

function TagInput({ value, onChange, id, field }) {
  const [draft, setDraft] = useState("");
  const tags = Array.isArray(value) ? value : [];
  const add = () => {
    const t = draft.trim();
    if (t) {
      onChange([...tags, t]);
      setDraft("");
    }
  };
  const listId = field.options.length ? id + "-options" : undefined;
  return (
    <div className="xui-tags">
      {tags.map((t, i) => (
        <span className="chip" key={i}>
          {String(t)}
          <button
            type="button"
            aria-label={"Remove " + String(t)}
            onClick={() => onChange(tags.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </span>
      ))}
      <input
        id={id}
        list={listId}
        value={draft}
        placeholder={tags.length ? "" : "Type and press Enter"}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === ",") {
            e.preventDefault();
            add();
          } else if (e.key === "Backspace" && !draft && tags.length) onChange(tags.slice(0, -1));
        }}
        onBlur={add}
      />
      {listId ? (
        <datalist id={listId}>
          {field.options.map((o, i) => (
            <option key={i} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </datalist>
      ) : null}
    </div>
  );
}

function KeyValueEditor({ value, onChange }) {
  const rows = Array.isArray(value) ? value : [];
  const set = (i, j, v) => onChange(rows.map((r, k) => (k === i ? (j === 0 ? [v, r[1]] : [r[0], v]) : r)));
  return (
    <div>
      <div className="xui-kv">
        {rows.map((r, i) => (
          <React.Fragment key={i}>
            <input
              className="xui-input"
              aria-label="Key"
              placeholder="key"
              value={r[0]}
              onChange={(e) => set(i, 0, e.target.value)}
            />
            <input
              className="xui-input"
              aria-label="Value"
              placeholder="value"
              value={r[1]}
              onChange={(e) => set(i, 1, e.target.value)}
            />
            <button
              type="button"
              className="xui-btn ghost small"
              aria-label="Remove entry"
              onClick={() => onChange(rows.filter((_, k) => k !== i))}
            >
              ×
            </button>
          </React.Fragment>
        ))}
      </div>
      <button
        type="button"
        className="xui-btn small"
        style={{ marginTop: 6 }}
        onClick={() => onChange([...rows, ["", ""]])}
      >
        + Add entry
      </button>
    </div>
  );
}

function RelationSelect({ field, value, onChange, id }) {
  const app = useApp();
  const [options, setOptions] = useState(null);
  useEffect(() => {
    const target = app.plan.resourcesById[field.relation.resource];
    const op = target && target.list ? app.plan.operationsById[target.list.operationId] : null;
    if (!op || op.params.some((p) => p.in === "path" || p.required) || needsCredentials(app, op)) {
      setOptions([]);
      return;
    }
    let live = true;
    callOperation(app, op, {})
      .then((res) => {
        if (!live) return;
        const items = findItems(res.data, target.list.itemsPath);
        setOptions(
          items.slice(0, 200).map((it) => ({
            value: getPath(it, field.relation.valueField),
            label: getPath(it, field.relation.labelField)
          }))
        );
      })
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [field.relation.resource]);
  if (options && options.length === 0)
    return (
      <input
        id={id}
        className="xui-input"
        value={value ?? ""}
        placeholder={field.placeholder || "Id"}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <select id={id} value={value ?? ""} onChange={(e) => onChange(e.target.value)} disabled={!options}>
      <option value="">{options ? "— choose —" : "Loading…"}</option>
      {(options || []).map((o, i) => (
        <option key={i} value={String(o.value)}>
          {o.label !== undefined && o.label !== null ? String(o.label) + " (" + String(o.value) + ")" : String(o.value)}
        </option>
      ))}
    </select>
  );
}

function SubTableEditor({ field, value, onChange }) {
  const rows = Array.isArray(value) ? value : [];
  return (
    <div>
      {rows.map((row, i) => (
        <fieldset key={i} style={{ marginBottom: 8 }}>
          <legend>
            {field.label} #{i + 1}{" "}
            <button
              type="button"
              className="xui-btn ghost small"
              onClick={() => onChange(rows.filter((_, k) => k !== i))}
            >
              Remove
            </button>
          </legend>
          <FieldGrid
            fields={field.fields}
            values={row || {}}
            prefix=""
            onChange={(k, v) => onChange(rows.map((r, j) => (j === i ? { ...(r || {}), [k]: v } : r)))}
            errors={{}}
          />
        </fieldset>
      ))}
      <button type="button" className="xui-btn small" onClick={() => onChange([...rows, {}])}>
        + Add {field.label}
      </button>
    </div>
  );
}

function VariantEditor({ field, value, onChange }) {
  const current = value || {};
  const index = Math.max(
    0,
    field.variants.findIndex((v, i) =>
      field.discriminator && v.value !== null
        ? current[field.discriminator] === v.value
        : String(current.$variant || 0) === String(i)
    )
  );
  const variant = field.variants[index] || { fields: [] };
  const pick = (i) => {
    const v = field.variants[i];
    onChange(field.discriminator && v.value !== null ? { [field.discriminator]: v.value } : { $variant: i });
  };
  return (
    <div>
      <div className="xui-seg" role="group" aria-label={field.label + " variant"} style={{ marginBottom: 8 }}>
        {field.variants.map((v, i) => (
          <button type="button" key={i} aria-pressed={i === index} onClick={() => pick(i)}>
            {v.label}
          </button>
        ))}
      </div>
      {variant.fields.length ? (
        <FieldGrid
          fields={variant.fields.filter((f) => f.name !== field.discriminator)}
          values={current}
          prefix=""
          onChange={(k, v) => onChange({ ...current, [k]: v })}
          errors={{}}
        />
      ) : (
        <p className="xui-muted">No fields to fill in.</p>
      )}
    </div>
  );
}

const TRISTATE = [
  [null, "Unset"],
  [true, "Yes"],
  [false, "No"]
];
const INPUT_TYPES = {
  text: "text",
  email: "email",
  url: "url",
  date: "date",
  datetime: "datetime-local",
  time: "time",
  uuid: "text",
  password: "password",
  integer: "number",
  number: "number"
};

function FieldInput({ field, value, onChange, id }) {
  const c = field.constraints || {};
  switch (field.widget) {
    case "readonly":
      return (
        <div className="xui-input" aria-readonly="true" id={id}>
          {isBlank(value) ? (
            <span className="xui-nil">—</span>
          ) : typeof value === "object" ? (
            preview(value)
          ) : (
            String(value)
          )}
        </div>
      );
    case "textarea":
      return (
        <textarea
          id={id}
          value={value ?? ""}
          maxLength={c.maxLength || undefined}
          placeholder={field.placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "json":
      return (
        <textarea
          id={id}
          className="mono"
          value={value ?? ""}
          placeholder={field.placeholder || "{ }"}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "switch":
      return (
        <Switch id={id} checked={value === true || value === "true"} onChange={onChange} label={value ? "Yes" : "No"} />
      );
    case "tristate":
      return (
        <div className="xui-seg" role="radiogroup" aria-label={field.label} id={id}>
          {TRISTATE.map(([v, l]) => (
            <button
              type="button"
              key={l}
              aria-pressed={value === v || (v === null && value === undefined)}
              onClick={() => onChange(v)}
            >
              {l}
            </button>
          ))}
        </div>
      );
    case "radio":
      return (
        <div className="xui-row" role="radiogroup" aria-label={field.label} id={id}>
          {field.options.map((o, i) => (
            <label key={i} className="xui-row" style={{ gap: 4 }}>
              <input
                type="radio"
                name={id}
                checked={String(value) === String(o.value)}
                onChange={() => onChange(String(o.value))}
              />
              {o.label}
            </label>
          ))}
        </div>
      );
    case "select":
      return (
        <select id={id} value={value ?? ""} onChange={(e) => onChange(e.target.value)}>
          <option value="">— choose —</option>
          {field.options.map((o, i) => (
            <option key={i} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      );
    case "combobox":
      return (
        <>
          <input
            id={id}
            className="xui-input"
            list={id + "-options"}
            value={value ?? ""}
            placeholder="Type to search…"
            onChange={(e) => onChange(e.target.value)}
          />
          <datalist id={id + "-options"}>
            {field.options.map((o, i) => (
              <option key={i} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </datalist>
        </>
      );
    case "file":
      return (
        <input
          id={id}
          className="xui-input"
          type="file"
          onChange={(e) => onChange(e.target.files && e.target.files[0] ? e.target.files[0] : undefined)}
        />
      );
    case "tags":
      return <TagInput id={id} field={field} value={value} onChange={onChange} />;
    case "keyvalue":
      return <KeyValueEditor value={value} onChange={onChange} />;
    case "relation":
      return <RelationSelect id={id} field={field} value={value} onChange={onChange} />;
    case "fieldset":
      return (
        <fieldset id={id}>
          <legend>{field.label}</legend>
          <FieldGrid
            fields={field.fields}
            values={value || {}}
            prefix=""
            onChange={(k, v) => onChange({ ...(value || {}), [k]: v })}
            errors={{}}
          />
        </fieldset>
      );
    case "subtable":
      return <SubTableEditor field={field} value={value} onChange={onChange} />;
    case "variant":
      return <VariantEditor field={field} value={value} onChange={onChange} />;
    default: {
      const type = INPUT_TYPES[field.widget] || "text";
      const step = field.widget === "integer" ? c.step || 1 : field.widget === "number" ? c.step || "any" : undefined;
      return (
        <input
          id={id}
          className={"xui-input" + (field.widget === "uuid" ? " mono" : "")}
          type={type}
          value={value ?? ""}
          placeholder={field.placeholder}
          min={c.minimum ?? undefined}
          max={c.maximum ?? undefined}
          step={step}
          minLength={c.minLength || undefined}
          maxLength={c.maxLength || undefined}
          autoComplete={field.widget === "password" ? "new-password" : "off"}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
  }
}

let FIELD_SEQ = 0;
function FieldGrid({ fields, values, onChange, errors, prefix }) {
  const base = useMemo(() => "f" + ++FIELD_SEQ, []);
  return (
    <div className="xui-form">
      {fields.map((f, i) => {
        const key = (prefix === "" ? "" : (prefix || f.in) + ".") + f.name;
        const id = base + "-" + i;
        const wide =
          ["textarea", "json", "fieldset", "subtable", "variant", "keyvalue", "tags"].includes(f.widget) ||
          (f.widget === "radio" && f.options.length > 3);
        const labelled = !["fieldset", "tristate", "radio"].includes(f.widget);
        return (
          <div
            key={key}
            className={"xui-field" + (wide ? " wide" : "") + (errors[key] ? " invalid" : "")}
            data-field={f.name}
          >
            {f.widget === "fieldset" ? null : labelled ? (
              <label htmlFor={id}>
                {f.label}
                {f.required && !f.readOnly ? (
                  <span className="req" aria-hidden="true">
                    *
                  </span>
                ) : null}
              </label>
            ) : (
              <span className="xui-label">
                {f.label}
                {f.required ? (
                  <span className="req" aria-hidden="true">
                    *
                  </span>
                ) : null}
              </span>
            )}
            <FieldInput field={f} id={id} value={values[key]} onChange={(v) => onChange(key, v)} />
            {errors[key] ? (
              <span className="err">{errors[key]}</span>
            ) : f.description ? (
              <span className="help">
                <RichText text={f.description} />
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
