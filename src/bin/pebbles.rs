//! `pebbles`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::luogu::PEBBLES`, which `--help` prints).

use grundy::games::pebbles::Row;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::luogu::PEBBLES;

const ANSWERS: Verdicts = PEBBLES.verdicts();

fn main() {
    run_cases(&PEBBLES, |input, out| {
        let piles = input.u64_in(ANY_U64)?;
        let mut row = Row::default();
        // The check sees the piles in order (`groups_that`), so it keeps the last itself.
        let mut least = 0;
        let in_order = |&[pile]: &[u64; 1]| {
            let kept = pile >= least;
            least = least.max(pile);
            kept
        };
        input.groups_that(
            Some(piles),
            "pile",
            &[("", ANY_U64)],
            ("a pile at least the one before", in_order),
            |[pile]| row.push(pile),
        )?;
        out.verdict(&ANSWERS, row.first_player_wins());
        Ok(())
    })
}
