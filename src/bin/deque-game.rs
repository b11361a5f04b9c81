//! `deque-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::atcoder::DEQUE_GAME`, which `--help` prints).
//!
//! The interval recurrence of `games::deque`, N(N − 1)/2 steps: N is bounded at its count.
//! The margin is kept in i128, so any u64 elements are exact.

use grundy::games::deque;
use grundy::io::run;
use grundy::specs::atcoder::DEQUE_GAME;

/// The longest sequence: 2·10^8 steps, about a quarter of a second (the judge's N is at most
/// 3000: 4.5·10^6).
const MOST_ELEMENTS: u64 = 20_000;

fn main() {
    run(&DEQUE_GAME, |input, out| {
        let count = input.u64_described(0..=MOST_ELEMENTS, |range| {
            format!(
                "a length N from 0 to {} (the intervals take N(N − 1)/2 steps)",
                range.end()
            )
        })?;
        // 24 bytes an element (the element and its margin): 480 kB at most.
        let mut values = Vec::with_capacity(count as usize);
        input.repeat(count, "element", |input| {
            values.push(input.u64()?);
            Ok(())
        })?;
        let margin = deque::best_margin(&values);
        if margin < 0 {
            out.word("-");
        }
        out.u128(margin.unsigned_abs());
        out.end_line();
        let elements = if count == 1 { "element" } else { "elements" };
        input.finish(&format!("the {count} {elements}"))
    })
}
