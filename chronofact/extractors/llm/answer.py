"""What the LLM must answer: a pydantic model of the output, sent as the JSON schema of the
request's `response_format`, and used to validate the answer."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["LLMAnswer", "LLMClaim", "response_format"]


class LLMClaim(BaseModel):
    """One claim as the model states it: which numbered message, the exact words it rests on
    (`quote`, at character offsets `start`..`end` of that message), and the fact."""

    model_config = ConfigDict(extra="ignore")

    message: Annotated[int, Field(ge=1, description="The number of the message it is from.")]
    subject: Annotated[str, Field(min_length=1, description="Who or what it is about.")]
    predicate: Annotated[
        str, Field(min_length=1, description="snake_case relation, e.g. works_at, lives_in.")
    ]
    object: str | None = Field(default=None, description="An entity, e.g. a company or city.")
    value: str | None = Field(default=None, description="A literal, when not an entity.")
    polarity: bool = Field(default=True, description="False for a negated statement.")
    action: Literal["assert", "end"] = Field(
        default="assert", description="`end`: the relation stops holding (left, no longer)."
    )
    valid_from: str | None = Field(default=None, description="ISO-8601 date it starts, if said.")
    valid_to: str | None = Field(default=None, description="ISO-8601 date it ends, if said.")
    quote: Annotated[str, Field(min_length=1, description="The exact words of the message.")]
    start: Annotated[int, Field(ge=0, description="Character offset of `quote` in the message.")]
    end: Annotated[int, Field(ge=0, description="Offset just after `quote`.")]
    statement: str | None = Field(default=None, description="The fact as one short sentence.")
    confidence: Annotated[float, Field(ge=0.0, le=1.0)] = 0.7


class LLMAnswer(BaseModel):
    """The whole answer: the claims of every message of the request."""

    model_config = ConfigDict(extra="ignore")

    claims: list[LLMClaim]


def response_format() -> dict[str, Any]:
    """The `response_format` of a chat-completions request that asks for an `LLMAnswer`."""
    return {
        "type": "json_schema",
        "json_schema": {
            "name": "chronofact_claims",
            "strict": False,
            "schema": LLMAnswer.model_json_schema(),
        },
    }
