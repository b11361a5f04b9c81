//! `switch-lights`: the problem, its formats and an example are stated once, in `ABOUT`
//! (`--help`).
//!
//! A light at (x, y) is a head of the coin-turning game whose move turns a rectangle's
//! four corners, the product of two Nim strips: its Grundy value is the nim product
//! x ⊗ y (`games::coins`, `games::nimber`). Any u64 coordinates.

use grundy::games::nimber::NimProduct;
use grundy::io::{run_cases, About, Verdicts, ANY_U64};

/// The problem as `--help` prints it, with samples/switch-lights/sample-1 as its example.
const ABOUT: About = About {
    name: "switch-lights",
    problem: "HDU 3404 Switch lights: lights on a grid, some on; a move picks a rectangle\n\
              whose lower right corner (x, y) is on and switches its four corners (a, b),\n\
              (a, y), (x, b), (x, y) with a < x, b < y; whoever cannot move loses;\n\
              lxhgww moves first.",
    input: "T; each case: n, then n lines `x y`, the lights that are on (a light listed\n\
            twice is switched back off).",
    output: "per case, `Have a try, lxhgww.` when lxhgww wins, else\n\
             `Don't waste your time.`",
    example: [
        "2\n2\n1 2\n2 1\n2\n1 1\n2 2\n",
        "Don't waste your time.\nHave a try, lxhgww.\n",
    ],
};

const ANSWERS: Verdicts = Verdicts::new("Have a try, lxhgww.", "Don't waste your time.");

fn main() {
    let nim = NimProduct::new();
    run_cases(&ABOUT, |input, out| {
        let lights = input.u64()?;
        let mut grundy_sum = 0;
        input.groups(Some(lights), "light", &[ANY_U64, ANY_U64], |[x, y]| {
            grundy_sum ^= nim.product(x, y)
        })?;
        out.verdict(&ANSWERS, grundy_sum != 0);
        Ok(())
    })
}
