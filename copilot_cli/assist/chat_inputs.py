"""What a call takes, asked in any of the ways people ask it — "what goes in a new Order?", "what
does loginUser want from me?", "what can I pass to getContacts?", "what's in the body of a new
record?", "which fields does a new pet need?" — answered with the operation's parameters and body
fields, the required marked (list_questions.inputs). The operation is the one the question names
by its id or path when it names one (typed verbatim, it wins over what its name's words would
pick: `updatePetWithForm` is not the pet's update), else the one its verb does to the resource
said, else the best scored."""

from __future__ import annotations

import re
from collections.abc import Callable

from copilot_cli.assist.chat_asks import PARAMS, named_operation
from copilot_cli.assist.chat_match import best
from copilot_cli.assist.chat_words import NEEDS, YES_NO
from copilot_cli.assist.list_questions import inputs, required_said
from copilot_cli.assist.operation_words import ROLE_OF, said_verb
from copilot_cli.assist.vocabulary import PHRASAL
from copilot_cli.spec.model import NormalizedSpec, Operation

_GIVE = r"(send|pass|give|provide|put|include|supply|submit|specify|fill( in| out)?|enter|post)"
_WANT = r"(want|wants|need|needs|expect|expects|require|requires|take|takes|accept|accepts)"
_THINGS = r"(info|information|data|details|fields?|param\w*|arguments?|args|inputs?|options|body)"
INPUTS = re.compile(
    NEEDS.pattern
    # "what goes in a new Order?", "what belongs in the body of a network?"
    + r"|\bwhat (goes|go|belongs|should go|must go|do i put|should i put) (in|into|inside)\b"
    + r"|\bwhat('s| is| are)? (in|inside) (the|a|an) (body|payload|request)\b"
    # "what can I pass to getContacts?", "what should we give ContainerList?"
    + rf"|\bwhat (do|does|should|must|can|could|will|would) (i|we|you|one)\b.*\b{_GIVE}\b"
    + rf"|\b(need|needs|have|has|must|should|got) to {_GIVE}\b"
    # "what does loginUser want from me?", "what does createOwner expect?"
    + rf"|\bwhat (does|do|will|would) [\w/{{}}.-]+( [\w/{{}}.-]+){{0,4}} {_WANT}\b"
    # "what can the planet query be given?"
    + r"|\bwhat (can|could|should|must) [\w ]{1,40} be (given|passed|sent|fed)\b"
    # "what fields can I change on a customer?": what the update takes
    + rf"|\b(what|which) {_THINGS} (can|could|do|may) (i|we|you) (change|update|edit|modify|set)\b"
    # "which fields does a new pet need?", "what info do I need to add a pet?"
    # ("which fields of a pet are required?" asks the type's fields: chat_facts)
    + rf"|\b(what|which) ({_THINGS} )?{_THINGS}\b(?! of\b).*\b({_WANT}|needed|required|{_GIVE})\b"
)

# "what values can a pet's status take?" asks a field's values (chat_facts), not what a call takes
_VALUES = re.compile(r"\b(what|which) (values|statuses|states|kinds|types|enums?)\b")


_MAKES = re.compile(
    r"\bwhat (goes|go|belongs|should go|must go|do i put|should i put) (in|into|inside)\b"
    r"|\bin the body of\b|\b(must|should|does|do) (an?|the) [\w ]{1,30} (contain|hold)\b"
)


def asks_inputs(text: str) -> bool:
    """A question on what a call takes; "what parameters does listOwners take?" is chat.py's
    PARAMS, answered with every parameter it has."""
    return INPUTS.search(text) is not None and _VALUES.search(text) is None and PARAMS.search(text) is None


def what_to_send(
    spec: NormalizedSpec,
    text: str,
    message: str,
    search: Callable[[NormalizedSpec, str], list[str]] | None,
    resource_said: Callable,
    said_plural: Callable,
) -> str | None:
    """What the operation asked takes (its parameters and body), or whether the field the
    question names must be sent ("do I have to send a species when adding a pet?")."""
    op = _operation_asked(spec, text, message, search, resource_said, said_plural)
    if op is not None and YES_NO.search(text) and (reply := required_said(spec, op, text)):
        return reply
    return inputs(spec, op) if op is not None else None


def _operation_asked(spec, text, message, search, resource_said, said_plural) -> Operation | None:
    named = named_operation(spec, text)
    if named is not None and (verbatim(named, text) or said_verb(text) is None):
        return named  # "what can I pass to getContacts?", "what does POST /v1/customers take?"
    # the operation the verb does to the resource said ("create a pet": createPet), else the best
    # scored ("adopt a pet": adoptPet)
    # what goes into a thing, or what a thing must contain, is what making one takes
    res, verb = resource_said(spec, text), said_verb(text) or ("create" if _MAKES.search(text) else None)
    ids = [getattr(res.operations, role) for role in ROLE_OF[verb]] if res and verb else []
    if not any(ids):  # "what does adopting a pet need?": every operation scored by the words
        ids = [o.id for o in best(spec, f"create {text}" if verb == "create" else text)]
    if not any(ids) and res is not None:  # "what can I pass to the film query?": the read said
        ids = [res.operations.list if said_plural(text, res) else res.operations.get or res.operations.list]
    if not any(ids) and search is not None:
        ids = search(spec, PHRASAL.sub(r"\1\2", message))
    return next((o for o in map(spec.operation, filter(None, ids)) if o), None)


def verbatim(op: Operation, text: str) -> bool:
    """The question names the operation as only an id or a path does: a path, or an id no
    sentence would say (`getContacts`, `create_group`), not a word like Kinto's `batch`."""
    if re.search(rf"(?<![\w/]){re.escape((op.path or chr(0)).lower())}(?![\w/])", text.lower()):
        return True
    distinct = re.search(r"[a-z][A-Z]|_|\d", op.id) is not None
    return distinct and re.search(rf"\b{re.escape(op.id.lower())}\b", text.lower()) is not None
