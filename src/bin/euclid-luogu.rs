//! `euclid-luogu`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! The numbers are positive: 0 is an input error. POJ 2348 / HDU 1525, the same game with
//! lines until `0 0`, is `euclid`.

use grundy::games::euclid;
use grundy::io::{run_case_verdicts, About, Verdicts};

/// The problem as `--help` prints it, with samples/euclid-luogu/sample-1 as its example.
const ABOUT: About = About {
    name: "euclid-luogu",
    problem: "Luogu P1290 欧几里德的游戏 (Euclid's game): two positive integers M and N;\n\
              a move subtracts a positive multiple of the smaller from the larger, leaving it\n\
              at least 0; the player who reaches 0 wins; Stan moves first.",
    input: "C, then C lines `M N` (both at least 1).",
    output: "per line, `Stan wins` when the first player wins, else `Ollie wins`.",
    example: ["2\n25 7\n24 15\n", "Stan wins\nOllie wins\n"],
};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("Stan wins", "Ollie wins");

fn main() {
    run_case_verdicts(&ABOUT, &ANSWERS, [1..=u64::MAX, 1..=u64::MAX], |[a, b]| {
        euclid::first_player_wins(a, b)
    })
}
