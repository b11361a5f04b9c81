//! `northcott`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::northcott;
use grundy::io::{run, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/northcott/sample-1 as its example.
const ABOUT: About = About {
    name: "northcott",
    problem: "HDU 1730 Northcott Game: n rows of m cells, each with Tom's piece and\n\
              Jerry's; a move slides one's own piece along its row, never onto or past the\n\
              other piece nor off the board; Tom moves first; who cannot move loses.",
    input: "test cases until end of input: `n m`, then n lines `a b` (Tom's column and\n\
            Jerry's, 1 to m, distinct).",
    output: "per case, `I WIN!` when Tom wins, else `BAD LUCK!`.",
    example: [
        "3 6\n4 5\n1 2\n1 2\n3 6\n4 5\n1 3\n1 2\n",
        "BAD LUCK!\nI WIN!\n",
    ],
};

/// A row's two pieces stand on different cells.
fn apart(&[tom, jerry]: &[u64; 2]) -> bool {
    tom != jerry
}

const ANSWERS: Verdicts = Verdicts::new("I WIN!", "BAD LUCK!");

fn main() {
    run(&ABOUT, |input, out| {
        while let Some(rows) = input.u64_in_or_end(ANY_U64)? {
            let columns = input.u64_in(1..=u64::MAX)?;
            let mut gap_sum = 0;
            let cells = 1..=columns;
            input.groups_that(
                Some(rows),
                "row",
                &[cells.clone(), cells],
                ("a column other than Tom's", apart),
                |[tom, jerry]| gap_sum ^= northcott::gap(tom, jerry),
            )?;
            out.verdict(&ANSWERS, northcott::first_player_wins(gap_sum));
        }
        Ok(())
    })
}
