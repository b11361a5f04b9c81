//! `wythoff-moves`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::WYTHOFF_MOVES`, which `--help` prints).
//!
//! The winning moves come in two groups, as the judge's accepted solutions print them: first
//! the move that takes the same number from both piles, then the one-pile moves by increasing
//! x, each pair once within this group. A pair reachable both ways is printed in both groups
//! (`2 3` gives `1 2` twice). a > b is read as the pair (b, a).

use grundy::games::wythoff;
use grundy::io::{run, ANY_U64};
use grundy::specs::hdu::WYTHOFF_MOVES;

fn main() {
    run(&WYTHOFF_MOVES, |input, out| {
        while let Some(a) = input.u64_in_or_end(ANY_U64)? {
            let b = input.u64()?;
            if a == 0 && b == 0 {
                return input.finish("the closing 0 0");
            }
            let moves = wythoff::winning_moves(a, b);
            if moves.is_empty() {
                out.line("0");
                continue;
            }
            out.line("1");
            for (x, y) in moves {
                out.u64(x);
                out.space();
                out.u64(y);
                out.end_line();
            }
        }
        Ok(())
    })
}
