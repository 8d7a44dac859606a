"""Outlines from tree-sitter grammars (the individual `tree-sitter-<lang>` wheels).

Declarations are found by per-language queries kept as data (`queries/<lang>.scm`):
`@definition.<kind>` on the declaration node, `@name` on its name. Symbols inside ERROR
nodes are dropped; the caller lets the lexical adapter fill those regions in.
"""

from __future__ import annotations

import importlib
import threading
from dataclasses import dataclass
from functools import cache
from importlib import resources

from tree_sitter import Language, Node, Parser, Query, QueryCursor, Tree

from . import ts_nodes
from .languages import LanguageSpec
from .model import CLASS_KINDS, OutlineSymbol, scope_kind_of

_local = threading.local()  # a Parser is not safe to share between threads


@cache
def grammar(spec: LanguageSpec) -> Language:
    assert spec.grammar is not None
    module, function = spec.grammar
    return Language(getattr(importlib.import_module(module), function)())


@cache
def _query(spec: LanguageSpec) -> Query:
    text = resources.files(__package__).joinpath(f"queries/{spec.query}.scm").read_text()
    return Query(grammar(spec), text)


@cache
def _error_query(spec: LanguageSpec) -> Query:
    return Query(grammar(spec), "(ERROR) @error")


def parse(spec: LanguageSpec, source: bytes) -> Tree:
    parsers: dict[str, Parser] = _local.__dict__.setdefault("parsers", {})
    parser = parsers.get(spec.key)
    if parser is None:
        parser = parsers[spec.key] = Parser(grammar(spec))
    return parser.parse(source)


@dataclass
class _Found:
    node: Node
    kind: str
    name_node: Node | None
    receiver: str | None
    pattern: int


def _matches(spec: LanguageSpec, root: Node) -> list[_Found]:
    """One entry per declaration node; the earliest pattern in the query file wins."""
    best: dict[tuple[int, int, str], _Found] = {}
    for pattern, captures in QueryCursor(_query(spec)).matches(root):
        kind = next((key.split(".", 1)[1] for key in captures if key.startswith("definition.")), None)
        if kind is None:
            continue
        node = captures[f"definition.{kind}"][0]
        names = captures.get("name")
        receivers = captures.get("receiver")
        receiver = _text(receivers[0]) if receivers else None
        key = (node.start_byte, node.end_byte, node.type)
        if key not in best or pattern < best[key].pattern:
            best[key] = _Found(node, kind, names[0] if names else None, receiver, pattern)
    return sorted(best.values(), key=lambda f: (f.node.start_byte, -f.node.end_byte))


def _text(node: Node) -> str:
    return node.text.decode("utf-8", errors="replace") if node.text else ""


def _split_name(found: _Found) -> tuple[str, str | None]:
    """(name, qualifier): `Foo::bar` → ("bar", "Foo"); generics and templates dropped."""
    node = found.name_node
    if node is None:
        op = found.node.child_by_field_name("operator")
        return ("operator " + _text(op)) if op is not None else (
            "this" if "indexer" in found.node.type else found.node.type
        ), None
    text = _text(node)
    if found.kind == "impl" or node.type in ("template_function", "template_type", "generic_type"):
        text = text.split("<", 1)[0]
    if "::" in text:
        qualifier, name = text.rsplit("::", 1)
        return name, qualifier.replace("::", ".")
    return text, None


def _trusted(found: _Found) -> bool:
    """Not inside an ERROR node; a body-less declaration must parse cleanly (a macro call
    such as `DECLARE_GETTER(int, size)` in a class body looks like a method declaration)."""
    if ts_nodes.inside_error(found.node):
        return False
    return not (found.node.has_error and ts_nodes.find_body(found.node) is None)


def _misparsed(found: list[_Found], index: int) -> bool:
    """C and C++ functions do not nest: one that contains another is a macro misparse."""
    end = found[index].node.end_byte
    for inner in found[index + 1 :]:
        if inner.node.start_byte >= end:
            return False
        if inner.node.type == "function_definition":
            return True
    return False


def outline_tree(
    spec: LanguageSpec, source: bytes, detail: bool = True
) -> tuple[list[OutlineSymbol], list[tuple[int, int]]]:
    """Symbols and error ranges; `detail=False` skips signatures, docs and guards (chunking)."""
    tree = parse(spec, source)
    found = [f for f in _matches(spec, tree.root_node) if _trusted(f)]
    symbols: list[OutlineSymbol] = []
    stack: list[tuple[_Found, OutlineSymbol]] = []
    dropped: set[int] = set()
    for index, item in enumerate(found):
        if item.node.type == "function_definition" and _misparsed(found, index):
            dropped.add(index)
    for index, item in enumerate(found):
        if index in dropped:
            continue
        while stack and stack[-1][0].node.end_byte <= item.node.start_byte:
            stack.pop()
        parent_found, parent = stack[-1] if stack else (None, None)
        symbol = _symbol(source, item, parent_found, parent, detail)
        symbols.append(symbol)
        stack.append((item, symbol))
    return symbols, ts_nodes.error_ranges(tree.root_node, _error_query(spec))


def _symbol(
    source: bytes, item: _Found, parent_found: _Found | None, parent: OutlineSymbol | None, detail: bool
) -> OutlineSymbol:
    name, qualifier = _split_name(item)
    kind = item.kind
    parent_name = None
    if parent is not None:
        parent_name = parent.name if parent.parent_symbol is None else f"{parent.parent_symbol}.{parent.name}"
    if qualifier is not None:
        parent_name = qualifier if parent_name is None else f"{parent_name}.{qualifier}"
    if item.receiver is not None:
        parent_name = item.receiver
    parent_kind = parent.kind if parent is not None else None
    if kind == "function" and (parent_kind in CLASS_KINDS or qualifier is not None or item.receiver is not None):
        kind = "method"
    if qualifier is not None or item.receiver is not None:
        parent_kind = parent_kind if parent_kind in CLASS_KINDS else "class"
    outer = ts_nodes.anchor(item.node)
    start, end = ts_nodes.start_line(item.node, outer, item.name_node), ts_nodes.end_line(item.node)
    if not detail:
        return OutlineSymbol.model_construct(
            kind=kind, name=name, signature="", start_line=start, end_line=end, parent_symbol=parent_name
        )
    guard = ts_nodes.guard(outer, parent_found.node if parent_found else None)
    context = "module" if parent is None else f"{parent.kind} {parent_name}"
    return OutlineSymbol(
        kind=kind,
        name=name,
        signature=ts_nodes.signature(source, item.node, item.name_node),
        start_line=start,
        end_line=end,
        doc=ts_nodes.doc_comment(source, outer),
        parent_symbol=parent_name,
        scope_kind=scope_kind_of(parent_kind),
        is_conditional=guard is not None,
        decl_context=guard or context,
    )
