//! `stair-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::cses::STAIR_GAME`, which `--help` prints).
//!
//! Staircase Nim with stair 1 as the ground: the even stairs' exclusive or decides.

use grundy::games::staircase::Stairs;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::cses::STAIR_GAME;

const ANSWERS: Verdicts = STAIR_GAME.verdicts();

fn main() {
    run_cases(&STAIR_GAME, |input, out| {
        let count = input.u64()?;
        let mut stairs = Stairs::default();
        input.groups(Some(count), "stair", &[("", ANY_U64)], |[balls]| {
            stairs.push(balls)
        })?;
        out.verdict(&ANSWERS, stairs.first_player_wins());
        Ok(())
    })
}
