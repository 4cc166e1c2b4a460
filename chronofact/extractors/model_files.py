"""Files made from the packaged MiniLM (the ONNX export and its int8 variant): the versions of
the packages that name them, and how they are written (a temporary file beside the target,
renamed onto it: readers see no file or a whole one)."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

__all__ = ["package_version", "written_atomically"]


def package_version(package: str) -> str:
    """The installed version of `package`, or "missing"."""
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "missing"


@contextlib.contextmanager
def written_atomically(target: Path) -> Iterator[str]:
    """A temporary path beside `target` to write the file to; renamed onto `target` (mode
    0644) when the block ends without an error, removed in any case."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    try:
        yield tmp_name
        os.chmod(tmp_name, 0o644)  # mkstemp makes it 0600
        os.replace(tmp_name, target)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
