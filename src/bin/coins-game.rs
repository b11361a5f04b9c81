//! `coins-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::spoj::COINS_GAME`, which `--help` prints).
//!
//! Each tower is the subtraction game with the takes {1, K, L}: its Grundy values are
//! periodic, found once (`games::subtraction::periodic_grundy`), and every tower of any
//! size is answered from them in O(1), streamed.

use grundy::games::subtraction;
use grundy::io::{run, ANY_U64};
use grundy::specs::spoj::COINS_GAME;

/// The largest K and L (the judge's are below 10): every pair up to 100 repeats within
/// `VALUES` values (games::subtraction's tests hold it: 1000 are too few for 12 and 91).
const MOST_TAKE: u64 = 100;
const VALUES: usize = 1500;
/// The most towers (the judge's are fewer than 50): the line of letters is held until it
/// ends, a byte a tower, in a buffer that doubles (about 100 MB at the most).
const MOST_TOWERS: u64 = 50_000_000;

fn main() {
    run(&COINS_GAME, |input, out| {
        let mut take = || {
            input.u64_described(1..=MOST_TAKE, |range| {
                format!("a take K or L from 1 to {}", range.end())
            })
        };
        let moves = [1, take()?, take()?];
        let towers = input.u64_described(0..=MOST_TOWERS, |range| {
            format!(
                "the number of towers m: an integer from 0 to {} (the letters are one line)",
                range.end()
            )
        })?;
        let game = subtraction::periodic_grundy(&moves, VALUES)
            .expect("takes up to 100 repeat within 1500 values");
        input.groups(Some(towers), "tower", &[("", ANY_U64)], |[coins]| {
            out.word(if game.value(coins) != 0 { "A" } else { "B" })
        })?;
        out.end_line();
        let towers = if towers == 1 { "tower" } else { "towers" };
        input.finish(&format!("the {towers}"))
    })
}
