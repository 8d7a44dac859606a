"""UiPlan → one self-contained React module, produced in sections so it can stream.

The module is a fixed runtime plus the generated part. The runtime is real source in runtime/*.jsx
(parsed by esbuild and checked by the formatter like any other code): prelude (React import, styles),
core (data helpers, HTTP, auth), widgets, views, operations (the Operations page), plan (the data
hydrated into PLAN) and shell (routing and the App component). The jinja2 templates in templates/
hold only what varies per API: the header naming the generator, the plan's data as JSON literals,
the navigation, one page component per resource, and where the runtime pieces go. The module ends
with the plan itself as one marked comment:

    /* @experience-ui/plan v1
    {"version":1,"app":{…},…}
    @end-experience-ui/plan */

`extract_plan(code)` reads it back (for `customize`).

Safety: no spec string is ever pasted into code as code. Every value that reaches a template
goes through `js_literal` (JSON with `<`, `>`, `&` and all non-ASCII escaped, so it is inert
in a JS expression, a JSX attribute, an HTML <script> and a comment); the environment's
`finalize` refuses anything else, so a forgotten filter is an error, not a hole. React renders
those strings as text; nothing uses dangerouslySetInnerHTML.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jinja2

from copilot_cli import __version__
from copilot_cli.ui.plan import UiPlan

TEMPLATES = Path(__file__).parent / "templates"
RUNTIME = Path(__file__).parent / "runtime"
PLAN_BEGIN = "/* @experience-ui/plan v"
PLAN_END = "@end-experience-ui/plan */"
_PLAN_RE = re.compile(r"/\* @experience-ui/plan v(\d+)\n(.*?)\n@end-experience-ui/plan \*/", re.S)
RUNTIME_SECTIONS = ("core", "widgets", "views", "operations")  # streamed after the prelude, one section each
BATCH = 40  # operations or resources per streamed chunk


class Js(str):
    """Text that is safe to place in generated code as-is."""


_UNSAFE = re.compile(r"[<>&]")
_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"}


def escape_script(text: str) -> str:
    """`<`, `>` and `&` as JSON escapes: JSON text that is also safe inside a script and JSX."""
    return _UNSAFE.sub(lambda m: _ESCAPES[m.group()], text)


_IDENT = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")


def js_literal(value: Any) -> Js:
    """`value` as a JS expression: JSON, ASCII-only, with HTML-significant characters
    escaped (also covers U+2028/2029 and lone surrogates, which ensure_ascii escapes)."""
    text = json.dumps(value, ensure_ascii=True, separators=(",", ":"), allow_nan=False)
    return Js(escape_script(text))


def js_ident(name: str) -> Js:
    if not _IDENT.match(name):
        raise ValueError(f"not a safe identifier: {name!r}")
    return Js(name)


def _finalize(value: Any) -> Any:
    if isinstance(value, Js):
        return value
    if isinstance(value, jinja2.Undefined):
        value._fail_with_undefined_error()
    raise TypeError(f"template output must go through js_literal/js_ident, got {type(value).__name__}")


@functools.cache
def _env() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        finalize=_finalize,
        # JSX uses {{ … }} for style objects, so jinja gets brackets instead.
        variable_start_string="[[",
        variable_end_string="]]",
        block_start_string="[%",
        block_end_string="%]",
        comment_start_string="[#",
        comment_end_string="#]",
        keep_trailing_newline=True,
        trim_blocks=False,
    )


def render_template(name: str, **context: Any) -> str:
    return _env().get_template(f"{name}.jsx.j2").render(**context)


@functools.cache
def runtime_source(name: str) -> Js:
    """runtime/<name>.jsx as it goes into the module, read once per process: the file's text without
    its final newline (the section or template line that places it supplies that line end)."""
    return Js((RUNTIME / f"{name}.jsx").read_text(encoding="utf-8").removesuffix("\n"))


@functools.cache
def static_sections() -> tuple[str, ...]:
    """The runtime: identical for every API, assembled once per process. The first section is the
    header and the prelude, so a stream can send it before the plan exists."""
    prelude = render_template("prelude", generator=Js(f"copilot-cli {__version__}"), runtime=runtime_source("prelude"))
    return (prelude, *(f"\n{runtime_source(name)}\n" for name in RUNTIME_SECTIONS))


def render_app(navigation: Js, pages: list[dict[str, Js]]) -> str:
    """The section the LLM may rewrite: NAVIGATION, PLAN, one page per resource, PAGES and the App shell."""
    return render_template(
        "app",
        navigation=navigation,
        pages=pages,
        plan_runtime=runtime_source("plan"),
        shell_runtime=runtime_source("shell"),
    )


def dump_part(model: Any) -> Any:
    return model.model_dump(mode="json", by_alias=True, exclude_none=True, exclude_defaults=True)


_DECLARED = re.compile(
    r"^(?:export default )?(?:async )?(?:function\*?|class|const|let|var)\s+([A-Za-z_$][A-Za-z0-9_$]*)", re.M
)
_IMPORTED = re.compile(r"^import\s+(.*?)\s+from\s", re.M)


@functools.cache
def reserved_names() -> frozenset[str]:
    """Every top-level name the module declares besides the per-resource pages: the runtime's
    (runtime/*.jsx) and the templates' own (API, PLAN, PAGES, …), read from their source, so a
    page component can never redeclare one (a resource named "operations" → `OperationsPage`)."""
    names: set[str] = set()
    sources = [p.read_text(encoding="utf-8") for p in sorted(RUNTIME.glob("*.jsx"))]
    sources += [p.read_text(encoding="utf-8") for p in sorted(TEMPLATES.glob("*.jsx.j2"))]
    for text in sources:
        names.update(_DECLARED.findall(text))
        for clause in _IMPORTED.findall(text):
            names.update(re.findall(r"[A-Za-z_$][A-Za-z0-9_$]*", clause.replace(" as ", " ")))
    return frozenset(names)


def component_names(plan: UiPlan) -> list[dict[str, Js]]:
    pages, used = [], set(reserved_names())
    for res in plan.resources:
        stem = "".join(w[:1].upper() + w[1:] for w in re.findall(r"[A-Za-z0-9]+", res.id)) or "Resource"
        if stem[0].isdigit():
            stem = "R" + stem
        name, n = f"{stem}Page", 2
        while name in used:
            name, n = f"{stem}Page{n}", n + 1
        used.add(name)
        pages.append({"component": js_ident(name), "id": js_literal(res.id), "key": js_literal(f"resource:{res.id}")})
    return pages


def plan_comment(plan: UiPlan, data: dict[str, Any] | None = None) -> str:
    """The plan as one marked comment (compact: defaults left out; `extract_plan` restores them)."""
    text = json.dumps(data if data is not None else dump_part(plan), ensure_ascii=True, separators=(",", ":"))
    text = escape_script(text).replace("*/", "*\\/")
    return f"\n{PLAN_BEGIN}{plan.version}\n{text}\n{PLAN_END}\n"


def extract_plan(code: str) -> UiPlan | None:
    """The plan embedded in generated code, or None when the marker is missing or broken."""
    match = _PLAN_RE.search(code)
    if not match:
        return None
    try:
        return UiPlan.model_validate(json.loads(match.group(2)))
    except (ValueError, TypeError):
        return None


def render_sections(plan: UiPlan) -> Iterator[str]:
    """The module, section by section; joined they are the whole code. The first section is
    the static prelude, so it is ready at once."""
    yield from static_sections()
    data = dump_part(plan)  # once: the literals below and the plan comment share it
    yield render_template("data_head", app=js_literal(data["app"]))
    for target, key in (("OPERATIONS", "operations"), ("RESOURCES", "resources")):
        items = data.get(key, [])
        for start in range(0, len(items), BATCH):
            batch = [js_literal(x) for x in items[start : start + BATCH]]
            yield render_template("data_batch", target=js_ident(target), items=batch)
    yield render_app(js_literal(data["navigation"]), component_names(plan))
    yield plan_comment(plan, data)


def render(plan: UiPlan) -> str:
    return "".join(render_sections(plan))


_COMPONENT_RE = re.compile(r"^(?:export default )?function ([A-Z][A-Za-z0-9_]*)\(", re.M)


def component_count(code: str) -> int:
    """React components defined in the module (functions named in PascalCase)."""
    return len(set(_COMPONENT_RE.findall(code)))
