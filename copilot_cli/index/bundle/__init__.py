"""Context bundles (repo.build_context_bundle): candidates and their scores (rank.py), the
budgeted selection (build.py), the result and its Markdown (output.py)."""
