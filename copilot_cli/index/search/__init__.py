"""Reading the store: BM25 search over chunks (bm25.py) and chunks by id (fetch.py)."""
