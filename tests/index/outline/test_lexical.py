"""The lexical adapter: the fallback for unknown files and for regions parsers cannot read."""

from __future__ import annotations

from copilot_cli.index.outline import outline_source
from copilot_cli.index.outline.blocks import brace_block_end
from copilot_cli.index.outline.lexical import outline_lexical


def spans(symbols):
    return [(s.kind, s.name, s.start_line, s.end_line, s.parent_symbol) for s in symbols]


def test_unknown_extensions_get_the_generic_lexical_adapter() -> None:
    outline = outline_source("tool.pl", "sub hello {\n  print 1;\n}\nfunction world() {\n  return 1\n}\n")
    assert (outline.language, outline.parser) == ("lexical", "lexical")
    assert spans(outline.symbols) == [
        ("function", "hello", 1, 3, None),
        ("function", "world", 4, 6, None),
    ]


def test_go_lexical_patterns_know_receivers() -> None:
    source = "type S struct {\n\tA int\n}\n\nfunc (s *S) Run() int {\n\treturn 1\n}\n"
    assert spans(outline_lexical(source, "go", braces=True)) == [
        ("struct", "S", 1, 3, None),
        ("method", "Run", 5, 7, "S"),
    ]


def test_java_lexical_patterns_nest_methods_in_classes() -> None:
    source = (
        "public class A {\n  public int run(int x) {\n    if (x > 0) {\n      return x;\n    }\n    return 0;\n  }\n}\n"
    )
    assert spans(outline_lexical(source, "java", braces=True)) == [
        ("class", "A", 1, 8, None),
        ("method", "run", 2, 7, "A"),
    ]


def test_braces_inside_strings_and_comments_do_not_count() -> None:
    lines = ["void f() {", '  puts("}"); // }', "  /* { */", "}"]
    assert brace_block_end(lines, 1, len(lines)) == 4


def test_rust_lifetimes_are_not_strings() -> None:
    lines = ["fn f<'a>(x: &'a str) -> &'a str {", "    x", "}"]
    assert brace_block_end(lines, 1, len(lines)) == 3


def test_a_block_without_its_closing_brace_ends_on_its_own_line() -> None:
    lines = ["void f() {", "  int x;"] + ["  x++;"] * 50
    assert brace_block_end(lines, 1, len(lines)) == 1


def test_a_declaration_without_a_body_ends_at_its_semicolon() -> None:
    lines = ["int f(int a,", "      int b);", "int g() {", "}"]
    assert brace_block_end(lines, 1, len(lines)) == 2


def test_only_the_first_preprocessor_branch_counts() -> None:
    lines = ["int e() {", "#if A", "  if (a) {", "#else", "  if (b) {", "#endif", "  }", "}"]
    assert brace_block_end(lines, 1, len(lines), cpp=True) == 8
