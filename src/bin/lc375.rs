//! `lc375`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! One table of every interval's cost, grown to the largest n met (n ≤ 1000: 1.7·10^8
//! steps and 4 MB once for the whole input), so that each case is a lookup.

use grundy::io::About;
use grundy::leetcode::guessing::{GuessCosts, MOST_NUMBERS};
use grundy::leetcode::run_cases;

/// The problem as `--help` prints it, with samples/lc375/sample-1 as its example.
const ABOUT: About = About {
    name: "lc375",
    problem: "LeetCode 375 Guess Number Higher or Lower II: a number from 1 to n is hidden;\n\
              each wrong guess g costs g and is answered \"higher\" or \"lower\". The least\n\
              money that finds the number whatever it is.",
    input: "LeetCode's test-case text: per case n, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, that least sum.",
    example: ["10\n1\n2\n", "16\n0\n1\n"],
};

fn main() {
    let mut costs = GuessCosts::default();
    run_cases(&ABOUT, |text, out| {
        let n = text.argument("n")?.natural(1..=MOST_NUMBERS as u64)?;
        out.u64(u64::from(costs.least_sure_cost(n as usize)));
        out.end_line();
        Ok(())
    })
}
