//! `merge-piles`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::merge;
use grundy::io::{run_case_verdicts, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/merge-piles/sample-1 as its example.
const ABOUT: About = About {
    name: "merge-piles",
    problem: "Luogu P4101 [HEOI2014] 人人尽说江南好: n piles of one stone; a move merges\n\
              two piles, never into more than m stones; who cannot merge loses.",
    input: "T, then T lines `n m` (m at least 1).",
    output: "per case, `0` when the first player wins, else `1`.",
    example: ["5\n7 3\n1 5\n4 3\n6 1\n2 2\n", "1\n1\n1\n1\n0\n"],
};

/// Who wins: `0` names the first player, `1` the second.
const ANSWERS: Verdicts = Verdicts::new("0", "1");

fn main() {
    // A cap of 0 would refuse even the piles of one stone the game starts from.
    run_case_verdicts(&ABOUT, &ANSWERS, [ANY_U64, 1..=u64::MAX], |[piles, most]| {
        merge::first_player_wins(piles, most)
    })
}
