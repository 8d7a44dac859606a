"""SPDX licence detection for a repository, by the text of its licence file.

No well-kept, light library fits: scancode-toolkit is hundreds of MB, and the small matchers on
PyPI are unmaintained. The common licences have stable, distinctive sentences, so each is
recognized by all of its fingerprint phrases (text lower-cased, whitespace collapsed), most
specific first (LGPL/AGPL before GPL, 0BSD before ISC, BSD-3 before BSD-2). Then, in order:
an `SPDX-License-Identifier:` line in a licence file, then package metadata (package.json,
pyproject.toml, Cargo.toml). Several different licence files → their ids joined with " AND "
(the conservative reading: an excerpt may carry all of them). Nothing found → None.

GPL-family texts do not say "only" or "or later" (the source headers do); we report `-only`.
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

from copilot_cli.index.research.models import SPDX_PATTERN

_LICENSE_FILE = re.compile(r"^(licen[cs]e|copying|unlicense)([.\-_][\w.\-]*)?$", re.IGNORECASE)
_SPDX_LINE = re.compile(r"SPDX-License-Identifier:\s*([A-Za-z0-9.+\-() ]+)")
_MAX_READ = 256 * 1024

_MIT_GRANT = "permission is hereby granted, free of charge, to any person obtaining a copy"
_BSD_GRANT = "redistribution and use in source and binary forms, with or without modification, are permitted"
_ISC_GRANT = "permission to use, copy, modify, and/or distribute this software for any purpose with or without fee"

# (SPDX id, phrases that must all appear, phrases that must not appear)
FINGERPRINTS: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = [
    ("AGPL-3.0-only", ("gnu affero general public license", "version 3, 19 november 2007"), ()),
    ("LGPL-3.0-only", ("gnu lesser general public license", "version 3, 29 june 2007"), ()),
    ("LGPL-2.1-only", ("gnu lesser general public license", "version 2.1, february 1999"), ()),
    ("GPL-3.0-only", ("gnu general public license", "version 3, 29 june 2007"), ()),
    ("GPL-2.0-only", ("gnu general public license", "version 2, june 1991"), ()),
    ("Apache-2.0", ("apache license", "version 2.0"), ()),
    ("MPL-2.0", ("mozilla public license version 2.0",), ()),
    ("EPL-2.0", ("eclipse public license - v 2.0",), ()),
    ("BSL-1.0", ("boost software license - version 1.0",), ()),
    ("Unlicense", ("this is free and unencumbered software released into the public domain",), ()),
    ("CC0-1.0", ("cc0 1.0 universal",), ()),
    ("0BSD", (_ISC_GRANT,), ("the above copyright notice and this permission notice appear in all copies",)),
    ("ISC", (_ISC_GRANT, "the above copyright notice and this permission notice appear in all copies"), ()),
    ("MIT", (_MIT_GRANT, "the above copyright notice and this permission notice shall be included"), ()),
    ("BSD-4-Clause", (_BSD_GRANT, "all advertising materials mentioning features"), ()),
    ("BSD-3-Clause", (_BSD_GRANT, "neither the name of"), ("all advertising materials mentioning features",)),
    ("BSD-2-Clause", (_BSD_GRANT,), ("neither the name of", "all advertising materials mentioning features")),
    (
        "Zlib",
        (
            "this software is provided 'as-is', without any express or implied warranty",
            "altered source versions must be plainly marked as such",
        ),
        (),
    ),
]


def normalize(text: str) -> str:
    text = text.lower().replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = re.sub(r"[*#>]+", " ", text)  # markdown decoration around licence text
    return " ".join(text.split())


def identify_text(text: str) -> str | None:
    """The SPDX id whose fingerprint the text carries, else None."""
    tagged = _SPDX_LINE.search(text)
    if tagged and re.fullmatch(SPDX_PATTERN, tagged.group(1).strip()):
        return tagged.group(1).strip()
    flat = normalize(text)
    for spdx, required, forbidden in FINGERPRINTS:
        if all(p in flat for p in required) and not any(p in flat for p in forbidden):
            return spdx
    return None


def licence_files(root: Path) -> list[Path]:
    try:
        return sorted(p for p in root.iterdir() if _LICENSE_FILE.match(p.name) and p.is_file() and not p.is_symlink())
    except OSError:
        return []


def _from_metadata(root: Path) -> str | None:
    try:
        package = root / "package.json"
        if package.is_file():
            value = json.loads(package.read_text("utf-8")).get("license")
            if isinstance(value, str) and value.strip():
                return value.strip()
        for name, table in (("pyproject.toml", "project"), ("Cargo.toml", "package")):
            path = root / name
            if path.is_file():
                value = tomllib.loads(path.read_text("utf-8")).get(table, {}).get("license")
                if isinstance(value, dict):
                    value = value.get("text")
                if isinstance(value, str) and 0 < len(value.strip()) <= 64 and "\n" not in value.strip():
                    return value.strip()
    except (OSError, ValueError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    return None


def detect_license(root: str | Path) -> str | None:
    """The repository's SPDX identifier (or `A AND B` for several licence files), or None."""
    found: list[str] = []
    for path in licence_files(Path(root)):
        try:
            text = path.read_bytes()[:_MAX_READ].decode("utf-8", errors="replace")
        except OSError:
            continue
        spdx = identify_text(text)
        if spdx and spdx not in found:
            found.append(spdx)
    if found:
        return " AND ".join(sorted(found))
    meta = _from_metadata(Path(root))
    return meta if meta and re.fullmatch(r"[A-Za-z0-9.+\-() ]{1,100}", meta) else None


def licence_ids(expression: str) -> set[str]:
    """The identifiers in an SPDX expression ("MIT OR Apache-2.0" → {"MIT", "Apache-2.0"})."""
    return {t for t in re.split(r"[\s()]+", expression) if t and t.upper() not in ("AND", "OR", "WITH")}
