//! HDU 1850 Being a Good Boy in Spring Festival. Input: cases until a line `0`: M, then M
//! pile sizes. Output per case: how many first moves win at Nim (0 when none does).

use grundy::games::nim::{self, HeapBits};
use grundy::io::{run, ANY_U64};

fn main() {
    run("nim-count", |input, out| {
        while let Some(piles) = input.u64_until(0)? {
            let mut bits = HeapBits::default();
            input.groups(Some(piles), "pile", &[ANY_U64], |[pile]| bits.add(pile))?;
            out.u64(nim::winning_move_count(&bits));
            out.end_line();
        }
        input.end("the closing 0")
    })
}
