package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/hhcheck/hhcheck/audit"
	"github.com/hhcheck/hhcheck/explain"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

func newExplainCmd() *cobra.Command {
	var id, profile string
	cmd := &cobra.Command{
		Use:   "explain PATH... --hand ID",
		Short: "Replay one hand step by step and say who should have won, and by which rule",
		Long: `Finds hand ID under the given files and directories and writes, on stdout,
the seats, every action with the stack and pot after it, the pots built from
the contributions, each pot's decision (hands, winners, shares, odd chips) with
the clause applied, what the rules pay against what the site paid, and the
discrepancies.

Exit status: 0 the hand is clean, 1 it has discrepancies or cannot be read,
2 usage or I/O error (hand not found).`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			prof, err := rules.ByName(profile)
			if err != nil {
				return err
			}
			h, err := audit.FindHand(args, id)
			var rejected *parse.Error
			switch {
			case errors.As(err, &rejected):
				fmt.Fprintln(cmd.ErrOrStderr(), "hhcheck: the hand cannot be read:", rejected)
				return exitCode(exitFindings)
			case err != nil:
				return err
			}
			opts := verify.Options{Profile: prof}
			if err := explain.Write(cmd.OutOrStdout(), h, opts); err != nil {
				return err
			}
			if len(verify.Check(h, opts).Discrepancies) > 0 {
				return exitCode(exitFindings)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&id, "hand", "", "the site's hand `ID` (required)")
	cmd.Flags().StringVar(&profile, "profile", "standard", "rule profile: standard (alias rrop), fr2016, site")
	_ = cmd.MarkFlagRequired("hand")
	return cmd
}
