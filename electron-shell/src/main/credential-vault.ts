/**
 * The main process's hold on each tab's API credentials (shared/api-auth.ts). They arrive once
 * from the renderer and leave only for the tab's preview proxy (preview-manager.ts passes them
 * to the preview it starts), and only when the preview's API is the origin they were given for:
 * changing a tab's API URL to another host never sends them there.
 *
 * Without "remember" they live in this process's memory and are gone when it ends. With it they
 * are also written, encrypted by `safeStorage` (Electron's, which uses the system keychain; the
 * tests inject a stand-in with the same three methods), to one file in the app's data folder:
 * written to a temporary file and renamed over the old one, so a crash leaves the old file or
 * the new one, never half of either. No `electron` import here: electron-main.ts passes the real
 * safeStorage, web mode none (it cannot remember).
 */

import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { apiOrigin, authName, authProblem, cleanAuth, type ApiAuth, type ApiAuthState } from "../shared/api-auth.js";

export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  /** Linux: "basic_text" means no keyring, a password built into Chromium: no protection at all. */
  getSelectedStorageBackend?(): string;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

interface Entry {
  origin: string;
  auth: ApiAuth;
  remembered: boolean;
}

const TAB_ID = /^[A-Za-z0-9_-]{1,64}$/;
const FILE_VERSION = 1;

export class CredentialVault {
  private readonly entries = new Map<string, Entry>();
  private loaded = false;

  /** `file`: where remembered credentials go (null: nowhere); `safe`: what encrypts them. */
  constructor(
    private readonly file: string | null,
    private readonly safe: SafeStorageLike | null,
    private readonly warn: (message: string) => void = (m) => process.stderr.write(`${m}\n`),
  ) {}

  canRemember(): boolean {
    try {
      if (!this.file || !this.safe?.isEncryptionAvailable()) return false;
      return this.safe.getSelectedStorageBackend?.() !== "basic_text";
    } catch {
      return false;
    }
  }

  /** Keeps `auth` for the tab's API (replacing what it had); throws an Error saying what is wrong. */
  set(tabId: unknown, apiUrl: unknown, auth: unknown, remember: unknown): ApiAuthState {
    this.load();
    if (typeof tabId !== "string" || !TAB_ID.test(tabId)) throw new Error("tabId must be 1-64 letters, digits, - or _");
    const origin = apiOrigin(apiUrl);
    const problem = authProblem(auth);
    if (problem) throw new Error(problem);
    if (remember === true && !this.canRemember())
      throw new Error("this shell cannot remember credentials (no system safe storage); they were not kept");
    const hadRemembered = this.entries.get(tabId)?.remembered ?? false;
    this.entries.set(tabId, { origin, auth: cleanAuth(auth as ApiAuth), remembered: remember === true });
    if (remember === true || hadRemembered) this.persist();
    return this.state(tabId);
  }

  /** What is set for the tab, without a value. */
  state(tabId: unknown): ApiAuthState {
    this.load();
    const entry = typeof tabId === "string" ? this.entries.get(tabId) : undefined;
    const set = entry
      ? { scheme: entry.auth.scheme, name: authName(entry.auth), origin: entry.origin, remembered: entry.remembered }
      : null;
    return { set, canRemember: this.canRemember() };
  }

  /** The credentials to hand the tab's preview of `apiUrl`: only for the origin they were given for. */
  authFor(tabId: string, apiUrl: string): ApiAuth | null {
    this.load();
    const entry = this.entries.get(tabId);
    if (!entry) return null;
    try {
      return apiOrigin(apiUrl) === entry.origin ? entry.auth : null;
    } catch {
      return null;
    }
  }

  /** Drops the tab's credentials, from memory and from the file (true if it had some). */
  forget(tabId: unknown): boolean {
    this.load();
    if (typeof tabId !== "string") return false;
    const entry = this.entries.get(tabId);
    if (!entry) return false;
    this.entries.delete(tabId);
    if (entry.remembered) this.persist();
    return true;
  }

  /** The remembered credentials, read once (Electron's safeStorage works only after `ready`,
   * and every call comes after it). A file that cannot be read is reported and left alone. */
  private load(): void {
    if (this.loaded) return;
    this.loaded = true;
    if (!this.file || !this.canRemember()) return;
    let raw: Buffer;
    try {
      raw = readFileSync(this.file);
    } catch {
      return; // nothing remembered yet
    }
    try {
      const data = JSON.parse(this.safe!.decryptString(raw)) as { version?: number; tabs?: Record<string, unknown> };
      if (data.version !== FILE_VERSION || typeof data.tabs !== "object" || data.tabs === null)
        throw new Error("unknown format");
      for (const [tabId, value] of Object.entries(data.tabs)) {
        const { origin, auth } = (value ?? {}) as { origin?: unknown; auth?: unknown };
        if (!TAB_ID.test(tabId) || typeof origin !== "string" || authProblem(auth)) continue;
        this.entries.set(tabId, { origin, auth: auth as ApiAuth, remembered: true });
      }
    } catch (error) {
      // never the content: it is (or was meant to be) secrets
      this.warn(
        `remembered API credentials in ${this.file} could not be read (${(error as Error).name}); starting without them`,
      );
    }
  }

  private persist(): void {
    if (!this.file) return;
    const tabs: Record<string, { origin: string; auth: ApiAuth }> = {};
    for (const [tabId, entry] of this.entries)
      if (entry.remembered) tabs[tabId] = { origin: entry.origin, auth: entry.auth };
    if (Object.keys(tabs).length === 0) {
      rmSync(this.file, { force: true });
      return;
    }
    const sealed = this.safe!.encryptString(JSON.stringify({ version: FILE_VERSION, tabs }));
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, sealed, { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}
