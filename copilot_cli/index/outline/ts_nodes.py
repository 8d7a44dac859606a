"""Node helpers for the tree-sitter adapter: extents, signatures, doc comments, guards."""

from __future__ import annotations

from tree_sitter import Node, Query, QueryCursor

from .text import clean_comment, condition_text, tidy_signature

# Leading children that are never part of a signature.
ATTRIBUTE_TYPES = frozenset(
    {"decorator", "attribute_list", "annotation", "marker_annotation", "attribute_item",
     "comment", "line_comment", "block_comment"}
)  # fmt: skip
COMMENT_TYPES = frozenset({"comment", "line_comment", "block_comment"})
# Wrappers that belong to the declaration they hold (its start line, its doc comment).
WRAPPER_TYPES = frozenset({"export_statement", "template_declaration", "ambient_declaration"})
BODY_TYPES = frozenset(
    {"block", "statement_block", "class_body", "interface_body", "enum_body", "declaration_list",
     "field_declaration_list", "compound_statement", "enum_variant_list", "enumerator_list",
     "enum_member_declaration_list", "accessor_list", "arrow_expression_clause",
     "constructor_body", "annotation_type_body", "enum_declaration_list"}
)  # fmt: skip
GUARD_TYPES = frozenset(
    {"preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef",
     "if_statement", "else_clause", "try_statement", "catch_clause", "for_statement",
     "for_in_statement", "while_statement", "switch_case", "switch_statement"}
)  # fmt: skip


def end_line(node: Node) -> int:
    """1-based last line; a node ending at column 0 ended on the previous line."""
    row, column = node.end_point
    return max(node.start_point[0] + 1, row if column == 0 else row + 1)


def anchor(node: Node) -> Node:
    """The outermost wrapper that belongs to this declaration."""
    current = node
    while current.parent is not None and current.parent.type in WRAPPER_TYPES:
        current = current.parent
    parent = current.parent
    # Go: `type X struct{}` / `const X = 1` with a single spec belongs to its declaration.
    if (
        parent is not None
        and parent.type in ("type_declaration", "const_declaration", "var_declaration")
        and parent.named_child_count == 1
    ):
        current = parent
    return current


def start_line(node: Node, outer: Node, name: Node | None) -> int:
    """First line of the declaration, Rust outer attributes included; a header that starts
    with a parse error (an unknown macro before the return type) starts at the name."""
    first = outer
    sibling = outer.prev_named_sibling
    while sibling is not None and sibling.type == "attribute_item":
        first = sibling
        sibling = sibling.prev_named_sibling
    if name is not None and any(
        child.type == "ERROR" and child.start_byte < name.start_byte for child in node.children
    ):
        return name.start_point[0] + 1
    return first.start_point[0] + 1


def _skip_leading(node: Node, position: int, target: Node) -> int:
    for child in node.children:
        if child.end_byte <= position:
            continue
        if child.type in ATTRIBUTE_TYPES:
            position = child.end_byte
            continue
        if child.type in ("modifiers", "export_statement") or child == target:
            return _skip_leading(child, position, target)
        break
    return position


def find_body(node: Node) -> Node | None:
    body = node.child_by_field_name("body")
    if body is not None:
        return body
    queue = list(node.named_children)
    for _ in range(3):
        nxt: list[Node] = []
        for child in queue:
            if child.type in BODY_TYPES:
                return child
            inner = child.child_by_field_name("body")
            if inner is not None:
                return inner
            nxt.extend(child.named_children)
        queue = nxt
    return None


def signature(source: bytes, node: Node, name: Node | None) -> str:
    """From the declaration keyword (after decorators/attributes) to its body."""
    outer = node.parent if node.parent is not None and node.parent.type == "export_statement" else node
    if node.type in ("type_spec", "const_spec", "var_spec"):
        outer = anchor(node)  # Go: keep the `type`/`const`/`var` keyword of a single spec
    start = _skip_leading(outer, outer.start_byte, node)
    errors = [c for c in node.children if c.type == "ERROR" and name and c.start_byte < name.start_byte]
    if errors:
        start = max(start, errors[0].start_byte)
    while start < len(source) and source[start : start + 1].isspace():
        start += 1
    if node.type.startswith("preproc_") or node.type == "macro_definition":
        # a macro: its first line, not its expansion
        first = source[start : node.end_byte].split(b"\n", 1)[0].rstrip(b"\\ \r")
        return tidy_signature(first.decode("utf-8", errors="replace"))
    body = find_body(node)
    stop = body.start_byte if body is not None and body.start_byte > start else node.end_byte
    if body is None and node.type == "type_spec":  # Go interfaces have no body node
        brace = source.find(b"{", start, stop)
        stop = brace if brace != -1 else stop
    return tidy_signature(source[start:stop].decode("utf-8", errors="replace"))


def doc_comment(source: bytes, outer: Node) -> str | None:
    """Comments directly above the declaration (attributes between are allowed)."""
    comments: list[str] = []
    line = outer.start_point[0]
    sibling = outer.prev_sibling
    while sibling is not None:
        if sibling.type == "attribute_item":
            line = sibling.start_point[0]
        elif sibling.type in COMMENT_TYPES and end_line(sibling) >= line and _starts_line(source, sibling):
            text = sibling.text.decode("utf-8", errors="replace") if sibling.text else ""
            if text.startswith(("//!", "/*!")):
                break  # inner doc: describes the enclosing module, not this item
            comments.append(text)
            line = sibling.start_point[0]
        else:
            break
        sibling = sibling.prev_sibling
    if not comments:
        return None
    return clean_comment("\n".join(reversed(comments))) or None


def _starts_line(source: bytes, node: Node) -> bool:
    line_start = source.rfind(b"\n", 0, node.start_byte) + 1
    return not source[line_start : node.start_byte].strip()


def guard(node: Node, stop: Node | None) -> str | None:
    """Header of the nearest conditional construct between node and its parent declaration."""
    sibling = node.prev_named_sibling
    while sibling is not None and sibling.type == "attribute_item":
        text = sibling.text.decode(errors="replace") if sibling.text else ""
        if "cfg(" in text:
            return condition_text(text)
        sibling = sibling.prev_named_sibling
    current = node.parent
    while current is not None and current != stop:
        if current.type in GUARD_TYPES:
            text = current.text.decode(errors="replace") if current.text else current.type
            return condition_text(text.splitlines()[0] if text else current.type)
        current = current.parent
    return None


def inside_error(node: Node) -> bool:
    current = node.parent
    while current is not None:
        if current.type == "ERROR":
            return True
        current = current.parent
    return False


def error_ranges(root: Node, errors: Query | None = None) -> list[tuple[int, int]]:
    """Line ranges of the outermost ERROR nodes, merged. `errors` is the `(ERROR) @error`
    query of the grammar (found in C, much faster than walking children in Python)."""
    if not root.has_error:
        return []
    if errors is not None:
        nodes = QueryCursor(errors).captures(root).get("error", [])
    else:
        nodes, stack = [], [root]
        while stack:
            node = stack.pop()
            if node.type == "ERROR":
                nodes.append(node)
            stack.extend(child for child in node.children if child.has_error)
    ranges = sorted((node.start_point[0] + 1, end_line(node)) for node in nodes)
    merged: list[tuple[int, int]] = []
    for lo, hi in ranges:
        if merged and lo <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(hi, merged[-1][1]))
        else:
            merged.append((lo, hi))
    return merged
