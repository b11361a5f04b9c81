//! `every-sg`: the problem, its formats and an example are stated once, in `ABOUT`
//! (`--help`).

use grundy::games::euclid::StepTable;
use grundy::games::every_sg::EverySum;
use grundy::io::{run, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/every-sg/sample-1 as its example.
const ABOUT: About = About {
    name: "every-sg",
    problem: "HDU 3595 GG and MM: N games at once, each two piles of stones; a move in a\n\
              game takes a positive multiple of the smaller pile from the larger; a game\n\
              ends when a pile is empty; each turn the player moves in every game not\n\
              ended; MM moves first; whoever cannot move loses.",
    input: "test cases until end of input: N, then N lines `p q`, a game's two piles.",
    output: "per case, `MM` when MM wins, else `GG`.",
    example: ["3\n1 1\n1 1\n1 1\n1\n3 2\n", "MM\nGG\n"],
};

const ANSWERS: Verdicts = Verdicts::new("MM", "GG");

fn main() {
    let table = StepTable::new();
    run(&ABOUT, |input, out| {
        while let Some(games) = input.u64_in_or_end(ANY_U64)? {
            let mut sum = EverySum::default();
            input.groups(Some(games), "game", &[ANY_U64, ANY_U64], |[p, q]| {
                sum.add(table.steps(p, q))
            })?;
            out.verdict(&ANSWERS, sum.first_player_wins());
        }
        Ok(())
    })
}
