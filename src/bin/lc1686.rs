//! `lc1686`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC1686`, which `--help` prints).
//!
//! Greedy by the sum of both values, O(n log n); the arrays must be as long as each other. Only
//! Alice's total and each stone's sum are kept (a u32 each: values up to 10^9).

use grundy::leetcode::run_cases;
use grundy::leetcode::stone_games::stone_game_vi_by_sums;
use grundy::specs::leetcode::LC1686;

fn main() {
    let mut sums: Vec<u32> = Vec::new();
    run_cases(&LC1686, |text, out| {
        sums.clear();
        let mut alice_total = 0;
        let alice = text.argument("aliceValues")?.each_integer(
            1..=1_000_000,
            1..=1_000_000_000,
            |value| {
                alice_total += value;
                sums.push(value as u32);
            },
        )?;
        let mut stone = 0;
        let same = alice.len..=alice.len;
        text.argument("bobValues")?
            .each_integer(same, 1..=1_000_000_000, |value| {
                // Values past Alice's count are not handed over (the array is refused).
                if let Some(sum) = sums.get_mut(stone) {
                    *sum += value as u32;
                }
                stone += 1;
            })?;
        out.i64(stone_game_vi_by_sums(alice_total, &mut sums));
        out.end_line();
        Ok(())
    })
}
