//! `s-nim`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::S_NIM`, which `--help` prints).
//!
//! Heaps may be as large as 2^64 − 1: each case's Grundy values are computed up to the largest
//! heap asked, or until Golomb's rule shows their period, after which any heap is read off the
//! period.

use grundy::games::subtraction::Sequence;
use grundy::io::run;
use grundy::specs::hdu::S_NIM;

/// The largest move accepted: the period search keeps a window of this many values. A move
/// given again is read and dropped, so a case keeps at most this many moves however many
/// it lists.
const MAX_MOVE: u64 = 1_000_000;
/// At most this many positions per case: their line of letters is kept until it is whole
/// (10 MB, at most 24 MiB while the output buffer grows to it). HDU's cases have 100.
const MAX_POSITIONS: u64 = 10_000_000;
/// At most this many Grundy values per case (4 bytes each: 40 MB, at most 100 MB while
/// the table grows).
const VALUE_LIMIT: usize = 10_000_000;
/// At most this many steps for the whole input (a value costs a step per distinct move and
/// a few more), so that no input runs longer than about half a second. HDU's cases (|S| ≤
/// 100, heaps ≤ 10^4, about a hundred cases) need at most 10^8.
const WORK_BUDGET: u64 = 300_000_000;

fn main() {
    run(&S_NIM, |input, out| {
        let mut moves = Vec::new();
        // Whether each move is in `moves` already (cleared after each case).
        let mut listed = vec![false; MAX_MOVE as usize + 1];
        let mut budget = WORK_BUDGET;
        let expected = format!(
            "a heap whose Grundy value is reached within {VALUE_LIMIT} values of its move \
             set and {WORK_BUDGET} steps for the whole input (and the memory there is), or \
             whose values repeat sooner"
        );
        while let Some(count) = input.u64_until(0)? {
            for &taken in &moves {
                listed[taken as usize] = false;
            }
            moves.clear();
            input.repeat(count, "move", |input| {
                let taken = input.u64_in(1..=MAX_MOVE)?;
                if !listed[taken as usize] {
                    listed[taken as usize] = true;
                    moves.push(taken);
                }
                Ok(())
            })?;
            let mut values = Sequence::new(&moves);
            let positions = input.u64_described(0..=MAX_POSITIONS, |range| {
                format!(
                    "a number of positions from 0 to {} (a case's line of answers is kept \
                     until it is whole)",
                    range.end()
                )
            })?;
            input.repeat(positions, "position", |input| {
                let heaps = input.u64()?;
                let mut grundy_sum = 0;
                input.repeat(heaps, "heap", |input| {
                    let mut value = 0;
                    input.u64_that(0..=u64::MAX, &expected, |heap| {
                        values
                            .value(heap, VALUE_LIMIT, &mut budget)
                            .map(|found| value = found)
                            .is_some()
                    })?;
                    grundy_sum ^= value;
                    Ok(())
                })?;
                out.word(if grundy_sum != 0 { "W" } else { "L" });
                Ok(())
            })?;
            out.end_line();
        }
        input.finish("the closing 0")
    })
}
