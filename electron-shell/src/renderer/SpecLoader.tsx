/** Load a spec by file (picker or drag and drop), URL or paste; show what spec/parse found. */

import { useState, type DragEvent } from "react";
import type { Tab } from "./tabs.js";
import { ErrorBox } from "./ErrorBox.js";

export interface SpecInput {
  text?: string;
  url?: string;
  name?: string;
}

export function SpecLoader({ tab, onLoad }: { tab: Tab; onLoad: (input: SpecInput) => void }) {
  const [url, setUrl] = useState("");
  const [pasted, setPasted] = useState("");
  const [dragging, setDragging] = useState(false);

  const loadFile = async (file: File | undefined) => {
    if (file) onLoad({ text: await file.text(), name: file.name });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void loadFile(event.dataTransfer.files[0]);
  };

  return (
    <section className="panel spec-loader" aria-label="API description">
      <h2>API description</h2>
      <div
        className={`drop-zone${dragging ? " dragging" : ""}`}
        data-testid="drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>Drop an OpenAPI, Swagger or GraphQL file here, or</p>
        <label className="button">
          Choose file…
          <input
            type="file"
            data-testid="file-input"
            accept=".json,.yaml,.yml,.graphql,.gql"
            hidden
            onChange={(e) => void loadFile(e.target.files?.[0])}
          />
        </label>
      </div>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (url.trim()) onLoad({ url: url.trim() });
        }}
      >
        <input
          type="url"
          placeholder="https://example.com/openapi.json"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          data-testid="url-input"
          aria-label="Spec URL"
        />
        <button type="submit" disabled={!url.trim()}>
          Load URL
        </button>
      </form>
      <details>
        <summary>Paste a spec</summary>
        <textarea
          rows={6}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          data-testid="paste-input"
          aria-label="Spec text"
        />
        <button
          type="button"
          disabled={!pasted.trim()}
          onClick={() => onLoad({ text: pasted, name: "pasted spec" })}
          data-testid="paste-parse"
        >
          Parse
        </button>
      </details>
      {tab.parsing && <p className="muted">Reading the spec…</p>}
      <ErrorBox error={tab.parseError} testId="parse-error" />
      {tab.spec && <SpecSummary spec={tab.spec} />}
      <Diagnostics tab={tab} />
    </section>
  );
}

function SpecSummary({ spec }: { spec: Record<string, any> }) {
  const source = spec.source ?? {};
  return (
    <div className="spec-summary" data-testid="spec-summary">
      <strong>{source.title ?? "Untitled API"}</strong>{" "}
      {source.apiVersion && <span className="muted">v{source.apiVersion}</span>}
      <div className="muted">
        {source.kind ?? source.format} · {spec.operations?.length ?? 0} operations · {spec.resources?.length ?? 0}{" "}
        resources
      </div>
    </div>
  );
}

function Diagnostics({ tab }: { tab: Tab }) {
  if (!tab.diagnostics.length) return null;
  const shown = tab.diagnostics
    .filter((d) => d.level !== "info")
    .concat(tab.diagnostics.filter((d) => d.level === "info"))
    .slice(0, 50);
  return (
    <details className="diagnostics" data-testid="diagnostics" open={tab.diagnostics.some((d) => d.level === "error")}>
      <summary>
        {tab.diagnostics.length} diagnostic{tab.diagnostics.length === 1 ? "" : "s"}
      </summary>
      <ul>
        {shown.map((d, i) => (
          <li key={i} className={`diag-${d.level}`}>
            <span className="badge">{d.level}</span> <code>{d.code}</code> {d.message}
            {d.pointer && <span className="muted"> ({d.pointer})</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
