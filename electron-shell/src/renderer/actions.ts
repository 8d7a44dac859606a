/**
 * What the tab does when asked: load a spec, generate, send a message, show the preview, export.
 * Every backend call goes through `window.copilot`; every failure is shown through `readable()`.
 * A failure never throws away what worked before: a spec that does not load leaves the previous
 * one (and its interface) in place, a preview that does not start leaves the last one showing.
 */

import type { ChatTurn, CopilotApi } from "../shared/api.js";
import type { TabApi } from "../shared/create-api.js";
import { readable } from "./errors.js";
import { specTitle, uniqueTitle, type ChatEntry, type Customization, type Tab } from "./tabs.js";
import type { SpecInput } from "./SpecLoader.js";
import { projectFiles, projectSlug } from "../shared/project.js";
import { customizeParams, generateParams, lostReference } from "./requests.js";

/** What the shell adds to `window.copilot` (both preloads; a test's mock may leave it out). */
export type ShellApi = CopilotApi & Partial<TabApi>;
export const api = () => window.copilot as ShellApi;

export interface TabContext {
  get(id: string): Tab;
  all(): Tab[];
  update(id: string, change: (tab: Tab) => Partial<Tab>): void;
  theme(): "light" | "dark";
  /** The running request's Cancel, by `${tabId}:${what}` (what: parse, generate, chat). */
  aborts: Map<string, AbortController>;
  /** Settles once every tab's spec is known to copilot-cli again (after a reload or restart). */
  grounded(): Promise<void>;
}

function historyOf(chat: ChatEntry[]): ChatTurn[] {
  return chat
    .filter((m) => m.role !== "error" && !m.suggestions)
    .map((m) => ({ role: m.role as "user" | "assistant", content: m.question ?? m.text }))
    .slice(-20);
}

const sourceOf = (input: SpecInput) => (input.url ? { url: input.url } : { text: input.text ?? "" });

/**
 * The preview page a change touched, so the preview opens there instead of its first page: the
 * page the result names (`page` or `resourceId`, when copilot-cli says), else the resource the
 * result's description names first ("Added a search bar that filters the Owners table").
 */
export function changedPage(result: Record<string, any>, spec: Record<string, any> | null): string | null {
  if (typeof result.page === "string") return result.page;
  if (typeof result.resourceId === "string") return `resource:${result.resourceId}`;
  const text = String(result.description ?? "");
  let best: { at: number; name: string } | null = null;
  for (const r of (spec?.resources ?? []) as { name?: string; label?: string }[]) {
    if (!r.name) continue;
    for (const word of [r.label, r.name]) {
      if (!word) continue;
      const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const at = text.search(new RegExp(`\\b${escaped}\\b`, "i"));
      if (at >= 0 && (!best || at < best.at)) best = { at, name: r.name };
    }
  }
  return best ? `resource:${best.name}` : null;
}

export function tabActions(ctx: TabContext) {
  const { get, update } = ctx;
  const say = (id: string, entry: ChatEntry) => update(id, (t) => ({ chat: [...t.chat, entry] }));
  const track = (key: string) => {
    const abort = new AbortController(); // Cancel: $/cancelRequest, and copilot-cli stops the work
    ctx.aborts.set(key, abort);
    return abort;
  };

  const loadSpec = async (id: string, input: SpecInput) => {
    update(id, () => ({ parsing: true, parseStartedAt: Date.now(), parseError: null }));
    const abort = track(`${id}:parse`);
    try {
      // tabId: copilot-cli grounds this tab's chat in the spec from now on, before any generate
      const { spec, specId } = await api().parseSpec({ source: sourceOf(input), tabId: id }, { signal: abort.signal });
      const s = spec as unknown as Record<string, any>;
      const base = specTitle(s) ?? input.name ?? "API";
      update(id, () => ({
        parsing: false,
        spec: s,
        specId: specId ?? null,
        specSource: input,
        diagnostics: s.diagnostics ?? [],
        title: uniqueTitle(base, ctx.all(), id),
      }));
    } catch (error) {
      // the spec that worked before (and its interface) stays: only the new one failed
      update(id, () => ({ parsing: false, parseError: readable(error, "Reading the spec") }));
    } finally {
      ctx.aborts.delete(`${id}:parse`);
    }
  };

  /** copilot-cli restarted and forgot the spec: parse it again (without a word unless it fails). */
  const reparse = async (id: string): Promise<string | null> => {
    const input = get(id).specSource;
    if (!input) return null;
    const { spec, specId } = await api().parseSpec({ source: sourceOf(input), tabId: id });
    const s = spec as unknown as Record<string, any>;
    update(id, (t) => ({ specId: specId ?? null, spec: s, diagnostics: s.diagnostics ?? t.diagnostics }));
    return specId ?? null;
  };

  const showPreview = async (id: string, code: string, page: string | null = null) => {
    const tab = get(id);
    if (!tab.specSource) return;
    try {
      const { text, url } = tab.specSource;
      const { url: previewUrl } = await api().startPreview({
        tabId: id,
        code,
        spec: url ? { url } : { text },
        specKind: tab.spec?.source?.kind,
        apiUrl: tab.apiUrl ?? undefined,
      });
      update(id, () => ({ previewUrl, previewPage: page, previewError: null }));
    } catch (error) {
      update(id, () => ({ previewError: readable(error, "Starting the preview") }));
    }
  };

  /** The customize call by reference; if copilot-cli forgot the spec or the code (a restart), send them again. */
  const customizeRecovering = async (id: string, prompt: string, history: ChatTurn[], signal?: AbortSignal) => {
    let sendCode: boolean | undefined;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await api().customize(customizeParams(get(id), prompt, history, sendCode), { signal });
      } catch (error) {
        const lost = lostReference(error);
        if (attempt >= 2 || !lost) throw error;
        if (lost === "specId" && !(await reparse(id))) throw error;
        if (lost === "currentCode") sendCode = true;
      }
    }
  };

  /** After a Regenerate: the earlier change requests, applied again in order; which could not be kept. */
  const reapply = async (id: string, earlier: Customization[], signal: AbortSignal) => {
    const lost: string[] = [];
    const kept: Customization[] = [];
    for (const c of earlier) {
      try {
        const result = await customizeRecovering(id, c.prompt, c.history ?? [], signal);
        if ("question" in result && result.clarificationNeeded) lost.push(`${c.prompt} (it asks: ${result.question})`);
        else if ("description" in result && result.code) {
          kept.push(c);
          update(id, () => ({ code: result.code, serverCode: result.code, description: result.description }));
        } else lost.push(c.prompt);
      } catch (error) {
        if (signal.aborted) throw error;
        lost.push(`${c.prompt} (${readable(error).title})`);
      }
    }
    return { kept, lost };
  };

  const generate = async (id: string) => {
    const tab = get(id);
    if (!tab.spec) return;
    const earlier = tab.customizations;
    const abort = track(`${id}:generate`);
    update(id, () => ({
      generating: true,
      generateStartedAt: Date.now(),
      chunks: 0,
      generateError: null,
      notice: null,
    }));
    const onChunk = (c: { chunk: string; index: number }) =>
      update(id, (t) => ({ code: c.index === 0 ? c.chunk : t.code + c.chunk, chunks: c.index + 1 }));
    const options = { onChunk, signal: abort.signal };
    const before = { code: tab.code, serverCode: tab.serverCode };
    try {
      let result;
      try {
        result = await api().generate(generateParams(tab, ctx.theme()), options);
      } catch (error) {
        if (lostReference(error) !== "specId" || !(await reparse(id))) throw error;
        result = await api().generate(generateParams(get(id), ctx.theme()), options);
      }
      update(id, () => ({ code: result.code, serverCode: result.code, result, description: result.description }));
      let notice: string | null = null;
      if (earlier.length) {
        const { kept, lost } = await reapply(id, earlier, abort.signal);
        update(id, () => ({ customizations: kept }));
        notice = lost.length
          ? `Regenerated; kept ${kept.length} of ${earlier.length} customizations. Not kept: ${lost.join("; ")}.`
          : `Regenerated with all ${earlier.length} customizations kept.`;
      }
      update(id, () => ({ generating: false, notice }));
      await showPreview(id, get(id).code);
    } catch (error) {
      // the interface that worked before stays; the half-streamed one does not replace it
      update(id, () => ({ generating: false, ...before, generateError: readable(error, "Generating") }));
    } finally {
      ctx.aborts.delete(`${id}:generate`);
    }
  };

  const send = async (id: string, text: string, about?: { prompt: string; question: string }) => {
    const tab = get(id);
    const history = historyOf(tab.chat);
    say(id, { role: "user", text });
    const abort = track(`${id}:chat`);
    update(id, () => ({ chatBusy: true, chatStartedAt: Date.now() }));
    try {
      await ctx.grounded();
      if (tab.code) {
        // A chosen option goes back as the prompt itself; the question travels in the history.
        const result = await customizeRecovering(id, text, history, abort.signal);
        if ("answeredAs" in result || "message" in result) {
          // copilot-cli took it for a question about the API, not a change: answered, code untouched
          say(id, {
            role: "assistant",
            text: result.message,
            options: result.suggestions?.length ? result.suggestions : undefined,
            suggestions: true,
            kind: "answer",
          });
        } else if ("question" in result && result.clarificationNeeded) {
          say(id, {
            role: "assistant",
            text: result.question,
            question: result.question,
            options: result.options,
            about: about?.prompt ?? text,
          });
        } else if ("description" in result && result.code === get(id).code) {
          // copilot-cli found the interface already does it: said, nothing recorded or reloaded
          say(id, { role: "assistant", text: result.description, assumptions: result.assumptions, kind: "unchanged" });
        } else if ("description" in result) {
          say(id, { role: "assistant", text: result.description, assumptions: result.assumptions, kind: "change" });
          const asked: Customization = about
            ? {
                prompt: text,
                history: [
                  { role: "user", content: about.prompt },
                  { role: "assistant", content: about.question },
                ],
              }
            : { prompt: text };
          update(id, (t) => ({
            code: result.code,
            serverCode: result.code,
            lastCustomize: result,
            description: result.description ?? t.description,
            customizations: [...t.customizations, asked],
          }));
          await showPreview(id, result.code, changedPage(result, get(id).spec));
        }
      } else {
        const context = { tabId: id, hasActiveSpec: Boolean(tab.spec), hasActiveInterface: false };
        const result = await api().chat({ message: text, context }, { signal: abort.signal });
        say(id, {
          role: "assistant",
          text: result.message,
          options: result.suggestions?.length ? result.suggestions : undefined,
          suggestions: true,
          kind: "answer",
        });
      }
    } catch (error) {
      say(id, { role: "error", text: "", error: readable(error, tab.code ? "Customizing" : "Chatting") });
    } finally {
      ctx.aborts.delete(`${id}:chat`);
      update(id, () => ({ chatBusy: false, chatStartedAt: null }));
    }
  };

  const exportCode = async (id: string) => {
    try {
      await api().exportFile({ suggestedName: "App.jsx", content: get(id).code });
    } catch (error) {
      update(id, () => ({ generateError: readable(error, "Exporting") }));
    }
  };

  const exportProject = async (id: string) => {
    const tab = get(id);
    try {
      await api().exportProject({ name: projectSlug(tab.title), files: projectFiles(tab.code, tab.title) });
    } catch (error) {
      update(id, () => ({ generateError: readable(error, "Exporting") }));
    }
  };

  return { loadSpec, reparse, showPreview, generate, send, exportCode, exportProject };
}
