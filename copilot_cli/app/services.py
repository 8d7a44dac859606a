"""The per-process services the use cases share, kept in the server's state by name.

`state` is anything with `service(name, factory)` and a `services` dict (the JSON-RPC face's
ServerState; tests pass their own). Each service is created on first use, so a process that
never customizes never builds a session store.
"""

from __future__ import annotations

from typing import Any

LLM = "llm"
SESSIONS = "assist.sessions"
SPEC_SEARCH = "assist.spec_search"


def llm_engine(state: Any) -> Any:
    """The LLM engine (llm/engine.py), or None when the LLM is off and everything is offline.
    Built from `settings.llm` (the `--llm` flag) and the environment; tests may put their own
    into `state.services["llm"]`."""
    from copilot_cli.llm.engine import build_engine

    flag = getattr(getattr(state, "settings", None), "llm", None)
    return state.service(LLM, lambda: build_engine(flag))


def sessions(state: Any) -> Any:
    """The per-tab session store (assist/sessions.py)."""
    from copilot_cli.assist.sessions import SessionStore

    return state.service(SESSIONS, SessionStore)


def spec_search(state: Any) -> Any:
    """The offline operation search chat answers from (assist/grounding.py)."""
    from copilot_cli.assist.grounding import SpecSearch

    return state.service(SPEC_SEARCH, SpecSearch)


def remember_generation(state: Any, tab_id: str, raw_spec: Any, plan: Any, code: str) -> None:
    """After `generate` with a tabId: the tab's customize and chat start from this interface.
    `raw_spec` is what generate was given: a dict (normalized when first needed) or, by specId,
    the NormalizedSpec itself (kept as is)."""
    session = sessions(state).open(tab_id)
    session.raw_spec, session.spec, session.spec_key = raw_spec, None, None
    _take_model(session)
    session.plan, session.code, session.pending = plan, code, None
    session.remember("assistant", "Generated an interface")


def remember_spec(state: Any, tab_id: str | None, raw_spec: Any) -> None:
    """A spec seen for a tab (customize with spec/specId, or a face that parsed one for it): the
    tab's chat and customize are grounded in it from now on, whether or not generate ran. A tab
    whose session already holds this spec (or any spec, from generate) keeps it. `raw_spec` is a
    dict or, by specId, the NormalizedSpec."""
    if not tab_id or not raw_spec:
        return
    session = sessions(state).open(tab_id)
    if session.spec is None and session.raw_spec is None:
        session.raw_spec = raw_spec
        _take_model(session)


def _take_model(session: Any) -> None:
    """A NormalizedSpec given as the raw spec is the session's spec already (no normalizing later)."""
    from copilot_cli.spec.model import NormalizedSpec

    spec = session.raw_spec
    if isinstance(spec, NormalizedSpec):
        session.spec, session.spec_key, session.raw_spec = spec, f"{spec.source.hash}#v{spec.model_version}", None


def ground_tab(state: Any, tab_id: str | None, spec: Any) -> None:
    """`spec/parse` with a tabId: the tab's chat and customize are grounded in this NormalizedSpec
    from now on, before any generate. A different spec than the tab had replaces it (the user
    loaded another API into the tab); the same one changes nothing."""
    if not tab_id or spec is None:
        return
    from copilot_cli.assist.sessions import spec_key

    session = sessions(state).open(tab_id)
    key = f"{spec.source.hash}#v{spec.model_version}"
    held = session.spec_key or (spec_key(session.raw_spec) if session.raw_spec is not None else None)
    if held != key:
        session.spec, session.spec_key, session.raw_spec = spec, key, None
