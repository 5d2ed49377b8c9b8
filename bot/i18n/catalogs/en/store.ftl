# Failures of the database itself (bot/store/errors.py).
error-store_busy = The database is busy right now; your command was not applied. Please try again in a moment.
error-store_unavailable = Herald cannot write its database right now, so your command was not applied. Please tell whoever runs Herald.
