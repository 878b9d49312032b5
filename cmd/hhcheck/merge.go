package main

import (
	"github.com/spf13/cobra"

	"github.com/hhcheck/hhcheck/internal/audit"
)

func newMergeCmd() *cobra.Command {
	var out, summary string
	var quiet bool
	cmd := &cobra.Command{
		Use:   "merge SUMMARY.json...",
		Short: "Merge the summaries and findings of the shard runs of one input (verify --shard K/N)",
		Long: `Adds the summaries of the N shard runs of one input (each written by
verify --shard K/N --summary) into the summary a single run would have
written, and with --out merges their findings files (the "output" of each
summary) into one, in the single run's order. Every shard 0..N-1 must be
given exactly once, all under one profile.

Exit status: as verify's, for the whole input.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			sum, err := audit.Merge(cmd.Context(), audit.MergeOptions{Summaries: args, Out: out, Run: runInfo(commandLine)})
			if sum == nil {
				return err // the shard set is refused, or a summary cannot be read
			}
			return finishRun(cmd, sum, summary, quiet) // a failed findings file is in the summary (output_error), exit 2
		},
	}
	f := cmd.Flags()
	f.StringVar(&out, "out", "", "write the merged findings to this Parquet `FILE`")
	f.StringVar(&summary, "summary", "", "write the merged summary as JSON to this `FILE`")
	f.BoolVarP(&quiet, "quiet", "q", false, "do not print the summary")
	return cmd
}
