#!/usr/bin/env bash
# Mutation check (issue 23): do the tests notice when a module's code is changed?
# mutmut 3 mutates one module in a throw-away copy of this checkout (git archive of
# HEAD, so commit first), runs only the tests that reach each mutant, one at a time,
# on one core, and prints killed / survived / no-test counts and the kill rate.
#
#   bench/mutants.sh dice              # bot/engine/dice.py with its three test files (~5 min)
#   bench/mutants.sh dialect [N|all]   # bot/store/dialect.py, first N mutants (60) with tests/store
#   bench/mutants.sh db [N|all]        # bot/store/db.py with tests/store (test_faults included)
#   bench/mutants.sh pg [N|all]        # dialect.py's PostgreSQL half (Postgres, PgConn, the URL
#                                      # helpers) with the store tests that run on PostgreSQL
#   bench/mutants.sh coin [N|all]      # bot/engine/games/coin/cards.py (the COIN card cycle:
#                                      # sequence of play, eligibility) with the COIN tests
#   bench/mutants.sh flow [N|all]      # bot/engine/games/turns/flow.py (the definition-driven
#                                      # turn flow) with the turn-based games' tests
# For db, pg, coin and flow, N (default 150) picks N mutants spread evenly over the module.
#
# mutmut lives in its own venv (never in the system python):
#   python3 -m venv --system-site-packages /tmp/mutmut-venv && /tmp/mutmut-venv/bin/pip install mutmut
# MUTMUT_VENV overrides that path; the copy goes to /tmp/herald-mutants-<target>.
# MUTANTS_REV=<commit> checks that commit instead of HEAD (a before/after comparison);
# MUTANTS_NAMES=<file> runs only the mutants named in it, one a line (the survivors
# of an earlier run: grep -v killed results.txt | cut -d: -f1 | tr -d ' ').
# `mutmut show NAME` in the copy prints a mutant's diff.
set -euo pipefail
target=${1:?usage: bench/mutants.sh dice|dialect|db|pg|coin|flow [N|all]}
limit=${2:-}
only=''
names_like=''
spread=yes
venv=${MUTMUT_VENV:-/tmp/mutmut-venv}
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)

case $target in
dice)
    module=bot.engine.dice
    # mutmut 3 copies only the mutated paths: mutate bot/ but leave all else alone
    exclude='"bot/[!e]*", "bot/*/[!d]*", "bot/engine/dice_*", "bot/*/*/*"'
    tests='"tests/engine/test_dice.py", "tests/engine/test_dice_book.py", "tests/engine/test_dice_corpus.py"'
    ;;
dialect)
    module=bot.store.dialect
    exclude='"bot/[!s]*", "bot/*/[!d]*", "bot/store/db.py", "bot/*/*/*"'
    # test_pg_async needs PostgreSQL; the rest of tests/store runs in ~25 s
    tests='"tests/store/test_store.py", "tests/store/test_schema.py", "tests/store/test_round_trips.py", "tests/store/test_checkpoint.py", "tests/store/test_db_cli.py", "tests/store/test_crash.py", "tests/store/test_faults.py", "tests/store/test_backup.py"'
    limit=${limit:-60}
    spread=no
    ;;
db)
    module=bot.store.db
    only='"bot/store/db.py"'
    tests='"tests/store/test_store.py", "tests/store/test_schema.py", "tests/store/test_round_trips.py", "tests/store/test_checkpoint.py", "tests/store/test_db_cli.py", "tests/store/test_crash.py", "tests/store/test_faults.py", "tests/store/test_backup.py", "tests/store/test_pg_async.py", "tests/store/test_dashboard_claim_marks.py"'
    # the three slowest (40 s of the 137): a second process on the same file, a SIGKILL
    # mid-burst and the read-only start-up run other processes; the rest run per mutant.
    # The async facade's test reads db.py's source, which mutmut rewrites: it cannot pass.
    deselect='"--deselect", "tests/store/test_store.py::test_the_async_facade_awaits_every_call_of_the_store", "--deselect", "tests/store/test_faults.py::test_a_second_process_on_the_same_file_is_refused_naming_the_holder", "--deselect", "tests/store/test_crash.py::test_sigkill_mid_burst_loses_no_acknowledged_command", "--deselect", "tests/store/test_faults.py::test_start_up_on_a_read_only_database_is_one_clear_line", '
    ;;
pg)
    module=bot.store.dialect
    only='"bot/store/dialect.py"'
    # the PostgreSQL half: everything from _psycopg_sql on (Postgres, PgConn, the URL helpers)
    names_like='ǁPostgresǁ|ǁPgConnǁ|\.x__psycopg_sql__|\.x_is_postgres__|\.x_sqlite_path__|\.x__redact__|\.x__import_psycopg__'
    tests='"tests/store/test_pg_async.py", "tests/store/test_store.py", "tests/store/test_schema.py", "tests/store/test_db_cli.py", "tests/store/test_backup.py", "tests/store/test_faults.py"'
    ;;
coin)
    module=bot.engine.games.coin.cards
    only='"bot/engine/games/coin/cards.py"'
    tests='"tests/engine/test_coin.py", "tests/engine/test_coin_properties.py", "tests/service/test_coin_service.py"'
    ;;
flow)
    module=bot.engine.games.turns.flow
    only='"bot/engine/games/turns/flow.py"'
    tests='"tests/engine/test_turns.py", "tests/engine/test_turns_mechanisms.py", "tests/engine/test_turns_second_user.py", "tests/engine/test_session.py"'
    ;;
*)
    echo "unknown target $target (dice|dialect|db|pg|coin|flow)" >&2
    exit 2
    ;;
esac

copy=/tmp/herald-mutants-$target
rm -rf "$copy"
mkdir -p "$copy"
git -C "$repo" archive "${MUTANTS_REV:-HEAD}" | tar -x -C "$copy"
# the code finds seeds and docs in ../shared beside the checkout
[ -e /tmp/shared ] || ln -s "$(readlink -f "$repo/../shared")" /tmp/shared
cat >>"$copy/pyproject.toml" <<EOF

[tool.mutmut]
source_paths = ["bot/"]
only_mutate = [$only]
do_not_mutate = [${exclude:-}]
pytest_add_cli_args = [${deselect:-}"-n", "0"]
pytest_add_cli_args_test_selection = [$tests]
also_copy = ["knowledge", "state", "tools", "bench"]
EOF
cd "$copy"
limit=${limit:-150}
run() { nice -n 19 "$venv/bin/mutmut" run --max-children 1 "$@" >"$copy/run.log" 2>&1; }
if [ "$target" != dice ] && { [ "$limit" != all ] || [ -n "$names_like" ] || [ -n "${MUTANTS_NAMES:-}" ]; }; then
    # mutmut has no "generate only": a filter that matches nothing generates, then stops
    run no_such_mutant || true
    "$venv/bin/mutmut" results --all true | sed -n "s/^ *\($module\.[^:]*\):.*/\1/p" |
        grep -E "${names_like:-.}" >"$copy/all-names.txt"
    if [ -n "${MUTANTS_NAMES:-}" ]; then
        grep -F -x -f "$MUTANTS_NAMES" "$copy/all-names.txt" >"$copy/names.txt"
    elif [ "$limit" = all ]; then
        cp "$copy/all-names.txt" "$copy/names.txt"
    elif [ "$spread" = yes ]; then
        # N names spread evenly over the module (the first N would test only its top)
        awk -v n="$limit" '{a[NR] = $0} END {if (n > NR) n = NR; for (i = 0; i < n; i++) print a[int(i * NR / n) + 1]}' "$copy/all-names.txt" >"$copy/names.txt"
    else
        head -n "$limit" "$copy/all-names.txt" >"$copy/names.txt"
    fi
    echo "$(wc -l <"$copy/names.txt") of $(wc -l <"$copy/all-names.txt") mutants"
    # shellcheck disable=SC2046
    run $(cat "$copy/names.txt")
    "$venv/bin/mutmut" results --all true |
        awk 'NR == FNR {want[$0] = 1; next} {n = $1; sub(/:$/, "", n)} n in want' "$copy/names.txt" - >"$copy/results.txt"
else
    run
    "$venv/bin/mutmut" results --all true | grep -F "$module." >"$copy/results.txt" || true
fi
sed 's/.*: //' "$copy/results.txt" | sort | uniq -c
awk '$NF == "killed" {k++} $NF == "survived" {s++} END {printf "kill rate (killed / (killed + survived)): %d/%d = %.3f\n", k, k + s, k / (k + s)}' "$copy/results.txt"
echo "survivors: grep -v killed $copy/results.txt; diffs: cd $copy && $venv/bin/mutmut show NAME"
