"""ASGI entry point: `uvicorn chronofact.api.rest.main:app`."""

from chronofact.api.rest.app import create_app

app = create_app()
