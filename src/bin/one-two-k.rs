//! `one-two-k`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! k = 1 and k = 2 repeat a move (the game {1, 2}); k = 0 is an input error.

use grundy::games::one_two_k;
use grundy::io::{run_case_verdicts, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/one-two-k/sample-1 as its example.
const ABOUT: About = About {
    name: "one-two-k",
    problem: "Codeforces 1194D 1-2-K Game: a chip on cell n of a strip of cells 0 to n;\n\
              a move shifts it 1, 2 or k cells to the left, never past cell 0; a player who\n\
              cannot move loses; Alice moves first.",
    input: "T, then T lines `n k` (k ≥ 1).",
    output: "per game, `Alice` when the first player wins, else `Bob`.",
    example: ["4\n0 3\n3 3\n3 4\n4 4\n", "Bob\nAlice\nBob\nAlice\n"],
};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("Alice", "Bob");

fn main() {
    run_case_verdicts(&ABOUT, &ANSWERS, [ANY_U64, 1..=u64::MAX], |[n, k]| {
        one_two_k::first_player_wins(n, k)
    })
}
