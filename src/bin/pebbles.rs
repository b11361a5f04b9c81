//! `pebbles`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::pebbles::Row;
use grundy::io::{run_cases, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/pebbles/sample-1 as its example.
const ABOUT: About = About {
    name: "pebbles",
    problem: "Luogu P3480 [POI2009] KAM-Pebbles: piles in a row, each at least the one\n\
              to its left; a move takes stones from one pile, keeping that order; Johny\n\
              moves first; who cannot move loses.",
    input: "u; each arrangement: n, then n piles, left to right, never decreasing.",
    output: "per arrangement, `TAK` when Johny wins, else `NIE`.",
    example: ["2\n2\n2 2\n3\n1 2 4\n", "NIE\nTAK\n"],
};

const ANSWERS: Verdicts = Verdicts::new("TAK", "NIE");

fn main() {
    run_cases(&ABOUT, |input, out| {
        let piles = input.u64_in(ANY_U64)?;
        let mut row = Row::default();
        // The check sees the piles in order (`groups_that`), so it keeps the last itself.
        let mut least = 0;
        let in_order = |&[pile]: &[u64; 1]| {
            let kept = pile >= least;
            least = least.max(pile);
            kept
        };
        input.groups_that(
            Some(piles),
            "pile",
            &[ANY_U64],
            ("a pile at least the one before", in_order),
            |[pile]| row.push(pile),
        )?;
        out.verdict(&ANSWERS, row.first_player_wins());
        Ok(())
    })
}
