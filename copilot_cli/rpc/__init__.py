"""JSON-RPC 2.0 over newline-delimited stdio: transport, dispatch, server, streaming, methods."""
