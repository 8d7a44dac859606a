"""Python outlines come from `ast`: nesting and conditions are syntactic facts."""

from __future__ import annotations

from pathlib import Path

from copilot_cli.index.outline import outline_source

CASE = Path(__file__).parents[2] / "fixtures" / "sample_repo" / "outline_cases" / "decorators.py"


def symbols():
    outline = outline_source("decorators.py", CASE.read_text())
    assert (outline.language, outline.parser) == ("python", "ast")
    return {(s.parent_symbol, s.name, s.start_line): s for s in outline.symbols}


def find(name: str, parent: str | None = None):
    return [s for (p, n, _), s in symbols().items() if n == name and p == parent]


def test_decorated_function_starts_at_its_decorators_but_signs_at_def() -> None:
    (cached,) = find("cached_total")
    assert cached.start_line == 25  # @retry(times=3)
    assert cached.signature == "def cached_total(values: tuple[int, ...], start: int = 0) -> int"


def test_signature_stops_before_a_decorated_first_statement() -> None:
    (decorate,) = find("decorate", "retry")
    assert decorate.signature == "def decorate(fn)"


def test_nested_functions_and_classes_name_their_qualified_parent() -> None:
    (wrapper,) = find("wrapper", "retry.decorate")
    assert wrapper.scope_kind == "function"
    (config,) = find("Config", "Service")
    assert (config.kind, config.scope_kind, config.doc) == ("class", "class", "Nested settings.")


def test_methods_are_methods_and_keep_async_in_the_signature() -> None:
    (run,) = find("run", "Service")
    assert run.kind == "method"
    assert run.signature == "async def run(self, jobs: list[str]) -> int"
    assert run.doc == "Run every job and count them."


def test_both_branches_of_a_conditional_declaration_are_reported() -> None:
    modern, legacy = sorted(find("platform_name"), key=lambda s: s.start_line)
    assert modern.is_conditional and legacy.is_conditional
    assert modern.decl_context == "if sys.version_info >= (3, 12)"
    assert legacy.decl_context == "else of if sys.version_info >= (3, 12)"


def test_declaration_in_an_except_handler_is_conditional() -> None:
    (load,) = find("load_toml")
    assert load.is_conditional and load.decl_context == "except ImportError"


def test_unconditional_declarations_say_where_they_live() -> None:
    (retry,) = find("retry")
    assert (retry.is_conditional, retry.decl_context, retry.scope_kind) == (False, "module", "module")
    (init,) = find("__init__", "Service")
    assert init.decl_context == "class Service"


def test_python_that_does_not_parse_falls_back_to_the_lexical_adapter() -> None:
    outline = outline_source("broken.py", "def ok():\n    pass\n\nclass Broken(:\n    def m(self):\n        return 1\n")
    assert (outline.language, outline.parser) == ("python", "lexical")
    assert [(s.kind, s.name, s.start_line, s.end_line) for s in outline.symbols] == [
        ("function", "ok", 1, 2),
        ("class", "Broken", 4, 6),
        ("method", "m", 5, 6),
    ]


def test_outline_is_deterministic() -> None:
    text = CASE.read_text()
    assert outline_source("a.py", text) == outline_source("a.py", text)
