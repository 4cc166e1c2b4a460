# The Chronofact API. Neo4j runs as its own service (see docker-compose.yml).
FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    # the bind below: without CHRONOFACT_API_KEYS the app refuses to start on it
    CHRONOFACT_HOST=0.0.0.0
WORKDIR /app
COPY pyproject.toml README.md ./
COPY chronofact ./chronofact
RUN pip install --no-cache-dir .
EXPOSE 8000
CMD ["uvicorn", "chronofact.api.rest.main:app", "--host", "0.0.0.0", "--port", "8000"]
