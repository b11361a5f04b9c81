//! `stoned-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::codeforces::STONED_GAME`, which `--help` prints).
//!
//! The piles' total (in 128 bits) and largest decide (`games::stoned`); any u64 piles,
//! empty ones (which the statement excludes) included.

use grundy::games::stoned::StonedGame;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::codeforces::STONED_GAME;

const ANSWERS: Verdicts = STONED_GAME.verdicts();

fn main() {
    run_cases(&STONED_GAME, |input, out| {
        let piles = input.u64()?;
        let mut game = StonedGame::default();
        input.groups(Some(piles), "pile", &[("", ANY_U64)], |[pile]| {
            game.push(pile)
        })?;
        out.verdict(&ANSWERS, game.first_player_wins());
        Ok(())
    })
}
