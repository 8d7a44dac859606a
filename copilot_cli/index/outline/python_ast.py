"""Python outlines from the standard library's `ast`.

Nested and conditional declarations are syntactic facts: a `def` under `if`, `try`,
`for`, `while` or `match` is reported with `is_conditional` and the header that guards it
in `decl_context`; which branch runs is never evaluated.
"""

from __future__ import annotations

import ast

from .model import OutlineSymbol, scope_kind_of
from .text import condition_text, first_paragraph, tidy_signature

_Def = ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef


class _Guard:
    """The header guarding a declaration, rendered only if a declaration needs it
    (ast.unparse of every `if` in a file would cost more than parsing it)."""

    def __init__(self, *parts: str | ast.AST | None) -> None:
        self.parts = parts

    def text(self) -> str:
        rendered = []
        for index, part in enumerate(self.parts):
            if isinstance(part, ast.AST):
                rendered.append((" " if index == 1 and self.parts[0] == "except" else "") + ast.unparse(part))
            elif part is not None:
                rendered.append(part)
        return condition_text("".join(rendered))


class _Collector:
    def __init__(self, source: str) -> None:
        self.lines = source.splitlines()
        self.symbols: list[OutlineSymbol] = []

    def body(self, stmts: list[ast.stmt], parent: OutlineSymbol | None, guard: _Guard | None) -> None:
        for stmt in stmts:
            if isinstance(stmt, _Def):
                self.definition(stmt, parent, guard)
            else:
                self.compound(stmt, parent)

    def compound(self, stmt: ast.stmt, parent: OutlineSymbol | None) -> None:
        """Descend into control flow; declarations found there are conditional."""
        if isinstance(stmt, ast.If):
            self.body(stmt.body, parent, _Guard("if ", stmt.test))
            self.body(stmt.orelse, parent, _Guard("else of if ", stmt.test))
        elif isinstance(stmt, ast.Try | ast.TryStar):
            self.body(stmt.body, parent, _Guard("try"))
            for handler in stmt.handlers:
                self.body(handler.body, parent, _Guard("except", handler.type))
            self.body(stmt.orelse, parent, _Guard("else of try"))
            self.body(stmt.finalbody, parent, _Guard("finally"))
        elif isinstance(stmt, ast.For | ast.AsyncFor):
            self.body(stmt.body, parent, _Guard("for ", stmt.target, " in ", stmt.iter))
            self.body(stmt.orelse, parent, _Guard("else of for ", stmt.target, " in ", stmt.iter))
        elif isinstance(stmt, ast.While):
            self.body(stmt.body, parent, _Guard("while ", stmt.test))
            self.body(stmt.orelse, parent, _Guard("else of while ", stmt.test))
        elif isinstance(stmt, ast.With | ast.AsyncWith):
            # A with-block always runs its body: its declarations are not conditional.
            self.body(stmt.body, parent, None)
        elif isinstance(stmt, ast.Match):
            for case in stmt.cases:
                self.body(case.body, parent, _Guard("case ", case.pattern))

    def definition(self, node: _Def, parent: OutlineSymbol | None, guard: _Guard | None) -> None:
        if isinstance(node, ast.ClassDef):
            kind = "class"
        else:
            kind = "method" if parent is not None and parent.kind == "class" else "function"
        start = min([node.lineno] + [d.lineno for d in node.decorator_list])
        qualified = None if parent is None else _qualified(parent)
        symbol = OutlineSymbol(
            kind=kind,
            name=node.name,
            signature=self.signature(node),
            start_line=start,
            end_line=node.end_lineno or node.lineno,
            doc=_doc(node),
            parent_symbol=qualified,
            scope_kind=scope_kind_of(parent.kind if parent else None),
            is_conditional=guard is not None,
            decl_context=guard.text() if guard else _context(parent),
        )
        self.symbols.append(symbol)
        self.body(node.body, symbol, None)

    def signature(self, node: _Def) -> str:
        """Source from the `def`/`class` keyword to the start of the body (never a decorator)."""
        first = node.body[0]
        end_row, end_col = first.lineno, first.col_offset
        decorators = getattr(first, "decorator_list", None)
        if decorators:  # the body starts at its first decorator's '@'
            end_row, end_col = decorators[0].lineno, decorators[0].col_offset - 1
        parts: list[str] = []
        for lineno in range(node.lineno, end_row + 1):
            line = self.lines[lineno - 1].encode() if lineno <= len(self.lines) else b""
            lo = node.col_offset if lineno == node.lineno else 0
            hi = end_col if lineno == end_row else len(line)
            parts.append(line[lo:hi].decode(errors="replace"))
        return tidy_signature(" ".join(parts))


def _qualified(symbol: OutlineSymbol) -> str:
    return symbol.name if symbol.parent_symbol is None else f"{symbol.parent_symbol}.{symbol.name}"


def _context(parent: OutlineSymbol | None) -> str:
    return "module" if parent is None else f"{parent.kind} {_qualified(parent)}"


def _doc(node: _Def) -> str | None:
    doc = ast.get_docstring(node, clean=True)
    return first_paragraph(doc) if doc else None


def outline_python(source: str) -> list[OutlineSymbol]:
    """Raises SyntaxError (or ValueError for NUL bytes) when the source does not parse."""
    tree = ast.parse(source)
    collector = _Collector(source)
    collector.body(tree.body, None, None)
    return collector.symbols
