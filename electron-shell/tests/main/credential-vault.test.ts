/**
 * The main process's credential vault: remembered credentials come back after a restart (a new
 * vault over the same file), sealed so the file never shows them; the others are gone; they are
 * handed out only for the API origin they were given for; a bad one is refused without echoing it.
 */

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CredentialVault } from "../../src/main/credential-vault.js";
import { testSafeStorage } from "../helpers/safe-storage.js";

const PASSWORD = "pw-vault-Qx7-secret";
const basic = { scheme: "basic", username: "alice", password: PASSWORD };
const API = "http://127.0.0.1:9001/v1";

function fresh() {
  const file = join(mkdtempSync(join(tmpdir(), "es-vault-")), "userData", "api-credentials.bin");
  return { file, safe: testSafeStorage() };
}

test("remembered credentials come back after a restart, and the file on disk holds only ciphertext", () => {
  const { file, safe } = fresh();
  const first = new CredentialVault(file, safe);
  const state = first.set("tab-1", API, basic, true);
  assert.deepEqual(state, {
    set: { scheme: "basic", name: "Authorization", origin: "http://127.0.0.1:9001", remembered: true },
    canRemember: true,
  });
  const onDisk = readFileSync(file);
  for (const secret of [PASSWORD, "alice", Buffer.from(`alice:${PASSWORD}`).toString("base64")])
    assert.ok(!onDisk.includes(secret), `the file does not show ${secret}`);
  assert.equal(statSync(file).mode & 0o777, 0o600, "only its owner may read it");
  assert.deepEqual(readdirSync(join(file, "..")), ["api-credentials.bin"], "no temporary file is left behind");

  const afterRestart = new CredentialVault(file, safe);
  assert.deepEqual(afterRestart.authFor("tab-1", `${API}/pets`), basic);
});

test("credentials not remembered are gone after a restart, and unticking Remember takes them off the disk", () => {
  const { file, safe } = fresh();
  const vault = new CredentialVault(file, safe);
  vault.set("tab-1", API, { scheme: "bearer", token: "tok-session-only" }, false);
  assert.equal(existsSync(file), false, "nothing is written");
  assert.deepEqual(vault.authFor("tab-1", API), { scheme: "bearer", token: "tok-session-only" });
  assert.equal(new CredentialVault(file, safe).authFor("tab-1", API), null);

  vault.set("tab-2", API, basic, true);
  vault.set("tab-2", API, basic, false);
  assert.equal(existsSync(file), false, "the last remembered entry went, and the file with it");
  assert.equal(new CredentialVault(file, safe).state("tab-2").set, null);
});

test("forgetting a tab removes its remembered credentials from the file", () => {
  const { file, safe } = fresh();
  const vault = new CredentialVault(file, safe);
  vault.set("tab-1", API, basic, true);
  vault.set("tab-2", API, { scheme: "query", name: "api_key", value: "k-2" }, true);
  assert.equal(vault.forget("tab-1"), true);
  const later = new CredentialVault(file, safe);
  assert.equal(later.authFor("tab-1", API), null);
  assert.deepEqual(later.authFor("tab-2", API), { scheme: "query", name: "api_key", value: "k-2" });
});

test("credentials go only to the API origin they were given for", () => {
  const vault = new CredentialVault(null, null);
  vault.set("tab-1", API, { scheme: "header", name: "X-Api-Key", value: "k-1" }, false);
  assert.ok(vault.authFor("tab-1", "http://127.0.0.1:9001/other/path"));
  assert.equal(vault.authFor("tab-1", "http://127.0.0.1:9002/v1"), null, "another port");
  assert.equal(vault.authFor("tab-1", "https://127.0.0.1:9001/v1"), null, "another scheme");
  assert.equal(vault.authFor("tab-1", "http://evil.example/v1"), null, "another host");
});

test("without safe storage nothing can be remembered, and asking says so", () => {
  const vault = new CredentialVault(null, null);
  assert.equal(vault.state("tab-1").canRemember, false);
  assert.throws(() => vault.set("tab-1", API, basic, true), /cannot remember credentials/);
  assert.equal(vault.state("tab-1").set, null, "and nothing was kept");
  const locked = new CredentialVault(fresh().file, { ...testSafeStorage(), isEncryptionAvailable: () => false });
  assert.equal(locked.state("tab-1").canRemember, false);
  const noKeyring = new CredentialVault(fresh().file, {
    ...testSafeStorage(),
    getSelectedStorageBackend: () => "basic_text",
  });
  assert.equal(noKeyring.state("tab-1").canRemember, false, "Linux without a keyring: sealed with a public password");
  const keyring = new CredentialVault(fresh().file, {
    ...testSafeStorage(),
    getSelectedStorageBackend: () => "gnome_libsecret",
  });
  assert.equal(keyring.state("tab-1").canRemember, true);
});

test("a bad credential is refused with what is wrong, never with the value", () => {
  const vault = new CredentialVault(null, null);
  const cases: [unknown, RegExp][] = [
    [{ scheme: "basic", username: "al:ice", password: PASSWORD }, /cannot contain ':'/],
    [{ scheme: "bearer", token: `${PASSWORD}\r\nX-Evil: 1` }, /token contains a line break/],
    [{ scheme: "bearer", token: PASSWORD, prefix: "Bad Word" }, /scheme word/],
    [{ scheme: "header", name: "Host", value: PASSWORD }, /the proxy sets Host itself/],
    [{ scheme: "query", name: "a&b", value: PASSWORD }, /query parameter name/],
    [{ scheme: "magic", value: PASSWORD }, /scheme must be basic, bearer, header or query/],
  ];
  for (const [auth, message] of cases) {
    assert.throws(
      () => vault.set("tab-1", API, auth, false),
      (e: Error) => message.test(e.message) && !e.message.includes(PASSWORD),
    );
  }
  assert.throws(() => vault.set("tab-1", "ftp://x", basic, false), /must be http\(s\)/);
  assert.throws(() => vault.set("../x", API, basic, false), /tabId/);
});

test("a file sealed with another key is reported without its content and the vault starts empty", () => {
  const { file } = fresh();
  new CredentialVault(file, testSafeStorage()).set("tab-1", API, basic, true);
  const warnings: string[] = [];
  const other = new CredentialVault(file, testSafeStorage(), (m) => warnings.push(m));
  assert.equal(other.authFor("tab-1", API), null);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!, /could not be read/);
});
