//! `misere-nim`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::MISERE_NIM`, which `--help` prints).

use grundy::games::nim::Misere;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::hdu::MISERE_NIM;

const ANSWERS: Verdicts = MISERE_NIM.verdicts();

fn main() {
    run_cases(&MISERE_NIM, |input, out| {
        let piles = input.u64()?;
        let mut position = Misere::default();
        input.groups(Some(piles), "pile", &[("", ANY_U64)], |[pile]| {
            position.add(pile)
        })?;
        out.verdict(&ANSWERS, position.first_player_wins());
        Ok(())
    })
}
