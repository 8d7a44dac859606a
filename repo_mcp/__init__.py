"""The seed's module name for repo-mcp: `python -m repo_mcp.server --repo-root PATH`.

A thin alias; the implementation is copilot_cli.index.faces.repo_mcp (also the `repo-mcp`
console script)."""
