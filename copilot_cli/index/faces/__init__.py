"""The index's own stdio faces: Repodex (repodex.py, seed 000) and repo-mcp (repo_mcp.py,
seed 002). Framing and stdout isolation come from copilot_cli.common."""
