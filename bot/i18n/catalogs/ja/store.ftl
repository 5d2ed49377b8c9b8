# Failures of the database itself (bot/store/errors.py).
error-store_busy = データベースが混み合っています。コマンドは適用されていません。少し待ってからもう一度お試しください。
error-store_unavailable = 現在Heraldはデータベースに書き込めないため、コマンドは適用されていません。Heraldの運営者に知らせてください。
