//! `three-split-nim`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::THREE_SPLIT_NIM`, which `--help` prints).

use grundy::games::three_split;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::hdu::THREE_SPLIT_NIM;

const ANSWERS: Verdicts = THREE_SPLIT_NIM.verdicts();

fn main() {
    run_cases(&THREE_SPLIT_NIM, |input, out| {
        let heaps = input.u64()?;
        let mut grundy_sum = 0;
        input.groups(Some(heaps), "heap", &[("", ANY_U64)], |[heap]| {
            grundy_sum ^= three_split::grundy(heap)
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
