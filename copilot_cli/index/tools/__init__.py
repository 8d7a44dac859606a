"""The `repo.*` tool surface shared by every face: the tool names (names.py, cheap to import),
parameter checks (params.py), the audit log (audit.py), the outline/references/bundle tools
(code.py), the Repo Reader tool (research.py) and the one call path (calls.py)."""
