/**
 * The renderer: tabs, each with its own spec, interface, preview and conversation (what each
 * does is in actions.ts). The preview gets the room: the left column (spec + conversation) and
 * the code are resizable and the code folds away; the preview can take the whole window. The
 * workspace is saved as it changes (store.ts) and comes back after a reload or restart.
 */

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { StatusInfo } from "../shared/api.js";
import { readable } from "./errors.js";
import { continueNumbering, hasWork, newTab, type Tab } from "./tabs.js";
import { SpecLoader } from "./SpecLoader.js";
import { CodeView } from "./CodeView.js";
import { Preview } from "./Preview.js";
import { ChatPanel } from "./ChatPanel.js";
import { StatusBar } from "./StatusBar.js";
import { ErrorBox } from "./ErrorBox.js";
import { Divider } from "./Divider.js";
import { CloseDialog } from "./CloseDialog.js";
import { api, tabActions } from "./actions.js";
import { loadWorkspace, saveWorkspace } from "./store.js";
import { useLayout, type View } from "./layout.js";

type Theme = "light" | "dark";

function restoredTab(saved: Awaited<ReturnType<typeof loadWorkspace>> & object, i: number): Tab {
  const s = saved.tabs[i]!;
  return {
    ...newTab(),
    id: s.id,
    title: s.title,
    specSource: s.specSource,
    parsing: Boolean(s.specSource),
    parseStartedAt: s.specSource ? Date.now() : null,
    code: s.code,
    description: s.description,
    chat: s.chat,
    apiUrl: s.apiUrl,
    customizations: s.customizations ?? [],
  };
}

/** copilot-cli's outage, said plainly (the status bar has the details). */
function downMessage(status: StatusInfo): string {
  const p = status.process;
  if (p.state === "restarting") {
    const how = p.lastExit.signal ? `killed by ${p.lastExit.signal}` : `exit code ${p.lastExit.code}`;
    return `copilot-cli stopped unexpectedly (${how}); restarting it (attempt ${p.attempt}).`;
  }
  if (p.state === "failed") return `copilot-cli could not be restarted: ${p.message}`;
  if (p.state === "starting") return "copilot-cli is starting again.";
  return "copilot-cli is not running.";
}

export function App() {
  const [tabs, setTabs] = useState<Tab[]>(() => [newTab()]);
  const [activeId, setActiveId] = useState(tabs[0]!.id);
  const [restored, setRestored] = useState(false);
  const [theme, setTheme] = useState<Theme>(() => (localStorage.getItem("xui-shell-theme") as Theme) ?? "light");
  const [status, setStatus] = useState<StatusInfo | null>(null);
  const [closing, setClosing] = useState<Tab | null>(null);
  const layout = useLayout();
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;
  const themeRef = useRef(theme);
  themeRef.current = theme;
  const aborts = useRef(new Map<string, AbortController>());
  /** Re-grounding after a restart or reload: requests wait for it, so they never meet a forgetful copilot-cli. */
  const grounding = useRef<Promise<void>>(Promise.resolve());

  const update = useCallback((id: string, change: (tab: Tab) => Partial<Tab>) => {
    // tabsRef follows at once, so a step that reads the tab right after sees its own change
    const next = (all: Tab[]) => all.map((t) => (t.id === id ? { ...t, ...change(t) } : t));
    tabsRef.current = next(tabsRef.current);
    setTabs(next);
  }, []);
  const actions = useMemo(
    () =>
      tabActions({
        get: (id) => tabsRef.current.find((t) => t.id === id)!,
        all: () => tabsRef.current,
        update,
        theme: () => themeRef.current,
        aborts: aborts.current,
        grounded: () => grounding.current,
      }),
    [update],
  );

  /** Each tab with a spec grounds copilot-cli in it again (after a reload or a restart), quietly. */
  const reground = useCallback(
    async (withPreview: boolean) => {
      for (const tab of tabsRef.current) {
        if (!tab.specSource) continue;
        try {
          await actions.reparse(tab.id);
          update(tab.id, () => ({ parsing: false, parseError: null }));
          if (withPreview && tab.code) await actions.showPreview(tab.id, tab.code);
        } catch (error) {
          update(tab.id, () => ({ parsing: false, parseError: readable(error, "Reading the saved spec") }));
        }
      }
    },
    [actions, update],
  );

  // the saved workspace, once; saving starts only after it is back (never overwrite it with a blank tab)
  useEffect(() => {
    void loadWorkspace().then((saved) => {
      if (saved) {
        const back = saved.tabs.map((_, i) => restoredTab(saved, i));
        continueNumbering(back.map((t) => t.id));
        tabsRef.current = back;
        setTabs(back);
        setActiveId(back.some((t) => t.id === saved.activeId) ? saved.activeId : back[0]!.id);
        grounding.current = reground(true);
      }
      setRestored(true);
    });
  }, [reground]);
  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => {
      void saveWorkspace(tabs, activeId).then(
        () => (document.documentElement.dataset.saved = String(Date.now())),
        () => undefined,
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [tabs, activeId, restored]);

  // copilot-cli's state; after a restart every tab re-grounds its spec without being asked
  const wentDown = useRef(false);
  useEffect(() => {
    const onStatus = (next: StatusInfo) => {
      setStatus(next);
      const state = next.process.state;
      if (state === "restarting" || state === "failed" || state === "stopped") wentDown.current = true;
      if (state === "ready" && wentDown.current) {
        wentDown.current = false;
        grounding.current = reground(false);
      }
    };
    void api()
      .status()
      .then(onStatus, () => setStatus(null));
    return api().onStatus(onStatus);
  }, [reground]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    localStorage.setItem("xui-shell-theme", theme);
  }, [theme]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && layout.setMaximized(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [layout]);

  const addTab = () => {
    const tab = newTab();
    setTabs((all) => [...all, tab]);
    setActiveId(tab.id);
  };
  const closeTab = (id: string) => {
    for (const what of ["parse", "generate", "chat"]) aborts.current.get(`${id}:${what}`)?.abort();
    void api()
      .stopPreview?.(id)
      .catch(() => undefined);
    const rest = tabsRef.current.filter((t) => t.id !== id);
    const next = rest.length ? rest : [newTab()];
    tabsRef.current = next;
    setTabs(next);
    if (id === activeId) setActiveId(next[0]!.id);
    setClosing(null);
  };
  const askClose = (t: Tab) => (hasWork(t) ? setClosing(t) : closeTab(t.id));

  const onSuggestion = (id: string, suggestion: string) => {
    const tab = tabsRef.current.find((t) => t.id === id)!;
    const byId = (testId: string) => document.querySelector<HTMLElement>(`[data-testid=${testId}]`);
    const loader = document.querySelector<HTMLDetailsElement>("details.loader");
    if (/generate/i.test(suggestion) && tab.spec) return void actions.generate(id);
    if (loader) loader.open = true;
    if (/upload|file/i.test(suggestion)) return byId("file-input")?.click();
    if (/url/i.test(suggestion)) return byId("url-input")?.focus();
    if (/paste/i.test(suggestion)) {
      const paste = document.querySelector<HTMLDetailsElement>("details.paste");
      if (paste) paste.open = true;
      return byId("paste-input")?.focus();
    }
    void actions.send(id, suggestion);
  };

  const tab = tabs.find((t) => t.id === activeId) ?? tabs[0]!;
  // while the code streams in it is the only progress to watch (beside the last preview, if any)
  const view: View = tab.generating && layout.view === "preview" ? (tab.previewUrl ? "split" : "code") : layout.view;
  const down =
    status !== null && status.process.state !== "ready" && (status.process.state !== "starting" || wentDown.current);
  return (
    <div className={`app${layout.maximized ? " maximized" : ""}`}>
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
              <button type="button" className="tab-close" aria-label={`Close ${t.title}`} onClick={() => askClose(t)}>
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
      {down && (
        <div className="banner" role="status" data-testid="process-banner">
          {downMessage(status!)} Requests wait until it is back; each tab's spec is loaded into it again by itself.
        </div>
      )}
      <main
        className="workspace"
        key={tab.id}
        style={{ gridTemplateColumns: layout.leftHidden ? "0 0 1fr" : `${layout.left}px 6px minmax(0, 1fr)` }}
      >
        <div className="left" hidden={layout.leftHidden}>
          <SpecLoader
            tab={tab}
            status={status}
            onLoad={(input) => void actions.loadSpec(tab.id, input)}
            onCancel={() => aborts.current.get(`${tab.id}:parse`)?.abort()}
          />
          <ChatPanel
            tab={tab}
            onSend={(text) => void actions.send(tab.id, text)}
            onChoose={(option, about) => void actions.send(tab.id, option, about)}
            onSuggestion={(s) => onSuggestion(tab.id, s)}
            onCancel={() => aborts.current.get(`${tab.id}:chat`)?.abort()}
          />
        </div>
        {layout.leftHidden ? (
          <span />
        ) : (
          <Divider
            value={layout.left}
            min={260}
            max={Math.max(300, window.innerWidth - 420)}
            onChange={layout.setLeft}
            label="Resize the side panel"
            testId="left-divider"
          />
        )}
        <div className="right">
          <div className="toolbar">
            <button
              type="button"
              className="link"
              onClick={() => layout.setLeftHidden(!layout.leftHidden)}
              data-testid="toggle-side"
              aria-pressed={!layout.leftHidden}
            >
              {layout.leftHidden ? "» Show spec & chat" : "« Hide"}
            </button>
            <button
              type="button"
              className="primary"
              disabled={!tab.spec || tab.generating}
              onClick={() => void actions.generate(tab.id)}
              data-testid="generate"
            >
              {tab.generating ? "Generating…" : tab.code ? "Regenerate" : "Generate interface"}
            </button>
            {tab.generating && (
              <button
                type="button"
                onClick={() => aborts.current.get(`${tab.id}:generate`)?.abort()}
                data-testid="cancel-generate"
              >
                Cancel
              </button>
            )}
            <div className="views" role="group" aria-label="Show">
              {(["preview", "split", "code"] as View[]).map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={view === v}
                  onClick={() => layout.setView(v)}
                  data-testid={`view-${v}`}
                >
                  {v === "preview" ? "Preview" : v === "code" ? "Code" : "Both"}
                </button>
              ))}
            </div>
            <button
              type="button"
              disabled={!tab.code || tab.generating}
              onClick={() => void actions.exportCode(tab.id)}
              data-testid="export"
            >
              Export App.jsx
            </button>
            <button
              type="button"
              disabled={!tab.code || tab.generating}
              onClick={() => void actions.exportProject(tab.id)}
              data-testid="export-project"
            >
              Export project
            </button>
          </div>
          {!tab.spec && tab.specSource === null && !tab.code && (
            <p className="muted" data-testid="next-step">
              Load a spec on the left (or try the sample); then Generate interface.
            </p>
          )}
          {tab.notice && (
            <p className="notice" role="status" data-testid="notice">
              {tab.notice}
            </p>
          )}
          <ErrorBox error={tab.generateError} testId="generate-error" />
          <div
            className={`split view-${view}`}
            style={view === "split" ? { gridTemplateColumns: `${layout.code}px 6px minmax(0, 1fr)` } : undefined}
          >
            {view !== "preview" && <CodeView tab={tab} />}
            {view === "split" && (
              <Divider
                value={layout.code}
                min={200}
                max={Math.max(240, window.innerWidth - 600)}
                onChange={layout.setCode}
                label="Resize the code"
                testId="code-divider"
              />
            )}
            {view !== "code" && (
              <Preview
                tab={tab}
                theme={theme}
                maximized={layout.maximized}
                onMaximize={layout.setMaximized}
                onApiUrl={(apiUrl) => {
                  update(tab.id, () => ({ apiUrl }));
                  if (tab.code) void actions.showPreview(tab.id, tab.code);
                }}
                onCredentials={() => tab.code && void actions.showPreview(tab.id, tab.code)}
              />
            )}
          </div>
        </div>
      </main>
      {closing && <CloseDialog tab={closing} onClose={() => closeTab(closing.id)} onKeep={() => setClosing(null)} />}
      <StatusBar status={status} />
    </div>
  );
}
