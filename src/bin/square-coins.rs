//! `square-coins`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::spoj::SQUARE_COINS`, which `--help` prints).
//!
//! Each coin is a Nim heap of its square's number: the squares holding an odd number of
//! coins decide by their exclusive or (`games::coins_left`). Streamed.

use grundy::games::coins_left::Squares;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::spoj::SQUARE_COINS;

const ANSWERS: Verdicts = SQUARE_COINS.verdicts();

fn main() {
    run_cases(&SQUARE_COINS, |input, out| {
        let count = input.u64()?;
        let mut squares = Squares::default();
        input.groups(Some(count), "square", &[("", ANY_U64)], |[coins]| {
            squares.push(coins)
        })?;
        out.verdict(&ANSWERS, squares.first_player_wins());
        Ok(())
    })
}
