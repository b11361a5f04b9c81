//! `lc294`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC294`, which `--help` prints).
//!
//! Sprague–Grundy over the runs of `+` (Dawson's Kayles), any length up to 10^6.

use grundy::leetcode::number_games::FlipGame;
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC294;

fn main() {
    let flip = FlipGame::default();
    run_cases(&LC294, |text, out| {
        let what = "a string of + and - (at most 1000000)";
        let state = text
            .argument("currentState")?
            .string(0..=1_000_000, what, |c| c == '+' || c == '-')?;
        out.verdict(&BOOLEAN, flip.first_player_wins(&state));
        Ok(())
    })
}
