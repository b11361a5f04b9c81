//! `nim-count`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::nim::{self, HeapBits};
use grundy::io::{run, About, ANY_U64};

/// The problem as `--help` prints it, with samples/nim-count/sample-1 as its example.
const ABOUT: About = About {
    name: "nim-count",
    problem: "HDU 1850 Being a Good Boy in Spring Festival: Nim; count the winning\n\
              first moves.",
    input: "cases until a line `0`: M, then M pile sizes.",
    output: "per case, how many first moves win (0 when none does).",
    example: ["3\n5 7 9\n0\n", "1\n"],
};

fn main() {
    run(&ABOUT, |input, out| {
        while let Some(piles) = input.u64_until(0)? {
            let mut bits = HeapBits::default();
            input.groups(Some(piles), "pile", &[ANY_U64], |[pile]| bits.add(pile))?;
            out.u64(nim::winning_move_count(&bits));
            out.end_line();
        }
        input.finish("the closing 0")
    })
}
