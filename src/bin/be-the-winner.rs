//! `be-the-winner`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::BE_THE_WINNER`, which `--help` prints).

use grundy::games::anti_sg::AntiSum;
use grundy::games::row_takes;
use grundy::io::{run, Verdicts, ANY_U64};
use grundy::specs::hdu::BE_THE_WINNER;

const ANSWERS: Verdicts = BE_THE_WINNER.verdicts();

fn main() {
    run(&BE_THE_WINNER, |input, out| {
        while let Some(groups) = input.u64_in_or_end(ANY_U64)? {
            let mut sum = AntiSum::default();
            input.groups(Some(groups), "group", &[("", ANY_U64)], |[apples]| {
                sum.add(row_takes::grundy(apples))
            })?;
            out.verdict(&ANSWERS, sum.first_player_wins());
        }
        Ok(())
    })
}
