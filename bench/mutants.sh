#!/usr/bin/env bash
# Mutation check (issue 23): do the tests notice when a module's code is changed?
# mutmut 3 mutates one module in a throw-away copy of this checkout (git archive of
# HEAD, so commit first), runs only the tests that reach each mutant, one at a time,
# on one core, and prints killed / survived / no-test counts and the kill rate.
#
#   bench/mutants.sh dice              # bot/engine/dice.py with its three test files (~5 min)
#   bench/mutants.sh dialect [N|all]   # bot/store/dialect.py, first N mutants (60) with tests/store
#
# mutmut lives in its own venv (never in the system python):
#   python3 -m venv --system-site-packages /tmp/mutmut-venv && /tmp/mutmut-venv/bin/pip install mutmut
# MUTMUT_VENV overrides that path; the copy goes to /tmp/herald-mutants-<target>.
# `mutmut show NAME` in the copy prints a mutant's diff.
set -euo pipefail
target=${1:?usage: bench/mutants.sh dice|dialect [N|all]}
limit=${2:-60}
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
    ;;
*)
    echo "unknown target $target (dice|dialect)" >&2
    exit 2
    ;;
esac

copy=/tmp/herald-mutants-$target
rm -rf "$copy"
mkdir -p "$copy"
git -C "$repo" archive HEAD | tar -x -C "$copy"
# the code finds seeds and docs in ../shared beside the checkout
[ -e /tmp/shared ] || ln -s "$(readlink -f "$repo/../shared")" /tmp/shared
cat >>"$copy/pyproject.toml" <<EOF

[tool.mutmut]
source_paths = ["bot/"]
do_not_mutate = [$exclude]
pytest_add_cli_args = ["-n", "0"]
pytest_add_cli_args_test_selection = [$tests]
also_copy = ["knowledge", "state", "tools", "bench"]
EOF
cd "$copy"
run() { nice -n 10 "$venv/bin/mutmut" run --max-children 1 "$@" >"$copy/run.log" 2>&1; }
if [ "$target" = dialect ] && [ "$limit" != all ]; then
    # mutmut has no "generate only": a filter that matches nothing generates, then stops
    run no_such_mutant || true
    names=$("$venv/bin/mutmut" results --all true | sed -n "s/^ *\($module\.[^:]*\):.*/\1/p" | head -n "$limit")
    run $names
else
    run
fi
"$venv/bin/mutmut" results --all true | grep -F "$module." >"$copy/results.txt" || true
awk '{print $NF}' "$copy/results.txt" | sort | uniq -c
awk '$NF == "killed" {k++} $NF == "survived" {s++} END {printf "kill rate (killed / (killed + survived)): %d/%d = %.3f\n", k, k + s, k / (k + s)}' "$copy/results.txt"
echo "survivors: grep -v killed $copy/results.txt; diffs: cd $copy && $venv/bin/mutmut show NAME"
