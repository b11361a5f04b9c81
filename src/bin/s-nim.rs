//! HDU 1536 / POJ 2960 S-Nim: Nim where a move removes exactly s beads for some s in a set S.
//! Input: cases until a line `0`: a line `k s1 … sk`; a line `m`; m lines `l h1 … hl`.
//! Output per case: one line of m characters, `W` when the first player wins the position,
//! else `L`. Heaps may be as large as 2^64 − 1: small heaps are answered from Grundy values
//! computed directly, large ones from the period (Golomb's rule), found when first needed.

use grundy::games::periodic::Periodic;
use grundy::games::subtraction::{extend_grundy, periodic_grundy};
use grundy::io::run;

/// The largest move accepted: the period search keeps a window of this many values.
const MAX_MOVE: u64 = 1_000_000;
/// How many Grundy values are computed at most before giving up on finding the period.
const VALUE_LIMIT: usize = 20_000_000;
/// Direct values cost |S| steps each: up to this many steps they are computed directly,
/// which answers every judge case (heaps ≤ 10^4) whatever the period is.
const DIRECT_WORK: u64 = 100_000_000;

fn main() {
    run("s-nim", |input, out| {
        let mut moves = Vec::new();
        while let Some(count) = input.u64_until(0)? {
            moves.clear();
            input.repeat(count, "move", |input| {
                moves.push(input.u64_in(1..=MAX_MOVE)?);
                Ok(())
            })?;
            let mut values = Values::new(&moves);
            let expected = format!(
                "a heap whose move set's Grundy values repeat within {VALUE_LIMIT} heaps \
                 (or a heap small enough to compute directly)"
            );
            let positions = input.u64()?;
            input.repeat(positions, "position", |input| {
                let heaps = input.u64()?;
                let mut grundy_sum = 0;
                input.repeat(heaps, "heap", |input| {
                    let heap = input.u64_that(0..=u64::MAX, &expected, |h| values.prepare(h))?;
                    grundy_sum ^= values.get(heap);
                    Ok(())
                })?;
                out.word(if grundy_sum != 0 { "W" } else { "L" });
                Ok(())
            })?;
            out.end_line();
        }
        input.end("the closing 0")
    })
}

/// The Grundy values of one move set, computed as far as the heaps asked for need.
struct Values<'a> {
    moves: &'a [u64],
    direct: Vec<u32>,
    /// Found the first time a heap is too large to compute directly.
    periodic: Option<Result<Periodic, usize>>,
}

impl<'a> Values<'a> {
    fn new(moves: &'a [u64]) -> Values<'a> {
        Values {
            moves,
            direct: Vec::new(),
            periodic: None,
        }
    }

    /// Makes the value of `heap` available; false when it cannot be (no period found).
    fn prepare(&mut self, heap: u64) -> bool {
        if heap < self.direct.len() as u64 {
            return true;
        }
        let work = heap
            .saturating_add(1)
            .saturating_mul(self.moves.len() as u64);
        if self.periodic.is_none() && work <= DIRECT_WORK {
            extend_grundy(self.moves, &mut self.direct, heap as usize + 1);
            return true;
        }
        let periodic = self
            .periodic
            .get_or_insert_with(|| periodic_grundy(self.moves, VALUE_LIMIT));
        periodic.is_ok()
    }

    /// The value of a heap that `prepare` accepted.
    fn get(&self, heap: u64) -> u32 {
        match (&self.periodic, self.direct.get(heap as usize)) {
            (_, Some(&value)) => value,
            (Some(Ok(periodic)), None) => periodic.value(heap),
            _ => unreachable!("prepare accepted the heap"),
        }
    }
}
