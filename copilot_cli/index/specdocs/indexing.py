"""A NormalizedSpec as searchable documents: one per operation, one per named type.

    spec/<tabId>/operations/<operation id>     "GET /pets  listPets  summary …  parameters …"
    spec/<tabId>/types/<type name>             "type Pet (object)  properties: id: integer …"

They live in the same store and go through the same chunking and BM25 machinery as files
(origin "spec", so a repository refresh never touches them and repo.search never shows
them). `index_spec` replaces a tab's documents in one transaction; `search_spec` searches one
tab; `spec_document` returns a whole document's text for a prompt. Operation ids and type
names are percent-encoded in paths (ids such as "get /pets/{id}" contain slashes); hits carry
the original `key`.
"""

from __future__ import annotations

import re
from typing import Any, Literal
from urllib.parse import quote, unquote

from pydantic import BaseModel

from copilot_cli.index.ingest.documents import delete_document, insert_document, upsert_file
from copilot_cli.index.search.bm25 import search
from copilot_cli.index.specdocs.render import render_operation, render_type
from copilot_cli.index.store.sqlite import Store

SPEC = "spec"
_TAB_ID = re.compile(r"[A-Za-z0-9._-]{1,128}")


class SpecHit(BaseModel):
    path: str
    kind: Literal["operation", "type"]
    key: str
    chunk_id: int
    start_line: int
    end_line: int
    score: float
    snippet: str
    matched_terms: list[str]


class SpecIndexReport(BaseModel):
    tab_id: str
    operations: int
    types: int
    removed: int


def check_tab_id(tab_id: str) -> str:
    if not isinstance(tab_id, str) or not _TAB_ID.fullmatch(tab_id) or tab_id in (".", ".."):
        raise ValueError("tabId must be 1-128 characters of letters, digits, '.', '_' or '-'")
    return tab_id


def spec_documents(tab_id: str, spec: Any) -> dict[str, str]:
    """Virtual path → text for every operation (webhooks included) and named type."""
    check_tab_id(tab_id)
    docs: dict[str, str] = {}
    for op in [*spec.operations, *spec.webhooks]:
        docs[f"{SPEC}/{tab_id}/operations/{quote(op.id, safe='')}"] = render_operation(op)
    for name, schema in spec.types.items():
        docs[f"{SPEC}/{tab_id}/types/{quote(name, safe='')}"] = render_type(name, schema)
    return docs


def index_spec(store: Store, tab_id: str, spec: Any) -> SpecIndexReport:
    """Replace tab `tab_id`'s documents with those of `spec` (a NormalizedSpec)."""
    docs = spec_documents(tab_id, spec)
    with store.writer() as conn:
        removed = _delete_tab(conn, tab_id)
        for path, text in docs.items():
            lines = insert_document(conn, SPEC, path, text)
            upsert_file(conn, SPEC, path, len(text), 0, "", "text", lines)
    operations = sum(1 for p in docs if "/operations/" in p)
    return SpecIndexReport(tab_id=tab_id, operations=operations, types=len(docs) - operations, removed=removed)


def remove_spec(store: Store, tab_id: str) -> int:
    check_tab_id(tab_id)
    with store.writer() as conn:
        return _delete_tab(conn, tab_id)


def search_spec(
    store: Store, tab_id: str, query: str, *, top_k: int = 10, kind: Literal["operation", "type"] | None = None
) -> list[SpecHit]:
    """BM25 over one tab's documents (optionally only operations or only types)."""
    check_tab_id(tab_id)
    prefix = f"{SPEC}/{tab_id}" + ({"operation": "/operations", "type": "/types"}[kind] if kind else "")
    found = search(store, query, top_k=top_k, path_prefix=prefix, origin=SPEC)
    return [_spec_hit(h.model_dump()) for h in found.hits]


def spec_document(store: Store, path: str) -> str | None:
    """The whole text of one spec document (its chunks joined), or None."""
    rows = (
        store.reader()
        .execute(
            "SELECT f.body FROM chunks c JOIN chunks_fts f ON f.rowid = c.id "
            "WHERE c.origin = ? AND c.path = ? ORDER BY c.start_line",
            (SPEC, path),
        )
        .fetchall()
    )
    return "\n".join(r[0] for r in rows) if rows else None


def _delete_tab(conn, tab_id: str) -> int:
    prefix = f"{SPEC}/{tab_id}/"
    paths = [
        r[0]
        for r in conn.execute(
            "SELECT path FROM files WHERE origin = ? AND substr(path, 1, ?) = ?", (SPEC, len(prefix), prefix)
        )
    ]
    for path in paths:
        delete_document(conn, SPEC, path)
    conn.execute("DELETE FROM files WHERE origin = ? AND substr(path, 1, ?) = ?", (SPEC, len(prefix), prefix))
    return len(paths)


def _spec_hit(hit: dict[str, Any]) -> SpecHit:
    _, _, section, encoded = hit["path"].split("/", 3)
    kind: Literal["operation", "type"] = "operation" if section == "operations" else "type"
    return SpecHit(kind=kind, key=unquote(encoded), **{k: hit[k] for k in SpecHit.model_fields if k in hit})
