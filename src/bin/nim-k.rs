//! `nim-k`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::other::NIM_K`, which `--help` prints).

use grundy::games::nim_k::DigitCounts;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::other::NIM_K;

const ANSWERS: Verdicts = NIM_K.verdicts();

fn main() {
    run_cases(&NIM_K, |input, out| {
        let heaps = input.u64()?;
        let k = input.u64_in(1..=u64::MAX)?;
        let mut counts = DigitCounts::default();
        input.groups(Some(heaps), "heap", &[("", ANY_U64)], |[heap]| {
            counts.add(heap)
        })?;
        out.verdict(&ANSWERS, counts.first_player_wins(k));
        Ok(())
    })
}
