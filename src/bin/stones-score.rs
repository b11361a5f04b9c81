//! `stones-score`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::atcoder::STONES_SCORE`, which `--help` prints).
//!
//! What the player to move takes from every pile up to N, smallest first
//! (`games::take_amounts`); the work, (N + 1) times the amounts that fit, is held to a
//! budget at K.

use grundy::games::take_amounts;
use grundy::io::{can_allocate, run};
use grundy::specs::atcoder::STONES_SCORE;

/// The largest pile: 8 bytes a pile for the table and one while the amounts are read, 90 MB
/// at most. The judge's N is at most 10^4.
const MOST_STONES: u64 = 10_000_000;
/// At most this many steps, (N + 1) · min(K, N): about 0.4 s (a step takes the least of
/// the piles left, slower than the outcome's early exit). The judge's inputs take 10^6 at
/// most.
const WORK_BUDGET: u64 = 150_000_000;

fn main() {
    run(&STONES_SCORE, |input, out| {
        let stones = input.u64_that(
            0..=MOST_STONES,
            "a pile N whose table fits in the memory there is",
            |n| can_allocate(9 * (n + 1)),
        )?;
        let within = format!(
            "a count K from 1 with (N + 1) · min(K, N) at most {WORK_BUDGET} (a step per \
             pile and amount)"
        );
        let count = input.u64_that(1..=u64::MAX, &within, |k| {
            (stones + 1).saturating_mul(k.min(stones)) <= WORK_BUDGET
        })?;
        // Amounts larger than the pile never fit: only the others are kept, once each.
        let mut listed = vec![false; stones as usize + 1];
        let mut first = true;
        input.repeat(count, "amount", |input| {
            // The amount 1 makes a move possible until the pile is empty, which the score
            // needs; the statement puts it first.
            let amount = match first {
                true => input.u64_described(1..=1, |_| {
                    "A_1 = 1 (some amount then fits until the pile is empty)".to_string()
                })?,
                false => input.u64_in(1..=u64::MAX)?,
            };
            first = false;
            if amount <= stones {
                listed[amount as usize] = true;
            }
            Ok(())
        })?;
        let mut amounts = vec![1];
        amounts.extend((2..=stones).filter(|&a| listed[a as usize]));
        drop(listed);
        out.u64(take_amounts::first_player_takes(&amounts, stones as usize));
        out.end_line();
        input.finish(&format!("the {count} amounts"))
    })
}
