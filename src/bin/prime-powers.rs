//! `prime-powers`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! A pile of 0 has no move: the first player loses (`Roy wins!`), as 6 divides 0.

use grundy::games::prime_powers;
use grundy::io::{run_case_verdicts, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/prime-powers/sample-1 as its example.
const ABOUT: About = About {
    name: "prime-powers",
    problem: "Luogu P4018 Roy&October之取石子: n stones; a move takes p^k of them, p a\n\
              prime and k ≥ 0 (so 1 is always a move); the last stone wins; October moves\n\
              first.",
    input: "T, then T counts n.",
    output: "per count, `October wins!` when the first player wins, else `Roy wins!`.",
    example: [
        "3\n4\n9\n14\n",
        "October wins!\nOctober wins!\nOctober wins!\n",
    ],
};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("October wins!", "Roy wins!");

fn main() {
    run_case_verdicts(&ABOUT, &ANSWERS, [ANY_U64], |[stones]| {
        prime_powers::first_player_wins(stones)
    })
}
