//! `kayles`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Rows of any length: the runs of standing pins are heaps of Kayles (the octal game 0.77),
//! whose Grundy values are periodic (preperiod 71, period 12, certified by Guy and Smith's
//! theorem).

use grundy::games::octal::{certify, OctalGame};
use grundy::io::{run_cases, About, Verdicts};

/// The problem as `--help` prints it, with samples/kayles/sample-1 as its example.
const ABOUT: About = About {
    name: "kayles",
    problem: "HackerRank Game of Kyles (Kayles): a row of pins, `I` standing, `X`\n\
              down; a move knocks down one pin or two adjacent pins; the last move wins.",
    input: "T; each case: N, then a string of N characters `I` or `X`.",
    output: "per case, `WIN` when the first player wins, else `LOSE`.",
    example: [
        "4\n4\nIXXI\n4\nXIIX\n5\nIIXII\n5\nIIIII\n",
        "LOSE\nWIN\nLOSE\nWIN\n",
    ],
};

const ANSWERS: Verdicts = Verdicts::new("WIN", "LOSE");

fn main() {
    // Certified after a few hundred values; neither step can fail for this constant code.
    let code = OctalGame::parse("0.77").expect("0.77 is an octal game code");
    let kayles = certify(&code, 10_000)
        .expect("Kayles is periodic from 71 with period 12")
        .values;
    run_cases(&ABOUT, |input, out| {
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
