//! `be-the-winner`: the problem, its formats and an example are stated once, in `ABOUT`
//! (`--help`).

use grundy::games::anti_sg::AntiSum;
use grundy::games::row_takes;
use grundy::io::{run, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/be-the-winner/sample-1 as its example.
const ABOUT: About = About {
    name: "be-the-winner",
    problem: "HDU 2509 Be the Winner: groups of apples, each in a line; a move takes any\n\
              number of consecutive apples of one group (which may leave two lines);\n\
              whoever takes the last apple loses.",
    input: "test cases until end of input: n, then the n groups' numbers of apples.",
    output: "per case, `Yes` when the first player wins, else `No`.",
    example: ["2\n2 2\n1\n3\n", "No\nYes\n"],
};

const ANSWERS: Verdicts = Verdicts::new("Yes", "No");

fn main() {
    run(&ABOUT, |input, out| {
        while let Some(groups) = input.u64_in_or_end(ANY_U64)? {
            let mut sum = AntiSum::default();
            input.groups(Some(groups), "group", &[ANY_U64], |[apples]| {
                sum.add(row_takes::grundy(apples))
            })?;
            out.verdict(&ANSWERS, sum.first_player_wins());
        }
        Ok(())
    })
}
