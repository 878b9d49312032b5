package main

import (
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/hhcheck/hhcheck/settle"
)

func newSettleCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "settle [FILE.json|-]",
		Short: "Say who should have been paid what, and by which rule, from the facts of a showdown",
		Long: `Reads showdowns described by their facts (game, button, board, each player's
cards, what each put in, who folded) as one JSON object, a JSON array or JSON
Lines, from FILE or standard input ("-" or no argument), and settles each
with the verifier's own pot builder and splitter: uncalled amounts returned,
every pot with its eligible seats, each portion with its winners, shares, odd
chips and the clause applied, the hand each player made, and the total paid
to each seat. Input and output formats: docs/settle.md. A case whose game
is a casino banking game (punto-banco, baccara-deux-tableaux, poker21,
caribbean-stud, three-card-poker) is a coup: docs/casino.md.

Exit status: 0 every case settled, 2 a case was rejected (the others are
still settled) or the input could not be read.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var in io.Reader = os.Stdin
			src := "-"
			if len(args) == 1 && args[0] != "-" {
				f, err := os.Open(args[0])
				if err != nil {
					return err
				}
				defer f.Close()
				in, src = f, args[0]
			}
			st, err := settle.Run(in, cmd.OutOrStdout(), cmd.ErrOrStderr(), settle.Options{Source: src, JSON: asJSON})
			if err != nil {
				return err
			}
			if st.Rejected > 0 {
				return exitCode(exitError)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "write one JSON object per case (JSON Lines) instead of tables")
	return cmd
}
