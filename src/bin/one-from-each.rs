//! `one-from-each`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::cses::ONE_FROM_EACH`, which `--help` prints).
//!
//! Lost iff every heap is even: only whether some heap is odd is kept.

use grundy::games::one_from_each::Heaps;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::cses::ONE_FROM_EACH;

const ANSWERS: Verdicts = ONE_FROM_EACH.verdicts();

fn main() {
    run_cases(&ONE_FROM_EACH, |input, out| {
        let count = input.u64()?;
        let mut heaps = Heaps::default();
        input.groups(Some(count), "heap", &[("", ANY_U64)], |[coins]| {
            heaps.push(coins)
        })?;
        out.verdict(&ANSWERS, heaps.first_player_wins());
        Ok(())
    })
}
