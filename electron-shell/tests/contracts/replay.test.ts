/**
 * The contracts are one truth for both languages: every session in contracts/sessions is
 * replayed here (1) byte for byte against the real copilot-cli, (2) against the fake child,
 * which proves the fake plays the server's part faithfully, and (3)+(4) through the real
 * RpcClient + PythonProcess against both, for sessions a well-behaved client can express.
 * A session this replayer cannot play is skipped with a note that says why, never silently.
 */

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { resolveCommand } from "../../src/main/python-process.js";
import { replayRaw } from "./harness.js";
import { replayWithClient } from "./client-replay.js";
import { clientDrivable, contractsDir, loadSessions, otherProgram, unsupportedKinds, type Session } from "./sessions.js";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = dirname(contractsDir());
const fakeChild = join(here, "..", "fixtures", "fake-child.mjs");
const allSessions = loadSessions();
const sessions = allSessions.filter((s) => !otherProgram(s));
const foreign = allSessions.filter((s) => otherProgram(s));
const real = resolveCommand(process.env, repoRoot);
const sessionsDir = join(contractsDir(), "sessions");

function skipNote(session: Session, needsClient: boolean): string | false {
  const unknown = unsupportedKinds(session);
  if (unknown.length) return `NOTE: replayer does not support step(s) ${unknown.join(", ")} yet`;
  if (needsClient) {
    const drivable = clientDrivable(session);
    if (!drivable.ok) return `NOTE: the rpc-client cannot play this session (it ${drivable.why}); covered byte for byte above`;
  }
  return false;
}

const title = (s: Session) => `${s.file}: ${s.name}`;
const fakeEnv = (s: Session) => ({ ...process.env, FAKE_SESSION: join(sessionsDir, s.file) });

test("the lead's core contract sessions are present and every one of them is supported", () => {
  const core = sessions.filter((s) => s.file.startsWith("core/"));
  assert.ok(core.length >= 10, `expected the core sessions under contracts/sessions/core, found ${core.length}`);
  for (const session of core) assert.deepEqual(unsupportedKinds(session), [], session.file);
});

describe("sessions of other programs (replayed by the Python tests, not by this client)", () => {
  for (const session of foreign) {
    test(title(session), { skip: `NOTE: talks to \`${otherProgram(session)}\`, not copilot-cli's seed-004 JSON-RPC` }, () => {});
  }
});

describe("byte for byte against the real copilot-cli", { concurrency: 4 }, () => {
  for (const session of sessions) {
    test(title(session), { skip: skipNote(session, false) }, async () => {
      assert.deepEqual(await replayRaw(session, { file: real.file, args: [...real.args, ...session.args] }), []);
    });
  }
});

describe("byte for byte against the fake child", { concurrency: 4 }, () => {
  for (const session of sessions) {
    test(title(session), { skip: skipNote(session, false) }, async () => {
      assert.deepEqual(await replayRaw(session, { file: process.execPath, args: [fakeChild], env: fakeEnv(session) }), []);
    });
  }
});

describe("the rpc-client against the real copilot-cli", { concurrency: 4 }, () => {
  for (const session of sessions) {
    test(title(session), { skip: skipNote(session, true) }, async () => {
      assert.deepEqual(await replayWithClient(session, { file: real.file, args: [...real.args, ...session.args] }), []);
    });
  }
});

describe("the rpc-client against the fake child", { concurrency: 4 }, () => {
  for (const session of sessions) {
    test(title(session), { skip: skipNote(session, true) }, async () => {
      const failures = await replayWithClient(session, { file: process.execPath, args: [fakeChild] }, { ...fakeEnv(session), FAKE_SPLIT: "1" });
      assert.deepEqual(failures, []);
    });
  }
});
