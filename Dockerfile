# Herald: the Discord bot. Not built with Docker on the development machine (no Docker
# engine there); tests/e2e/test_image.py replays these steps without Docker.
FROM python:3.11-slim
ENV PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
RUN useradd --create-home --uid 1000 herald
WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY knowledge ./knowledge
RUN pip install .
# the SQLite file (the default store) and the rules-index cache live here: the
# unprivileged user must own it, or the first `herald db migrate` is refused
RUN mkdir -p /app/state && chown herald:herald /app/state
USER herald
VOLUME ["/app/state"]
HEALTHCHECK --interval=60s --timeout=10s CMD herald db check || exit 1
CMD ["sh", "-c", "herald db migrate && exec herald run"]
