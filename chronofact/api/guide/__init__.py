"""The Neo4j Browser guide (`:play http://localhost:8000/guide`) and its GraSS style.

The slides (`slides.py`) name queries of `chronofact/cypher/`; `render.py` reads them when the
guide is served, so the guide and the service never disagree. `chronofact.grass` makes versions
readable: their statement as caption, current versions (the `:Current` label the write path
keeps) in colour and revoked ones in grey, lineage edges with their kind.
"""

from __future__ import annotations

from importlib import resources

from chronofact.api.guide.params import GuideParams
from chronofact.api.guide.render import render_guide

__all__ = ["GuideParams", "play_command", "render_guide", "style_text"]


def style_text() -> str:
    """The GraSS style served at `/guide/style.grass`."""
    return resources.files("chronofact").joinpath("api", "guide", "chronofact.grass").read_text()


def play_command(host: str, port: int) -> str:
    """What to type into Neo4j Browser. A loopback API is named `localhost`: the one host
    Neo4j's default `browser.remote_content_hostname_whitelist` allows besides neo4j.com."""
    on_this_machine = host in {"127.0.0.1", "::1", "localhost", "0.0.0.0", "::", ""}
    shown = "localhost" if on_this_machine else host
    return f":play http://{shown}:{port}/guide"
