"""The LLM provider library: any OpenAI-compatible endpoint behind a small interface. It knows
nothing of the use cases (app/ calls it) and imports nothing of copilot_cli but errors.

With nothing configured (or `--llm off`) nothing here runs and every method is offline.

    config.load_config(flag, env, path) -> LlmConfig       --llm / env / config.toml; `auto` = LLM when configured
    engine.build_engine(flag) -> LlmEngine | None          config + provider + retries; None when off
    LlmEngine.complete(method, request, on_delta) -> str   one completion, retried per retry.POLICIES
    provider.Provider / ScriptedProvider                   the interface and its in-memory implementation
    openai_provider.OpenAIProvider                         AsyncOpenAI (imported lazily), max_retries=0, closes on cancel
    budget.spec_budget / tokens                            the window budget (-32003)
    prompts.messages(task, **ctx)                          jinja2 templates in prompts/
    replies.FenceStripper / first_json_object              reading model output, live and at once
"""
