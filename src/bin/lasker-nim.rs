//! `lasker-nim`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::LASKER_NIM`, which `--help` prints).

use grundy::games::lasker;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::hdu::LASKER_NIM;

const ANSWERS: Verdicts = LASKER_NIM.verdicts();

fn main() {
    run_cases(&LASKER_NIM, |input, out| {
        let heaps = input.u64()?;
        let mut grundy_sum = 0;
        input.groups(Some(heaps), "heap", &[("", ANY_U64)], |[heap]| {
            grundy_sum ^= lasker::grundy(heap)
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
