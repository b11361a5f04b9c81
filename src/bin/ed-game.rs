//! `ed-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::luogu::ED_GAME`, which `--help` prints).

use grundy::games::split_pairs;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::luogu::ED_GAME;

const ANSWERS: Verdicts = ED_GAME.verdicts();

fn main() {
    run_cases(&ED_GAME, |input, out| {
        let piles = input.u64_that(ANY_U64, "an even number of piles", |n| n % 2 == 0)?;
        let mut value_sum = 0;
        let stones = 1..=u64::MAX;
        input.groups(
            Some(piles / 2),
            "pair",
            &[("", stones.clone()), ("", stones)],
            |[a, b]| value_sum ^= split_pairs::pair_value(a, b),
        )?;
        out.verdict(&ANSWERS, split_pairs::first_player_wins(value_sum));
        Ok(())
    })
}
