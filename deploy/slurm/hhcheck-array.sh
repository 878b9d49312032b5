#!/bin/bash
# The nightly verification as a Slurm job array: task K of 0..N-1 reads
# shard K of N (hhcheck takes K from SLURM_ARRAY_TASK_ID, less
# SLURM_ARRAY_TASK_MIN), then one dependent job merges. Submit with
#   jobid=$(sbatch --parsable --array=0-3 deploy/slurm/hhcheck-array.sh 2026-11-23)
#   sbatch --dependency=afterany:$jobid --wrap "deploy/slurm/hhcheck-array.sh 2026-11-23 merge"
#SBATCH --job-name=hhcheck
#SBATCH --cpus-per-task=2
#SBATCH --mem=1G
#SBATCH --time=02:00:00
set -euo pipefail
day=${1:?day}
n=4
in=/data/poker-logs/$day
out=/data/poker-audit/$day
mkdir -p "$out"
if [ "${2:-}" = merge ]; then
  exec hhcheck merge "$out"/shard-*.json --out "$out/findings.parquet" --summary "$out/summary.json"
fi
k=$((SLURM_ARRAY_TASK_ID - ${SLURM_ARRAY_TASK_MIN:-0}))
exec hhcheck verify "$in" --shard "$n" --status-in-summary --no-progress --workers "$SLURM_CPUS_PER_TASK" \
  --out "$out/shard-$k.parquet" --summary "$out/shard-$k.json"
