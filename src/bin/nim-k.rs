//! `nim-k`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::nim_k::DigitCounts;
use grundy::io::{run_cases, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/nim-k/sample-1 as its example.
const ABOUT: About = About {
    name: "nim-k",
    problem: "Moore's Nim-k: heaps of stones; a move takes a positive number of stones\n\
              from each of 1 to k heaps; whoever cannot move loses.",
    input: "T; each case: `n k` (k at least 1), then n heap sizes.",
    output: "per case, `First` when the player to move wins, else `Second`.",
    example: [
        "3\n3 1\n1 2 3\n3 2\n1 2 3\n2 1\n5 5\n",
        "Second\nFirst\nSecond\n",
    ],
};

const ANSWERS: Verdicts = Verdicts::new("First", "Second");

fn main() {
    run_cases(&ABOUT, |input, out| {
        let heaps = input.u64()?;
        let k = input.u64_in(1..=u64::MAX)?;
        let mut counts = DigitCounts::default();
        input.groups(Some(heaps), "heap", &[ANY_U64], |[heap]| counts.add(heap))?;
        out.verdict(&ANSWERS, counts.first_player_wins(k));
        Ok(())
    })
}
