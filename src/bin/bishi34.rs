//! `bishi34`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::diamonds;
use grundy::io::{run_case_verdicts, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/bishi34/sample-1 as its example.
const ABOUT: About = About {
    name: "bishi34",
    problem: "Niuke BISHI34 甜蜜的博弈: k diamonds; a move takes 1, or 2 when 2 divides k,\n\
              or 5 when 5 divides k; a player who cannot move loses.",
    input: "T, then T counts k.",
    output: "per count, `Alice` when the first player (Alice) wins, else `Bob`.",
    example: ["3\n1\n3\n5201314\n", "Alice\nBob\nAlice\n"],
};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("Alice", "Bob");

fn main() {
    run_case_verdicts(&ABOUT, &ANSWERS, [ANY_U64], |[diamonds]| {
        diamonds::first_player_wins(diamonds)
    })
}
