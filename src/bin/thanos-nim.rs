//! `thanos-nim`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::codeforces::THANOS_NIM`, which `--help` prints).
//!
//! The player to move loses iff more than half of the piles hold the least number of
//! stones (`games::thanos`); the piles are streamed, counting the least ones. Any u64
//! piles (empty ones too); n must be even and at least 2.

use grundy::games::thanos::LeastPiles;
use grundy::io::{run, Verdicts};
use grundy::specs::codeforces::THANOS_NIM;

const ANSWERS: Verdicts = THANOS_NIM.verdicts();

fn main() {
    run(&THANOS_NIM, |input, out| {
        let count = input.u64_that(2..=u64::MAX, "an even number of piles", |n| n % 2 == 0)?;
        let mut least = LeastPiles::default();
        input.repeat(count, "pile", |input| {
            least.add(input.u64()?);
            Ok(())
        })?;
        out.verdict(&ANSWERS, least.first_player_wins(count));
        input.finish(&format!("the {count} piles"))
    })
}
