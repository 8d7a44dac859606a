"""A follow-up said in full, from the tab's last question and answer — the only use chat makes of
a tab's history (a new question naming what it asks about is answered as it is said):

- "what about owners?", "and for invoices?", "same for groups?": the last question again, about
  the resource now named ("is the pets list paged?" → "is the owners list paged?");
- "how do I delete it?", "is it paged?", "what does it need?": the pronoun is what the last turn
  was about — the operation the last answer cited where the follow-up says no verb of its own
  ("what does it need?" after `createPet`: "what does createPet need?"), else the resource the
  last question named ("how do I delete it?" after "which endpoint creates a pet?": "… delete pet?").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from copilot_cli.assist.chat_asks import operation_cited
from copilot_cli.assist.chat_words import action_of, stems
from copilot_cli.assist.operation_words import said_verb
from copilot_cli.assist.vocabulary import words
from copilot_cli.spec.model import NormalizedSpec

LEADS = re.compile(r"^\s*(and|also|then|so|but|ok(ay)?|what about|how about|and what about|same for)\b", re.I)
_ABOUT = re.compile(
    r"^\s*(?:(?:and|so|ok(?:ay)?),? )?(?:what about|how about|and for|and|same for|what of) (?:the )?([a-z][\w ]{0,40}?)\s*\??$"
)
# "one" as a thing ("stop one"), not a count ("in one call")
_PRONOUN = re.compile(
    r"\b(it|that one|this one|that|this|them|they|those|these)\b|(?<!\bin )\bone\b(?! (call|request|go)\b)"
)
_FIELDS = re.compile(r"\b(fields?|properties|attributes|look like|contain\w*)\b")

Resource = Callable[[NormalizedSpec, str], object]


def follow_up_in_full(
    message: str, history: Iterable[dict[str, str]], spec: NormalizedSpec, resource_of: Resource
) -> str:
    """The follow-up as a question that stands on its own, or the message as it is. Each earlier
    question is said in full first, so a follow-up of a follow-up finds what the talk is about."""
    asked, said, topic = None, "", None
    for turn in history:
        if turn.get("role") == "user":
            asked = _in_full(turn.get("content", ""), asked, said, topic, spec, resource_of)
            topic = resource_of(spec, asked) or topic  # what the talk is about, the last named
        else:
            said = turn.get("content", "")
    return _in_full(message, asked, said, topic, spec, resource_of) if asked else message


def _in_full(
    message: str, asked: str | None, said: str, res: object, spec: NormalizedSpec, resource_of: Resource
) -> str:
    if not asked:
        return message
    text = " ".join(message.lower().split())
    before = " ".join(asked.lower().split())
    about = _ABOUT.match(text)
    if about and res is not None and (other := resource_of(spec, about.group(1))) is not None and other is not res:
        # the last question again, about the resource now named
        swapped, n = _label_pattern(res).subn(about.group(1), before, count=1)
        return swapped if n else message
    if not _PRONOUN.search(_NOT_A_REFERENCE.sub(" ", text)) or resource_of(spec, text) is not None:
        return message  # names what it asks about: a new question
    op = operation_cited(spec, said)
    verb = said_verb(text) or action_of(stems(text))[0]
    if op is not None and verb is None and not _FIELDS.search(text) and not _MANY.search(text):
        return _PRONOUN.sub(op.id.lower(), text, count=1)  # "what does it need?" → "what does createpet need?"
    if res is not None:
        label = " ".join(words(getattr(res, "label", "")))
        plural = _MANY.search(text)
        listed = " list" if re.search(r"\b(how many|limit|paged|paginat\w*|sort\w*|filter\w*)\b", text) else ""
        return _PRONOUN.sub(label + ("s" if plural or listed else "") + listed, text, count=1)
    return message


# "is it possible to log in?", "what does this API do?": no earlier thing referred to
_NOT_A_REFERENCE = re.compile(
    r"\b(is|was) it (possible|ok|okay|safe|allowed)\b|\bit'?s (possible|ok|okay)\b"
    r"|\b(this|that|the|your) (api|app|interface|ui|spec|server|service|page|tab)\b"
)
_MANY = re.compile(r"\b(them|they|those|these|how many|all|every|several)\b")


def _label_pattern(res) -> re.Pattern[str]:
    """The resource's label as a question says it, singular or plural ("pets?", "manual journals?")."""
    ws = words(getattr(res, "label", "")) or ["\0"]
    return re.compile(r"\b" + r"\s+".join(re.escape(w) + r"(?:s|es)?" for w in ws) + r"\b")
