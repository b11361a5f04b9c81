//! `northcott`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::NORTHCOTT`, which `--help` prints).

use grundy::games::northcott;
use grundy::io::{run, Verdicts, ANY_U64};
use grundy::specs::hdu::NORTHCOTT;

/// A row's two pieces stand on different cells.
fn apart(&[tom, jerry]: &[u64; 2]) -> bool {
    tom != jerry
}

const ANSWERS: Verdicts = NORTHCOTT.verdicts();

fn main() {
    run(&NORTHCOTT, |input, out| {
        while let Some(rows) = input.u64_in_or_end(ANY_U64)? {
            let columns = input.u64_in(1..=u64::MAX)?;
            let mut gap_sum = 0;
            let cells = 1..=columns;
            input.groups_that(
                Some(rows),
                "row",
                &[("a", cells.clone()), ("b", cells)],
                ("a column other than Tom's", apart),
                |[tom, jerry]| gap_sum ^= northcott::gap(tom, jerry),
            )?;
            out.verdict(&ANSWERS, northcott::first_player_wins(gap_sum));
        }
        Ok(())
    })
}
