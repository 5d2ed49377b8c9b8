# Failures of the database itself (bot/store/errors.py).
error-store_busy = Il database è occupato in questo momento; il comando non è stato applicato. Riprova tra poco.
error-store_unavailable = Herald non riesce a scrivere nel suo database, quindi il comando non è stato applicato. Avvisa chi gestisce Herald.
