"""`copilot-cli workspace serve` argument handling (the server itself is tested over HTTP)."""

from __future__ import annotations

from pathlib import Path

import pytest

from copilot_cli.cli import build_parser
from copilot_cli.commands import workspace as command


def parse(*argv: str):
    return build_parser().parse_args(["workspace", "serve", *argv])


def test_a_token_file_or_unsafe_no_auth_is_required_and_not_both(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        parse("--workspace", f"w={tmp_path}")
    with pytest.raises(SystemExit):
        parse("--workspace", f"w={tmp_path}", "--unsafe-no-auth", "--token-file", "t")
    args = parse("--workspace", f"w={tmp_path}", "--unsafe-no-auth", "--port", "0")
    assert args.unsafe_no_auth and args.port == 0 and args.host == "127.0.0.1"


@pytest.mark.parametrize("value", ["nodir", "=x", "bad id={tmp}", "w=/definitely/not/here"])
def test_workspaces_must_be_id_equals_existing_directory(tmp_path: Path, value: str) -> None:
    with pytest.raises(SystemExit):
        parse("--workspace", value.format(tmp=tmp_path), "--unsafe-no-auth")


def test_a_short_token_refuses_to_start(tmp_path: Path) -> None:
    token = tmp_path / "token"
    token.write_text("short\n")
    args = parse("--workspace", f"w={tmp_path}", "--token-file", str(token), "--data-dir", str(tmp_path / "d"))
    with pytest.raises(SystemExit, match="at least 16 characters"):
        command.run(args)


def test_duplicate_workspace_ids_are_refused(tmp_path: Path) -> None:
    args = parse("--workspace", f"w={tmp_path}", "--workspace", f"w={tmp_path}", "--unsafe-no-auth")
    assert command.run(args) == 2
