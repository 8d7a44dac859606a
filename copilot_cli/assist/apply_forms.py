"""Edits to create/edit forms: a field required, optional, hidden, shown again, read-only or
editable again (handlers for assist/apply.py). Hidden fields leave the form (and so are not
sent); "visible"/"editable" restore the field as the operation defines it."""

from __future__ import annotations

from copilot_cli.assist.apply import Draft, EditError, EditOutcome, handles
from copilot_cli.ui.plan import Field, FormView, ResourcePlan

VERBS = {
    "required": "required",
    "optional": "optional",
    "hidden": "hidden",
    "visible": "shown again",
    "readonly": "read-only",
    "editable": "editable",
}


def _forms(res: ResourcePlan, which: str) -> list[tuple[str, FormView]]:
    pairs = [("create", res.create), ("edit", res.edit)]
    return [(name, form) for name, form in pairs if form is not None and which in (name, "both")]


def _operation_fields(draft: Draft, form: FormView) -> list[Field]:
    """The form's fields as its operation defines them (params, then body fields)."""
    op = draft.base.operation(form.operationId)
    if op is None:
        return []
    return list(op.params) + (op.body.fields if op.body else [])


def _reference(draft: Draft, form: FormView, name: str) -> Field | None:
    return next((f for f in _operation_fields(draft, form) if f.name == name), None)


@handles("set_field_state")
def _field_state(draft: Draft, edit) -> EditOutcome:
    res = draft.read(edit.resource)
    forms = _forms(res, edit.form)
    if not forms:
        raise EditError(
            f"{res.label} has no {'create or edit' if edit.form == 'both' else edit.form} form.",
            [f"Make a field of another resource {VERBS[edit.state]}"],
        )
    present = [
        (n, f) for n, f in forms if any(x.name == edit.name for x in f.fields) or _reference(draft, f, edit.name)
    ]
    if not present:
        names = [x.label for _, f in forms for x in f.fields][:5]
        raise EditError(
            f"The {res.singular} form has no field '{edit.name}'.", [f"Make {n} {VERBS[edit.state]}" for n in names]
        )
    if edit.state in ("required", "optional") and all(
        (cur := next((x for x in f.fields if x.name == edit.name), None)) is not None
        and cur.required == (edit.state == "required")
        for _, f in present
    ):
        # "make percentage required" where it is: say so rather than claim a change
        label = next(x.label for _, f in present for x in f.fields if x.name == edit.name)
        which = " and ".join(n for n, _ in present)
        return EditOutcome(
            f"The '{label}' field is already {edit.state} on the {res.singular} {which} "
            f"form{'s' if len(present) > 1 else ''}",
            changed=False,
        )
    res = draft.write(edit.resource, forms=True)
    assumptions: list[str] = []
    label = edit.name
    for name, _ in present:
        form = res.create if name == "create" else res.edit
        assert form is not None
        ref = _reference(draft, form, edit.name)
        current = next((x for x in form.fields if x.name == edit.name), None)
        label = (current or ref).label if (current or ref) else edit.name  # type: ignore[union-attr]
        api_required = bool(ref and ref.required)
        if edit.state == "hidden":
            form.fields = [x for x in form.fields if x.name != edit.name]
            if api_required:
                assumptions.append(f"The API requires '{label}'; without it the server may reject the {name} request")
            continue
        if current is None:  # hidden before: put it back where the operation has it
            if ref is None:
                continue
            current = ref.model_copy(deep=True)
            order = [f.name for f in _operation_fields(draft, form)]
            form.fields.append(current)
            form.fields.sort(key=lambda f: order.index(f.name) if f.name in order else len(order))
        if edit.state == "required":
            current.required = True
        elif edit.state == "optional":
            current.required = False
            if api_required:
                assumptions.append(
                    f"The API marks '{label}' as required; the server may reject a {name} request without it"
                )
        elif edit.state == "readonly":
            current.readOnly = True
            current.widget = "readonly"
            if name == "create":
                assumptions.append(f"On the create form '{label}' is shown but cannot be typed in, so it is not sent")
        elif edit.state == "editable" and ref is not None:
            current.readOnly = False
            current.widget = ref.widget if ref.widget != "readonly" else "text"
    which = " and ".join(n for n, _ in present)
    return EditOutcome(
        f"Made the '{label}' field {VERBS[edit.state]} on the {res.singular} {which} form{'s' if len(present) > 1 else ''}",
        list(dict.fromkeys(assumptions)),
    )
