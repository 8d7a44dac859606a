/**
 * The renderer: tabs, each with its own spec, interface, preview and conversation. Every
 * backend call goes through `window.copilot` (the preload in Electron, a WebSocket in web
 * mode, a mock in tests); every failure is shown through `readable()`.
 */

import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatTurn, StatusInfo } from "../shared/api.js";
import { readable } from "./errors.js";
import { newTab, specTitle, type ChatEntry, type Tab } from "./tabs.js";
import { SpecLoader, type SpecInput } from "./SpecLoader.js";
import { CodeView } from "./CodeView.js";
import { Preview } from "./Preview.js";
import { ChatPanel } from "./ChatPanel.js";
import { StatusBar } from "./StatusBar.js";
import { ErrorBox } from "./ErrorBox.js";
import { projectFiles, projectSlug } from "../shared/project.js";
import { customizeParams, generateParams, lostReference } from "./requests.js";

type Theme = "light" | "dark";

function historyOf(chat: ChatEntry[]): ChatTurn[] {
  return chat
    .filter((m) => m.role !== "error")
    .map((m) => ({ role: m.role as "user" | "assistant", content: m.question ?? m.text }))
    .slice(-20);
}

export function App() {
  const [tabs, setTabs] = useState<Tab[]>(() => [newTab()]);
  const [activeId, setActiveId] = useState(tabs[0]!.id);
  const [theme, setTheme] = useState<Theme>("light");
  const [status, setStatus] = useState<StatusInfo | null>(null);
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;
  const aborts = useRef(new Map<string, AbortController>());

  useEffect(() => {
    void window.copilot.status().then(setStatus, () => setStatus(null));
    return window.copilot.onStatus(setStatus);
  }, []);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const update = useCallback((id: string, change: (tab: Tab) => Partial<Tab>) => {
    setTabs((all) => all.map((t) => (t.id === id ? { ...t, ...change(t) } : t)));
  }, []);
  const get = (id: string) => tabsRef.current.find((t) => t.id === id)!;

  const loadSpec = async (id: string, input: SpecInput) => {
    update(id, () => ({ parsing: true, parseError: null, specSource: input }));
    try {
      const source = input.url ? { url: input.url } : { text: input.text ?? "" };
      // tabId: copilot-cli grounds this tab's chat in the spec from now on, before any generate
      const { spec, specId } = await window.copilot.parseSpec({ source, tabId: id });
      const s = spec as unknown as Record<string, any>;
      update(id, () => ({
        parsing: false,
        spec: s,
        specId: specId ?? null,
        diagnostics: s.diagnostics ?? [],
        title: specTitle(s) ?? input.name ?? "API",
      }));
    } catch (error) {
      update(id, () => ({
        parsing: false,
        spec: null,
        specId: null,
        diagnostics: [],
        parseError: readable(error, "Reading the spec"),
      }));
    }
  };

  /** copilot-cli restarted and forgot the spec: parse it again; the new specId is also kept in tabsRef. */
  const reparse = async (id: string): Promise<string | null> => {
    const input = get(id).specSource;
    if (!input) return null;
    const { specId } = await window.copilot.parseSpec({
      source: input.url ? { url: input.url } : { text: input.text ?? "" },
      tabId: id,
    });
    update(id, () => ({ specId: specId ?? null }));
    tabsRef.current = tabsRef.current.map((t) => (t.id === id ? { ...t, specId: specId ?? null } : t));
    return specId ?? null;
  };

  const showPreview = async (id: string, code: string) => {
    const tab = get(id);
    if (!tab.specSource) return;
    try {
      const { text, url } = tab.specSource;
      const spec = url ? { url } : { text };
      const apiUrl = tab.apiUrl ?? undefined;
      const { url: previewUrl } = await window.copilot.startPreview({
        tabId: id,
        code,
        spec,
        specKind: tab.spec?.source?.kind,
        apiUrl,
      });
      update(id, () => ({ previewUrl, previewError: null }));
    } catch (error) {
      update(id, () => ({ previewError: readable(error, "Starting the preview") }));
    }
  };

  const generate = async (id: string) => {
    const tab = get(id);
    if (!tab.spec) return;
    const abort = new AbortController(); // Cancel: $/cancelRequest, and copilot-cli closes the model's stream
    aborts.current.set(id, abort);
    update(id, () => ({
      generating: true,
      generateStartedAt: Date.now(),
      code: "",
      serverCode: null,
      chunks: 0,
      result: null,
      generateError: null,
    }));
    const onChunk = (c: { chunk: string; index: number }) =>
      update(id, (t) => ({ code: c.index === 0 ? c.chunk : t.code + c.chunk, chunks: c.index + 1 }));
    const options = { onChunk, signal: abort.signal };
    try {
      let result;
      try {
        result = await window.copilot.generate(generateParams(tab, theme), options);
      } catch (error) {
        if (lostReference(error) !== "specId" || !(await reparse(id))) throw error;
        result = await window.copilot.generate(generateParams(get(id), theme), options);
      }
      update(id, () => ({ generating: false, code: result.code, serverCode: result.code, result }));
      await showPreview(id, result.code);
    } catch (error) {
      update(id, () => ({ generating: false, generateError: readable(error, "Generating") }));
    } finally {
      aborts.current.delete(id);
    }
  };

  const say = (id: string, entry: ChatEntry) => update(id, (t) => ({ chat: [...t.chat, entry] }));

  /** customize by reference; if copilot-cli forgot the spec or the code (a restart), send them again once each. */
  const customizeRecovering = async (id: string, prompt: string, history: ChatTurn[]) => {
    let sendCode: boolean | undefined;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await window.copilot.customize(customizeParams(get(id), prompt, history, sendCode));
      } catch (error) {
        const lost = lostReference(error);
        if (attempt >= 2 || !lost) throw error;
        if (lost === "specId" && !(await reparse(id))) throw error;
        if (lost === "currentCode") sendCode = true;
      }
    }
  };

  const send = async (id: string, text: string, about?: string) => {
    const tab = get(id);
    const history = historyOf(tab.chat);
    say(id, { role: "user", text });
    update(id, () => ({ chatBusy: true }));
    try {
      if (tab.code) {
        // A chosen option goes back as the prompt itself; the question travels in the history.
        const result = await customizeRecovering(id, text, history);
        if ("question" in result && result.clarificationNeeded) {
          say(id, {
            role: "assistant",
            text: result.question,
            question: result.question,
            options: result.options,
            about: about ?? text,
          });
        } else if (!("question" in result)) {
          say(id, { role: "assistant", text: result.description ?? "Done.", assumptions: result.assumptions });
          if (result.code) {
            update(id, () => ({ code: result.code, serverCode: result.code, lastCustomize: result }));
            await showPreview(id, result.code);
          }
        }
      } else {
        const context = { tabId: id, hasActiveSpec: Boolean(tab.spec), hasActiveInterface: Boolean(tab.code) };
        const result = await window.copilot.chat({ message: text, context });
        say(id, {
          role: "assistant",
          text: result.message,
          options: result.suggestions?.length ? result.suggestions : undefined,
        });
      }
    } catch (error) {
      say(id, { role: "error", text: "", error: readable(error, tab.code ? "Customizing" : "Chatting") });
    } finally {
      update(id, () => ({ chatBusy: false }));
    }
  };

  const exportCode = async (id: string) => {
    const tab = get(id);
    try {
      await window.copilot.exportFile({ suggestedName: "App.jsx", content: tab.code });
    } catch (error) {
      update(id, () => ({ generateError: readable(error, "Exporting") }));
    }
  };

  const exportProject = async (id: string) => {
    const tab = get(id);
    try {
      await window.copilot.exportProject({ name: projectSlug(tab.title), files: projectFiles(tab.code, tab.title) });
    } catch (error) {
      update(id, () => ({ generateError: readable(error, "Exporting") }));
    }
  };

  const addTab = () => {
    const tab = newTab();
    setTabs((all) => [...all, tab]);
    setActiveId(tab.id);
  };
  const closeTab = (id: string) => {
    const rest = tabs.filter((t) => t.id !== id);
    const next = rest.length ? rest : [newTab()];
    setTabs(next);
    if (id === activeId) setActiveId(next[0]!.id);
  };

  const tab = tabs.find((t) => t.id === activeId) ?? tabs[0]!;
  return (
    <div className="app">
      <header className="top">
        <h1>Experience UI</h1>
        <nav className="tabs" role="tablist">
          {tabs.map((t) => (
            <div
              key={t.id}
              className={`tab${t.id === tab.id ? " active" : ""}`}
              role="tab"
              aria-selected={t.id === tab.id}
            >
              <button type="button" className="tab-title" onClick={() => setActiveId(t.id)} data-testid={`tab-${t.id}`}>
                {t.title}
              </button>
              <button
                type="button"
                className="tab-close"
                aria-label={`Close ${t.title}`}
                onClick={() => closeTab(t.id)}
              >
                ×
              </button>
            </div>
          ))}
          <button type="button" className="tab-add" onClick={addTab} aria-label="New tab" data-testid="new-tab">
            +
          </button>
        </nav>
        <button type="button" onClick={() => setTheme(theme === "light" ? "dark" : "light")} data-testid="theme-toggle">
          {theme === "light" ? "Dark" : "Light"} theme
        </button>
      </header>
      <main className="workspace" key={tab.id}>
        <div className="left">
          <SpecLoader tab={tab} onLoad={(input) => void loadSpec(tab.id, input)} />
          <ChatPanel
            tab={tab}
            onSend={(text) => void send(tab.id, text)}
            onChoose={(option, about) => void send(tab.id, option, about)}
          />
        </div>
        <div className="right">
          <div className="toolbar">
            <button
              type="button"
              disabled={!tab.spec || tab.generating}
              onClick={() => void generate(tab.id)}
              data-testid="generate"
            >
              {tab.generating ? "Generating…" : tab.code ? "Regenerate" : "Generate interface"}
            </button>
            {tab.generating && (
              <button type="button" onClick={() => aborts.current.get(tab.id)?.abort()} data-testid="cancel-generate">
                Cancel
              </button>
            )}
            <button
              type="button"
              disabled={!tab.code || tab.generating}
              onClick={() => void exportCode(tab.id)}
              data-testid="export"
            >
              Export App.jsx
            </button>
            <button
              type="button"
              disabled={!tab.code || tab.generating}
              onClick={() => void exportProject(tab.id)}
              data-testid="export-project"
            >
              Export project
            </button>
          </div>
          <ErrorBox error={tab.generateError} testId="generate-error" />
          <div className="split">
            <CodeView tab={tab} />
            <Preview
              tab={tab}
              onApiUrl={(apiUrl) => {
                update(tab.id, () => ({ apiUrl }));
                tabsRef.current = tabsRef.current.map((t) => (t.id === tab.id ? { ...t, apiUrl } : t));
                if (tab.code) void showPreview(tab.id, tab.code);
              }}
            />
          </div>
        </div>
      </main>
      <StatusBar status={status} />
    </div>
  );
}
