"""Prompts are jinja2 templates in prompts/ (StrictUndefined: a missing value is an error,
never an empty hole in a prompt)."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import jinja2

from copilot_cli.llm.provider import Message

PROMPTS = Path(__file__).parent / "prompts"


@functools.cache
def _env() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(PROMPTS)),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        keep_trailing_newline=False,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def render(name: str, **context: Any) -> str:
    return _env().get_template(f"{name}.j2").render(**context).strip()


def messages(task: str, **context: Any) -> list[Message]:
    """[system, user] for a task: prompts/system.j2 with the task's rules, then prompts/<task>.j2."""
    return [Message("system", render("system", task=task)), Message("user", render(task, **context))]
