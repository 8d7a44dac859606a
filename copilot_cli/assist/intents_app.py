"""The offline rules of intents.py about the app as a whole: its theme, layout, sign-in panel and title
(the rules about tables, columns and forms are in intents_rules.py and intents_views.py)."""

from __future__ import annotations

import re

from copilot_cli.assist.intents import Request, rule
from copilot_cli.assist.loose_cues import AUTH_TABLE_WORDS, new_value
from copilot_cli.ui import edits as E


@rule(order=10)
def theme(req: Request):
    # "the whole thing is too bright, can we go darker": the wish said by what is wrong with it
    if req.has(r"\b(too (?:bright|white|glaring)|darker|dimmer|less bright|glar(?:e|ing)|hurts? my eyes)\b"):
        return [E.SetTheme(theme="dark")]
    if req.has(r"\b(too dark|lighter|brighter|less dark)\b") and not req.has(r"\bcolumn|\bheading"):
        return [E.SetTheme(theme="light")]
    m = req.has(r"\b(dark|light|night|day)\b")
    if m and req.has(
        r"\b(?:switch|turn)\w* (?:\w+ ){0,2}off\b|\b(?:disable|no more|get rid of|stop|without|undo|leave)\b|\bnot\b|"
        r"\b(?:don'?t|do not) (?:like|want)|\b(?:hate|dislike|can'?t stand)"
    ):
        # "switch off dark mode": the other theme
        return [E.SetTheme(theme="light" if m.group(1) in ("dark", "night") else "dark")]
    if m and re.fullmatch(r"(?:go\s+)?(dark|light)(?:\s+(?:mode|theme))?[.!]?", req.text):  # "dark please"
        return [E.SetTheme(theme=m.group(1))]  # type: ignore[arg-type]
    if m and req.has(
        r"\b(mode|theme|colou?rs?|scheme|switch|swap|change|set|use|make|turn|enable|go|look|appearance|prefer)\b"
    ):
        return [E.SetTheme(theme="dark" if m.group(1) in ("dark", "night") else "light")]
    return None


@rule(order=12)
def layout(req: Request):
    if not req.has(
        r"\b(layout|nav\w*|menu|tabs?|sidebar|side ?bar|compact|dens(?:e|er)|condensed|tighter|padding|spacing)\b"
    ):
        return None
    if req.has(r"\bnumbers?\b|\bas compact\b|\bdecimals?\b"):
        return None  # "show sizes as compact numbers" is a format
    if req.has(r"\b(rename|relabel|retitle|called|named)\b"):
        return None  # "I'd like the Images tab called Pictures" renames a page
    if req.has(r"\btop ?nav|\btabs?\b|\b(nav\w*|menu) (bar )?(at|on|across|along|to|up) (the )?top|\bhorizontal"):
        return [E.SetLayout(layout="topnav")]
    if req.has(
        r"\bcompact|\bdense|\bcondensed|\btighter|\bshrink|\bsqueez|\bfit more|\bmore fits|\bless (?:space|padding|spacing)"
    ):
        return [E.SetLayout(layout="compact")]
    if req.has(r"\bside ?bar|\bside nav|\bleft nav|\b(nav\w*|menu) on the (left|side)"):
        return [E.SetLayout(layout="sidebar")]
    if req.has(r"\bdefault layout|\breset the layout"):
        return [E.SetLayout(layout="default")]
    return None


@rule(order=14)
def auth_panel(req: Request):
    if req.has(r"\bbutton\b") or not req.has(
        r"\b(auth(?!or)\w*|credentials?|api ?keys?|login panel|sign[- ]in panel|tokens?)\b"
    ):
        return None
    if any(set(a) & AUTH_TABLE_WORDS for rn in req.targets.named for a in rn.aliases[:1]) or req.has(
        r"\b(columns?|lists?|tables?|rows?)\b"
    ):
        return None  # LaunchDarkly's and Vercel's Tokens are a table: "drop the service token column from tokens"
    if req.has(r"\b(hide|remove|drop|disable|turn off|get rid of|no|without|don'?t show)\b"):
        return [E.SetAuthPanel(visible=False)]
    if req.has(r"\b(show|add|display|enable|turn on|bring back|include)\b"):
        return [E.SetAuthPanel(visible=True)]
    return None


@rule(order=30)
def app_title(req: Request):
    if not req.has(
        r"\b(app|application|interface|ui|site|dashboard)\b.{0,12}\b(title|name|heading|header)?|\b(title|heading|header)\b"
    ):
        return None
    if (
        req.has(r"\b(rename|call|retitle|name|title)\s+(the\s+)?(app|application|interface|ui|site|dashboard)\b")
        or req.has(r"\b(set|change|make|update)\s+(the\s+)?(app\w*\s+|site\s+)?(title|heading|header|name)\b")
        or req.has(r"\b(app|application)\s+(title|name)\s+(should|to)\b")
    ):
        called = re.search(
            r"\b(?:call|name|title)\s+(?:the\s+)?(?:app|application|interface|ui|site|dashboard)\s+(?!to\b|as\b)(.+?)[.!]?$",
            req.prompt,
            re.I,
        )
        name = req.new_name() or (called.group(1).strip().strip("'\"") if called else None) or new_value(req.prompt)
        if name:
            return [E.SetTitle(title=name[:120])]
    return None
