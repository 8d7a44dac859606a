"""Per-file work of a refresh that needs no database: read, sniff, hash, chunk.

Pure and picklable, so refresh can run it in worker processes (see refresh._prepare_all).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Literal

from copilot_cli.index.ingest.documents import PreparedDocument, prepare_document
from copilot_cli.index.ingest.spans import spans_for
from copilot_cli.workspace.paths import PathBlocked
from copilot_cli.workspace.textops import read_confined

BINARY_SNIFF_BYTES = 8192  # a NUL in the first 8 KB means binary (seed 002 / issue)


@dataclass(frozen=True)
class FileWork:
    kind: Literal["missing", "binary", "same", "text"]
    digest: str = ""
    document: PreparedDocument | None = None


def prepare_file(root: str, path: str, old_digest: str | None, force: bool, python_enabled: bool) -> FileWork:
    """What changed about one file: gone, binary, same content as `old_digest`, or new text
    already chunked."""
    try:  # judged again where it lives now: a link swapped in since the walk, a FIFO, a secret
        data = read_confined(root, path)
    except (OSError, PathBlocked):
        return FileWork("missing")
    if b"\0" in data[:BINARY_SNIFF_BYTES]:
        return FileWork("binary")
    digest = hashlib.blake2b(data, digest_size=16).hexdigest()
    if old_digest == digest and not force:
        return FileWork("same", digest)
    text = data.decode("utf-8", errors="replace")
    symbols = spans_for(path, text, python_enabled=python_enabled)
    return FileWork("text", digest, prepare_document(path, text, symbols))
