//! `fibonacci-first-take`: the problem, its formats and an example are stated once, in
//! `ABOUT` (`--help`).

use grundy::games::fibonacci_nim;
use grundy::io::{run, About};

/// The problem as `--help` prints it, with samples/fibonacci-first-take/sample-1 as its
/// example.
const ABOUT: About = About {
    name: "fibonacci-first-take",
    problem: "Luogu P6487 [COCI2010-2011 #4] HRPA: one pile of N; the first move takes\n\
              1 to N stones, each later move 1 to twice the previous one; the last stone\n\
              wins; the least first move that wins.",
    input: "one integer N (at least 1).",
    output: "that least first move (N itself when only taking all wins).",
    example: ["4\n", "1\n"],
};

fn main() {
    run(&ABOUT, |input, out| {
        // A pile of 0 has no first move to name.
        let stones = input.u64_in(1..=u64::MAX)?;
        out.u64(fibonacci_nim::least_winning_take_of_all(stones));
        out.end_line();
        input.finish("the number N")
    })
}
