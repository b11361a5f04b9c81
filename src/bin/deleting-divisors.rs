//! `deleting-divisors`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! n = 0 is an input error: the game starts from a positive integer.

use grundy::games::deleting_divisors;
use grundy::io::{run_case_verdicts, About, Verdicts};

/// The problem as `--help` prints it, with samples/deleting-divisors/sample-1 as its example.
const ABOUT: About = About {
    name: "deleting-divisors",
    problem: "Codeforces 1537D Deleting Divisors: a positive integer n; a move subtracts\n\
              from n a divisor of n other than 1 and n; a player who cannot move loses;\n\
              Alice moves first.",
    input: "t, then t integers n ≥ 1.",
    output: "per n, `Alice` when the first player wins, else `Bob`.",
    example: ["4\n1\n4\n12\n69\n", "Bob\nAlice\nAlice\nBob\n"],
};

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = Verdicts::new("Alice", "Bob");

fn main() {
    run_case_verdicts(&ABOUT, &ANSWERS, [1..=u64::MAX], |[n]| {
        deleting_divisors::first_player_wins(n)
    })
}
