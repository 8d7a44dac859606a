"""Regex grep runs in a child process that the wall-clock deadline kills: the `regex` package's
own timeout counts CPU time, so on a busy machine it overran a 1 s budget to 2.5-3.2 s."""

from __future__ import annotations

import time

import pytest

from copilot_cli.workspace.regex_worker import Deadline, RegexPool

EVIL = "a" * 64 + "!"  # (a|aa)+$ backtracks for far longer than any test runs


def test_a_match_past_the_deadline_is_cut_off_and_its_child_killed() -> None:
    pool = RegexPool()
    with pytest.raises(Deadline):
        pool.run(r"(a|aa)+$", True, [EVIL], time.monotonic() + 0.3)
    assert pool._idle == []  # the overrunning child was killed, not kept
    assert pool.run(r"a+!", True, [EVIL, "b"], time.monotonic() + 60) == [[1], []]
    assert len(pool._idle) == 1 and pool._idle[0].proc.poll() is None  # a good child is reused


def test_a_pattern_the_child_cannot_compile_is_reported_not_raised() -> None:
    reply = RegexPool().run("(", True, ["x"], time.monotonic() + 60)
    assert isinstance(reply, tuple) and reply[0] == "error"
