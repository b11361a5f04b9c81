//! LeetCode 294 Flip Game II: currentState (`+` and `-`) → whether the first player
//! wins. Sprague–Grundy over the runs of `+` (Dawson's Kayles), any length up to 10^6.
//! Input: LeetCode's test-case text, one argument per line, or example lines
//! (`Input: a = 1, b = [2]`); output: one result per case.

use grundy::leetcode::number_games::FlipGame;
use grundy::leetcode::{run_cases, BOOLEAN};

fn main() {
    let flip = FlipGame::default();
    run_cases("lc294", |text, out| {
        let what = "a string of + and - (at most 1000000)";
        let state = text
            .argument("currentState")?
            .string(0..=1_000_000, what, |c| c == '+' || c == '-')?;
        out.verdict(&BOOLEAN, flip.first_player_wins(&state));
        Ok(())
    })
}
