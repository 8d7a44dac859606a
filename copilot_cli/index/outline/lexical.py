"""The lexical adapter: line patterns per language family, blocks by braces or indentation.

Conservative by design. It is the fallback for files no parser reads, for Python that does
not parse, and for the regions a tree-sitter parse marks as errors. A block whose closing
brace cannot be found ends on its own line: a macro or a stray brace must never turn one
declaration into a thousand-line symbol.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .blocks import brace_block_end, indent_block_end
from .model import CLASS_KINDS, OutlineSymbol, scope_kind_of
from .text import tidy_signature

_MODS = r"(?:(?:public|private|protected|internal|static|final|abstract|sealed|partial|virtual|override|async|readonly|unsafe|extern|new|synchronized|native|default|export|declare|inline|constexpr|explicit)\s+)*"
_NOT_CALLS = frozenset(
    {"if", "for", "while", "switch", "catch", "return", "else", "do", "sizeof", "new", "throw",
     "using", "lock", "foreach", "typeof", "await", "yield", "case", "delete", "function"}
)  # fmt: skip


@dataclass(frozen=True)
class _Pattern:
    kind: str
    regex: re.Pattern[str]


def _p(kind: str, pattern: str) -> _Pattern:
    return _Pattern(kind, re.compile(pattern))


_TYPES = r"(?P<kind>class|interface|enum|struct|record|trait|namespace|module|union)"
_FAMILIES: dict[str, list[_Pattern]] = {
    "python": [
        _p("class", r"^\s*class\s+(?P<name>\w+)"),
        _p("function", r"^\s*(?:async\s+)?def\s+(?P<name>\w+)"),
    ],
    "typescript": [
        _p("type", rf"^\s*{_MODS}(?:abstract\s+)?{_TYPES}\s+(?P<name>[\w$]+)"),
        _p("type", r"^\s*(?:export\s+)?(?:declare\s+)?type\s+(?P<name>[\w$]+)\s*(?:<[^=]*>)?\s*="),
        _p("function", r"^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*(?P<name>[\w$]+)"),
        _p(
            "function",
            r"^\s*(?:export\s+)?(?:const|let|var)\s+(?P<name>[\w$]+)\s*(?::[^=]+)?=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>|[\w$]+\s*=>)",
        ),
        _p("method", rf"^\s+{_MODS}(?:get\s+|set\s+|\*\s*)?(?P<name>[\w$]+)\s*(?:<[^>]*>)?\s*\([^;]*$"),
    ],
    "java": [
        _p("type", rf"^\s*{_MODS}(?:@interface|{_TYPES})\s+(?P<name>\w+)"),
        _p("method", rf"^\s*{_MODS}(?:<[^>]+>\s+)?[\w<>\[\],.?\s]+?\s+(?P<name>\w+)\s*\([^;]*$"),
        _p("constructor", rf"^\s*{_MODS}(?P<name>[A-Z]\w*)\s*\([^;]*$"),
    ],
    "go": [
        _p("method", r"^func\s+\((?:\w+\s+)?\*?(?P<receiver>\w+)[^)]*\)\s*(?P<name>\w+)"),
        _p("function", r"^func\s+(?P<name>\w+)"),
        _p("struct", r"^type\s+(?P<name>\w+)\s+struct\b"),
        _p("interface", r"^type\s+(?P<name>\w+)\s+interface\b"),
        _p("type", r"^type\s+(?P<name>\w+)\b"),
        _p("const", r"^const\s+(?P<name>\w+)"),
        _p("variable", r"^var\s+(?P<name>\w+)"),
    ],
    "rust": [
        _p(
            "function",
            r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:(?:async|const|unsafe|default)\s+|extern\s+\"[^\"]*\"\s+)*fn\s+(?P<name>\w+)",
        ),
        _p("type", r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:unsafe\s+)?(?P<kind>struct|enum|trait|union|mod)\s+(?P<name>\w+)"),
        _p("impl", r"^\s*(?:unsafe\s+)?impl(?:<[^>]*>)?\s+(?:[\w:<>, ]+\s+for\s+)?(?P<name>\w+)"),
        _p("macro", r"^\s*macro_rules!\s*(?P<name>\w+)"),
        _p("const", r"^\s*(?:pub(?:\([^)]*\))?\s+)?const\s+(?P<name>\w+)"),
        _p("type", r"^\s*(?:pub(?:\([^)]*\))?\s+)?type\s+(?P<name>\w+)"),
    ],
    "cpp": [
        _p(
            "type",
            r"^\s*(?:template\s*<[^>]*>\s*)?(?:typedef\s+)?(?P<kind>class|struct|union|namespace|enum(?:\s+class)?)\s+(?:\w+\s+)?(?P<name>\w+)\s*(?:final\s*)?(?::[^;{]*)?\{?\s*$",
        ),
        _p(
            "function",
            r"^\s*(?:[\w:<>,*&~]+\s+)*?[*&]*(?P<name>~?\w+(?:::~?\w+)*)\s*\([^;{]*\)\s*(?:const\s*)?(?:noexcept\s*)?(?:override\s*)?(?:\{.*)?$",
        ),
    ],
    "csharp": [
        _p("type", rf"^\s*(?:\[[^\]]*\]\s*)*{_MODS}{_TYPES}\s+(?P<name>[\w.]+)"),
        _p("property", rf"^\s*{_MODS}[\w<>\[\],.?]+\s+(?P<name>\w+)\s*(?:\{{\s*(?:get|set|init)\b|=>)"),
        _p("method", rf"^\s*{_MODS}[\w<>\[\],.?\s]+?\s+(?P<name>\w+)\s*(?:<[^>]*>)?\s*\([^;]*$"),
        _p("constructor", rf"^\s*{_MODS}(?P<name>[A-Z]\w*)\s*\([^;]*$"),
    ],
    "generic": [
        _p("class", r"^\s*(?:export\s+)?(?:class|module|interface|struct)\s+(?P<name>[\w$]+)"),
        _p("function", r"^\s*(?:export\s+)?(?:async\s+)?(?:def|function|fn|func|sub|proc)\s+(?P<name>[\w$.]+)"),
    ],
}
_FAMILY_OF = {"tsx": "typescript", "javascript": "typescript"}


def _family(key: str) -> list[_Pattern]:
    return _FAMILIES.get(_FAMILY_OF.get(key, key), _FAMILIES["generic"])


def _match(patterns: list[_Pattern], line: str) -> tuple[str, re.Match[str]] | None:
    for pattern in patterns:
        found = pattern.regex.match(line)
        if found is None or found.group("name") in _NOT_CALLS:
            continue
        kind = found.groupdict().get("kind") or pattern.kind
        return kind.split()[0], found
    return None


def outline_lexical(
    source: str, key: str, braces: bool, window: tuple[int, int] | None = None, lines: list[str] | None = None
) -> list[OutlineSymbol]:
    """Symbols whose declaration line lies in `window` (1-based, inclusive; None = all).
    `lines` may pass `source.splitlines()` when the caller already has it."""
    lines = source.splitlines() if lines is None else lines
    lo, hi = window or (1, len(lines))
    patterns = _family(key)
    found: list[tuple[str, str, int, int, str, str | None]] = []
    in_block_comment = False
    for number in range(lo, min(hi, len(lines)) + 1):
        line = lines[number - 1]
        stripped = line.strip()
        if in_block_comment or stripped.startswith("/*"):
            in_block_comment = "*/" not in stripped or stripped.endswith("/*")
            continue
        if stripped.startswith(("//", "#", "*")) and not stripped.startswith("#["):
            continue
        hit = _match(patterns, line)
        if hit is None:
            continue
        kind, match = hit
        uses_braces = braces if key != "generic" else "{" in line
        end = (
            brace_block_end(lines, number, hi, cpp=key == "cpp") if uses_braces else indent_block_end(lines, number, hi)
        )
        receiver = match.groupdict().get("receiver")
        found.append((kind, match.group("name"), number, end, line[:400], receiver))
    return _nest(found)


def _nest(found: list[tuple[str, str, int, int, str, str | None]]) -> list[OutlineSymbol]:
    symbols: list[OutlineSymbol] = []
    stack: list[OutlineSymbol] = []
    for kind, name, start, end, line, receiver in found:
        while stack and stack[-1].end_line < start:
            stack.pop()
        parent = stack[-1] if stack else None
        qualified_parent = receiver
        if parent is not None:
            qualified_parent = parent.name if parent.parent_symbol is None else f"{parent.parent_symbol}.{parent.name}"
            if kind == "function" and parent.kind in CLASS_KINDS:
                kind = "method"
        if "::" in name:
            qualifier, name = name.rsplit("::", 1)
            qualified_parent, kind = qualifier.replace("::", "."), "method"
        symbol = OutlineSymbol(
            kind=kind,
            name=name,
            signature=tidy_signature(line),
            start_line=start,
            end_line=end,
            parent_symbol=qualified_parent,
            scope_kind=scope_kind_of(parent.kind if parent else ("class" if receiver else None)),
            decl_context="module" if parent is None else f"{parent.kind} {qualified_parent}",
        )
        symbols.append(symbol)
        if end > start:
            stack.append(symbol)
    return symbols
