//! `stick-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::cses::STICK_GAME`, which `--help` prints).
//!
//! Every pile from 1 to n, in one table: O(n·k) steps and n bytes. The statement's
//! conditions on the moves (distinct, one of them 1, none past n) are not needed by the
//! rule and not enforced; a move of 0 sticks is no move, and an input error.

use grundy::games::subtraction;
use grundy::io::run;
use grundy::specs::cses::STICK_GAME;

/// The most sticks (the judge's n is at most 10^6): the table's n bytes, and the line's n
/// bytes, which the output keeps until the line ends (about 115 MB in all).
const MOST_STICKS: u64 = 50_000_000;
/// The most steps, n × k (the judge's are at most 10^8): under half a second.
const MOST_STEPS: u64 = 300_000_000;

fn main() {
    run(&STICK_GAME, |input, out| {
        let sticks = input.u64_in(0..=MOST_STICKS)?;
        let most_moves = MOST_STEPS / sticks.max(1);
        let count = input.u64_described(0..=most_moves, |range| {
            format!(
                "the number of moves: an integer from 0 to {} (n × k is at most 3·10^8)",
                range.end()
            )
        })?;
        let mut moves = Vec::new();
        input.groups(Some(count), "move", &[("p_i", 1..=u64::MAX)], |[take]| {
            moves.push(take)
        })?;
        let won = subtraction::outcomes(&moves, sticks as usize);
        // The letters go out in blocks, never the whole line at once.
        let mut letters = [0u8; 4096];
        for block in won[1..].chunks(letters.len()) {
            for (letter, &win) in letters.iter_mut().zip(block) {
                *letter = if win { b'W' } else { b'L' };
            }
            let text = std::str::from_utf8(&letters[..block.len()]).expect("ASCII letters");
            out.word(text);
        }
        out.end_line();
        input.finish("the moves")
    })
}
