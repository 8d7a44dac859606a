"""The peer from the ecosystem: the MCP python SDK's stdio server (`pip install -e .[bench]`)
with one `echo` tool. benchmarks/rpc.py drives it with `tools/call` as it drives copilot-cli
with `debug/echo`, after the MCP handshake (initialize, notifications/initialized)."""

from mcp.server.mcpserver import MCPServer

server = MCPServer("echo", log_level="ERROR")


@server.tool()
def echo(n: int) -> int:
    """Returns n."""
    return n


if __name__ == "__main__":
    server.run("stdio")
