//! `mock-turtles`: the problem, its formats and an example are stated once, in `ABOUT`
//! (`--help`).
//!
//! Mock Turtles: a head at position x is worth the x-th odious number, 2x or 2x + 1
//! (`games::coins`); a position listed twice is one head. Any u64 positions, any count.

use grundy::games::coins;
use grundy::io::{run, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/mock-turtles/sample-1 as its example.
const ABOUT: About = About {
    name: "mock-turtles",
    problem: "HDU 3537 Daizhenyang's Coin: coins in a row (from 0), some heads; a move turns\n\
              over 1, 2 or 3 coins, the rightmost of them a head; whoever cannot move loses;\n\
              Daizhenyang moves first.",
    input: "test cases until end of input: n, then the n positions of the heads (a\n\
            position listed twice is still one head).",
    output: "per case, `Yes` when Daizhenyang loses, else `No`.",
    example: ["0\n1\n0\n4\n0 1 2 3\n", "Yes\nNo\nYes\n"],
};

const ANSWERS: Verdicts = Verdicts::new("Yes", "No");

fn main() {
    let mut heads = Vec::new();
    run(&ABOUT, |input, out| {
        while let Some(count) = input.u64_in_or_end(ANY_U64)? {
            heads.clear();
            input.groups(Some(count), "position", &[ANY_U64], |[head]| {
                heads.push(head)
            })?;
            out.verdict(&ANSWERS, coins::mock_turtles_value(&mut heads) == 0);
        }
        Ok(())
    })
}
