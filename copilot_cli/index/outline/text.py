"""Small text helpers shared by the adapters: signatures and doc comments."""

from __future__ import annotations

import re

MAX_SIGNATURE = 240
MAX_DOC = 300

_WS = re.compile(r"\s+")
_OPEN_PAREN_WS = re.compile(r"([(\[<])\s+")
_CLOSE_PAREN_WS = re.compile(r",?\s+([)\]>])")
_XML_TAG = re.compile(r"</?\w+[^>]*>")


def tidy_signature(text: str) -> str:
    """One line, whitespace collapsed, no trailing body opener, bounded length."""
    text = _WS.sub(" ", text).strip()
    text = _OPEN_PAREN_WS.sub(r"\1", text)
    text = _CLOSE_PAREN_WS.sub(r"\1", text)
    text = text.rstrip("{:;= ").rstrip()
    if len(text) > MAX_SIGNATURE:
        text = text[: MAX_SIGNATURE - 1].rstrip() + "…"
    return text


def clean_comment(raw: str) -> str:
    """Strip comment markers (//, ///, /** */, *, #) and XML doc tags; keep the words."""
    lines = []
    for line in raw.splitlines():
        line = line.strip()
        for marker in ("/**", "/*!", "/*", "*/", "///", "//!", "//", "#"):
            if line.startswith(marker):
                line = line[len(marker) :]
                break
        if line.endswith("*/"):
            line = line[:-2]
        line = line.strip().lstrip("*").strip()
        lines.append(_XML_TAG.sub("", line).strip())
    return bound_doc(" ".join(part for part in lines if part))


def bound_doc(text: str) -> str:
    text = _WS.sub(" ", text).strip()
    if len(text) > MAX_DOC:
        text = text[: MAX_DOC - 1].rstrip() + "…"
    return text


def first_paragraph(doc: str) -> str:
    return bound_doc(doc.strip().split("\n\n", 1)[0])


def condition_text(text: str, limit: int = 80) -> str:
    text = _WS.sub(" ", text).strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
