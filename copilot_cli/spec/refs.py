"""`$ref` resolution: local JSON pointers, 3.1 `$id`/`$anchor`, and sibling files.

A location is `(file, pointer)`; `file` is "" for the root document. External files load
lazily, once, and only from inside the spec's folder: a reference that leaves it (`..`, an
absolute path, a symlink out) is refused with SpecInvalid. Remote (http) references are never
fetched; they are reported and left unresolved. Reference chains are followed with a cycle
check, so `A → B → A` without any structure in between is an error rather than a hang.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from copilot_cli.spec.loaders import MAX_SPEC_BYTES, invalid, load_path

MAX_CHAIN = 64
MAX_FILES = 200

Location = tuple[str, str]  # (file key, JSON pointer)


class Unresolved(Exception):
    """A reference whose target does not exist (reported as a diagnostic by the caller)."""


@dataclass
class RefTarget:
    value: Any
    file: str
    pointer: str


class RefResolver:
    def __init__(self, root: dict[str, Any], base_dir: Path | None) -> None:
        self.root = root
        self.base_dir = base_dir.resolve() if base_dir is not None else None
        self.files: dict[str, dict[str, Any]] = {"": root}
        self._ids: dict[str, RefTarget] | None = None
        self._bytes_loaded = 0
        self._cache: dict[tuple[str, str], RefTarget] = {}  # the same $ref is written thousands of times

    # ------------------------------------------------------------------ public

    def resolve(self, ref: str, file: str, at: str) -> RefTarget:
        """The target of `ref` written in `file` at pointer `at` (for error messages)."""
        if ref is None:
            raise Unresolved(
                "$ref is null (in YAML an unquoted `#` starts a comment: quote the reference, e.g. '#/components/schemas/X')"
            )
        if not isinstance(ref, str):
            raise Unresolved(f"$ref must be a string, found {type(ref).__name__}")
        key = (ref, file)
        hit = self._cache.get(key)
        if hit is None:
            hit = self._cache[key] = self._resolve(ref, file, at)
        return hit

    def _resolve(self, ref: str, file: str, at: str) -> RefTarget:
        target_file, _, fragment = ref.partition("#")
        if target_file:
            by_id = self._by_id(ref)
            if by_id is not None:
                return by_id
            if "://" in target_file or target_file.startswith("//"):
                raise Unresolved(f"remote reference {ref!r} is not fetched")
            file = self._file_key(target_file, file, at)
        doc = self._document(file, at)
        pointer = unquote(fragment)
        if pointer and not pointer.startswith("/"):
            return self._anchor(doc, pointer, file, ref)
        return RefTarget(walk(doc, pointer, ref), file, pointer)

    def deref(self, obj: Any, file: str, at: str) -> tuple[Any, str, str]:
        """Follow `$ref` chains until a non-reference: (value, file, pointer). Cycles are errors."""
        seen: list[str] = []
        pointer = at
        while isinstance(obj, dict) and "$ref" in obj:
            key = f"{file}#{pointer}"
            if key in seen or len(seen) > MAX_CHAIN:
                chain = " → ".join(seen + [key])
                raise invalid(f"$ref cycle with nothing in between: {chain}", pointer=at, reason="ref cycle")
            seen.append(key)
            target = self.resolve(obj["$ref"], file, pointer)
            obj, file, pointer = target.value, target.file, target.pointer
        return obj, file, pointer

    # ------------------------------------------------------------------ files

    def _file_key(self, rel: str, from_file: str, at: str) -> str:
        if self.base_dir is None:
            raise Unresolved(
                f"external reference {rel!r} cannot be resolved: the spec has no folder (pass a path or base_dir)"
            )
        rel = unquote(rel)
        if rel.startswith(("/", "\\")) or (len(rel) > 1 and rel[1] == ":"):
            raise invalid(
                f"$ref {rel!r} is an absolute path; references may not leave the spec's folder",
                pointer=at,
                reason="ref outside folder",
            )
        origin = (self.base_dir / from_file).parent if from_file else self.base_dir
        target = (origin / rel).resolve()
        if target != self.base_dir and self.base_dir not in target.parents:
            raise invalid(f"$ref {rel!r} leaves the spec's folder", pointer=at, reason="ref outside folder")
        return target.relative_to(self.base_dir).as_posix()

    def _document(self, file: str, at: str) -> Any:
        if file in self.files:
            return self.files[file]
        if len(self.files) > MAX_FILES:
            raise invalid(f"more than {MAX_FILES} referenced files", pointer=at, reason="too many files")
        path = self.base_dir / file  # type: ignore[operator]
        if not path.is_file():
            raise Unresolved(f"referenced file {file!r} does not exist")
        loaded = load_path(path)
        self._bytes_loaded += loaded.size
        if self._bytes_loaded > MAX_SPEC_BYTES:
            raise invalid("referenced files together exceed the size limit", pointer=at, reason="spec too large")
        if loaded.document is None:
            raise Unresolved(f"referenced file {file!r} is not JSON or YAML")
        self.files[file] = loaded.document
        return loaded.document

    # ------------------------------------------------------------------ 3.1 ids and anchors

    def _by_id(self, ref: str) -> RefTarget | None:
        if self._ids is None:
            self._ids = {}
            schemas = (self.root.get("components") or {}).get("schemas") or {}
            if isinstance(schemas, dict):
                for name, schema in schemas.items():
                    if isinstance(schema, dict) and isinstance(schema.get("$id"), str):
                        self._ids[schema["$id"]] = RefTarget(schema, "", f"/components/schemas/{escape(str(name))}")
        if not self._ids:
            return None
        base, _, fragment = ref.partition("#")
        target = self._ids.get(base)
        if target is None:
            return None
        if not fragment:
            return target
        if fragment.startswith("/"):
            return RefTarget(walk(target.value, fragment, ref), "", target.pointer + fragment)
        return self._anchor(target.value, fragment, "", ref, prefix=target.pointer)

    def _anchor(self, doc: Any, anchor: str, file: str, ref: str, prefix: str = "") -> RefTarget:
        stack: list[tuple[Any, str]] = [(doc, prefix)]
        while stack:
            node, pointer = stack.pop()
            if isinstance(node, dict):
                if node.get("$anchor") == anchor:
                    return RefTarget(node, file, pointer)
                stack.extend((v, f"{pointer}/{escape(str(k))}") for k, v in node.items() if isinstance(v, dict | list))
            elif isinstance(node, list):
                stack.extend((v, f"{pointer}/{i}") for i, v in enumerate(node) if isinstance(v, dict | list))
        raise Unresolved(f"anchor {anchor!r} of {ref!r} not found")


def escape(token: str) -> str:
    if "~" not in token and "/" not in token:
        return token
    return token.replace("~", "~0").replace("/", "~1")


def unescape(token: str) -> str:
    return token.replace("~1", "/").replace("~0", "~")


def walk(doc: Any, pointer: str, ref: str) -> Any:
    """The value at a JSON pointer, or Unresolved."""
    node = doc
    if not pointer:
        return node
    for raw in pointer.lstrip("/").split("/"):
        token = unescape(raw)
        if isinstance(node, dict):
            if token in node:
                node = node[token]
            elif token.isdigit() and int(token) in node:  # YAML reads `200:` as an int key
                node = node[int(token)]
            else:
                raise Unresolved(f"$ref {ref!r}: no {token!r} in the target document")
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            raise Unresolved(f"$ref {ref!r}: cannot step into {token!r}")
    return node


def pointer_join(base: str, *tokens: Any) -> str:
    for token in tokens:
        if token.__class__ is not str:
            token = str(token)
        if "~" in token or "/" in token:
            token = token.replace("~", "~0").replace("/", "~1")
        base = f"{base}/{token}"
    return base
