//! `bishi35`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::bash;
use grundy::io::{run_case_verdicts, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/bishi35/sample-1 as its example.
const ABOUT: About = About {
    name: "bishi35",
    problem: "Niuke BISHI35 巴什博弈 (Bash's game): one pile of n; a move takes 1 to m\n\
              stones; taking the last stone wins.",
    input: "T, then T lines `n m`.",
    output: "per case, `YES` when the first player wins, else `NO`.",
    example: ["4\n3 5\n6 5\n10 2\n0 7\n", "YES\nNO\nYES\nNO\n"],
};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("YES", "NO");

fn main() {
    run_case_verdicts(&ABOUT, &ANSWERS, [ANY_U64, ANY_U64], |[stones, most]| {
        bash::first_player_wins(stones, most)
    })
}
