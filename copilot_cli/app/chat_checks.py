"""What a model's chat answer must meet before it is returned — the rules the offline answer
meets (issue 25, item 3):

- every operation id, path or name it cites (in `backticks`, or a path such as /pets/{petId})
  is one the spec has;
- it agrees with the offline facts, said as the offline answer says them: where the offline
  answer cites the operations that do what was asked ("To create pets, use `createPet` (POST
  /pets)", "use `update_group` (PUT …) or `patch_group` (PATCH …)"), the model's names each of
  them as `id` in backticks AND by the spec's own path ("operation loginUser", "use POST
  /store/order", "deleteOwner (DELETE /owners/7)" are thinner than the offline answer, so not
  returned); where the offline answer is a Yes or a No (does it paginate, is there such an
  operation), the model's starts with the same word; every parameter, field, scheme and quoted
  name the offline answer states, the model's states too, spelled the same.

When in doubt the offline answer wins: the model's is returned only when it says at least what
the offline one says (issue 25: a model answer that passed looser checks was judged wrong where
the offline one was right).

`check_answer` returns None when the answer may be returned, else why not (for the note the
offline answer then carries). `is_follow_up` tells a question that builds on the tab's earlier
turns from a new one.
"""

from __future__ import annotations

import re
from typing import Any

_TICKED = re.compile(r"`([^`\n]{1,160})`")
_PATH = re.compile(r"(?<![\w`{])(/[A-Za-z0-9_{}\-.~:/]*[A-Za-z0-9_}])")
_METHOD = re.compile(r"^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|query|mutation|subscription)\s+", re.I)
_YES_NO = re.compile(r"^\W*(yes|no)\b", re.I)
_STARTS_YES_NO = re.compile(r"^\s*(yes|no)\b", re.I)  # the model's Yes or No, first (not after '**')
# offline answers that answer nothing: where the model's may say more (what it cites must still exist)
_NO_ANSWER = re.compile(r"^(I found nothing in |I can't see this tab's spec|I don't have an API loaded)")
# an operation cited as chat cites it: `id` (METHOD path) or `id` (query field)
_CITED = re.compile(r"`([^`\n]+)` \((?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|query|mutation|subscription) ([^)\s]+)\)")
# offline answers whose citations are not the answer: an overview's examples, what the API has instead
_NOT_THE_ANSWER = re.compile(r"^(No: .* has no \w+|.* has \d+ operations?\b)")
_FOLLOW_UP = re.compile(
    r"^\s*(and|also|then|so|but|ok(ay)?|what about|how about|and what|same for|what else)\b"
    r"|\b(it|its|that|this|them|those|these|they|there|one|ones)\b",
    re.I,
)


def _names(spec: Any) -> tuple[set[str], set[str], set[str]]:
    """(operation ids, paths, other names: types, their properties, parameters, resources)."""
    ops = {o.id for o in spec.operations}
    paths = {o.path for o in spec.operations if o.path}
    names: set[str] = set(spec.types)
    for schema in spec.types.values():
        names.update((schema.properties or {}).keys())
    for o in spec.operations:
        names.update(p.name for p in o.parameters)
        if o.field:
            names.add(o.field)
    for r in spec.resources:
        names.update((r.name, r.label, r.type_name or ""))
    return ops, paths, {n for n in names if n}


def _path_known(path: str, paths: set[str]) -> bool:
    path = path.rstrip(".,;:)")
    if path in paths:
        return True
    # a concrete path (/pets/42) for a template (/pets/{petId})
    shape = re.sub(r"\{[^}]+\}", "{}", path)
    return any(re.sub(r"\{[^}]+\}", "{}", p) == shape or _same_path(path, p) for p in paths)


def check_answer(model: str, offline: str, spec: Any, question: str = "") -> str | None:
    """`question` is the person's question (kept for the callers; the offline answer already says
    what it asks: a Yes or No the offline answer starts with is one the model's must start with)."""
    if not model.strip():
        return "the model's answer was empty"
    if spec is None:
        return None
    ops, paths, names = _names(spec)
    for token in _TICKED.findall(model):
        token = _METHOD.sub("", token.strip()).strip()
        bare = token.rstrip("()").split("(")[0].strip()
        if bare.startswith("/"):
            if not _path_known(bare, paths):
                return f"it cites the path {bare}, which the API does not have"
        elif (
            " " not in bare and bare not in ops and bare not in names and bare.lower() not in {n.lower() for n in names}
        ):
            return f"it cites `{bare}`, which the API does not have"
    for path in _PATH.findall(model):
        if path.count("/") >= 1 and len(path) > 1 and not _path_known(path, paths):
            return f"it cites the path {path}, which the API does not have"
    offline_yes_no = _YES_NO.match(offline)
    if offline_yes_no:
        said = _STARTS_YES_NO.match(model)
        if said is None or said.group(1).lower() != offline_yes_no.group(1).lower():
            return f"it does not agree with the spec, which says {offline_yes_no.group(1).capitalize()}"
    cited = list(dict.fromkeys((op, where) for op, where in _CITED.findall(offline) if op in ops))
    unnamed = [(op, where) for op, where in cited if not _cites(model, op, where)]
    if unnamed and not _NOT_THE_ANSWER.match(offline):
        named = " and ".join(f"`{op}` ({where})" for op, where in unnamed[:3])
        return f"it does not name {named} by its id and path, as the spec's answer does"
    facts = _facts(offline, ops, spec)
    missing = [n for n in facts if not re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", model)]
    if missing:
        listed = ", ".join(f"`{n}`" for n in missing[:5])
        return f"it leaves out {listed}, which the spec's answer names"
    if not (offline_yes_no or cited or facts or _NO_ANSWER.match(offline)):
        # "The API declares no authentication.", an overview, how to customize: an answer the model's
        # cannot be shown to agree with, so the offline one (when in doubt, offline wins)
        return "the spec's answer states nothing the model's could be checked against"
    return None


# the names an offline answer states as its facts: a parameter, a field, a scheme
_LISTED = re.compile(r"(?<=[:,] )([A-Za-z_$][\w.$-]*) \(")  # "has 8 fields: id (integer), name (string)"
_SCHEME = re.compile(r"\b(?:needs|accepts|declares|or) ([A-Za-z_][\w-]*) \(")  # "needs api_key (apiKey …)"
_QUOTED = re.compile(r"'([A-Za-z_][\w.-]*)'")  # "apiKey in the header 'X-API-Key'"


def _facts(offline: str, ops: set[str], spec: Any = None) -> list[str]:
    """The parameters, fields and schemes the offline answer names ("Yes: `ContainerList` takes
    `limit`", "`loginUser` takes `username`, `password`", "needs api_key"): a model answer that
    leaves one out says less than the offline one, which is then returned (the judge of issue 25
    asks for them). Not where the names are only what the API has instead (a No's examples)."""
    if _NOT_THE_ANSWER.match(offline) or _NO_ANSWER.match(offline):
        return []
    ticked = [t for t in _TICKED.findall(offline) if t not in ops and " " not in t]
    names = ticked + _LISTED.findall(offline) + _SCHEME.findall(offline) + _QUOTED.findall(offline)
    title = spec.source.title if spec is not None else ""
    return [n for n in dict.fromkeys(names) if n not in ops and n != title]


def _cites(model: str, op: str, where: str) -> bool:
    """The model's answer names the operation as the offline answer does: its id in backticks
    (`op`, or `op(…)` for a GraphQL field) and, for a path, the spec's own path (/pets/{petId}, not
    /pets/42 or /pets/{id}: the template names the parameter); a GraphQL field's id is its path."""
    if not re.search(rf"`{re.escape(op)}(?:\([^`]*\))?`", model):
        return False
    if not where.startswith("/"):
        return True
    ticked = [_METHOD.sub("", t.strip()) for t in _TICKED.findall(model)]
    said = _PATH.findall(model) + [t for t in ticked if t.startswith("/")]
    return any(p.rstrip(".,;:)") == where for p in said)


def _same_path(said: str, template: str) -> bool:
    a, b = said.strip("/").split("/"), template.strip("/").split("/")
    return len(a) == len(b) and all(x == y or y.startswith("{") for x, y in zip(a, b, strict=True))


def is_follow_up(message: str, spec: Any) -> bool:
    """A question that builds on the last turns ("and how do I delete it?", "what about owners?"),
    not a new one that names what it asks about."""
    if not _FOLLOW_UP.search(message):
        return False
    if spec is None:
        return True
    from copilot_cli.assist.chat import names_something

    starts = re.match(r"^\s*(and|also|then|so|but|what about|how about|and what|same for)\b", message, re.I)
    return bool(starts) or not names_something(spec, message)
