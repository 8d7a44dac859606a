"""The LLM path: generate, customize and chat through any OpenAI-compatible endpoint.

With nothing configured (or `--llm off`) nothing here runs and every method is offline.

    config.load_config(flag, env, path) -> LlmConfig       --llm / env / config.toml; `auto` = LLM when configured
    service.engine(state) -> LlmEngine | None              the per-process engine; install(state) feeds `initialize`
    LlmEngine.complete(method, request, on_delta) -> str   one completion, retried per retry.POLICIES
    provider.Provider / ScriptedProvider                   the interface and its in-memory implementation
    openai_provider.OpenAIProvider                         AsyncOpenAI (imported lazily), max_retries=0, closes on cancel
    context.spec_budget / spec_context_text                the window budget (-32003) and the index's spec bundle
    prompts.messages(task, **ctx)                          jinja2 templates in prompts/
    replies.FenceStripper / first_json_object              reading model output, live and at once
    codecheck.check_code(code)                             esbuild JSX parse (structural check without Node)
    generate.generate / customize.customize / chat.chat    the method bodies rpc/handlers/generate.py and rpc/handlers/assist.py call
"""
