"""The `customize` use case: the tab's interface + a plain-language request → changed code, a
clarifying question, or a CustomizationFailed saying why not.

Offline, the request becomes structured plan edits (assist/customize.py). With an LLM, the
offline editor answers what it understands and the model the rest (app/customization_llm.py).
`current_code` may be left out when the tab's session holds the code this process last returned.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import anyio

from copilot_cli import errors
from copilot_cli.app import services
from copilot_cli.assist.customize import Customized


@dataclass
class CustomizeRequest:
    prompt: str
    current_code: str | None = None
    spec: dict[str, Any] | None = None
    history: list[dict[str, str]] = field(default_factory=list)  # [{role, content}], oldest first
    tab_id: str | None = None


async def customize(request: CustomizeRequest, state: Any) -> Customized:
    """The changed code (`code`), or a question (`code` None, `question`, `options`)."""
    from copilot_cli.assist.customize import customize as edit_offline

    store = services.sessions(state)
    request.current_code = _current_code(request, store)
    services.remember_spec(state, request.tab_id, request.spec)  # later chat is grounded in it too
    engine = services.llm_engine(state)
    if engine is not None:
        from copilot_cli.app.customization_llm import customize_with_llm

        return await customize_with_llm(engine, store, request, engine.customize_strategy)

    def work() -> Customized:
        return edit_offline(store, request.tab_id, request.current_code, request.prompt, request.spec, request.history)

    return await anyio.to_thread.run_sync(work, abandon_on_cancel=True)


def _current_code(request: CustomizeRequest, store: Any) -> str:
    """The code sent, or the tab's session code (or a -32602 saying to send it)."""
    if request.current_code is not None:
        return request.current_code
    session = store.get(request.tab_id)
    if session is None or session.code is None:
        reason = (
            "currentCode omitted but this server holds no code for tabId "
            f"{request.tab_id!r} (new or restarted process): send currentCode"
        )
        raise errors.InvalidParams(reason, {"field": "currentCode", "tabId": request.tab_id})
    return session.code
