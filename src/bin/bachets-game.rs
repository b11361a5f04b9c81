//! `bachets-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::other::BACHETS_GAME`, which `--help` prints).
//!
//! Per line, the outcome of every pile up to n (`games::subtraction::outcomes`, the table
//! EDPC K's `stones-dp` reads too); the work, (n + 1) times the numbers given (at most n
//! of them count), is held to a budget for the whole input at m.

use grundy::games::subtraction;
use grundy::io::{run, Verdicts};
use grundy::specs::other::BACHETS_GAME;

const ANSWERS: Verdicts = BACHETS_GAME.verdicts();

/// The largest pile: a byte per pile for the table, 10 MB. The judges' n is at most 10^6.
const MOST_STONES: u64 = 10_000_000;
/// The most numbers on a line (8 bytes each while they are read). The judges' m is at most
/// 10.
const MOST_TAKES: u64 = 1_000_000;
/// At most this many steps, (n + 1) · min(m, n) summed over the lines: a lost pile marks
/// the piles its takes reach, and at most half of the piles are lost when 1 is a take
/// (110 lines of 10^6 piles and ten odd takes, the worst, take about 0.7 s). Kattis's
/// inputs (100 lines, n ≤ 10^6, m ≤ 10) take 10^9 at most.
const WORK_BUDGET: u64 = 1_100_000_000;

fn main() {
    run(&BACHETS_GAME, |input, out| {
        let mut budget = WORK_BUDGET;
        let mut takes = Vec::new();
        while let Some(stones) = input.u64_in_or_end(0..=MOST_STONES)? {
            let within = format!(
                "a count of numbers up to {MOST_TAKES} with (n + 1) · min(m, n) within the \
                 {budget} steps left of {WORK_BUDGET} for the whole input"
            );
            let count = input.u64_that(0..=MOST_TAKES, &within, |m| {
                (stones + 1).saturating_mul(m.min(stones)) <= budget
            })?;
            budget -= (stones + 1) * count.min(stones);
            takes.clear();
            input.repeat(count, "number", |input| {
                takes.push(input.u64_in(1..=u64::MAX)?);
                Ok(())
            })?;
            let wins = subtraction::outcomes(&takes, stones as usize);
            out.verdict(&ANSWERS, wins[stones as usize]);
        }
        Ok(())
    })
}
