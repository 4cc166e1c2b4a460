"""Finding a Java runtime new enough for the local Neo4j (calendar releases need Java 21+).

The order: `JAVA_HOME`, then the `java` on PATH, then every JDK under `/usr/lib/jvm` (newest
first). The first one whose major version is at least `MIN_JAVA` wins. A JDK's version is read
from its `release` file; a `java` without one is asked with `java -version`.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

MIN_JAVA = 21
JVM_DIRS: tuple[Path, ...] = (Path("/usr/lib/jvm"),)

_RELEASE_VERSION = re.compile(r'^JAVA_VERSION="([^"]+)"', re.MULTILINE)
_VERSION_OUTPUT = re.compile(r'version "([^"]+)"')


@dataclass(frozen=True)
class JavaRuntime:
    java: Path  # the `java` executable
    major: int

    @property
    def home(self) -> Path:
        return self.java.resolve().parent.parent


def major_version(text: str) -> int | None:
    """`25.0.3` -> 25, `21` -> 21, `1.8.0_412` -> 8, anything else -> None."""
    parts = text.split(".")
    try:
        first = int(re.sub(r"\D.*", "", parts[0]) or "x")
        if first == 1 and len(parts) > 1:
            return int(re.sub(r"\D.*", "", parts[1]) or "x")
    except ValueError:
        return None
    return first


def java_major(java: Path) -> int | None:
    """The major version of the `java` executable at `java`, or None if it cannot be told."""
    release = java.resolve().parent.parent / "release"
    if release.is_file():
        found = _RELEASE_VERSION.search(release.read_text(errors="replace"))
        if found:
            return major_version(found.group(1))
    try:
        result = subprocess.run(
            [str(java), "-version"], capture_output=True, text=True, timeout=30, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    found = _VERSION_OUTPUT.search(result.stderr + result.stdout)
    return major_version(found.group(1)) if found else None


def _explicit(java_home: Path | None) -> list[Path]:
    """JAVA_HOME's `java`, then the one on PATH: the runtimes the user chose."""
    chosen = [java_home / "bin" / "java"] if java_home is not None else []
    on_path = shutil.which("java")
    return [*chosen, Path(on_path)] if on_path is not None else chosen


def _installed(jvm_dirs: Iterable[Path]) -> list[Path]:
    return [
        home / "bin" / "java"
        for jvm_dir in jvm_dirs
        if jvm_dir.is_dir()
        for home in sorted(jvm_dir.iterdir())
    ]


def _runtimes(paths: Iterable[Path]) -> list[JavaRuntime]:
    found: dict[Path, JavaRuntime] = {}
    for java in paths:
        if java.is_file() and java.resolve() not in found:
            major = java_major(java)
            if major is not None:
                found[java.resolve()] = JavaRuntime(java, major)
    return list(found.values())


def find_java(
    java_home: Path | None, jvm_dirs: Iterable[Path] = JVM_DIRS, minimum: int = MIN_JAVA
) -> tuple[JavaRuntime | None, list[JavaRuntime]]:
    """The runtime to use (None if none is new enough), and every runtime looked at.

    JAVA_HOME or PATH wins when it is new enough; otherwise the newest JDK under `jvm_dirs`.
    """
    explicit = _runtimes(_explicit(java_home))
    scanned = sorted(_runtimes(_installed(jvm_dirs)), key=lambda r: -r.major)
    for runtime in [*explicit, *scanned]:
        if runtime.major >= minimum:
            return runtime, [*explicit, *scanned]
    return None, [*explicit, *scanned]
