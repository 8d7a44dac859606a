"""JSON-RPC method handlers: the copilot-cli face of each core, named in rpc/methods.py."""
