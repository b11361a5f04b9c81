//! `nim-cses`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::cses::NIM_CSES`, which `--help` prints).

use grundy::games::nim;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::cses::NIM_CSES;

const ANSWERS: Verdicts = NIM_CSES.verdicts();

fn main() {
    run_cases(&NIM_CSES, |input, out| {
        let heaps = input.u64()?;
        let mut nim_sum = 0;
        input.groups(Some(heaps), "heap", &[("", ANY_U64)], |[heap]| {
            nim_sum ^= heap
        })?;
        out.verdict(&ANSWERS, nim::first_player_wins(nim_sum));
        Ok(())
    })
}
