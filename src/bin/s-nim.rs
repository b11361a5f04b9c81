//! HDU 1536 / POJ 2960 S-Nim: Nim where a move removes exactly s beads for some s in a set S.
//! Input: cases until a line `0`: a line `k s1 … sk`; a line `m`; m lines `l h1 … hl`.
//! Output per case: one line of m characters, `W` when the first player wins the position,
//! else `L`. Heaps may be as large as 2^64 − 1: each case's Grundy values are computed until
//! they are periodic (Golomb's rule), then read off the period.

use grundy::games::subtraction::periodic_grundy;
use grundy::io::run;

/// The largest move accepted: the period search keeps a window of this many values.
const MAX_MOVE: u64 = 1_000_000;
/// How many Grundy values are computed at most before giving up on finding the period.
const VALUE_LIMIT: usize = 20_000_000;

fn main() {
    run("s-nim", |input, out| {
        let mut moves = Vec::new();
        while let Some(count) = input.u64_until(0)? {
            moves.clear();
            input.repeat(count, "move", |input| {
                moves.push(input.u64_in(1..=MAX_MOVE)?);
                Ok(())
            })?;
            let Ok(game) = periodic_grundy(&moves, VALUE_LIMIT) else {
                let expected =
                    format!("a move set whose Grundy values repeat within {VALUE_LIMIT} heaps");
                return Err(input.fault_here(&expected));
            };
            let positions = input.u64()?;
            input.repeat(positions, "position", |input| {
                let heaps = input.u64()?;
                let mut grundy_sum = 0;
                input.each_u64(heaps, "heap", |heap| grundy_sum ^= game.value(heap))?;
                out.word(if grundy_sum != 0 { "W" } else { "L" });
                Ok(())
            })?;
            out.end_line();
        }
        input.end("the closing 0")
    })
}
