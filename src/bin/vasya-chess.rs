//! `vasya-chess`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::codeforces::VASYA_CHESS`, which `--help` prints).
//!
//! The board's parity decides (`games::queens`, by symmetry); n below 2, where the
//! queens would share a cell, is an input error.

use grundy::games::queens;
use grundy::io::run;
use grundy::specs::codeforces::VASYA_CHESS;

fn main() {
    run(&VASYA_CHESS, |input, out| {
        let n = input.u64_in(2..=u64::MAX)?;
        match queens::winning_first_move(n) {
            Some((row, column)) => {
                out.line("white");
                out.u64(row);
                out.space();
                out.u64(column);
                out.end_line();
            }
            None => out.line("black"),
        }
        input.finish("the number n")
    })
}
