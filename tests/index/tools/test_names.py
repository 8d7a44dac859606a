"""One list of `repo.*` tools: the index's table, repo-mcp and the JSON-RPC method table follow it."""

from __future__ import annotations

import subprocess
import sys

from copilot_cli.index.tools.calls import TOOLS, tool_names
from copilot_cli.index.tools.names import REPO_TOOL_NAMES, RESEARCH_TOOL_NAME
from copilot_cli.rpc.methods import default_methods


def test_the_tool_table_holds_exactly_the_named_tools_in_their_order() -> None:
    assert tuple(TOOLS) == REPO_TOOL_NAMES
    assert tool_names() == sorted(REPO_TOOL_NAMES)


def test_the_json_rpc_method_table_routes_every_named_tool() -> None:
    methods = default_methods()
    assert {n for n in methods if n.startswith("repo.")} == {*REPO_TOOL_NAMES, RESEARCH_TOOL_NAME}
    assert {methods[n].target for n in REPO_TOOL_NAMES} == {"copilot_cli.rpc.handlers.repo:repo_tool"}
    assert methods[RESEARCH_TOOL_NAME].target == "copilot_cli.rpc.handlers.research:research"


def test_importing_repo_mcp_changes_no_table_it_builds_its_own() -> None:
    before = dict(TOOLS)
    from copilot_cli.index.faces.repo_mcp import repo_mcp_tools

    assert dict(TOOLS) == before and RESEARCH_TOOL_NAME not in TOOLS
    assert set(repo_mcp_tools()) == {*REPO_TOOL_NAMES, RESEARCH_TOOL_NAME}


def test_the_names_are_cheap_to_import() -> None:
    # rpc/methods.py imports them on the server's start-up path: no sqlite, tree-sitter or pydantic
    script = (
        "import sys\n"
        "import copilot_cli.index.tools.names\n"
        "print(sorted(m for m in ('sqlite3', 'tree_sitter', 'pydantic') if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[]"
