"""ASGI entry point: `uvicorn chronofact.api.main:app`."""

from chronofact.api.app import create_app

app = create_app()
