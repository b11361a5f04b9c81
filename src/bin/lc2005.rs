//! `lc2005`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! n mod 6, for any n from 1 to 2^64 − 1.

use grundy::io::About;
use grundy::leetcode::tree_games::fibonacci_tree_game;
use grundy::leetcode::{run_cases, BOOLEAN};

/// The problem as `--help` prints it, with samples/lc2005/sample-1 as its example.
const ABOUT: About = About {
    name: "lc2005",
    problem: "LeetCode 2005 Subtree Removal Game with Fibonacci Tree: order(1) is one\n\
              node, order(n) a root with order(n − 2) on the left (none for n = 2) and\n\
              order(n − 1) on the right; in turn each player removes a node and its\n\
              subtree, and whoever must remove the root loses; Alice moves first.",
    input: "LeetCode's test-case text: per case n, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    example: ["3\n1\n2\n", "true\nfalse\ntrue\n"],
};

fn main() {
    run_cases(&ABOUT, |text, out| {
        let n = text.argument("n")?.natural(1..=u64::MAX)?;
        out.verdict(&BOOLEAN, fibonacci_tree_game(n));
        Ok(())
    })
}
