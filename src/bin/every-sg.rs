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

/// At most this many divisions of Euclid's algorithm for the whole input, so that no input
/// runs past about a second: each takes some 5 ns, one after another. The judge's piles
/// (up to 1000) take one or two a game above the table; 20-digit piles about 33, and the
/// Fibonacci pairs, the longest games, 80.
const DIVISIONS: u64 = 150_000_000;

fn main() {
    let table = StepTable::new();
    let mut spent = 0u64;
    run(&ABOUT, |input, out| {
        while let Some(games) = input.u64_in_or_end(ANY_U64)? {
            let mut sum = EverySum::default();
            input.groups(Some(games), "game", &[ANY_U64, ANY_U64], |[p, q]| {
                // Past the budget the rest of the case is only read, then refused.
                if spent <= DIVISIONS {
                    let (steps, divisions) = table.steps_and_divisions(p, q);
                    spent += u64::from(divisions);
                    sum.add(steps);
                }
            })?;
            if spent > DIVISIONS {
                return Err(input.fault_here(&format!(
                    "games valued within {DIVISIONS} divisions of Euclid's algorithm in all"
                )));
            }
            out.verdict(&ANSWERS, sum.first_player_wins());
        }
        Ok(())
    })
}
