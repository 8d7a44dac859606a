"""Which adapter outlines which file: extension → language spec."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePosixPath


@dataclass(frozen=True)
class LanguageSpec:
    key: str  # our internal name; also the lexical pattern family
    wire: str  # the seed's `language` value
    grammar: tuple[str, str] | None = None  # (module, function) of a tree-sitter wheel
    query: str | None = None  # queries/<name>.scm
    braces: bool = True  # blocks end at a matching brace (else: by indentation)


PYTHON = LanguageSpec("python", "python", braces=False)
TYPESCRIPT = LanguageSpec(
    "typescript", "ts_js_lexical", ("tree_sitter_typescript", "language_typescript"), "typescript"
)
TSX = LanguageSpec("tsx", "ts_js_lexical", ("tree_sitter_typescript", "language_tsx"), "typescript")
JAVASCRIPT = LanguageSpec("javascript", "ts_js_lexical", ("tree_sitter_javascript", "language"), "javascript")
JAVA = LanguageSpec("java", "java_lexical", ("tree_sitter_java", "language"), "java")
GO = LanguageSpec("go", "go_lexical", ("tree_sitter_go", "language"), "go")
RUST = LanguageSpec("rust", "rust_lexical", ("tree_sitter_rust", "language"), "rust")
CPP = LanguageSpec("cpp", "cpp_lexical", ("tree_sitter_cpp", "language"), "cpp")
CSHARP = LanguageSpec("csharp", "csharp_lexical", ("tree_sitter_c_sharp", "language"), "csharp")
GENERIC = LanguageSpec("generic", "lexical")

BY_SUFFIX: dict[str, LanguageSpec] = {
    ".py": PYTHON, ".pyi": PYTHON, ".pyw": PYTHON,
    ".ts": TYPESCRIPT, ".mts": TYPESCRIPT, ".cts": TYPESCRIPT,
    ".tsx": TSX, ".jsx": TSX,
    ".js": JAVASCRIPT, ".mjs": JAVASCRIPT, ".cjs": JAVASCRIPT,
    ".java": JAVA,
    ".go": GO,
    ".rs": RUST,
    ".cpp": CPP, ".cc": CPP, ".cxx": CPP, ".c++": CPP, ".hpp": CPP, ".hh": CPP,
    ".hxx": CPP, ".h": CPP, ".c": CPP, ".ipp": CPP, ".inl": CPP,
    ".cs": CSHARP,
}  # fmt: skip

ALL_LANGUAGES = (PYTHON, TYPESCRIPT, TSX, JAVASCRIPT, JAVA, GO, RUST, CPP, CSHARP, GENERIC)


def language_for(path: str) -> LanguageSpec:
    return BY_SUFFIX.get(PurePosixPath(path).suffix.lower(), GENERIC)
