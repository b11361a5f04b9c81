//! `three-split-nim`: the problem, its formats and an example are stated once, in `ABOUT`
//! (`--help`).

use grundy::games::three_split;
use grundy::io::{run_cases, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/three-split-nim/sample-1 as its example.
const ABOUT: About = About {
    name: "three-split-nim",
    problem: "HDU 5795 A Simple Nim: a move takes any positive number of candies from\n\
              one heap, or splits a heap into three non-empty heaps; whoever takes the last\n\
              candy wins.",
    input: "T; each case: n, then n heap sizes.",
    output: "per case, `First player wins.` when the player to move wins, else\n\
             `Second player wins.`",
    example: [
        "2\n2\n4 4\n3\n1 2 4\n",
        "Second player wins.\nFirst player wins.\n",
    ],
};

const ANSWERS: Verdicts = Verdicts::new("First player wins.", "Second player wins.");

fn main() {
    run_cases(&ABOUT, |input, out| {
        let heaps = input.u64()?;
        let mut grundy_sum = 0;
        input.groups(Some(heaps), "heap", &[ANY_U64], |[heap]| {
            grundy_sum ^= three_split::grundy(heap)
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
