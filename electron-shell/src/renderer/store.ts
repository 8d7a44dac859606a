/**
 * The workspace survives a reload or restart: tabs, their spec (as loaded), code, conversation
 * and the preview's API settings go to IndexedDB (in Electron that lives in the app's data
 * directory; in web mode, the browser profile). Only what a person made is kept; state that
 * copilot-cli holds (specId, its copy of the code) is rebuilt on load. Credentials never are:
 * those typed in the shell go to the main process (ApiCredentials.tsx, main/credential-vault.ts),
 * and user:password@ is stripped from any URL.
 */

import type { Tab } from "./tabs.js";

const DB_NAME = "experience-ui";
const STORE = "workspace";
const KEY = "tabs";

export interface SavedTab {
  id: string;
  title: string;
  specSource: Tab["specSource"];
  code: string;
  description: string | null;
  chat: Tab["chat"];
  apiUrl: string | null;
  customizations: Tab["customizations"];
}
export interface SavedWorkspace {
  version: 1;
  activeId: string;
  tabs: SavedTab[];
}

/** The URL without user:password@ (the only place a URL field could carry a secret we can see). */
export function withoutCredentials(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    return u.toString();
  } catch {
    return url;
  }
}

export function toSaved(tab: Tab): SavedTab {
  const source = tab.specSource ? { ...tab.specSource } : null;
  if (source?.url) source.url = withoutCredentials(source.url) ?? undefined;
  return {
    id: tab.id,
    title: tab.title,
    specSource: source,
    code: tab.code,
    description: tab.description,
    chat: tab.chat,
    apiUrl: withoutCredentials(tab.apiUrl),
    customizations: tab.customizations,
  };
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export async function loadWorkspace(): Promise<SavedWorkspace | null> {
  try {
    const saved = (await run("readonly", (s) => s.get(KEY))) as SavedWorkspace | undefined;
    return saved?.version === 1 && Array.isArray(saved.tabs) && saved.tabs.length ? saved : null;
  } catch {
    return null; // storage refused (private mode, file://): start fresh rather than not at all
  }
}

export async function saveWorkspace(tabs: Tab[], activeId: string): Promise<void> {
  const workspace: SavedWorkspace = { version: 1, activeId, tabs: tabs.map(toSaved) };
  await run("readwrite", (s) => s.put(workspace, KEY));
}
