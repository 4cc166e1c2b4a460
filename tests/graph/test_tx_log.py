"""The :Tx log counts the versions each transaction asserted: from `t.asserted` (each version
also links to its :Tx by ASSERTED_IN, as the design's graph has it, and names it in `tx_id`), or
from the ASSERTED_IN edges of a database written before the count was kept."""

from __future__ import annotations

from datetime import UTC, datetime

from neo4j import Driver

from chronofact.graph.models import Context, Op, Operation
from chronofact.graph.neo4j import read_rows
from chronofact.graph.time import Period
from chronofact.graph.write import Writer


def _log(driver: Driver, tenant: str) -> list[dict[str, object]]:
    return read_rows(
        driver, "tx_log", {"tenant": tenant, "namespace": "default", "limit": 10}, "neo4j"
    )


def test_tx_counts_its_versions_and_each_links_to_it(
    driver: Driver, writer: Writer, tenant: str
) -> None:
    ops = [
        Operation(
            op=Op.ASSERT,
            subject=f"P{i}",
            predicate="works_at",
            period=Period(datetime(2020, 1, 1, tzinfo=UTC)),
            object="Acme",
        )
        for i in range(3)
    ]
    result = writer.write(Context(tenant=tenant), ops)
    (row,) = _log(driver, tenant)
    assert row["id"] == result.tx_id and row["asserted"] == 3
    records, _, _ = driver.execute_query(
        "MATCH (f:Fact {tx_id: $id}) RETURN count(f) AS n, "
        "COUNT { MATCH (:Fact)-[:ASSERTED_IN]->(:Tx {id: $id}) } AS edges",
        {"id": result.tx_id},
    )
    assert (records[0]["n"], records[0]["edges"]) == (3, 3)


def test_tx_of_an_older_database_is_counted_by_its_edges(driver: Driver, tenant: str) -> None:
    driver.execute_query(
        "CREATE (t:Tx {id: $tx, tenant: $t, namespace: 'default', time: datetime()}) "
        "CREATE (:Fact {id: $f, tenant: $t, namespace: 'default', tx_id: $tx})-[:ASSERTED_IN]->(t)",
        {"tx": f"tx_old_{tenant}", "f": f"f_old_{tenant}", "t": tenant},
    )
    (row,) = _log(driver, tenant)
    assert row["asserted"] == 1
