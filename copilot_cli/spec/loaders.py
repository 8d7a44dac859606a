"""Loading: text/bytes/path/URL → a parsed document (dict) or GraphQL SDL text, plus what it was.

Format sniffing looks at content, never at the file extension alone. Every failure is a
`SpecInvalid` whose `data.errors` say where (line/column for syntax errors). Hostile inputs are
bounded: a size cap before parsing, recursion limits mapped to errors, and YAML alias expansion
measured (aliases are shared objects, so the walk is linear in the document, not in its
expansion).
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

from copilot_cli import errors

# Room for Microsoft Graph beta (47 MB, the biggest spec known): parsed, planned and mocked at a
# ~1 GiB peak, within the default deadlines (BENCHMARKS.md, "From spec to rows")
MAX_SPEC_BYTES = 64 * 1024 * 1024
URL_TIMEOUT_S = 15.0

_GRAPHQL_START = re.compile(
    r'^\s*(?:(?:#[^\n]*|"""(?:.|\n)*?"""|"[^"\n]*")\s*)*'
    r"(?:type|interface|schema|enum|input|union|scalar|directive|extend)\b[^:\n]*(?:\{|=|@|\bon\b|$)",
    re.MULTILINE,
)


@dataclass
class Loaded:
    """A parsed source: `document` (dict) for JSON/YAML/introspection, `sdl` for GraphQL SDL."""

    format: str  # json | yaml | graphql-sdl | graphql-introspection
    origin: str  # text | path | url | document
    size: int
    hash: str
    location: str | None = None
    document: dict[str, Any] | None = None
    sdl: str | None = None
    base_dir: Path | None = None
    extra: dict[str, Any] = field(default_factory=dict)


def invalid(
    message: str,
    *,
    pointer: str | None = None,
    line: int | None = None,
    column: int | None = None,
    reason: str = "spec invalid",
) -> errors.SpecInvalid:
    """A SpecInvalid whose data.errors holds one located message."""
    entry: dict[str, Any] = {"message": message}
    if pointer is not None:
        entry["pointer"] = pointer
    if line is not None:
        entry["line"] = line
        entry["column"] = column or 1
    return errors.SpecInvalid(reason, {"errors": [entry]})


# --------------------------------------------------------------------------- entry points


def load_path(path: Path, format_hint: str | None = None) -> Loaded:
    if "\x00" in str(path):  # the OS refuses it with a ValueError, not an OSError
        raise invalid("the path contains a NUL character", reason="unreadable file")
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise invalid(f"cannot read {path}: {exc.strerror or exc}", reason="unreadable file") from None
    if not path.is_file():
        raise invalid(f"not a file: {path}", reason="unreadable file")
    _check_size(size)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise invalid(f"cannot read {path}: {exc.strerror or exc}", reason="unreadable file") from None
    loaded = load_bytes(data, format_hint=format_hint, origin="path")
    loaded.location = str(path)
    loaded.base_dir = path.resolve().parent
    return loaded


def load_url(url: str, format_hint: str | None = None, headers: dict[str, str] | None = None) -> Loaded:
    """`headers`: credentials for a spec behind auth (`preview URL --auth …`)."""
    import httpx

    try:
        with httpx.Client(timeout=URL_TIMEOUT_S, follow_redirects=True) as client:
            with client.stream(
                "GET", url, headers={"Accept": "application/json, application/yaml, text/plain, */*", **(headers or {})}
            ) as resp:
                if resp.status_code >= 400:
                    raise invalid(f"GET {url} answered HTTP {resp.status_code}", reason="url fetch failed")
                declared = resp.headers.get("content-length")
                if declared and declared.isdigit():
                    _check_size(int(declared))
                chunks, total = [], 0
                for chunk in resp.iter_bytes():
                    total += len(chunk)
                    _check_size(total)
                    chunks.append(chunk)
    except httpx.TimeoutException:
        raise invalid(f"GET {url} timed out after {URL_TIMEOUT_S:.0f} s", reason="url fetch failed") from None
    except httpx.HTTPError as exc:
        raise invalid(f"GET {url} failed: {type(exc).__name__}: {exc}", reason="url fetch failed") from None
    loaded = load_bytes(b"".join(chunks), format_hint=format_hint, origin="url")
    loaded.location = url
    return loaded


def load_bytes(data: bytes, *, format_hint: str | None = None, origin: str = "text") -> Loaded:
    _check_size(len(data))
    fast = _fast_json_bytes(data, format_hint, origin)
    if fast is not None:
        return fast
    text = decode(data)
    return load_text(text, format_hint=format_hint, origin=origin, raw=data)


_JSON_WS = b" \t\r\n"


def _fast_json_bytes(data: bytes, format_hint: str | None, origin: str) -> Loaded | None:
    """A JSON object parsed straight from the bytes by orjson (no decode to str first), or None
    to take the general path, which gives the same document and every error with its place."""
    if (format_hint or "").lower() not in ("", "json", "openapi", "swagger"):
        return None
    start = 3 if data.startswith(b"\xef\xbb\xbf") else 0
    body = data[start:].lstrip(_JSON_WS)
    if not body.startswith(b"{"):
        return None
    doc = fast_json(body)
    if not isinstance(doc, dict):
        return None
    digest = "sha256:" + hashlib.sha256(data).hexdigest()
    return Loaded(_document_format(doc), origin, len(data), digest, document=doc)


_DIGITS = bytes(48 if 48 <= i <= 57 else 120 for i in range(256))  # every digit → "0", the rest → "x"
_RUN = b"0" * 19


def fast_json(data: bytes | str) -> Any:
    """orjson's parse where it agrees with `json.loads`, else None. orjson refuses NaN, Infinity,
    numbers past a double's range, lone surrogates and nesting past 1,024 levels (the general
    path handles each), and would read an integer past 64 bits as a float: a 19-digit run that
    does not fit sends the text to the general path too. So a document from here never holds a
    non-finite number."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    digits = raw.translate(_DIGITS)
    where = digits.find(_RUN)
    while where >= 0:
        end = where + 19
        while end < len(raw) and 48 <= raw[end] <= 57:
            end += 1
        if int(raw[where:end]) > (1 << 63 if where and raw[where - 1] == 45 else (1 << 64) - 1):  # 45: "-"
            return None
        where = digits.find(_RUN, end)
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None


def load_text(text: str, *, format_hint: str | None = None, origin: str = "text", raw: bytes | None = None) -> Loaded:
    if raw is None:
        _check_size(len(text))  # chars ≤ bytes: a cheap first bound before encoding
        raw = text.encode("utf-8", "surrogatepass")
        _check_size(len(raw))
    digest = "sha256:" + hashlib.sha256(raw).hexdigest()
    stripped = text.lstrip("\ufeff \t\r\n")
    if not stripped:
        raise invalid("the spec is empty", reason="empty spec")
    hint = (format_hint or "").lower()
    if hint in ("graphql", "graphql-sdl", "sdl") or (
        not hint.startswith(("json", "yaml", "openapi", "swagger"))
        and stripped[0] not in "{["
        and looks_like_graphql(stripped)
    ):
        return Loaded("graphql-sdl", origin, len(raw), digest, sdl=text)
    if stripped[0] in "{[" and hint not in ("yaml",):
        doc, fmt, maybe_nonfinite = fast_json(stripped), "json", None  # orjson's documents have none
        if doc is None:
            doc, maybe_nonfinite = parse_json(stripped), _MAYBE_NONFINITE
    else:
        doc, fmt, maybe_nonfinite = parse_yaml(text), "yaml", _MAYBE_NONFINITE_YAML
    if not isinstance(doc, dict):
        raise invalid(
            f"expected an object at the top level, found {_json_type(doc)}", pointer="", reason="not an API description"
        )
    if _document_format(doc) != "json":
        fmt = "graphql-introspection"
    loaded = Loaded(fmt, origin, len(raw), digest, document=doc)
    if maybe_nonfinite is not None and maybe_nonfinite.search(text) and (dropped := drop_nonfinite(doc)):
        loaded.extra["nonFinite"] = dropped
    return loaded


def _document_format(doc: dict[str, Any]) -> str:
    return "graphql-introspection" if "__schema" in doc or _has_schema(doc.get("data")) else "json"


def _has_schema(value: Any) -> bool:
    return isinstance(value, dict) and "__schema" in value


# JSON's NaN/Infinity and numbers past a double's range (1e400, 400 digits), and YAML's: its
# resolver reads a float only with a dot and a signed exponent, or .inf/.nan, or an explicit tag
_MAYBE_NONFINITE = re.compile(r"\.(?:inf|Inf|INF|nan|NaN|NAN)\b|NaN|Infinity|[eE]\+?\d{3}|\d{309}")
_MAYBE_NONFINITE_YAML = re.compile(r"\.(?:inf|Inf|INF|nan|NaN|NAN)\b|!!float|2002:float|[eE][-+]\d{3}|[\d_]{309}")
MAX_NONFINITE_REPORTED = 100


def drop_nonfinite(doc: Any) -> list[str]:
    """Remove every infinite or NaN number from a parsed document, in place (an object member
    goes, an array element becomes null): JSON cannot carry them, so no reply could. Returns
    the JSON pointers of what went (at most MAX_NONFINITE_REPORTED), for a diagnostic each."""
    dropped: list[str] = []
    todo: list[tuple[Any, str]] = [(doc, "")]
    seen: set[int] = set()
    while todo:
        node, pointer = todo.pop()
        if id(node) in seen:
            continue  # YAML aliases share nodes
        seen.add(id(node))
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in list(items):
            here = f"{pointer}/{str(key).replace('~', '~0').replace('/', '~1')}"
            if isinstance(value, float) and not math.isfinite(value):
                if isinstance(node, dict):
                    del node[key]
                else:
                    node[key] = None
                if len(dropped) < MAX_NONFINITE_REPORTED:
                    dropped.append(here)
            elif isinstance(value, dict | list):
                todo.append((value, here))
    return dropped


def document_source(doc: dict[str, Any]) -> Loaded:
    """Describe an already-parsed document (hash over canonical JSON so equal documents agree)."""
    try:
        raw = json.dumps(doc, sort_keys=True, separators=(",", ":"), default=str).encode()
    except RecursionError:
        raise invalid(
            "the document nests deeper than the serializer allows (about 1,000 levels)",
            pointer="",
            reason="too deeply nested",
        ) from None
    except (ValueError, TypeError) as exc:
        raise invalid(f"the document is not JSON data: {exc}", pointer="", reason="document not JSON") from None
    _check_size(len(raw))
    return Loaded(
        _document_format(doc), "document", len(raw), "sha256:" + hashlib.sha256(raw).hexdigest(), document=doc
    )


# --------------------------------------------------------------------------- parsing helpers


def decode(data: bytes) -> str:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            pass
    head = data[:65536]
    if b"\x00" in head:
        raise invalid("the spec is binary data, not text (found NUL bytes)", reason="not text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise invalid(
            f"not UTF-8 text: invalid byte 0x{data[exc.start]:02x} at offset {exc.start}",
            line=line,
            column=column,
            reason="not text",
        ) from None


def looks_like_graphql(text: str) -> bool:
    if re.match(r"^\s*(?:openapi|swagger)\s*:", text, re.MULTILINE) or re.search(
        r"^(?:openapi|swagger|paths|info)\s*:", text, re.MULTILINE
    ):
        return False
    return bool(_GRAPHQL_START.match(text))


def parse_json(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise invalid(f"invalid JSON: {exc.msg}", line=exc.lineno, column=exc.colno, reason="invalid JSON") from None
    except RecursionError:
        raise invalid(
            "JSON nests deeper than the parser allows (about 1,000 levels)", reason="too deeply nested"
        ) from None


def parse_yaml(text: str) -> Any:
    from copilot_cli.spec.yaml_load import parse_yaml as parse  # PyYAML loads only for YAML specs

    return parse(text)


def _check_size(size: int) -> None:
    if size > MAX_SPEC_BYTES:
        raise invalid(
            f"the spec is larger than {MAX_SPEC_BYTES // (1024 * 1024)} MiB ({size:,} bytes)", reason="spec too large"
        )


def _json_type(value: Any) -> str:
    return {list: "an array", str: "a string", int: "a number", float: "a number", bool: "a boolean"}.get(
        type(value), "null"
    )
