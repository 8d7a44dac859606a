"""Action sub-paths: `POST /items/{id}/cancel` is something done to an item, not a resource of its
own. The grouping (spec/resources.py) makes it an action when the item path `/items/{id}` exists;
when the API has no such path, it groups the verb as a resource with only a "create". Here such a
resource becomes a button on its parent's detail (or, when the parent has no detail, beside its
list), and leaves the navigation; its operation stays on the Operations page (the only place
for it when the API has no resource for the item)."""

from __future__ import annotations

import re
from collections.abc import Callable

from copilot_cli.common.identifiers import identifier_words
from copilot_cli.spec.model import NormalizedSpec, Schema
from copilot_cli.spec.model import Operation as SpecOperation
from copilot_cli.spec.model import Resource as SpecResource
from copilot_cli.ui.plan import Action, ResourcePlan
from copilot_cli.ui.widgets import humanize, resolve

_VERBS_TEXT = """
accept activate apply approve archive assign block cancel capture clone close complete confirm copy
deactivate decline deploy disable dismiss downgrade duplicate enable execute export finalize follow import
invite lock mark merge move pause publish reactivate reboot refund reject renew reopen rerun resend reset
resolve restart resume retry revoke rollback run send shutdown star start stop submit subscribe suspend sync
test trigger unarchive unassign unblock unfollow unlock unpause unpin unpublish unstar unsubscribe upgrade
validate verify void pin
"""
VERBS = frozenset(_VERBS_TEXT.split())
_DANGER_TEXT = "cancel void revoke reject decline delete shutdown suspend block lock archive"
_DANGER = frozenset(_DANGER_TEXT.split())
_FORMAT = re.compile(r"\.(?:json|xml)$", re.I)


def _template(segs: list[str]) -> tuple[str, ...]:
    return tuple("{}" if s.startswith("{") and s.endswith("}") else _FORMAT.sub("", s) for s in segs)


def action_of(
    res: SpecResource, items: dict[tuple[str, ...], SpecResource]
) -> tuple[SpecResource | None, str, str] | None:
    """(the item's resource if the API has one, the verb, the item's path parameter) when `res` is
    only a POST of a verb under an item (`/promotion/{promotion_id}/pause`)."""
    ops = res.operations
    if ops.list or ops.get or ops.update or ops.patch or ops.delete or not ops.create:
        return None
    segs = [s for s in (res.collection_path or res.item_path or "").split("/") if s]
    if len(segs) < 2 or not (segs[-2].startswith("{") and segs[-2].endswith("}")):
        return None
    verb = _FORMAT.sub("", segs[-1]).lower().replace("-", "_")
    if verb not in VERBS:
        return None
    return items.get(_template(segs[:-1])), verb, segs[-2][1:-1]


def item_index(spec: NormalizedSpec) -> dict[tuple[str, ...], SpecResource]:
    """Each resource by the template of its item path (`/items/{}`), from either of its paths."""
    out: dict[tuple[str, ...], SpecResource] = {}
    for res in spec.resources:
        own = [s for s in (res.item_path or "").split("/") if s]
        listed = [s for s in (res.collection_path or "").split("/") if s]
        if own and own[-1].startswith("{"):
            out.setdefault(_template(own), res)
        elif listed:
            out.setdefault(_template(listed) + ("{}",), res)
    return out


_METHOD_VERB = {"POST": "Add", "PUT": "Update", "PATCH": "Update", "DELETE": "Remove"}
_WORDS = re.compile(r"[A-Za-z0-9]+")
_OP_ID = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,39}")  # an author's name for it, not `post_/a/{id}/b`


def _summary(text: str | None) -> str:
    """An operation's summary as a button says it: one line, no closing full stop."""
    return " ".join((text or "").split()).rstrip(".")


def role_buttons(res: ResourcePlan) -> set[str]:
    """The labels of the buttons the detail shows beside its actions (runtime/src/detail-parts.tsx DetailHead)."""
    return ({"Edit"} if res.edit else set()) | ({"Delete"} if res.delete else set())


def readable_name(name: str, summary: str | None) -> str:
    """An action's label from its path word, spelled as the summary spells it when the word glues
    several of the summary's words (`deleteimage` in "Delete Resource Image" → "Delete image")."""
    label = humanize(name)
    words = [w.lower() for w in _WORDS.findall(summary or "")]
    glued = name.lower()
    if " " in label or not words or not glued.isalnum():
        return label

    def split(rest: str, start: int) -> list[str] | None:
        if not rest:
            return []
        for i in range(start, len(words)):
            if rest.startswith(words[i]) and (tail := split(rest[len(words[i]) :], i + 1)) is not None:
                return [words[i], *tail]
        return None

    parts = split(glued, 0)
    return humanize(" ".join(parts)) if parts and len(parts) > 1 else label


def _said_by(spec: NormalizedSpec, operation_id: str) -> list[str]:
    """What an operation calls itself, best first: its summary when a button can hold it, its
    operation id as words when an author wrote one (not `post_/a/{id}/b`)."""
    op = spec.operation(operation_id)
    summary = _summary(op.summary if op is not None else None)
    named = (
        summary if 0 < len(summary) <= 48 else "",
        humanize(operation_id) if _OP_ID.fullmatch(operation_id) else "",
    )
    return [text for text in named if text]


def update_action(spec: NormalizedSpec, operation_id: str) -> Action:
    """An update of the item that edits nothing the item shows (plan_patch.edits_what_is_shown:
    Google Ideahub's topic state on an Idea's path, a secret's value no read returns) is no Edit,
    but it is still the item's to do: a button of its detail, named as the operation names itself."""
    return Action(operationId=operation_id, label=next(iter(_said_by(spec, operation_id)), "Update"))


def distinct_label(spec: NormalizedSpec, operation_id: str, label: str, taken: set[str]) -> str:
    """`label`, or, when another button beside it already says that (`PUT`, `POST` and `DELETE` of
    `/resources/{id}/services` are all "Services"; an action named delete beside the item's Delete),
    the operation's own summary, else its operation id as words, else the method's verb before a
    noun, else a number after it."""
    if label not in taken:
        return label
    op = spec.operation(operation_id)
    verb = _METHOD_VERB.get((op.method or "").upper()) if op is not None else None
    for candidate in (
        *_said_by(spec, operation_id),
        f"{verb} {label[:1].lower()}{label[1:]}" if verb and label.lower() not in VERBS | _DANGER else "",
    ):
        if candidate and candidate not in taken:
            return candidate
    n = 2
    while f"{label} {n}" in taken:
        n += 1
    return f"{label} {n}"


def label_actions(spec: NormalizedSpec, actions: list[Action], reserved: set[str]) -> None:
    """Readable, distinct labels for the buttons of one place: a label several actions (or a button
    beside them) share is each action's own (see distinct_label); the rest stay as they are."""
    base = []
    for a in actions:
        op = spec.operation(a.operationId)
        base.append(readable_name(a.label, op.summary if op is not None else None))
    shared = {label for label in base if base.count(label) > 1} | reserved
    taken = set(reserved)
    for a, label in zip(actions, base, strict=True):
        a.label = distinct_label(spec, a.operationId, label, taken | ({label} if label in shared else set()))
        taken.add(a.label)


def _names(spec: NormalizedSpec, schema: Schema | None, depth: int = 1, tails: bool = False) -> set[str]:
    """A type's property names, and those of its object properties (an envelope's item), compared
    without case or separators; with `tails`, also each name's last words (`templateName` → `name`:
    a body may name the item's field after the item)."""
    s, _ = resolve(spec, schema)
    while s.kind == "array" and s.items is not None:
        s, _ = resolve(spec, s.items)
    out: set[str] = set()
    for name, prop in (s.properties or {}).items():
        words = identifier_words(name)
        out |= {"".join(words[i:]) for i in range(len(words) if tails else min(1, len(words)))}
        if depth > 0:
            out |= _names(spec, prop, depth - 1, tails)
    return out


def _body_schema(op: SpecOperation) -> Schema | None:
    rb = op.request_body
    return next((m.schema_ for m in rb.content.values() if m.schema_ is not None), None) if rb else None


def _uploads(spec: NormalizedSpec, op: SpecOperation) -> bool:
    """The body carries a file: what it makes is the file (zuora's invoice files, a training image)."""
    rb = op.request_body
    if rb is None:
        return False
    if any(m.startswith(("application/octet-stream", "image/", "video/", "audio/")) for m in rb.content):
        return True
    body, _ = resolve(spec, _body_schema(op))
    return any(
        (p := resolve(spec, s)[0]).kind == "file" or (p.format or "") in ("binary", "byte")
        for s in (body.properties or {}).values()
    )


def creates_no_item(spec: NormalizedSpec, res: SpecResource, item: Schema) -> bool:
    """A POST on a child's collection that makes none of its items, but does something to the parent:
    it answers the parent itself (dracoon's "Add group members": `POST /groups/{id}/users {ids}` →
    Group), or neither what it sends nor what it answers names any field of the items (iotanalytics'
    CreateDatasetContent sends a versionId; the content lists entryName and dataURI)."""
    op = spec.operation(res.operations.create) if res.operations.create else None
    if op is None or op.kind != "http" or not res.parent or _uploads(spec, op):
        return False
    sent, own = _names(spec, _body_schema(op), tails=True), _names(spec, item)
    if not sent or not own or sent & own:
        return False
    parent = spec.resource(res.parent)
    answers = resolve(spec, op.returns)[1] if op.returns is not None else None
    if answers and parent is not None and answers == parent.type_name and answers != res.type_name:
        # the parent, unless it is the items' kind too (GitHub's fork of a repository is a repository)
        top = _names(spec, item, 0)
        return len(_names(spec, op.returns, 0) & top) * 2 < len(top)
    return not (_names(spec, op.returns) & own)


def fold_non_creates(
    spec: NormalizedSpec, resources: list[ResourcePlan], item_of: Callable[[SpecResource], Schema]
) -> list[ResourcePlan]:
    """A child's "create" that makes no child (creates_no_item) is a button on the parent's detail,
    labelled as its operation says; the child keeps its list, and leaves when it had nothing else."""
    by_id = {r.id: r for r in resources}
    for res in resources:
        spec_res = spec.resource(res.id)
        target = by_id.get(res.parent or "")
        if res.create is None or spec_res is None or target is None or target.detail is None:
            continue
        if not creates_no_item(spec, spec_res, item_of(spec_res)):
            continue
        label = next(iter(_said_by(spec, res.create.operationId)), f"Add {res.singular.lower()}")
        action = Action(operationId=res.create.operationId, label=label)
        action.label = distinct_label(
            spec, action.operationId, label, {a.label for a in target.detail.actions} | role_buttons(target)
        )
        target.detail.actions.append(action)
        for param in spec_res.parent_params:  # the detail fills the parent's id into the action's path
            if param not in target.itemParams:
                target.itemParams[param] = target.idField
        res.create = None
    return [r for r in resources if r.list_ or r.detail or r.create or r.edit or r.delete or r.actions]


def fold_actions(spec: NormalizedSpec, resources: list[ResourcePlan]) -> list[ResourcePlan]:
    """Verb resources become actions of their parent's item; the rest are returned unchanged."""
    by_id = {r.id: r for r in resources}
    folded: set[str] = set()
    items = item_index(spec)
    for res in resources:
        spec_res = spec.resource(res.id)
        found = action_of(spec_res, items) if spec_res is not None and res.create else None
        if found is None:
            continue
        owner, verb, param = found
        target = by_id.get(owner.name) if owner is not None else None
        if target is None:  # no item to put the button on: the Operations page has it
            folded.add(res.id)
            continue
        action = Action(operationId=res.create.operationId, label=humanize(verb), danger=verb in _DANGER)
        taken = {a.label for a in target.actions + (target.detail.actions if target.detail else [])}
        if target.detail is not None:
            taken |= role_buttons(target)
        action.label = distinct_label(spec, action.operationId, action.label, taken)
        if target.detail is not None:
            target.detail.actions.append(action)
            if param not in target.itemParams:  # the detail fills the item's id into the action's path
                target.itemParams[param] = target.idField
        else:
            target.actions.append(action)
        folded.add(res.id)
    return [r for r in resources if r.id not in folded]
