"""Neo4j access: the driver and schema (`driver`), the named-query loader (`queries`) and the
local server the project provisions and runs (`local_server`)."""

from chronofact.graph.neo4j.driver import apply_schema, connect, schema_ready
from chronofact.graph.neo4j.queries import query, read_rows, statements

__all__ = ["apply_schema", "connect", "query", "read_rows", "schema_ready", "statements"]
