//! `stones-dp`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::atcoder::STONES_DP`, which `--help` prints).
//!
//! The outcome of every pile up to K, smallest first (`games::subtraction::outcomes`); the work,
//! (K + 1) times the amounts that fit, is held to a budget at K.

use grundy::games::subtraction;
use grundy::io::{can_allocate, run, Verdicts};
use grundy::specs::atcoder::STONES_DP;

const ANSWERS: Verdicts = STONES_DP.verdicts();

/// The largest pile: a byte per pile for the table (and one while the amounts are read),
/// 200 MB at most. The judge's K is at most 10^5.
const MOST_STONES: u64 = 100_000_000;
/// At most this many steps, (K + 1) · min(N, K): about half a second. The judge's inputs
/// take 10^7 at most.
const WORK_BUDGET: u64 = 300_000_000;

fn main() {
    run(&STONES_DP, |input, out| {
        let count = input.u64()?;
        let within = format!(
            "a pile K up to {MOST_STONES} with (K + 1) · min(N, K) at most {WORK_BUDGET} \
             (a step per pile and amount) and its table in memory"
        );
        let stones = input.u64_that(0..=MOST_STONES, &within, |k| {
            (k + 1).saturating_mul(count.min(k)) <= WORK_BUDGET && can_allocate(2 * (k + 1))
        })?;
        // Amounts larger than the pile never fit: only the others are kept, once each.
        let mut listed = vec![false; stones as usize + 1];
        input.repeat(count, "amount", |input| {
            let amount = input.u64_in(1..=u64::MAX)?;
            if amount <= stones {
                listed[amount as usize] = true;
            }
            Ok(())
        })?;
        let amounts: Vec<u64> = (1..=stones).filter(|&a| listed[a as usize]).collect();
        drop(listed);
        let wins = subtraction::outcomes(&amounts, stones as usize);
        out.verdict(&ANSWERS, wins[stones as usize]);
        input.finish(&format!("the {count} elements of A"))
    })
}
