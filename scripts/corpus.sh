#!/usr/bin/env bash
# Builds a large benchmark corpus from the real PokerStars-family files of
# ../shared/histories: copies them into DIR until it holds about HANDS
# hands, each copy's hand ids prefixed with its number so that no hand is
# read twice (DUPLICATE_HAND). Never commit the result.
#   scripts/corpus.sh /tmp/corpus-1m 1000000
set -euo pipefail
dir=${1:?usage: corpus.sh DIR HANDS}
want=${2:?usage: corpus.sh DIR HANDS}
shared=${SHARED:-"$(dirname "$0")/../../shared/histories"}
mapfile -t files < <(awk -F'\t' 'NR>1 && $11=="PokerStars" {print $1}' "$shared/INVENTORY.tsv")
per=$(awk -F'\t' 'NR>1 && $11=="PokerStars" {n+=$8} END {print n}' "$shared/INVENTORY.tsv")
copies=$(( (want + per - 1) / per ))
echo "$per hands per copy, $copies copies into $dir" >&2
mkdir -p "$dir"
for ((i = 1; i <= copies; i++)); do
  d="$dir/copy$i"
  mkdir -p "$d"
  for f in "${files[@]}"; do
    sed -E "s/((Hand|Game) #)([0-9]+)/\1${i}\3/" "$shared/$f" >"$d/$(basename "$f")"
  done
done
du -sh "$dir" >&2
