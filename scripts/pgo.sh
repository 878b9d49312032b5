#!/usr/bin/env bash
# Regenerates scripts/hhcheck.pgo, the CPU profile of the production build
# (go install -pgo=scripts/hhcheck.pgo ./cmd/hhcheck; profile-guided
# optimisation): the throughput benchmark's two-worker verify path over a
# corpus of real hands (scripts/corpus.sh). Rerun it when the hot path changed much; commit the
# new profile with the measured gain.
#   scripts/corpus.sh /tmp/c2m 2000000 && scripts/pgo.sh /tmp/c2m
set -euo pipefail
corpus=${1:?usage: pgo.sh CORPUS_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(mktemp -d)/audit.test
cd "$root"
go test -c -o "$bin" ./internal/audit
cd internal/audit
HHCHECK_BENCH_CORPUS=$corpus "$bin" -test.run '^$' -test.bench 'Throughput/verify/workers=2' -test.benchtime 1x \
  -test.cpuprofile "$root/scripts/hhcheck.pgo"
