"""The application layer: the use cases a person drives — generate an interface, customize it,
chat about the API — each offline or through the LLM, over the tab's session.

The only package that uses ui, assist, index and llm together. Faces (rpc/, commands/) turn
their wire or command line into a request here and the result back into their own shape;
nothing here knows JSON-RPC.

    generation.generate(GenerateRequest, state, stream) -> Generation        (+ generation_llm)
    customization.customize(CustomizeRequest, state) -> Customized          (+ customization_llm)
    conversation.chat(ChatRequest, state) -> (message, suggestions)         (+ conversation_llm)
    services: the per-process LLM engine, session store and spec search
    spec_context: the spec's most relevant operations for a prompt, from the index
    codecheck: does a module parse (esbuild)
"""
