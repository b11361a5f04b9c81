//! `switch-lights`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::SWITCH_LIGHTS`, which `--help` prints).
//!
//! A light at (x, y) is a head of the coin-turning game whose move turns a rectangle's
//! four corners, the product of two Nim strips: its Grundy value is the nim product
//! x ⊗ y (`games::coins`, `games::nimber`). Any u64 coordinates.

use grundy::games::nimber::NimProduct;
use grundy::io::{run_cases, Verdicts, ANY_U64};
use grundy::specs::hdu::SWITCH_LIGHTS;

const ANSWERS: Verdicts = SWITCH_LIGHTS.verdicts();

fn main() {
    let nim = NimProduct::new();
    run_cases(&SWITCH_LIGHTS, |input, out| {
        let lights = input.u64()?;
        let mut grundy_sum = 0;
        input.groups(
            Some(lights),
            "light",
            &[("x", ANY_U64), ("y", ANY_U64)],
            |[x, y]| grundy_sum ^= nim.product(x, y),
        )?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
