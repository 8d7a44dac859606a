"""The repository index: a searchable, symbol-aware view of a code base, and its faces.

    config.py       IndexConfig: limits from flags, filters from repo_mcp.toml
    repo_index.py   RepoIndex: one repository's index and the core `repo.*` operations on it
    params.py       tool parameter checks and ToolError (the seed's messages)
    audit.py        the audit log of tool calls, sanitized
    store/          the SQLite + FTS5 store and the tokens it indexes and queries
    outline/        declarations of a source file (ast, tree-sitter, lexical)
    ingest/         walk the repository, chunk files along their symbols, refresh the store
    search/         BM25 over chunks, chunks by id
    code/           code intelligence: symbol ranges, references
    bundle/         context bundles: ranked, bounded sets of code ranges
    specdocs/       API-spec documents in the same store, and prompt context from them
    research/       the Repo Reader (seed 001): licence-attributed excerpts
    tools/          the `repo.*` tool surface: names, the code and research tools, one call path
    faces/          Repodex and repo-mcp on stdio (the JSON-RPC face is rpc/handlers/repo.py)

Dependencies point one way: store and outline at the bottom; ingest, search, code, bundle and
specdocs above them; RepoIndex (with params and audit) over those; research and tools above
RepoIndex; faces on top. No two subpackages import each other. Package `__init__` modules
import nothing, so `tools.names` costs nothing to import.
"""
