"""Every test runs against a real Neo4j, chosen once per session:

1. `NEO4J_URI` (+ `NEO4J_USER` / `NEO4J_PASSWORD`) if set;
2. else a testcontainers Neo4j 2026.08 with GDS, where a Docker engine answers;
3. else the local Neo4j the project manages (installed and started if needed, and stopped
   again at the end if this session started it).

Tests are isolated by tenant: each test gets a fresh tenant (so also a fresh transaction-time
clock), and the session deletes what its tenants wrote when it ends.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, settings
from neo4j import Driver

from chronofact.api.rest.app import create_app
from chronofact.api.rest.key_cache import Principal
from chronofact.api.roles import Role
from chronofact.config import Settings, get_settings
from chronofact.graph.neo4j import apply_schema, connect
from chronofact.graph.neo4j.local_server import LocalNeo4j
from chronofact.graph.reads import Reader
from chronofact.graph.write import Writer

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

# Hypothesis budgets for 2 cores: CI runs the "ci" profile (see docs/testing.md).
settings.register_profile(
    "ci", max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "dev", max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
# the same release as tools/neo4j/pom.xml and docker-compose.yml (tests/graph/test_local_neo4j.py)
NEO4J_IMAGE = "neo4j:2026.08.1-community"

HYPOTHESIS_PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")
settings.load_profile(HYPOTHESIS_PROFILE)
# the bitemporal state machine asks the service's own queries on the full grid after every
# example (thousands of reads): fewer examples keep it within ~2-3 minutes on 2 cores
STATE_MACHINE_EXAMPLES = {"ci": 12, "dev": 5}.get(HYPOTHESIS_PROFILE, 12)

DATA_DIR = Path(
    os.environ.get("CHRONOFACT_DATA_DIR", Path(__file__).resolve().parents[2] / "shared" / "data")
)


@dataclass
class Neo4jUnderTest:
    settings: Settings
    how: str  # "env" | "testcontainers" | "local"
    http_url: str | None  # where Browser is served, when known


def _docker_engine_answers() -> bool:
    if shutil.which("docker") is None:
        return False
    try:
        result = subprocess.run(["docker", "info"], capture_output=True, timeout=15, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return result.returncode == 0


def neo4j_env(uri: str, user: str, password: str, http_url: str | None) -> dict[str, str]:
    """The environment that makes every Settings() (CLI, subprocesses) use this Neo4j."""
    env = {"NEO4J_URI": uri, "NEO4J_USER": user, "NEO4J_PASSWORD": password}
    if http_url:
        env["NEO4J_HTTP_URL"] = http_url
    return env


@contextmanager
def _exported(env: dict[str, str]) -> Iterator[None]:
    """Set `env` in os.environ (and drop the cached settings) until the block ends."""
    saved = {name: os.environ.get(name) for name in env}
    os.environ.update(env)
    get_settings.cache_clear()
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        get_settings.cache_clear()


@pytest.fixture(scope="session")
def neo4j_server() -> Iterator[Neo4jUnderTest]:
    base = Settings()
    if os.environ.get("NEO4J_URI"):
        yield Neo4jUnderTest(base, "env", os.environ.get("NEO4J_HTTP_URL"))
        return
    if _docker_engine_answers():
        from testcontainers.neo4j import Neo4jContainer

        container = Neo4jContainer(NEO4J_IMAGE, password=base.neo4j_password)
        container.with_env("NEO4J_PLUGINS", '["graph-data-science"]')
        container.with_env("NEO4J_dbms_security_procedures_unrestricted", "gds.*")
        container.with_exposed_ports(7474, 7687)
        with container:
            uri = container.get_connection_url()
            http = f"http://{container.get_container_host_ip()}:{container.get_exposed_port(7474)}"
            # CLI commands and subprocesses read the environment: point them at the container,
            # not at whatever answers on 127.0.0.1:7687
            with _exported(neo4j_env(uri, base.neo4j_user, base.neo4j_password, http)):
                yield Neo4jUnderTest(
                    base.model_copy(update={"neo4j_uri": uri}), "testcontainers", http
                )
        return
    local = LocalNeo4j(base)
    local.install()
    started = local.start()
    try:
        yield Neo4jUnderTest(base, "local", f"http://127.0.0.1:{base.neo4j_http_port}")
    finally:
        if started:
            local.stop()


_TENANTS: list[str] = []


@pytest.fixture(scope="session")
def driver(neo4j_server: Neo4jUnderTest) -> Iterator[Driver]:
    drv = connect(neo4j_server.settings)
    apply_schema(drv)
    yield drv
    # delete what this session's tenants wrote
    labels = (
        "Fact",
        "Entity",
        "Source",
        "Tx",
        "Key",
        "Clock",
        "Predicate",
        "Tombstone",
        "Alias",
        "Erasure",
        "TenantSettings",
        "ApiKey",
    )
    for label in labels:
        with drv.session() as session:
            session.run(
                f"MATCH (n:{label}) WHERE n.tenant IN $tenants "  # label: the fixed list above
                "CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 5000 ROWS",
                tenants=_TENANTS,
            ).consume()
    drv.close()


def new_tenant() -> str:
    tenant = "t_" + uuid.uuid4().hex[:12]
    _TENANTS.append(tenant)
    return tenant


@pytest.fixture
def tenant() -> str:
    """A fresh tenant: its own data and its own transaction-time clock."""
    return new_tenant()


@pytest.fixture
def writer(driver: Driver) -> Writer:
    return Writer(driver)


@pytest.fixture
def reader(driver: Driver) -> Reader:
    return Reader(driver)


@pytest.fixture(scope="session")
def app_client(neo4j_server: Neo4jUnderTest) -> Iterator[TestClient]:
    """One API app for the session; tests authenticate with a key bound to their tenant."""
    app_settings = neo4j_server.settings.model_copy(update={"api_keys": "bootstrap:bootstrap"})
    app = create_app(app_settings)
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


@pytest.fixture
def api(app_client: TestClient, tenant: str) -> TestClient:
    """The session client, authenticated as this test's tenant."""
    key = "key-" + uuid.uuid4().hex
    grant = Principal(tenant, Role.ADMIN)  # full access to its tenant, like development mode
    app_client.app.state.api_keys[key] = grant  # type: ignore[attr-defined]
    app_client.headers["Authorization"] = f"Bearer {key}"
    return app_client
