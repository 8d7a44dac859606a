"""Getting a repository into the store: which files (walk.py), how they are cut (chunker.py,
with symbol ranges from spans.py / pyspans.py), per-file work (prepare.py), the rows written
(documents.py) and the incremental refresh that ties them together (refresh.py)."""
