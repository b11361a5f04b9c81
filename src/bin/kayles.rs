//! `kayles`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::other::KAYLES`, which `--help` prints).
//!
//! Rows of any length: the runs of standing pins are heaps of Kayles (the octal game 0.77),
//! whose Grundy values are periodic (preperiod 71, period 12, certified by Guy and Smith's
//! theorem).

use grundy::games::octal::{certify, OctalGame};
use grundy::io::{run_cases, Verdicts};
use grundy::specs::other::KAYLES;

const ANSWERS: Verdicts = KAYLES.verdicts();

fn main() {
    // Certified after a few hundred values; neither step can fail for this constant code.
    let code = OctalGame::parse("0.77").expect("0.77 is an octal game code");
    let kayles = certify(&code, 10_000)
        .expect("Kayles is periodic from 71 with period 12")
        .values;
    run_cases(&KAYLES, |input, out| {
        let pins = input.u64()?;
        let what = format!("a row of {pins} pins, I (standing) or X (down)");
        let mut grundy_sum = 0;
        let mut standing = 0u64;
        input.token_pieces(pins..=pins, &what, |_, row| {
            row.iter().all(|&pin| match pin {
                b'I' => {
                    standing += 1;
                    true
                }
                b'X' => {
                    grundy_sum ^= kayles.value(standing);
                    standing = 0;
                    true
                }
                _ => false,
            })
        })?;
        grundy_sum ^= kayles.value(standing);
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
