//! `lc294`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Sprague–Grundy over the runs of `+` (Dawson's Kayles), any length up to 10^6.

use grundy::io::About;
use grundy::leetcode::number_games::FlipGame;
use grundy::leetcode::{run_cases, BOOLEAN};

/// The problem as `--help` prints it, with samples/lc294/sample-1 as its example.
const ABOUT: About = About {
    name: "lc294",
    problem: "LeetCode 294 Flip Game II: a string of `+` and `-`; a move turns `++`\n\
              into `--`; a player who cannot move loses.",
    input:
        "LeetCode's test-case text: per case currentState, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when the first player wins, else `false`.",
    example: ["\"++++\"\n\"+\"\n", "true\nfalse\n"],
};

fn main() {
    let flip = FlipGame::default();
    run_cases(&ABOUT, |text, out| {
        let what = "a string of + and - (at most 1000000)";
        let state = text
            .argument("currentState")?
            .string(0..=1_000_000, what, |c| c == '+' || c == '-')?;
        out.verdict(&BOOLEAN, flip.first_player_wins(&state));
        Ok(())
    })
}
