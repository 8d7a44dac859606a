"""What customize accepts from the model, and what it does when it cannot accept it.

- A clarification counts only with real options: at least two distinct answers, each naming a
  target of this interface (a resource, column, field or operation of the plan). "What changes
  were made to the API?" with no options, or "Yes" / "No", is a failed answer.
- Code is verified as generate's is (app/verify.py: parse, scope, render); one repair round
  with the exact error and failing lines.
- A failed answer (the endpoint failing, a shape it cannot take, code that fails twice, an empty
  clarification) is `ModelUnusable`: the offline editor answers instead, and its description
  says the model was not used and why.
"""

from __future__ import annotations

import re
from typing import Any

from copilot_cli.common.identifiers import identifier_words

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]+")
_STAGE_WORDS = {"parse": "does not parse", "scope": "uses undeclared names", "render": "crashes when rendered"}


class ModelUnusable(Exception):
    """The model's answer cannot be used; `reason` says why (for the description or the error)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def plan_vocabulary(plan: Any) -> set[str]:
    """The words that name a target of the interface: resources, columns, fields, operations."""
    names: list[str] = []
    for res in plan.resources:
        names += [res.id, res.label, res.singular]
        if res.list_ is not None:
            names += [c.key for c in res.list_.columns] + [c.label for c in res.list_.columns]
        for form in (res.create, res.edit):
            if form is not None:
                names += [f.name for f in form.fields] + [f.label for f in form.fields]
    for op in plan.operations:
        names += [op.id, op.label]
    words: set[str] = set()
    for name in names:
        for token in _WORD.findall(name or ""):
            words.update(w for w in identifier_words(token) if len(w) >= 3)
    return words


def real_options(question: str | None, options: list[str], plan: Any) -> bool:
    """Two or more distinct options, each naming something the plan has."""
    if not question or not question.strip():
        return False
    distinct = {o.strip().lower() for o in options if o and o.strip()}
    if len(distinct) < 2 or len(distinct) != len(options):
        return False
    vocabulary = plan_vocabulary(plan)

    def names_a_target(option: str) -> bool:
        words = {w for token in _WORD.findall(option) for w in identifier_words(token)}
        return bool(words & vocabulary) or bool({w.rstrip("s") for w in words} & {v.rstrip("s") for v in vocabulary})

    return all(names_a_target(o) for o in options)


def failed_check(stage: str) -> str:
    return _STAGE_WORDS.get(stage, f"failed the {stage} check")
