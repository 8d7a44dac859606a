"""copilot-cli: Experience UI's backend process (see ARCHITECTURE.md)."""

__version__ = "1.2.0"
