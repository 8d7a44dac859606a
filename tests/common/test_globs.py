"""The one glob translator and its two dialects (repository index, workspace API).

The dialects keep the behaviour each caller had before they shared a module; the cases where
they differ are pinned here so that unifying them (a later issue) is a visible decision.
"""

from __future__ import annotations

import re

import pytest

from copilot_cli.common.globs import GlobError, compile_workspace_glob, repo_glob_match, workspace_glob_match

BOTH = [
    ("*.py", "a/b/c.py", True),
    ("*.py", "a.pyc", False),
    ("src/*.py", "src/x/a.py", False),
    ("src/**/*.py", "src/a.py", True),
    ("src/**/*.py", "src/x/y/a.py", True),
    ("docs/**", "docs/a/b.md", True),
    ("?.md", "a.md", True),
    ("?.md", "ab.md", False),
    ("a?b", "a/b", False),
    ("[ab].txt", "b.txt", True),
    ("[!ab].txt", "a.txt", False),
    ("[!ab].txt", "c.txt", True),
    ("a[.txt", "a[.txt", True),
    ("src/a.py", "x/src/a.py", False),
    ("A.py", "a.py", False),
    ("a+b(c).py", "a+b(c).py", True),
]


@pytest.mark.parametrize("pattern, path, expected", BOTH)
def test_both_dialects_agree_on_ordinary_patterns(pattern: str, path: str, expected: bool) -> None:
    assert repo_glob_match(pattern, path) is expected
    assert workspace_glob_match(pattern, path) is expected


@pytest.mark.parametrize(
    "pattern, path, repo, workspace",
    [
        ("a[!b]c", "a/c", True, False),  # a negated class may match "/" only in the index dialect
        ("[^a].txt", "a.txt", True, False),  # "^" negates only in the workspace dialect
        ("[^a].txt", "b.txt", False, True),
        ("./a.py", "a.py", False, True),  # the workspace ignores a leading "./"
        ("[]a].txt", "].txt", True, True),  # "]" first in a class is a member in both
    ],
)
def test_where_the_dialects_differ(pattern: str, path: str, repo: bool, workspace: bool) -> None:
    assert repo_glob_match(pattern, path) is repo
    assert workspace_glob_match(pattern, path) is workspace


@pytest.mark.parametrize("pattern", ["/etc/*", "../x", "a/../b", "a\x01b"])
def test_the_workspace_refuses_absolute_parent_and_control_patterns(pattern: str) -> None:
    with pytest.raises(GlobError):
        compile_workspace_glob(pattern)


def test_the_index_dialect_checks_nothing_and_a_class_the_engine_refuses_is_a_regex_error() -> None:
    assert repo_glob_match("/abs/*.py", "/abs/a.py")
    with pytest.raises(re.error):
        repo_glob_match("[!]x]", "a")  # "[^]" is not a regex class: the caller answers a bug
