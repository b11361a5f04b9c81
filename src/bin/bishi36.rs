//! `bishi36`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::bash;
use grundy::io::{run_case_verdicts, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/bishi36/sample-1 as its example.
const ABOUT: About = About {
    name: "bishi36",
    problem: "Niuke BISHI36 扩展巴什博弈 (extended Bash): one pile of n; a move takes l to\n\
              r stones (never more than remain); a player who cannot move loses. l > r: no\n\
              move at all.",
    input: "T, then T lines `n l r` (l at least 1).",
    output: "per case, `YES` when the first player wins, else `NO`.",
    example: [
        "5\n7 2 5\n8 2 5\n9 2 5\n1 2 5\n13 2 5\n",
        "NO\nNO\nYES\nNO\nYES\n",
    ],
};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("YES", "NO");

fn main() {
    // l = 0 is refused: a move must take something.
    let ranges = [ANY_U64, 1..=u64::MAX, ANY_U64];
    run_case_verdicts(&ABOUT, &ANSWERS, ranges, |[stones, least, most]| {
        bash::range_first_player_wins(stones, least, most)
    })
}
