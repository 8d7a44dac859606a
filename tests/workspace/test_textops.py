"""Unified diffs applied strictly; reads bounded on character and line boundaries."""

from __future__ import annotations

from pathlib import Path

import pytest

from copilot_cli.workspace.errors import WorkspaceError
from copilot_cli.workspace.globs import glob_matches
from copilot_cli.workspace.textops import apply_unified_diff, read_text


@pytest.mark.parametrize(
    "original, diff, expected",
    [
        ("a\nb\nc\n", "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n", "a\nB\nc\n"),
        ("a\r\nb\r\n", "@@ -1,2 +1,2 @@\r\n a\r\n-b\r\n+B\r\n", "a\r\nB\r\n"),
        ("a\nb", "@@ -1,2 +1,2 @@\n a\n-b\n+B\n", "a\nB"),
        ("a\x0cb\nc\n", "@@ -1,2 +1,2 @@\n a\x0cb\n-c\n+C\u2028\n", "a\x0cb\nC\u2028\n"),
        ("a\n", "@@ -1 +1,2 @@\n a\n+b\n", "a\nb\n"),
        ("a\nb\n", "@@ -1,2 +0,0 @@\n-a\n-b\n", ""),
    ],
)
def test_diffs_apply_and_keep_newline_style(original: str, diff: str, expected: str) -> None:
    assert apply_unified_diff(original, diff) == expected


@pytest.mark.parametrize(
    "diff",
    [
        "",
        "just words",
        "@@ -1 +1 @@\n-zzz\n+y\n",  # removed line does not match
        "@@ -9 +9 @@\n-a\n+b\n",  # past the end
        "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n--- a/y\n+++ b/y\n@@ -1 +1 @@\n-a\n+b\n",  # two files
    ],
)
def test_bad_diffs_are_code_patch(diff: str) -> None:
    with pytest.raises(WorkspaceError) as failed:
        apply_unified_diff("a\n", diff)
    assert failed.value.code == "patch"


def test_line_ranges_split_on_newlines_only(tmp_path: Path) -> None:
    f = tmp_path / "f.txt"
    f.write_bytes("one\x0cstill one\ntwo\u2028two\nthree\n".encode())
    chunk = read_text(f, 1000, 2, 3)
    assert (chunk.content, chunk.start_line, chunk.end_line) == ("two\u2028two\nthree\n", 2, 3)


def test_a_range_read_stops_at_the_byte_limit(tmp_path: Path) -> None:
    f = tmp_path / "f.txt"
    f.write_text("".join(f"line {i}\n" for i in range(1, 100)))
    chunk = read_text(f, 20, 1, 99)
    assert chunk.truncated and chunk.bytes_read == 20 and chunk.content == "line 1\nline 2\nline 3\n"[:20]
    assert chunk.end_line == 3


@pytest.mark.parametrize(
    "pattern, path, expected",
    [
        ("*.py", "a/b/c.py", True),
        ("src/*.py", "src/x/a.py", False),
        ("src/**/*.py", "src/a.py", True),
        ("src/**/*.py", "src/x/y/a.py", True),
        ("[!ab].txt", "a.txt", False),
        ("a[.txt", "a[.txt", True),
        ("*.py", "a.pyc", False),
        ("docs/**", "docs/a/b.md", True),
    ],
)
def test_glob_semantics(pattern: str, path: str, expected: bool) -> None:
    assert glob_matches(pattern, path) is expected
