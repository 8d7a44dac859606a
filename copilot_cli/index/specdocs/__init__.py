"""API specs in the index: a NormalizedSpec as plain-text documents (render.py), stored and
searched per tab (indexing.py), and budgeted prompt context from them (context.py)."""
