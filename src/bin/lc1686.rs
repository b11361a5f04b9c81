//! `lc1686`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Greedy by the sum of both values, O(n log n); the arrays must be as long as each other. Only
//! Alice's total and each stone's sum are kept (a u32 each: values up to 10^9).

use grundy::io::About;
use grundy::leetcode::run_cases;
use grundy::leetcode::stone_games::stone_game_vi_by_sums;

/// The problem as `--help` prints it, with samples/lc1686/sample-1 as its example.
const ABOUT: About = About {
    name: "lc1686",
    problem: "LeetCode 1686 Stone Game VI: each stone is worth aliceValues[i] to Alice\n\
              and bobValues[i] to Bob; in turn each takes a stone, scoring its own value;\n\
              Alice first.",
    input: "LeetCode's test-case text: per case aliceValues, bobValues, one argument\n\
            a line, or a statement's example line (`Input: a = 1, b = [2]`).",
    output: "per case, `1` when Alice wins, `-1` when Bob does, `0` for a tie.",
    example: [
        "[1,3]\n[2,1]\n[1,2]\n[3,1]\n[2,4,3]\n[1,6,7]\n",
        "1\n0\n-1\n",
    ],
};

fn main() {
    let mut sums: Vec<u32> = Vec::new();
    run_cases(&ABOUT, |text, out| {
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
