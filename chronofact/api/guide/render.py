"""The guide as the HTML Neo4j Browser plays (`:play URL`): a carousel of slides, each with a
runnable `:param` block and the named queries, read from `chronofact/cypher/` at serve time."""

from __future__ import annotations

import re
from html import escape

from chronofact.api.guide.params import GuideParams, parameter_values
from chronofact.api.guide.slides import SLIDES, Slide
from chronofact.graph.neo4j import query

_COMMENT = re.compile(r"//[^\n]*")
_PARAMETER = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")


def query_parameters(name: str) -> list[str]:
    """The `$parameters` a named query uses, in order of first use (comments ignored)."""
    names: list[str] = []
    for found in _PARAMETER.findall(_COMMENT.sub("", query(name))):
        if found not in names:
            names.append(found)
    return names


def param_lines(slide: Slide, values: dict[str, str]) -> list[str]:
    """`:param name => value` for every parameter the slide's queries use."""
    chosen: dict[str, str] = {}
    for block in slide.blocks:
        for name in query_parameters(block.name):
            if name not in chosen:
                chosen[name] = block.overrides.get(name, values[name])
    ordered = sorted(chosen, key=list(values).index)  # tenant and namespace first
    return [f":param {name} => {chosen[name]}" for name in ordered]


def _runnable(text: str) -> str:
    return f'<figure><pre class="pre-scrollable code runnable">{escape(text)}</pre></figure>'


def _slide_html(slide: Slide, values: dict[str, str], style_url: str | None) -> str:
    parts = [
        '<slide class="row-fluid">',
        '<div class="col-sm-3">',
        f"<h3>{escape(slide.title)}</h3>",
        f'<p class="lead">{escape(slide.lead)}</p>',
        f"<p>{escape(slide.text)}</p>",
        "</div>",
        '<div class="col-sm-9">',
    ]
    if style_url is not None:
        parts += ["<p>Style: versions show their statement and period.</p>"]
        parts.append(_runnable(f":style {style_url}"))
    parts.append("<p>Parameters:</p>")
    parts.append(_runnable(";\n".join(param_lines(slide, values))))
    for block in slide.blocks:
        where = f" The service runs it for {block.service}." if block.service else ""
        parts.append(
            f"<p><code>chronofact/cypher/{escape(block.name)}.cypher</code>: "
            f"{escape(block.caption)}{escape(where)}</p>"
        )
        parts.append(_runnable(query(block.name)))
    parts += ["</div>", "</slide>"]
    return "\n".join(parts)


def render_guide(params: GuideParams, base_url: str) -> str:
    """The whole guide for `params`; `base_url` is where the API answers (for `:style`)."""
    values = parameter_values(params)
    style_url = base_url.rstrip("/") + "/guide/style.grass"
    slides = [
        _slide_html(slide, values, style_url if index == 0 else None)
        for index, slide in enumerate(SLIDES)
    ]
    return "\n".join(
        [
            '<article class="guide">',
            '<carousel class="deck container-fluid">',
            *slides,
            "</carousel>",
            "</article>",
        ]
    )
