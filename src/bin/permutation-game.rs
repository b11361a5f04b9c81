//! `permutation-game`: the problem, its formats and an example are stated once, in its
//! spec (`grundy::specs::codeforces::PERMUTATION_GAME`, which `--help` prints).
//!
//! The cells are valued from the largest value down, each from the cells at a multiple of
//! its value (`games::permutation_game`): n ln n steps. The values must be a permutation
//! of 1 to n (a value past n, or seen before, is refused where it stands), which is what
//! bounds the steps.

use grundy::games::permutation_game::outcomes;
use grundy::io::run;
use grundy::specs::codeforces::PERMUTATION_GAME;

/// The most cells (the judge's n is at most 10^5): 11 bytes a cell (the values, where
/// each stands, the outcomes, the values seen and the line) and n ln n steps.
const MOST_CELLS: u64 = 2_000_000;

fn main() {
    run(&PERMUTATION_GAME, |input, out| {
        let cells = input.u64_described(0..=MOST_CELLS, |range| {
            format!(
                "the number of cells: an integer from 0 to {} (the board is held in memory)",
                range.end()
            )
        })?;
        let mut values = Vec::with_capacity(cells as usize);
        let mut seen = vec![false; cells as usize + 1];
        input.repeat(cells, "value", |input| {
            let value = input.u64_that(1..=cells, "a value not seen before", |value| {
                !std::mem::replace(&mut seen[value as usize], true)
            })?;
            values.push(value as u32);
            Ok(())
        })?;
        drop(seen);
        let won = outcomes(&values);
        // The letters go out in blocks, never the whole line at once.
        let mut letters = [0u8; 4096];
        for block in won.chunks(letters.len()) {
            for (letter, &win) in letters.iter_mut().zip(block) {
                *letter = if win { b'A' } else { b'B' };
            }
            let text = std::str::from_utf8(&letters[..block.len()]).expect("ASCII letters");
            out.word(text);
        }
        out.end_line();
        input.finish("the values")
    })
}
