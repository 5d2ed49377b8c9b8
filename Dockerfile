# Herald: the Discord bot. Unbuilt on the development machine (no Docker there).
FROM python:3.11-slim
ENV PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
RUN useradd --create-home --uid 1000 herald
WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY knowledge ./knowledge
RUN pip install .
USER herald
VOLUME ["/app/state"]
HEALTHCHECK --interval=60s --timeout=10s CMD herald db check || exit 1
CMD ["sh", "-c", "herald db migrate && exec herald run"]
