"""The `repo.*` tool surface shared by every face: the tool names (names.py, cheap to import),
the outline/references/bundle tools (code.py), the Repo Reader tool (research.py) and the one
call path that validates, runs, audits and size-limits a call (calls.py). Parameter checks
and the audit log sit one level down (index/params.py, index/audit.py), beside RepoIndex,
whose own tools use them."""
