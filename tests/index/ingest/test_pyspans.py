"""The fast Python scanner agrees with `ast` on ordinary code."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest

from copilot_cli.index.ingest.pyspans import ast_ranges, scan_ranges
from tests.index.conftest import SAMPLE_REPO


def as_set(ranges) -> set[tuple[int, int, str]]:
    return {(r.start_line, r.end_line, r.name) for r in ranges}


@pytest.mark.parametrize("rel", ["src/token_parser.py", "src/service.py", "src/repo_mcp/server.py"])
def test_scanner_matches_ast_on_the_sample_repository(rel: str) -> None:
    text = (SAMPLE_REPO / rel).read_text()
    assert as_set(scan_ranges(text)) == as_set(ast_ranges(text))


def test_scanner_agrees_with_ast_on_most_stdlib_definitions() -> None:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    agreed = total = 0
    for name in ["json/decoder.py", "argparse.py", "dataclasses.py", "functools.py", "pathlib.py"]:
        text = (stdlib / name).read_text()
        exact = as_set(ast_ranges(text))
        agreed += len(exact & as_set(scan_ranges(text)))
        total += len(exact)
    assert agreed / total > 0.95


def test_decorators_belong_to_their_definition_and_trailing_comments_do_not() -> None:
    text = "import x\n\n@first\n@second(1)\nasync def f(\n    a,\n):\n    return a\n\n# about g\ndef g(): pass\n"
    assert as_set(scan_ranges(text)) == {(3, 8, "f"), (11, 11, "g")}


def test_unparseable_text_has_no_ast_ranges_but_still_scans() -> None:
    text = "def broken(:\n    pass\n"
    assert ast_ranges(text) == []
    assert [r.name for r in scan_ranges(text)] == ["broken"]
