"""UiPlan → one self-contained React module, produced in sections so it can stream.

The module is a fixed runtime plus the generated part. The runtime is TypeScript modules in
runtime/src (each imports what it uses; type-checked by `tsc` in `./dev lint`), bundled by esbuild
into runtime/dist/runtime.js (scripts/build-app-runtime.mjs; committed, so generating needs no
Node): plain JS whose only import is React's, placed as it is between the markers
`// @experience-ui/runtime v1` and `// @end-experience-ui/runtime`. It defines the names the rest of
the module uses as plain top-level names: React and its hooks, PLAN (the plan hydrated from
`planData()`), RESOURCE_PAGES (a page per resource), ResourcePage and AppShell. Then the
API-specific part, the one section an LLM may write (templates/app.jsx.j2): a page component for
each of the first MAIN_PAGES resources in navigation order (ResourcePage with optional title, intro,
emptyText), PAGES (RESOURCE_PAGES with those replaced) and `export default function App()`
rendering `<AppShell pages={PAGES} />`. It is small and bounded whatever the API's size, so a small
model can write it. The jinja2 templates hold only what varies per API: the header naming the
generator and that part. The module ends with the plan itself, once, as the function the data
section calls (a declaration, so it is hoisted):

    // @experience-ui/plan v1
    function planData() {
      return {"t":[…],"p":{"app":{…},…}};
    }
    // @end-experience-ui/plan

Its data is packed (packing.py: every part used more than once is written once), so nothing in the
module is written twice. `extract_plan(code)` reads it back (for `customize`); it also reads the
marked comment older modules ended with (`/* @experience-ui/plan v1 {…} @end-experience-ui/plan */`).

Safety: no spec string is ever pasted into code as code. Every value that reaches a template
goes through `js_literal` (JSON with `<`, `>`, `&` and all non-ASCII escaped, so it is inert
in a JS expression, a JSX attribute, an HTML <script> and a comment); the environment's
`finalize` refuses anything else, so a forgotten filter is an error, not a hole. The packed plan
is JSON escaped the same way. React renders those strings as text; nothing uses
dangerouslySetInnerHTML.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import jinja2

from copilot_cli import __version__
from copilot_cli.ui.packing import Lazy, Same, pack, unpack
from copilot_cli.ui.plan import PLAN_VERSION, UiPlan

TEMPLATES = Path(__file__).parent / "templates"
RUNTIME = Path(__file__).parent / "runtime" / "dist" / "runtime.js"  # built from runtime/src
RUNTIME_BEGIN = "// @experience-ui/runtime v1"
RUNTIME_END = "// @end-experience-ui/runtime"
PLAN_BEGIN = "// @experience-ui/plan v"
PLAN_END = "// @end-experience-ui/plan"
_PLAN_RE = re.compile(
    r"^// @experience-ui/plan v(\d+)\nfunction planData\(\) \{\n  return (\{[^\n]*\});\n\}\n// @end-experience-ui/plan$",
    re.M,
)
_LEGACY_RE = re.compile(r"/\* @experience-ui/plan v(\d+)\n(.*?)\n@end-experience-ui/plan \*/", re.S)
MAIN_PAGES = 6  # page components the API-specific part defines (the first resources in navigation order)


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
def runtime_source() -> Js:
    """The built runtime (runtime/dist/runtime.js) as it goes into the module, read once per process:
    its text without its final newline (the template line that places it supplies that line end)."""
    return Js(RUNTIME.read_text(encoding="utf-8").removesuffix("\n"))


@functools.cache
def static_sections() -> tuple[str, ...]:
    """The runtime: identical for every API, assembled once per process: the header and the marked
    runtime, one section, so a stream can send it before the plan exists."""
    generator = Js(f"copilot-cli {__version__}")
    return (render_template("prelude", generator=generator, runtime=runtime_source()),)


def render_app(pages: list[dict[str, Js]]) -> str:
    """The API-specific part (the section an LLM may write): the main resources' pages, PAGES, App."""
    return render_template("app", pages=pages)


def dump_part(model: Any, exclude: Any = None) -> Any:
    """A plan part without its default values (the runtime puts them back as it reads the plan, and
    `UiPlan.model_validate` does here). A None is kept where it is no default: a nullable enum's
    `(none)` choice is `{"value": null, "label": "(none)"}`, which was written `{"label": …}` and
    then could not be read back. `exclude` (pydantic's) leaves parts out (see `_operation_part`)."""
    return model.model_dump(mode="json", by_alias=True, exclude_defaults=True, exclude=exclude)


_DECLARED = re.compile(
    r"^(?:export default )?(?:async )?(?:function\*?|class|const|let|var)\s+([A-Za-z_$][A-Za-z0-9_$]*)", re.M
)
_IMPORTED = re.compile(r"^import\s+(.*?)\s+from\s", re.M)


@functools.cache
def reserved_names() -> frozenset[str]:
    """Every top-level name the module declares besides the per-resource pages: the built runtime's
    and the templates' own (API, PLAN, PAGES, …), read from their source, so a page component can
    never redeclare one (a resource named "operations" → `OperationsPage`)."""
    names: set[str] = set()
    sources = [RUNTIME.read_text(encoding="utf-8")]
    sources += [p.read_text(encoding="utf-8") for p in sorted(TEMPLATES.glob("*.jsx.j2"))]
    for text in sources:
        names.update(_DECLARED.findall(text))
        for clause in _IMPORTED.findall(text):
            names.update(re.findall(r"[A-Za-z_$][A-Za-z0-9_$]*", clause.replace(" as ", " ")))
    return frozenset(names)


def main_resources(plan: UiPlan, limit: int = MAIN_PAGES) -> list[Any]:
    """The first `limit` resources in navigation order (the planner ranks it): the ones that get
    their own page component in the API-specific part."""
    by_id = {res.id: res for res in plan.resources}
    ids = [item.page[9:] for group in plan.navigation for item in group.items if item.page.startswith("resource:")]
    return [by_id[i] for i in dict.fromkeys(ids) if i in by_id][:limit]


def component_names(plan: UiPlan) -> list[dict[str, Js]]:
    pages, used = [], set(reserved_names())
    for res in main_resources(plan):
        stem = "".join(w[:1].upper() + w[1:] for w in re.findall(r"[A-Za-z0-9]+", res.id)) or "Resource"
        if stem[0].isdigit():
            stem = "R" + stem
        name, n = f"{stem}Page", 2
        while name in used:
            name, n = f"{stem}Page{n}", n + 1
        used.add(name)
        ref = Js(f"PLAN.resourcesById[{js_literal(res.id)}]")
        key = js_literal(f"resource:{res.id}")
        pages.append({"component": js_ident(name), "resource": ref, "key": key, "intro": _attribute(res.intro)})
    return pages


def _attribute(text: str) -> Js:
    """A JSX attribute's value: `""` when empty (the template's own), else `{"…"}`, an expression, as
    a JSX string attribute would not read js_literal's escapes."""
    return Js('""') if not text else Js("{" + js_literal(text) + "}")


def plan_block(version: int, packed: str) -> str:
    """The module's last section: the packed plan (packing.pack's text) as the marked `planData`."""
    text = escape_script(packed)
    return f"\n{PLAN_BEGIN}{version}\nfunction planData() {{\n  return {text};\n}}\n{PLAN_END}\n"


def plan_parts(plan: UiPlan, dump: Callable[..., Any] = dump_part) -> dict[str, Any]:
    """`dump_part(plan)` with its lists of resources and operations dumped one item at a time while
    they are packed (`Lazy`), each item by `dump` (render_cache passes its cached dumps)."""
    data: dict[str, Any] = {}
    if plan.version != PLAN_VERSION:
        data["version"] = plan.version
    data["app"] = dump(plan.app)
    data["navigation"] = [dump(g) for g in plan.navigation]
    parts = {"resources": _resource_part, "operations": _operation_part, "edits": lambda x, d: d(x)}
    for name in ("resources", "operations", "edits"):
        items = getattr(plan, name)
        if items:
            data[name] = Lazy(_each(items, parts[name], dump))  # type: ignore[arg-type]
    return data


def _each(items: list[Any], part: Callable[[Any, Any], Any], dump: Callable[..., Any]) -> Iterator[Same]:
    """Each item's part, read once per object (render_cache keeps its graph between renders)."""
    read = functools.partial(_part_of, part, dump)
    return (Same(x, read) for x in items)


def _part_of(part: Callable[[Any, Any], Any], dump: Callable[..., Any], x: Any) -> Any:
    return part(x, dump)


def _same(fields: list[Any]) -> list[Same]:
    return [Same(f, dump_part) for f in fields]


# the lists of fields an operation's or a resource's dump leaves out: `_same` reads them, once per field
_OPERATION_FIELDS = {"params": True, "body": {"fields"}}
_RESOURCE_FIELDS = {"create": {"fields"}, "edit": {"fields"}}


def _operation_part(op: Any, dump: Callable[..., Any]) -> dict[str, Any]:
    """An operation's dump whose fields are read once per field object (big specs share them), and
    not dumped with the operation first (Kubernetes: 0.04 s of dumps thrown away)."""
    data = dump(op, _OPERATION_FIELDS)
    if _written(op, "params"):
        data = _placed(data, type(op), "params", _same(op.params))
    if op.body is not None and _written(op.body, "fields"):
        data = {**data, "body": _placed(data["body"], type(op.body), "fields", _same(op.body.fields))}
    return data


def _resource_part(res: Any, dump: Callable[..., Any]) -> dict[str, Any]:
    data = dump(res, _RESOURCE_FIELDS)
    for name, form in (("create", res.create), ("edit", res.edit)):
        if form is not None and _written(form, "fields"):
            data = {**data, name: _placed(data[name], type(form), "fields", _same(form.fields))}
    return data


@functools.cache
def _field_order(model: type) -> dict[str, int]:
    return {
        info.serialization_alias or info.alias or name: i for i, (name, info) in enumerate(model.model_fields.items())
    }


def _written(model: Any, name: str) -> bool:
    """Whether `dump_part` writes `model.name`: not when it equals its default (exclude_defaults)."""
    required, default = _default(type(model), name)
    return required or getattr(model, name) != default


@functools.cache
def _default(model: type, name: str) -> tuple[bool, Any]:
    # read once: pydantic's get_default inspects the factory's signature on each call (0.25 ms)
    info = model.model_fields[name]
    return info.is_required(), None if info.is_required() else info.get_default(call_default_factory=True)


def _placed(data: dict[str, Any], model: type, key: str, value: Any) -> dict[str, Any]:
    """`data` (a dump of `model`) with `key` put back where the dump writes it: fields in their order."""
    order = _field_order(model)
    at, out = order[key], {}
    for k, v in data.items():
        if value is not None and order.get(k, -1) > at:
            out[key], value = value, None
        out[k] = v
    if value is not None:
        out[key] = value
    return out


def plan_json(plan: UiPlan) -> Iterator[str]:
    """The plan as JSON for a person to read (`generate --out`'s plan.json): defaults left out, as
    in the module (`UiPlan.model_validate` restores them), one resource or operation per line, made
    piece by piece so a big plan's whole dump never sits in memory (Graph's was 223 MB with defaults)."""
    head: dict[str, Any] = {} if plan.version == PLAN_VERSION else {"version": plan.version}
    head.update(app=dump_part(plan.app), navigation=[dump_part(g) for g in plan.navigation])
    yield "{\n" + ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in head.items())
    for name in ("resources", "operations", "edits"):
        items = getattr(plan, name)
        if items:
            yield f',\n  "{name}": [\n    ' + json.dumps(dump_part(items[0]))
            for item in items[1:]:
                yield ",\n    " + json.dumps(dump_part(item))
            yield "\n  ]"
    yield "\n}\n"


def plan_comment(plan: UiPlan) -> str:
    """The plan as the module's marked last section (compact: defaults left out, shared parts once;
    `extract_plan` restores them). A client may send only this as the code to customize."""
    return plan_block(plan.version, pack(plan_parts(plan)))


def _plan_data(code: str) -> Any:
    match = _PLAN_RE.search(code)
    if match:
        return unpack(json.loads(match.group(2)))
    match = _LEGACY_RE.search(code)
    return json.loads(match.group(2)) if match else None


def plan_data(code: str) -> Any:
    """The plan's data (as `dump_part` writes it) embedded in generated code, or None."""
    try:
        return _plan_data(code)
    except (ValueError, TypeError, KeyError, IndexError):
        return None


def extract_plan(code: str) -> UiPlan | None:
    """The plan embedded in generated code, or None when the marker is missing or broken."""
    data = plan_data(code)
    if data is None:
        return None
    try:
        return UiPlan.model_validate(data)
    except (ValueError, TypeError):
        return None


def plan_only(code: str) -> bool:
    """Whether `code` is nothing but a plan (this renderer's last section or an older module's plan
    comment): a client may send just that, and then there is no hand-written code to keep."""
    text = code.replace("\r\n", "\n").strip()
    match = _PLAN_RE.search(text) or _LEGACY_RE.search(text)
    return match is not None and match.start() == 0 and match.end() == len(text)


def render_sections(plan: UiPlan) -> Iterator[str]:
    """The module, section by section; joined they are the whole code. The first sections are
    the static runtime, so they are ready at once; the last is the plan."""
    yield from static_sections()
    yield render_app(component_names(plan))
    yield plan_comment(plan)


def render(plan: UiPlan) -> str:
    return "".join(render_sections(plan))


_COMPONENT_RE = re.compile(r"^(?:export default )?function ([A-Z][A-Za-z0-9_]*)\(", re.M)


def component_count(code: str) -> int:
    """React components defined in the module (functions named in PascalCase)."""
    return len(set(_COMPONENT_RE.findall(code)))
