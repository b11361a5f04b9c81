//! `grundys-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::cses::GRUNDYS_GAME`, which `--help` prints).
//!
//! The lost heaps up to 10^6 are a list computed from the rules; a heap past 10^6, where
//! nothing computed its value, is an input error.

use grundy::games::grundys_game;
use grundy::io::{run_case_verdicts, Verdicts};
use grundy::specs::cses::GRUNDYS_GAME;

const ANSWERS: Verdicts = GRUNDYS_GAME.verdicts();

fn main() {
    run_case_verdicts(
        &GRUNDYS_GAME,
        &ANSWERS,
        [("n", 0..=grundys_game::COMPUTED_UP_TO)],
        |[heap]| grundys_game::first_player_wins(heap),
    )
}
