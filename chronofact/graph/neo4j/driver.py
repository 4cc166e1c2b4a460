"""The Neo4j driver and the schema, shared by the API, the CLI and the tests."""

from __future__ import annotations

from neo4j import Driver, GraphDatabase, NotificationMinimumSeverity

from chronofact.config import Settings
from chronofact.graph.neo4j.queries import statements


def connect(settings: Settings) -> Driver:
    """A driver for the configured Neo4j (`NEO4J_URI`, else the local one)."""
    return GraphDatabase.driver(
        settings.bolt_uri,
        auth=(settings.neo4j_user, settings.neo4j_password),
        max_connection_pool_size=50,
        # a Neo4j that is down or gone answers within bounded time (then 503 + Retry-After)
        max_transaction_retry_time=settings.neo4j_retry_seconds,
        connection_timeout=settings.neo4j_connect_timeout,
        connection_acquisition_timeout=settings.neo4j_connect_timeout * 2,
        # the named queries mention properties that a young database may not have yet;
        # Neo4j's "property key does not exist" hints are noise for them
        notifications_min_severity=NotificationMinimumSeverity.OFF,
    )


def apply_schema(driver: Driver, database: str = "neo4j", wait_seconds: int = 300) -> int:
    """Create every constraint and index of `schema.cypher` and drop the ones it retires
    (idempotent); wait until online."""
    applied = 0
    for statement in statements("schema"):
        driver.execute_query(statement, database_=database)
        applied += 1
    driver.execute_query(
        "CALL db.awaitIndexes($seconds)", {"seconds": wait_seconds}, database_=database
    )
    return applied


def schema_ready(driver: Driver, database: str = "neo4j") -> bool:
    """True when every index named in `schema.cypher` exists and is ONLINE."""
    expected = set()
    for statement in statements("schema"):
        words = statement.split()
        if "CREATE" not in words[:3]:  # DROP ... IF EXISTS: an index that must be gone
            continue
        # [CYPHER 25] CREATE [FULLTEXT|VECTOR] (INDEX|CONSTRAINT) <name> IF NOT EXISTS ...
        for i, word in enumerate(words):
            if word in ("INDEX", "CONSTRAINT"):
                expected.add((word, words[i + 1]))
                break
    records, _, _ = driver.execute_query(
        "SHOW INDEXES YIELD name, state RETURN name, state", database_=database
    )
    indexes = {r["name"]: r["state"] for r in records}
    records, _, _ = driver.execute_query(
        "SHOW CONSTRAINTS YIELD name RETURN name", database_=database
    )
    constraints = {r["name"] for r in records}
    for kind, name in expected:
        if kind == "INDEX" and indexes.get(name) != "ONLINE":
            return False
        if kind == "CONSTRAINT" and name not in constraints:
            return False
    return True
