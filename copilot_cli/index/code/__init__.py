"""Code intelligence over the index: symbol ranges for ranking (symbols.py) and cross-file
references (references.py, which classifies each occurrence with refsites.py / reftrees.py)."""
