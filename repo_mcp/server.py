"""`python -m repo_mcp.server --repo-root PATH` (seed 002's command line): repo-mcp itself."""

from copilot_cli.index.faces.repo_mcp import main

__all__ = ["main"]

if __name__ == "__main__":
    raise SystemExit(main())
