//! `split-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::luogu::SPLIT_GAME`, which `--help` prints).

use grundy::games::split_game::SplitGame;
use grundy::io::{can_allocate, run_cases, ANY_U64};
use grundy::specs::luogu::SPLIT_GAME;

/// A case's bottles with beans are kept until its value is known: at most this many
/// bottles, 8 bytes each (Luogu's cases have at most 21). The count of winning moves,
/// below n³/12, fits a u64 with room to spare.
const MOST_BOTTLES: u64 = 1_000_000;
const WITHIN: &str = "0 to 1000000 bottles, as many as memory holds";

fn main() {
    let mut game = SplitGame::default();
    run_cases(&SPLIT_GAME, |input, out| {
        let bottles = input.u64_that(0..=u64::MAX, WITHIN, |n| {
            n <= MOST_BOTTLES && can_allocate(n * 8)
        })?;
        game.clear(bottles);
        let mut index = 0;
        input.groups(Some(bottles), "bottle", &[("", ANY_U64)], |[beans]| {
            game.add(index, beans);
            index += 1;
        })?;
        let moves = game.winning_moves();
        match moves.first {
            Some((i, j, k)) => {
                out.u64(i);
                out.space();
                out.u64(j);
                out.space();
                out.u64(k);
                out.end_line();
            }
            None => out.line("-1 -1 -1"),
        }
        out.u64(moves.count);
        out.end_line();
        Ok(())
    })
}
