import { React } from "./react";

export function JsonView({ value }) {
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

export function ErrorBox({ error, onRetry }: { error: any; onRetry?: () => void }) {
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

export const ROW_BETWEEN = { justifyContent: "space-between" };

export function GraphqlErrors({ error, onRetry }) {
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

export function Loading({ rows }) {
  return (
    <div className="xui-card-b" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows || 4 }).map((_, i) => (
        <div key={i} className="xui-skel" style={{ width: 90 - i * 12 + "%", marginBottom: 12 }} />
      ))}
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="xui-state">
      <strong>{title}</strong>
      {children}
    </div>
  );
}
