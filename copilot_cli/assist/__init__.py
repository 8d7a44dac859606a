"""customize, clarify and chat — offline, on top of the UiPlan.

Public API (the LLM path reuses all of it):

    copilot_cli.ui.edits.PlanEdit            discriminated union (by `kind`) of structured plan edits
    apply.apply_edits(plan, edits, spec=None, *, record=True, strict=True) -> Applied(plan, outcomes, skipped)
    apply.regenerate(spec, edits, **generate_options) -> Applied   (a changed spec, earlier edits re-applied)
    apply.EditError(reason, suggestions)     an edit that cannot apply (→ -32001 data)
    intents.parse_intent(prompt, plan, spec=None, choice=None) -> list[PlanEdit]
                                             raises targets.Clarify(question, options) or EditError
    customize.customize(store, tab_id, current_code, prompt, raw_spec=None, history=None) -> Customized
    customize.recover_plan(code, session) -> UiPlan   (marked comment; hand-edited code → -32001)
    sessions.SessionStore(max_sessions=64, max_specs=4)   per-tab Session(spec, plan, code, history, pending)
    chat.answer(message, has_spec, has_interface, session, search=None) -> (message, suggestions)

JSON-RPC faces: rpc.customize and rpc.chat (seed 004 shapes).
"""
