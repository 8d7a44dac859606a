"""Tree-sitter outlines: the awkward cases of each language, and error regions."""

from __future__ import annotations

from pathlib import Path

from copilot_cli.index.outline import outline_source

CASES = Path(__file__).parents[2] / "fixtures" / "sample_repo" / "outline_cases"


def outline(name: str):
    result = outline_source(f"outline_cases/{name}", (CASES / name).read_text())
    assert result.parser == "tree-sitter"
    return result


def named(name: str, file: str):
    return [s for s in outline(file).symbols if s.name == name]


def test_typescript_overloads_are_separate_symbols_and_the_first_keeps_the_doc() -> None:
    overloads = named("parse", "overloads.ts")
    assert [s.start_line for s in overloads] == [17, 18, 19]
    assert overloads[0].doc == "Parse a value; overloads declare the accepted forms."
    assert overloads[2].signature == "export function parse(value: string | number): number"


def test_exported_arrow_functions_are_functions() -> None:
    (total,) = named("total", "overloads.ts")
    assert (total.kind, total.start_line, total.end_line) == ("function", 24, 25)
    assert total.signature == "export const total = (values: number[]): number =>"
    (badge,) = named("Badge", "widget.tsx")
    assert badge.kind == "function"


def test_decorators_and_annotations_never_start_a_signature() -> None:
    (circle,) = named("Circle", "overloads.ts")
    assert circle.start_line == 31 and circle.signature == "export class Circle implements Shape"
    (to_string,) = named("toString", "Shapes.java")
    assert to_string.signature == "public String toString()"
    assert to_string.doc == "Total area of all shapes."
    (register,) = named("Register", "Partial.cs")
    assert register.start_line == 19 and register.signature == "public void Register(string name)"
    (new,) = named("new", "shapes.rs")
    assert new.start_line == 25 and new.signature == "pub fn new(radius: f64) -> Self"


def test_go_methods_belong_to_their_receiver_type() -> None:
    (run,) = named("Run", "service.go")
    assert (run.kind, run.parent_symbol, run.scope_kind) == ("method", "Service", "class")
    assert run.signature == "func (s *Service) Run(jobs []string) int"
    (service,) = named("Service", "service.go")
    assert (service.kind, service.signature) == ("struct", "type Service struct")


def test_rust_impl_blocks_are_named_after_their_type_and_hold_methods() -> None:
    impls = [s for s in outline("shapes.rs").symbols if s.kind == "impl"]
    assert [(s.name, s.signature) for s in impls] == [
        ("Circle", "impl Circle"),
        ("Circle", "impl Shape for Circle"),
        ("Circle", "impl fmt::Display for Circle"),
    ]
    (fmt,) = named("fmt", "shapes.rs")
    assert (fmt.kind, fmt.parent_symbol) == ("method", "Circle")
    (area_in_trait, _) = named("area", "shapes.rs")
    assert area_in_trait.parent_symbol == "Shape"


def test_rust_cfg_attribute_makes_a_declaration_conditional() -> None:
    (tests,) = named("tests", "shapes.rs")
    assert tests.is_conditional and tests.decl_context == "#[cfg(test)]"


def test_cpp_templates_namespaces_and_preprocessor_guards() -> None:
    (box,) = [s for s in named("Box", "macros.cpp") if s.kind == "class"]
    assert box.kind == "class" and box.parent_symbol == "geo" and box.start_line == 19
    (max_of,) = named("max_of", "macros.cpp")
    assert max_of.signature == "T max_of(const std::vector<T>& items)"
    (dump,) = named("debug_dump", "macros.cpp")
    assert dump.is_conditional and dump.decl_context == "#ifdef SAMPLE_DEBUG"


def test_cpp_macro_invocation_is_not_a_method_and_macro_signature_is_one_line() -> None:
    assert [s.kind for s in named("DECLARE_GETTER", "macros.cpp")] == ["macro"]
    (getter,) = named("DECLARE_GETTER", "macros.cpp")
    assert getter.signature == "#define DECLARE_GETTER(type, name)"


def test_cpp_function_after_an_unknown_macro_starts_at_its_name() -> None:
    (answer,) = named("answer", "macros.cpp")
    assert (answer.start_line, answer.end_line, answer.signature) == (48, 48, "int answer()")


def test_csharp_properties_events_and_partial_classes() -> None:
    (registry,) = named("Registry", "Partial.cs")[:1]
    assert registry.signature == "public partial class Registry"
    assert registry.doc == "A shape registry split across files."
    kinds = {s.name: s.kind for s in outline("Partial.cs").symbols}
    assert (kinds["Count"], kinds["Name"], kinds["Changed"]) == ("property", "property", "event")
    (count,) = named("Count", "Partial.cs")
    assert count.signature == "public int Count" and count.parent_symbol == "Sample.Shapes.Registry"


def test_java_nested_types_and_constructors() -> None:
    (circle_ctor,) = [s for s in named("Circle", "Shapes.java") if s.kind == "constructor"]
    assert circle_ctor.parent_symbol == "Shapes.Circle"
    (record,) = named("Point", "Shapes.java")
    assert record.kind == "record"


def test_unbalanced_preprocessor_branches_are_filled_in_lexically_and_bounded() -> None:
    source = "int e() {\n#ifdef X\n  if (x) {\n#else\n  if (y) {\n#endif\n    return 1;\n  }\n  return 2;\n}\nint f() { return 3; }\n"
    result = outline_source("split.cpp", source)
    assert result.error_ranges
    spans = {s.name: (s.start_line, s.end_line) for s in result.symbols}
    assert spans == {"e": (1, 10), "f": (11, 11)}


def test_a_macro_opening_a_brace_never_makes_a_thousand_line_function() -> None:
    body = "".join(f"int f{i}(int a) {{ return a + {i}; }}\n" for i in range(1000))
    source = "#define OPEN {\nvoid broken() OPEN\n" + body
    result = outline_source("big.cpp", source)
    assert all(s.end_line - s.start_line < 10 for s in result.symbols)
    assert sum(1 for s in result.symbols if s.name.startswith("f")) == 1000


def test_symbols_inside_error_nodes_are_dropped_and_replaced_lexically() -> None:
    source = "class Ok {\n  run(): void {}\n}\n@@@ class Broken %%% {\n  go() {}\n}\nfunction after() {}\n"
    result = outline_source("weird.ts", source)
    assert result.parser == "tree-sitter" and result.error_ranges
    names = [s.name for s in result.symbols]
    assert "Ok" in names and "after" in names


def test_chunking_provider_gives_the_outline_ranges_for_every_grammar_extension() -> None:
    from copilot_cli.index.outline.providers import register_outline_providers

    providers: dict = {}
    extensions = register_outline_providers(providers.__setitem__)
    assert {".ts", ".tsx", ".jsx", ".js", ".java", ".go", ".rs", ".cpp", ".h", ".cs"} <= set(extensions)
    assert ".py" not in extensions  # Python keeps the index's fast scanner
    for name in ("overloads.ts", "service.go", "shapes.rs", "Partial.cs", "Shapes.java", "macros.cpp"):
        text = (CASES / name).read_text()
        suffix = "." + name.rsplit(".", 1)[1]
        ranges = [(r.start_line, r.end_line, r.name, r.kind) for r in providers[suffix](text)]
        result = outline(name)
        full = [(s.start_line, s.end_line, s.name, s.kind) for s in result.symbols]
        assert set(ranges) <= set(full)
        missing = set(full) - set(ranges)  # only lexical fill-ins inside error ranges
        assert all(any(lo <= m[0] <= hi for lo, hi in result.error_ranges) for m in missing)
