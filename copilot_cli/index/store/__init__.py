"""The index store: one SQLite file with FTS5 (sqlite.py) and the tokens it holds (tokens.py)."""
