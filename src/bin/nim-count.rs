//! `nim-count`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::NIM_COUNT`, which `--help` prints).

use grundy::games::nim::{self, HeapBits};
use grundy::io::{run, ANY_U64};
use grundy::specs::hdu::NIM_COUNT;

fn main() {
    run(&NIM_COUNT, |input, out| {
        while let Some(piles) = input.u64_until(0)? {
            let mut bits = HeapBits::default();
            input.groups(Some(piles), "pile", &[("", ANY_U64)], |[pile]| {
                bits.add(pile)
            })?;
            out.u64(nim::winning_move_count(&bits));
            out.end_line();
        }
        input.finish("the closing 0")
    })
}
