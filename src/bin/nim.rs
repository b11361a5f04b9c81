//! `nim`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::nim;
use grundy::io::{run_cases, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/nim/sample-1 as its example.
const ABOUT: About = About {
    name: "nim",
    problem: "Luogu P2197 nim 游戏: Nim; a move takes any positive number from one pile;\n\
              the last stone wins.",
    input: "T; each case: n, then n pile sizes.",
    output: "per case, `Yes` when the first player wins, else `No`.",
    example: ["2\n2\n1 1\n2\n1 0\n", "No\nYes\n"],
};

const ANSWERS: Verdicts = Verdicts::new("Yes", "No");

fn main() {
    run_cases(&ABOUT, |input, out| {
        let piles = input.u64()?;
        let mut nim_sum = 0;
        input.groups(Some(piles), "pile", &[ANY_U64], |[pile]| nim_sum ^= pile)?;
        out.verdict(&ANSWERS, nim::first_player_wins(nim_sum));
        Ok(())
    })
}
