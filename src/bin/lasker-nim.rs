//! `lasker-nim`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::lasker;
use grundy::io::{run_cases, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/lasker-nim/sample-1 as its example.
const ABOUT: About = About {
    name: "lasker-nim",
    problem: "HDU 3032 Nim or not Nim? (Lasker's Nim): a move takes any positive\n\
              number from one heap, or splits a heap into two non-empty heaps; the last move\n\
              wins.",
    input: "T; each case: N, then N heap sizes.",
    output: "per case, `Alice` when the first player (Alice) wins, else `Bob`.",
    example: ["2\n3\n2 2 3\n2\n3 3\n", "Alice\nBob\n"],
};

const ANSWERS: Verdicts = Verdicts::new("Alice", "Bob");

fn main() {
    run_cases(&ABOUT, |input, out| {
        let heaps = input.u64()?;
        let mut grundy_sum = 0;
        input.groups(Some(heaps), "heap", &[ANY_U64], |[heap]| {
            grundy_sum ^= lasker::grundy(heap)
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
