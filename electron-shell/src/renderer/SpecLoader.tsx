/**
 * Load a spec by file (picker or drag and drop), URL, paste or the sample; show what spec/parse
 * found. Once a spec is loaded the loading controls fold away (the conversation needs the room).
 */

import { useEffect, useState, type DragEvent } from "react";
import type { StatusInfo } from "../shared/api.js";
import type { Tab } from "./tabs.js";
import { ErrorBox } from "./ErrorBox.js";
import { SAMPLE_NAME, SAMPLE_SPEC } from "./sample.js";
import { useElapsed } from "./Elapsed.js";

export interface SpecInput {
  text?: string;
  url?: string;
  name?: string;
}

export function SpecLoader({
  tab,
  status,
  onLoad,
  onCancel,
}: {
  tab: Tab;
  status: StatusInfo | null;
  onLoad: (input: SpecInput) => void;
  onCancel: () => void;
}) {
  const elapsed = useElapsed(tab.parsing ? tab.parseStartedAt : null);
  const [url, setUrl] = useState(tab.specSource?.url ?? "");
  const [pasted, setPasted] = useState("");
  const [dragging, setDragging] = useState(false);
  const [open, setOpen] = useState(!tab.spec);
  useEffect(() => setOpen(!tab.spec), [Boolean(tab.spec), tab.specSource]);

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
      {!tab.spec && !tab.specSource && !tab.parsing && <Welcome status={status} onSample={onLoad} />}
      {tab.spec && <SpecSummary spec={tab.spec} />}
      <details
        className="loader"
        open={open || tab.parsing || Boolean(tab.parseError)}
        onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
      >
        <summary data-testid="change-spec">{tab.spec ? "Load another spec" : "Load a spec"}</summary>
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
        <details className="paste">
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
      </details>
      {tab.parsing && (
        <p className="busy" data-testid="parse-busy">
          <span className="muted">Reading the spec… {elapsed} s</span>
          <button type="button" className="link" onClick={onCancel} data-testid="parse-cancel">
            Cancel
          </button>
        </p>
      )}
      <ErrorBox error={tab.parseError} testId="parse-error" />
      {tab.parseError && tab.spec && (
        <p className="muted" data-testid="spec-kept">
          Still using the spec loaded before ({tab.spec.source?.title ?? "untitled"}).
        </p>
      )}
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

/** The first launch: something to try at once, and what "offline" means here. */
function Welcome({ status, onSample }: { status: StatusInfo | null; onSample: (input: SpecInput) => void }) {
  const llm = status?.server?.llm as { mode?: string; model?: string } | undefined;
  const offline = !llm || llm.mode === "offline" || llm.mode === "off";
  return (
    <div className="welcome" data-testid="welcome">
      <p>
        Give it an API description (OpenAPI 3, Swagger 2 or GraphQL) and it builds a working interface for it, with a
        live preview on a built-in mock of the API. Then ask for changes in plain words.
      </p>
      <button
        type="button"
        className="primary"
        onClick={() => onSample({ text: SAMPLE_SPEC, name: SAMPLE_NAME })}
        data-testid="try-sample"
      >
        Try the sample Petstore API
      </button>
      {offline ? (
        <p className="muted" data-testid="offline-note">
          <strong>Offline:</strong> no AI model is configured, so nothing leaves this machine. Interfaces come from
          templates, answers from the spec, and changes from built-in rules (search, filters, columns, labels, theme,
          layout…). <br />
          To add a model, start the app with <code>OPENAI_BASE_URL</code> (OpenAI, Ollama, vLLM or llama.cpp),{" "}
          <code>COPILOT_MODEL</code> and, if needed, <code>OPENAI_API_KEY</code> set; see the README.
        </p>
      ) : (
        <p className="muted" data-testid="offline-note">
          Using the model <code>{llm?.model ?? llm?.mode}</code> for generating, answering and changes.
        </p>
      )}
    </div>
  );
}
