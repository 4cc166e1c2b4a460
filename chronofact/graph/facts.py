"""The FACT shape of API.md, built from what the named queries return."""

from __future__ import annotations

from typing import Any

from chronofact.graph.time import from_db, iso


def fact_to_api(row: dict[str, Any]) -> dict[str, Any]:
    """A fact map from Cypher (`f {...}` projection) -> the API's FACT object."""
    fact: dict[str, Any] = {
        "id": row["id"],
        "namespace": row.get("namespace"),
        "subject": {"id": row.get("subject_id"), "name": row.get("subject_name")},
        "predicate": row.get("predicate"),
    }
    if row.get("object_id") is not None:
        fact["object"] = {"id": row["object_id"], "name": row.get("object_name")}
    else:
        fact["value"] = row.get("value")
    fact.update(
        statement=row.get("statement"),
        polarity=row.get("polarity", True),
        valid_from=iso(from_db(row.get("valid_from"))),
        valid_to=iso(from_db(row.get("valid_to"))),
        learned_at=iso(from_db(row.get("learned_at"))),
        revoked_at=iso(from_db(row.get("revoked_at"))),
        trust=row.get("trust"),
        confidence=row.get("confidence"),
        extractor=row.get("extractor"),
        tx_id=row.get("tx_id"),
        key=row.get("key"),
        sources=[
            {
                "kind": s.get("kind"),
                "ref": s.get("ref"),
                "observed_at": iso(from_db(s.get("observed_at"))),
                "span": s.get("span") if s.get("span") and s["span"][0] is not None else None,
            }
            for s in row.get("sources") or []
        ],
    )
    return fact
