//! `misere-nim`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).

use grundy::games::nim::Misere;
use grundy::io::{run_cases, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/misere-nim/sample-1 as its example.
const ABOUT: About = About {
    name: "misere-nim",
    problem: "HDU 1907 / POJ 3480 John: misère Nim; whoever takes the last object\n\
              loses.",
    input: "T; each case: N, then N pile sizes.",
    output: "per case, `John` when the first player (John) wins, else `Brother`.",
    example: ["2\n3\n3 5 1\n1\n1\n", "John\nBrother\n"],
};

const ANSWERS: Verdicts = Verdicts::new("John", "Brother");

fn main() {
    run_cases(&ABOUT, |input, out| {
        let piles = input.u64()?;
        let mut position = Misere::default();
        input.groups(Some(piles), "pile", &[ANY_U64], |[pile]| position.add(pile))?;
        out.verdict(&ANSWERS, position.first_player_wins());
        Ok(())
    })
}
