//! Octal games: take-and-break games coded by digits, and their periods certified by the
//! Guy–Smith theorem.
//!
//! The code `0.d1d2d3…` says what removing k beans from a heap may leave: digit d_k is the
//! sum of 1 (nothing: the heap was exactly k), 2 (one non-empty heap) and 4 (two non-empty
//! heaps). Kayles is 0.77 (knock down one pin or two adjacent ones, possibly splitting the
//! row), Dawson's Kayles 0.07, Dawson's Chess 0.137, Treblecross 0.007.
//!
//! Guy–Smith: if G(n + p) = G(n) for every n with n0 ≤ n < 2·n0 + p + t, t the number of
//! code digits, then G(n + p) = G(n) for every n ≥ n0. `certify` computes values until some
//! p passes that test, then reduces to the least preperiod and period.

use crate::games::mex::Mex;
use crate::games::periodic::Periodic;

/// An octal game from its code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalGame {
    /// `digits[k - 1]` is d_k; the last one is not 0.
    digits: Vec<u8>,
}

/// Read me when a code does not parse.
pub const CODE_SYNTAX: &str = "an octal game code such as 0.77 or .137: \
     a point, then digits 0 to 7, the k-th saying what removing k beans may leave \
     (1: nothing, 2: one heap, 4: two heaps, summed)";

impl OctalGame {
    /// Parses `0.d1d2…` (or `.d1d2…`); trailing zero digits are dropped.
    ///
    /// # Example
    /// ```
    /// use grundy::games::octal::OctalGame;
    /// assert!(OctalGame::parse("0.77").is_ok());
    /// assert!(OctalGame::parse("0.8").is_err());
    /// ```
    pub fn parse(code: &str) -> Result<OctalGame, String> {
        let digits = code.strip_prefix("0.").or_else(|| code.strip_prefix('.'));
        let digits =
            digits.filter(|d| !d.is_empty() && d.bytes().all(|b| (b'0'..=b'7').contains(&b)));
        let digits = match digits {
            Some(digits) => digits,
            None => return Err(format!("expected {CODE_SYNTAX}, found {code:?}")),
        };
        let mut digits: Vec<u8> = digits.bytes().map(|b| b - b'0').collect();
        while digits.last() == Some(&0) {
            digits.pop();
        }
        Ok(OctalGame { digits })
    }

    /// The code, as `0.d1d2…`.
    pub fn code(&self) -> String {
        let digits: String = self.digits.iter().map(|d| char::from(b'0' + d)).collect();
        format!("0.{}", if digits.is_empty() { "0" } else { &digits })
    }

    /// The number of code digits (t in the Guy–Smith theorem).
    pub fn digit_count(&self) -> usize {
        self.digits.len()
    }

    /// How many moves `extend` looks at to compute the values of heaps 0 to `count` − 1
    /// (counting each one-heap or no-heap digit once per heap, a slight overestimate), so
    /// that a caller can bound its work before it starts.
    ///
    /// # Complexity
    /// O(digits): per digit k, the heaps n ≥ k contribute their `(n − k) / 2` splits in
    /// closed form (Σ_{r<m} ⌊r/2⌋ = ⌊m/2⌋·⌊(m − 1)/2⌋).
    pub fn work(&self, count: usize) -> u128 {
        let mut work = count as u128;
        for (index, &digit) in self.digits.iter().enumerate() {
            let take = index + 1;
            let heaps = match count.checked_sub(take) {
                Some(heaps) => heaps,
                None => break,
            };
            let heaps = heaps as u128;
            work += heaps;
            if digit & 4 != 0 {
                work += (heaps / 2) * (heaps.saturating_sub(1) / 2);
            }
        }
        work
    }

    /// The most heaps whose values `extend` computes within `budget` of `work`.
    pub fn affordable(&self, budget: u128) -> usize {
        // `work` grows with the count: the largest count within the budget, by bisection.
        let (mut low, mut high) = (0usize, 1usize << 40);
        while low < high {
            let middle = low + (high - low + 1) / 2;
            if self.work(middle) <= budget {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        low
    }

    /// Calls `visit` with every move from one heap, as what replaces it: nothing (the heap
    /// is taken away), one smaller heap, or two non-empty heaps. The rules, stated once.
    #[inline(always)]
    fn for_each_replacement(&self, heap: usize, mut visit: impl FnMut(&[usize])) {
        for (index, &digit) in self.digits.iter().enumerate() {
            let take = index + 1;
            if take > heap {
                break;
            }
            let rest = heap - take;
            if digit & 1 != 0 && rest == 0 {
                visit(&[]);
            }
            if digit & 2 != 0 && rest > 0 {
                visit(&[rest]);
            }
            if digit & 4 != 0 {
                for left in 1..=rest / 2 {
                    visit(&[left, rest - left]);
                }
            }
        }
    }

    /// The moves from one heap as lists of the heaps that replace it, for checking `extend`
    /// and the tools against the rules with a brute-force table.
    pub fn replacements(&self, heap: usize) -> Vec<Vec<usize>> {
        let mut options = Vec::new();
        self.for_each_replacement(heap, |heaps| options.push(heaps.to_vec()));
        options
    }

    /// Extends `values` (the Grundy values of heaps 0, 1, …) to `count` heaps, straight from
    /// the rules: O(n) per value when the game splits heaps.
    pub fn extend(&self, values: &mut Vec<u32>, count: usize) {
        let mut mex = Mex::default();
        let mut options = Vec::new();
        while values.len() < count {
            let heap = values.len();
            options.clear();
            self.for_each_replacement(heap, |heaps| {
                // A position of several heaps has the exclusive or of their values.
                options.push(heaps.iter().fold(0, |x, &h| x ^ values[h]));
            });
            let value = mex.among(options.len(), options.iter().copied());
            values.push(value);
        }
    }
}

/// The Grundy values of an octal game with a certified period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Certified {
    pub values: Periodic,
    /// How many values were computed to certify it.
    pub computed: usize,
}

/// Computes values of `game` (doubling the count from 64) until the Guy–Smith theorem
/// certifies a period, then reduces it to the least preperiod and period; `Err(limit)` when
/// `limit` values certify none.
///
/// # Example
/// ```
/// use grundy::games::octal::{certify, OctalGame};
/// let kayles = certify(&OctalGame::parse("0.77").unwrap(), 10_000).unwrap().values;
/// assert_eq!((kayles.preperiod, kayles.period), (71, 12));
/// ```
pub fn certify(game: &OctalGame, limit: usize) -> Result<Certified, usize> {
    let t = game.digit_count();
    let mut values = Vec::new();
    let mut count = 64.min(limit);
    loop {
        game.extend(&mut values, count);
        if let Some((start, period)) = first_certified(&values, t) {
            let computed = values.len();
            return Ok(Certified {
                values: Periodic::reduced(values, start, period),
                computed,
            });
        }
        if count >= limit {
            return Err(limit);
        }
        count = (2 * count).min(limit);
    }
}

/// The smallest period p, with its smallest start n0, whose repetition the computed values
/// show over the whole range [n0, 2·n0 + p + t) that the theorem asks for.
fn first_certified(values: &[u32], t: usize) -> Option<(usize, usize)> {
    let count = values.len();
    (1..count / 2).find_map(|period| {
        // The longest run of repetition that reaches the end of what is computed.
        let mut start = count - period;
        while start > 0 && values[start - 1] == values[start - 1 + period] {
            start -= 1;
        }
        let needed = 2 * start + period + t; // n must run up to here, exclusive
        (needed + period <= count && start < count - period).then_some((start, period))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A002186, Kayles (0.77), n = 0..104.
    const KAYLES: [u32; 105] = [
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4,
        7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7,
        4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4,
        7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1,
    ];

    /// OEIS A002187, Dawson's Chess (0.137), n = 0..131.
    const DAWSONS_CHESS: [u32; 132] = [
        0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
        5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2,
        1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1,
        1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9,
        3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    ];

    fn game(code: &str) -> OctalGame {
        OctalGame::parse(code).unwrap()
    }

    /// `work` counts what `extend` does: never less than the moves it visits.
    #[test]
    fn work_bounds_the_moves_extend_visits() {
        for code in [
            "0.77",
            "0.07",
            "0.137",
            "0.4",
            "0.777777",
            "0.1234567",
            "0.6",
        ] {
            let game = game(code);
            let mut visited = 0u128;
            for heap in 0..300 {
                visited += game.replacements(heap).len() as u128 + 1;
                let work = game.work(heap + 1);
                assert!(work >= visited, "{code}: heap {heap}: {work} < {visited}");
                assert!(
                    work <= 2 * visited + 20,
                    "{code}: heap {heap}: {work} ≫ {visited}"
                );
            }
            let most = game.affordable(1_000_000);
            assert!(game.work(most) <= 1_000_000 && game.work(most + 1) > 1_000_000);
        }
    }

    #[test]
    fn values_match_the_published_tables() {
        let mut kayles = Vec::new();
        game("0.77").extend(&mut kayles, KAYLES.len());
        assert_eq!(kayles, KAYLES);
        let mut chess = Vec::new();
        game("0.137").extend(&mut chess, DAWSONS_CHESS.len());
        assert_eq!(chess, DAWSONS_CHESS);
        // Dawson's Kayles is Dawson's Chess shifted by one.
        let mut dawsons_kayles = Vec::new();
        game("0.07").extend(&mut dawsons_kayles, DAWSONS_CHESS.len() + 1);
        assert_eq!(dawsons_kayles[1..], DAWSONS_CHESS);
    }

    #[test]
    fn certified_periods_of_the_classics() {
        let period = |code: &str| {
            let certified = certify(&game(code), 100_000).unwrap().values;
            (certified.preperiod, certified.period)
        };
        assert_eq!(period("0.77"), (71, 12));
        assert_eq!(period("0.07"), (53, 34));
        assert_eq!(period("0.137"), (52, 34));
    }

    /// The certified periods answer far heaps as the direct computation does.
    #[test]
    fn certified_values_agree_with_direct_computation() {
        for code in [
            "0.77", "0.07", "0.137", "0.51", "0.31", "0.15", "0.4", "0.33",
        ] {
            let certified = certify(&game(code), 20_000).expect(code).values;
            let mut direct = Vec::new();
            game(code).extend(&mut direct, 1500);
            for (n, &value) in direct.iter().enumerate() {
                assert_eq!(certified.value(n as u64), value, "{code} at {n}");
            }
        }
    }

    /// A direct move enumeration: positions are multisets of heaps, and the outcome of one
    /// heap from the oracle must match the Grundy value's zero test.
    #[test]
    fn one_heap_outcomes_match_the_oracle() {
        use crate::oracles::brute::{win_table, HeapMultisets};
        for code in ["0.77", "0.07", "0.137", "0.007", "0.4", "0.156"] {
            let octal = game(code);
            let positions = HeapMultisets::new(18);
            let replacements = |heap: usize| octal.replacements(heap);
            let win = win_table(positions.count(), positions.moves(replacements));
            let mut values = Vec::new();
            octal.extend(&mut values, 19);
            for heap in 0..=18 {
                assert_eq!(
                    win[positions.find(&[heap]).unwrap()],
                    values[heap] != 0,
                    "{code} {heap}"
                );
            }
            // Two heaps: the exclusive or decides.
            for a in 0..=9 {
                for b in 0..=9 {
                    let sum = values[a] ^ values[b];
                    assert_eq!(
                        win[positions.find(&[a, b]).unwrap()],
                        sum != 0,
                        "{code} {a}+{b}"
                    );
                }
            }
        }
    }

    /// Treblecross: a strip of cells, players put crosses in empty cells, three in a row
    /// wins. Searched directly (a position is the set of crosses; placing one only adds
    /// cells, so larger masks are settled first), against 0.007 shifted by two.
    #[test]
    fn treblecross_is_0_007_shifted_by_two() {
        let mut values = Vec::new();
        game("0.007").extend(&mut values, 19);
        for cells in 3..=16usize {
            let three_in_a_row = |mask: usize| (0..cells - 2).any(|c| mask >> c & 7 == 7);
            let mut win = vec![false; 1 << cells];
            for mask in (0..1usize << cells).rev() {
                if three_in_a_row(mask) {
                    continue; // never reached with the game still going
                }
                win[mask] = (0..cells).filter(|&c| mask & (1 << c) == 0).any(|c| {
                    let next = mask | (1 << c);
                    three_in_a_row(next) || !win[next]
                });
            }
            assert_eq!(win[0], values[cells + 2] != 0, "{cells} cells");
        }
    }

    #[test]
    fn codes_are_checked() {
        assert_eq!(game(".770").code(), "0.77");
        for bad in ["0.8", "abc", "0.", "1.77", "0.7a", ""] {
            let message = OctalGame::parse(bad).unwrap_err();
            assert!(
                message.starts_with("expected an octal game code"),
                "{bad}: {message}"
            );
        }
    }
}
