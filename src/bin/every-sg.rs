//! `every-sg`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::EVERY_SG`, which `--help` prints).

use grundy::games::euclid::StepTable;
use grundy::games::every_sg::EverySum;
use grundy::io::{run, Verdicts, ANY_U64};
use grundy::specs::hdu::EVERY_SG;

const ANSWERS: Verdicts = EVERY_SG.verdicts();

/// At most this many divisions of Euclid's algorithm for the whole input, so that no input
/// runs past about a second: each takes some 5 ns, one after another. The judge's piles
/// (up to 1000) take one or two a game above the table; 20-digit piles about 33, and the
/// Fibonacci pairs, the longest games, 80.
const DIVISIONS: u64 = 150_000_000;

fn main() {
    let table = StepTable::new();
    let mut spent = 0u64;
    run(&EVERY_SG, |input, out| {
        while let Some(games) = input.u64_in_or_end(ANY_U64)? {
            let mut sum = EverySum::default();
            input.groups(
                Some(games),
                "game",
                &[("p", ANY_U64), ("q", ANY_U64)],
                |[p, q]| {
                    // Past the budget the rest of the case is only read, then refused.
                    if spent <= DIVISIONS {
                        let (steps, divisions) = table.steps_and_divisions(p, q);
                        spent += u64::from(divisions);
                        sum.add(steps);
                    }
                },
            )?;
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
