//! `nim`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::luogu::NIM`, which `--help` prints).

use grundy::games::nim;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::luogu::NIM;

const ANSWERS: Verdicts = NIM.verdicts();

fn main() {
    run_cases(&NIM, |input, out| {
        let piles = input.u64()?;
        let mut nim_sum = 0;
        input.groups(Some(piles), "pile", &[("", ANY_U64)], |[pile]| {
            nim_sum ^= pile
        })?;
        out.verdict(&ANSWERS, nim::first_player_wins(nim_sum));
        Ok(())
    })
}
