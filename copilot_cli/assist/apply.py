"""apply_edits(plan, edits) → a new plan: structured edits applied copy-on-write.

Only what an edit touches is copied (the app, one resource); every other resource and every
operation stays the same object, which keeps customize fast on big APIs and lets the
renderer's caches hit. Each edit says what it did (`EditOutcome.description`) and what it
inferred (`EditOutcome.assumptions`); an edit that cannot apply raises `EditError` with a reason
and suggestions. Regenerating from a changed spec re-applies `plan.edits` with
`strict=False`: edits whose targets are gone are skipped and reported, never guessed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from copilot_cli.spec.model import NormalizedSpec
from copilot_cli.ui.edits import PlanEdit
from copilot_cli.ui.plan import AppPlan, NavGroup, ResourcePlan, UiPlan


class EditError(Exception):
    """An edit that cannot be applied: why, and what would work instead."""

    def __init__(self, reason: str, suggestions: Iterable[str] = ()) -> None:
        super().__init__(reason)
        self.reason = reason
        self.suggestions = list(dict.fromkeys(suggestions))[:6]


@dataclass
class EditOutcome:
    description: str
    assumptions: list[str] = field(default_factory=list)
    changed: bool = True


@dataclass
class Applied:
    plan: UiPlan
    outcomes: list[EditOutcome]
    skipped: list[tuple[PlanEdit, str]] = field(default_factory=list)


class Draft:
    """A plan being edited: copies the app, the navigation or a resource on first write."""

    def __init__(self, plan: UiPlan, spec: NormalizedSpec | None = None) -> None:
        self.base = plan
        self.spec = spec
        self._app: AppPlan | None = None
        self._nav: list[NavGroup] | None = None
        self._resources: dict[str, ResourcePlan] = {}
        self._forms: set[str] = set()
        self._ops: dict[str, Any] = {}  # operations whose GraphQL document an edit widened

    @property
    def app(self) -> AppPlan:
        return self._app or self.base.app

    def write_app(self) -> AppPlan:
        if self._app is None:
            self._app = self.base.app.model_copy(deep=True)
        return self._app

    def write_nav(self) -> list[NavGroup]:
        if self._nav is None:
            self._nav = [g.model_copy(deep=True) for g in self.base.navigation]
        return self._nav

    def read(self, resource_id: str) -> ResourcePlan:
        if resource_id in self._resources:
            return self._resources[resource_id]
        res = self.base.resource(resource_id)
        if res is None:
            labels = [r.label for r in self.base.resources][:6]
            raise EditError(
                f"The interface has no resource '{resource_id}'.", [f"Customize the {label} table" for label in labels]
            )
        return res

    def write(self, resource_id: str, forms: bool = False) -> ResourcePlan:
        """A private copy of the resource: its views deep-copied, its create/edit forms (the
        big part) only when `forms` — edits that change form fields ask for them."""
        if resource_id not in self._resources:
            res = self.read(resource_id)
            parts = {
                name: getattr(res, name).model_copy(deep=True)
                for name in ("list_", "detail", "delete")
                if getattr(res, name) is not None
            }
            parts["actions"] = [a.model_copy() for a in res.actions]
            parts["itemParams"] = dict(res.itemParams)
            self._resources[resource_id] = res.model_copy(update=parts)
        res = self._resources[resource_id]
        if forms and resource_id not in self._forms:
            self._forms.add(resource_id)
            res.create = res.create.model_copy(deep=True) if res.create else None
            res.edit = res.edit.model_copy(deep=True) if res.edit else None
        return res

    def write_operation(self, op_id: str):
        if op_id not in self._ops:
            op = self.base.operation(op_id)
            if op is None:
                return None
            self._ops[op_id] = op.model_copy(deep=True)
        return self._ops[op_id]

    def resource_ids(self) -> list[str]:
        return [r.id for r in self.base.resources]

    def build(self, edits: list[PlanEdit]) -> UiPlan:
        resources = [self._resources.get(r.id, r) for r in self.base.resources]
        return self.base.model_copy(
            update={
                "app": self.app,
                "navigation": self._nav if self._nav is not None else self.base.navigation,
                "resources": resources,
                "operations": [self._ops.get(o.id, o) for o in self.base.operations]
                if self._ops
                else self.base.operations,
                "edits": edits,
            }
        )


Handler = Callable[[Draft, Any], EditOutcome]
HANDLERS: dict[str, Handler] = {}


def handles(kind: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[kind] = fn
        return fn

    return register


def apply_edits(
    plan: UiPlan,
    edits: Iterable[PlanEdit],
    spec: NormalizedSpec | None = None,
    *,
    record: bool = True,
    strict: bool = True,
) -> Applied:
    """Apply `edits` in order. `record` appends them to `plan.edits` (customize); `strict`
    raises the first EditError, otherwise failing edits are skipped and listed (regeneration)."""
    from copilot_cli.assist import apply_columns, apply_forms, apply_views  # noqa: F401  (register their handlers)

    draft = Draft(plan, spec)
    outcomes: list[EditOutcome] = []
    skipped: list[tuple[PlanEdit, str]] = []
    kept: list[PlanEdit] = []
    for edit in edits:
        try:
            outcomes.append(HANDLERS[edit.kind](draft, edit))
            kept.append(edit)
        except EditError as exc:
            if strict:
                raise
            skipped.append((edit, exc.reason))
    recorded = list(plan.edits) + kept if record else list(plan.edits)
    return Applied(plan=draft.build(recorded), outcomes=outcomes, skipped=skipped)


def regenerate(spec: NormalizedSpec, edits: Iterable[PlanEdit], **options: Any) -> Applied:
    """A fresh plan from `spec` with earlier customizations re-applied where they still fit."""
    from copilot_cli.ui.planner import build_plan

    return apply_edits(build_plan(spec, **options), list(edits), spec, record=True, strict=False)


# --------------------------------------------------------------------------- app-level edits


@handles("set_theme")
def _theme(draft: Draft, edit) -> EditOutcome:
    if draft.app.theme == edit.theme:
        return EditOutcome(f"The interface already starts in the {edit.theme} theme", changed=False)
    draft.write_app().theme = edit.theme
    return EditOutcome(
        f"Switched the interface to the {edit.theme} theme",
        ["The theme button in the header still switches themes; a person's choice lasts for the browser session"],
    )


@handles("set_layout")
def _layout(draft: Draft, edit) -> EditOutcome:
    names = {
        "default": "the default sidebar layout",
        "sidebar": "a sidebar layout",
        "topnav": "a top navigation bar with tabs",
        "compact": "a compact layout",
    }
    if draft.app.layout == edit.layout:
        return EditOutcome(f"The interface already uses {names[edit.layout]}", changed=False)
    draft.write_app().layout = edit.layout
    return EditOutcome(f"Switched to {names[edit.layout]}")


@handles("set_title")
def _title(draft: Draft, edit) -> EditOutcome:
    old = draft.app.title
    draft.write_app().title = edit.title
    return EditOutcome(f"Renamed the app from '{old}' to '{edit.title}'")


@handles("set_auth_panel")
def _auth(draft: Draft, edit) -> EditOutcome:
    app = draft.app
    if app.includeAuth == edit.visible:
        return EditOutcome(
            f"The authentication panel is already {'shown' if edit.visible else 'hidden'}", changed=False
        )
    writable = draft.write_app()
    writable.includeAuth = edit.visible
    if not edit.visible:
        return EditOutcome(
            "Hid the authentication panel",
            ["Requests are sent without credentials; the Connection panel still sets the base URL"],
        )
    if not writable.auth and draft.spec is not None:
        from copilot_cli.ui.planner import auth_scheme  # the planner's own mapping of security schemes

        writable.auth = [auth_scheme(s) for s in draft.spec.auth.schemes.values()]
    if not writable.auth:
        return EditOutcome(
            "Showed the authentication panel",
            ["The API declares no security schemes, so the panel has no credentials to ask for"],
        )
    kinds = ", ".join(sorted({s.label for s in writable.auth}))
    return EditOutcome(f"Showed the authentication panel ({kinds})")


def nav_relabel(draft: Draft, resource_id: str, label: str) -> None:
    page = f"resource:{resource_id}"
    for group in draft.write_nav():
        for item in group.items:
            if item.page == page:
                item.label = label
