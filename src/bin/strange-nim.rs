//! `strange-nim`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::atcoder::STRANGE_NIM`, which `--help` prints).
//!
//! Each pile is a game of its own, valued by the jumps of `games::strange_nim`; their
//! steps grow with the pile and its K, so they are bounded over the whole input.

use grundy::games::strange_nim;
use grundy::io::{run, Verdicts, ANY_U64};
use grundy::specs::atcoder::STRANGE_NIM;

const ANSWERS: Verdicts = STRANGE_NIM.verdicts();

/// Jumps over the whole input: about 0.2 s. The judge's worst, 200 piles of 10^9 with the
/// K that takes longest, is 7.7·10^6.
const STEP_BUDGET: u64 = 20_000_000;
const WITHIN_BUDGET: &str = "a K of at least 1 whose pile's value fits the budget \
     (2·10^7 steps over the input)";

fn main() {
    run(&STRANGE_NIM, |input, out| {
        let piles = input.u64()?;
        let (mut sum, mut steps) = (0u64, STEP_BUDGET);
        input.repeat(piles, "pile", |input| {
            let stones = input.u64_in(ANY_U64)?;
            input.u64_that(1..=u64::MAX, WITHIN_BUDGET, |k| {
                match strange_nim::grundy(stones, k, &mut steps) {
                    Some(value) => {
                        sum ^= value;
                        true
                    }
                    None => false,
                }
            })?;
            Ok(())
        })?;
        out.verdict(&ANSWERS, sum != 0);
        let noun = if piles == 1 { "pile" } else { "piles" };
        input.finish(&format!("the {piles} {noun}"))
    })
}
