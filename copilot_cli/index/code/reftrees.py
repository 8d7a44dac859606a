"""Classify whole-word occurrences with a tree-sitter parse (TS/JS, Java, Go, Rust, C++, C#)."""

from __future__ import annotations

import re

from tree_sitter import Node

from copilot_cli.index.code.refsites import Mark, better
from copilot_cli.index.outline.languages import LanguageSpec
from copilot_cli.index.outline.treesitter import parse

_TEXT_TYPES = ("comment", "string", "char", "template", "raw_string", "interpreted_string",
               "heredoc", "regex", "jsx_text", "verbatim_string")  # fmt: skip
_MEMBER_TYPES = frozenset(
    {"member_expression", "field_expression", "selector_expression", "scoped_identifier",
     "qualified_identifier", "member_access_expression", "field_access", "scoped_type_identifier",
     "nested_type_identifier", "qualified_name", "scoped_call_expression", "method_invocation"}
)  # fmt: skip
_CALL_TYPES = frozenset(
    {"call_expression", "method_invocation", "invocation_expression", "macro_invocation",
     "new_expression", "object_creation_expression"}
)  # fmt: skip
_IMPORT_TYPES = frozenset(
    {"import_statement", "import_declaration", "import_spec", "use_declaration", "using_directive",
     "preproc_include", "import_clause", "export_clause", "extern_crate_declaration"}
)  # fmt: skip
_SELF = ("this", "self", "Self")


def tree_marks(
    spec: LanguageSpec, text: str, pattern: re.Pattern[str], leaf: str, qualifier: str | None
) -> dict[int, Mark]:
    source = text.encode("utf-8", errors="surrogatepass")
    root = parse(spec, source).root_node
    marks: dict[int, Mark] = {}
    encoded = re.compile(pattern.pattern.encode())
    for match in encoded.finditer(source):
        node = root.descendant_for_byte_range(match.start(), match.end())
        if node is None or node.start_byte != match.start() or node.end_byte != match.end():
            continue  # inside a comment, string or token that is more than the name
        if _is_text(node):
            continue
        mark = _classify(node, source, qualifier)
        line = node.start_point[0] + 1
        marks[line] = better(marks.get(line), mark)
    return marks


def _is_text(node: Node) -> bool:
    current: Node | None = node
    for _ in range(4):
        if current is None:
            return False
        if any(part in current.type for part in _TEXT_TYPES):
            return True
        current = current.parent
    return False


def _classify(node: Node, source: bytes, qualifier: str | None) -> Mark:
    parent = node.parent
    receiver = _receiver(node, source)
    member = receiver is not None
    bound = (
        qualifier is not None
        and receiver is not None
        and (receiver == qualifier or (receiver in _SELF and _inside_type(node, qualifier, source)))
    )
    if parent is not None and _is_definition(node, parent):
        in_type = qualifier is None or _inside_type(node, qualifier, source)
        return Mark("definition", bound=in_type, member=member)
    if _has_ancestor(node, _IMPORT_TYPES, 6):
        return Mark("import", bound=bound, member=member)
    chain = node
    while chain.parent is not None and chain.parent.type in _MEMBER_TYPES and chain.parent.type not in _CALL_TYPES:
        chain = chain.parent
    host = chain.parent
    if host is not None and host.type in _CALL_TYPES:
        callee = (
            host.child_by_field_name("function")
            or host.child_by_field_name("name")
            or host.child_by_field_name("macro")
            or host.child_by_field_name("type")
        )
        if callee is not None and callee in (chain, node):
            return Mark("call", bound=bound, member=member)
    if node.type.endswith("type_identifier"):
        return Mark("type", bound=bound, member=member)
    return Mark("attribute" if member else "name", bound=bound, member=member)


def _is_definition(node: Node, parent: Node) -> bool:
    if parent.type in _CALL_TYPES or parent.type in _MEMBER_TYPES:
        return False
    name = parent.child_by_field_name("name")
    if name == node and not parent.type.endswith(("_expression", "argument", "_pattern")):
        return True
    # C/C++: `int run(...)` names the function through a function_declarator
    return parent.type == "function_declarator" and parent.child_by_field_name("declarator") == node


def _receiver(node: Node, source: bytes) -> str | None:
    """The name right before `.name`, `::name` or `->name`, if any."""
    start = node.start_byte
    before = source[max(0, start - 200) : start].rstrip()
    for separator in (b"::", b"->", b"."):
        if before.endswith(separator):
            head = before[: -len(separator)].rstrip()
            found = re.search(rb"[A-Za-z_$][\w$]*(?:<[^<>]*>)?$", head)
            if found is None:
                return ""
            return found.group(0).split(b"<", 1)[0].decode("utf-8", errors="replace")
    return None


def _inside_type(node: Node, qualifier: str, source: bytes) -> bool:
    """Inside a class/struct/impl/trait named `qualifier`, or a Go method with that receiver."""
    current = node.parent
    while current is not None:
        if current.type == "impl_item":
            target = current.child_by_field_name("type")
            if target is not None and target.text and target.text.decode().split("<", 1)[0] == qualifier:
                return True
        elif current.type == "method_declaration" and current.child_by_field_name("receiver") is not None:
            receiver = current.child_by_field_name("receiver")
            if (
                receiver is not None
                and receiver.text
                and re.search(rf"\b{re.escape(qualifier)}\b", receiver.text.decode())
            ):
                return True
        else:
            name = current.child_by_field_name("name")
            if (
                name is not None
                and name.text
                and name.text.decode() == qualifier
                and any(
                    word in current.type
                    for word in ("class", "struct", "interface", "trait", "enum", "record", "namespace")
                )
            ):
                return True
        current = current.parent
    return False


def _has_ancestor(node: Node, types: frozenset[str], depth: int) -> bool:
    current = node.parent
    for _ in range(depth):
        if current is None:
            return False
        if current.type in types:
            return True
        current = current.parent
    return False
