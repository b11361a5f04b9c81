//! Take-and-break games coded by digits (octal and hexadecimal codes), and their periods
//! certified by the Guy–Smith theorem and its analogue for splits into three heaps.
//!
//! The code `0.d1d2d3…` says what removing k beans from a heap may leave: digit d_k is the
//! sum of 1 (nothing: the heap was exactly k), 2 (one non-empty heap), 4 (two non-empty
//! heaps) and, in a hexadecimal code, 8 (three non-empty heaps). An octal digit is a
//! hexadecimal one without the 8, so one type reads both. Kayles is 0.77 (knock down one pin
//! or two adjacent ones, possibly splitting the row), Dawson's Kayles 0.07, Dawson's Chess
//! 0.137, Treblecross 0.007.
//!
//! The periodicity theorem (docs/games.md#octal-games): for a game whose moves leave at most
//! h heaps, if G(n + p) = G(n) for every n with n0 ≤ n < h·n0 + (h − 1)·p + t, one more
//! when n0 = 0, t the number of code digits, then G(n + p) = G(n) for every n ≥ n0. With
//! h = 2 that is Guy and Smith's bound for octal games. `certify` computes values until some
//! p passes that test, then reduces to the least preperiod and period.

use crate::games::mex::Mex;
use crate::games::periodic::Periodic;

/// A take-and-break game from its octal or hexadecimal code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakeAndBreak {
    /// 8 or 16: how the code was written, and so how `code` writes it back.
    radix: u8,
    /// `digits[k - 1]` is d_k; the last one is not 0.
    digits: Vec<u8>,
}

/// The octal games (every digit below 8) are the take-and-break games most code names.
pub type OctalGame = TakeAndBreak;

/// Read me when a code does not parse.
pub const CODE_SYNTAX: &str = "an octal game code such as 0.77 or .137: \
     a point, then digits 0 to 7, the k-th saying what removing k beans may leave \
     (1: nothing, 2: one heap, 4: two heaps, summed)";

/// Read me when a hexadecimal code does not parse.
pub const HEX_CODE_SYNTAX: &str = "a hexadecimal game code such as 0.F or .2048: \
     a point, then digits 0 to 9 and A to F, the k-th saying what removing k beans may \
     leave (1: nothing, 2: one heap, 4: two heaps, 8: three heaps, summed)";

impl TakeAndBreak {
    /// Parses the octal code `0.d1d2…` (or `.d1d2…`); trailing zero digits are dropped.
    ///
    /// # Example
    /// ```
    /// use grundy::games::octal::OctalGame;
    /// assert!(OctalGame::parse("0.77").is_ok());
    /// assert!(OctalGame::parse("0.8").is_err());
    /// ```
    pub fn parse(code: &str) -> Result<TakeAndBreak, String> {
        TakeAndBreak::parse_in(code, 8, CODE_SYNTAX)
    }

    /// Parses the hexadecimal code `0.h1h2…` (or `.h1h2…`, digits 0–9 and A–F in either
    /// case); trailing zero digits are dropped.
    ///
    /// # Example
    /// ```
    /// use grundy::games::octal::TakeAndBreak;
    /// assert_eq!(TakeAndBreak::parse_hexadecimal("0.2048").unwrap().most_heaps(), 3);
    /// assert!(TakeAndBreak::parse_hexadecimal("0.G").is_err());
    /// ```
    pub fn parse_hexadecimal(code: &str) -> Result<TakeAndBreak, String> {
        TakeAndBreak::parse_in(code, 16, HEX_CODE_SYNTAX)
    }

    fn parse_in(code: &str, radix: u8, syntax: &str) -> Result<TakeAndBreak, String> {
        let digit = |c: char| c.to_digit(u32::from(radix)).map(|d| d as u8);
        let digits = code.strip_prefix("0.").or_else(|| code.strip_prefix('.'));
        let digits = digits.filter(|d| !d.is_empty() && d.chars().all(|c| digit(c).is_some()));
        let digits = match digits {
            Some(digits) => digits,
            None => return Err(format!("expected {syntax}, found {code:?}")),
        };
        let mut digits: Vec<u8> = digits.chars().filter_map(digit).collect();
        while digits.last() == Some(&0) {
            digits.pop();
        }
        Ok(TakeAndBreak { radix, digits })
    }

    /// The code, as `0.d1d2…` in the base it was read in (hexadecimal digits in capitals).
    pub fn code(&self) -> String {
        let digits: String = self
            .digits
            .iter()
            .filter_map(|&d| char::from_digit(u32::from(d), u32::from(self.radix)))
            .map(|c| c.to_ascii_uppercase())
            .collect();
        format!("0.{}", if digits.is_empty() { "0" } else { &digits })
    }

    /// Whether the code was read as hexadecimal.
    pub fn is_hexadecimal(&self) -> bool {
        self.radix == 16
    }

    /// The number of code digits (t in the periodicity theorem).
    pub fn digit_count(&self) -> usize {
        self.digits.len()
    }

    /// The h of the periodicity theorem: 3 when a digit lets a move leave three heaps, else
    /// 2 (Guy and Smith's bound, kept for octal codes even when no digit splits, so that
    /// their certificates stay as they were).
    pub fn most_heaps(&self) -> usize {
        if self.digits.iter().any(|d| d & 8 != 0) {
            3
        } else {
            2
        }
    }

    /// How many moves `extend` looks at to compute the values of heaps 0 to `count` − 1
    /// (counting each one-heap or no-heap digit once per heap, and the three-heap splits by
    /// a bound: a slight overestimate), so that a caller can bound its work before it starts.
    ///
    /// # Complexity
    /// O(digits): per digit k, the heaps n ≥ k contribute their `(n − k) / 2` splits into two
    /// in closed form (Σ_{r<m} ⌊r/2⌋ = ⌊m/2⌋·⌊(m − 1)/2⌋), and their splits into three, at
    /// most (r² + 3)/12 for r = n − k beans (the partitions of r into three parts are
    /// round(r²/12)), by Σ_{r<m} r² = (m − 1)·m·(2m − 1)/6.
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
            if digit & 8 != 0 {
                let squares = heaps.saturating_sub(1) * heaps * (2 * heaps).saturating_sub(1) / 6;
                work += (squares + 3 * heaps) / 12;
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
    /// is taken away), one smaller heap, or two or three non-empty heaps (each split once, in
    /// non-decreasing order). The rules, stated once.
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
            if digit & 8 != 0 {
                for small in 1..=rest / 3 {
                    for middle in small..=(rest - small) / 2 {
                        visit(&[small, middle, rest - small - middle]);
                    }
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
    /// the rules: O(n) per value when the game splits heaps in two, O(n²) in three.
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

/// The Grundy values of a take-and-break game with a certified period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Certified {
    pub values: Periodic,
    /// How many values were computed to certify it.
    pub computed: usize,
}

/// Computes values of `game` (doubling the count from 64) until the periodicity theorem
/// certifies a period, then reduces it to the least preperiod and period; `Err(limit)` when
/// `limit` values certify none.
///
/// # Example
/// ```
/// use grundy::games::octal::{certify, OctalGame};
/// let kayles = certify(&OctalGame::parse("0.77").unwrap(), 10_000).unwrap().values;
/// assert_eq!((kayles.preperiod, kayles.period), (71, 12));
/// ```
pub fn certify(game: &TakeAndBreak, limit: usize) -> Result<Certified, usize> {
    certify_or_values(game, limit).map_err(|_| limit)
}

/// `certify`, but on failure the `limit` values computed, so that a caller who shows them
/// need not compute them again.
pub fn certify_or_values(game: &TakeAndBreak, limit: usize) -> Result<Certified, Vec<u32>> {
    let (t, heaps) = (game.digit_count(), game.most_heaps());
    let mut values = Vec::new();
    let mut count = 64.min(limit);
    loop {
        game.extend(&mut values, count);
        if let Some((start, period)) = first_certified(&values, t, heaps) {
            let computed = values.len();
            return Ok(Certified {
                values: Periodic::reduced(values, start, period),
                computed,
            });
        }
        if count >= limit {
            return Err(values);
        }
        count = (2 * count).min(limit);
    }
}

/// Where the periodicity theorem's check ends (exclusive) for a game of `t` code digits whose
/// moves leave at most `heaps` heaps: n0 ≤ n < h·n0 + (h − 1)·p + t, one more when n0 = 0
/// (then a heap of exactly p may be the one shifted, and shifting it would empty it).
pub fn certificate_end(start: usize, period: usize, t: usize, heaps: usize) -> usize {
    heaps * start + (heaps - 1) * period + t + usize::from(start == 0)
}

/// The smallest period p, with its smallest start n0, whose repetition the computed values
/// show over the whole range [n0, `certificate_end`) that the theorem asks for.
fn first_certified(values: &[u32], t: usize, heaps: usize) -> Option<(usize, usize)> {
    let count = values.len();
    (1..count / 2).find_map(|period| {
        // The longest run of repetition that reaches the end of what is computed.
        let mut start = count - period;
        while start > 0 && values[start - 1] == values[start - 1 + period] {
            start -= 1;
        }
        let needed = certificate_end(start, period, t, heaps); // n runs up to here
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

    fn hex(code: &str) -> TakeAndBreak {
        TakeAndBreak::parse_hexadecimal(code).unwrap()
    }

    /// `work` counts what `extend` does: never less than the moves it visits.
    #[test]
    fn work_bounds_the_moves_extend_visits() {
        let octal = [
            "0.77",
            "0.07",
            "0.137",
            "0.4",
            "0.777777",
            "0.1234567",
            "0.6",
        ];
        let octal = octal.iter().map(|code| game(code));
        let hexadecimal = ["0.8", "0.F", "0.2048", "0.F7", "0.C8"];
        for game in octal.chain(hexadecimal.iter().map(|code| hex(code))) {
            let code = game.code();
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

    /// Grundy values straight from the rules of a hexadecimal code, written apart from
    /// `for_each_replacement`: every ordered way to leave one, two or three heaps.
    fn values_from_the_rules(digits: &[u8], count: usize) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::new();
        for n in 0..count {
            let mut reached = std::collections::BTreeSet::new();
            for (index, &digit) in digits.iter().enumerate() {
                let take = index + 1;
                if take > n {
                    break;
                }
                let rest = n - take;
                if digit & 1 != 0 && rest == 0 {
                    reached.insert(0);
                }
                if digit & 2 != 0 && rest > 0 {
                    reached.insert(values[rest]);
                }
                for a in 1..rest {
                    if digit & 4 != 0 {
                        reached.insert(values[a] ^ values[rest - a]);
                    }
                    for b in 1..rest - a {
                        if digit & 8 != 0 {
                            reached.insert(values[a] ^ values[b] ^ values[rest - a - b]);
                        }
                    }
                }
            }
            values.push((0..).find(|v| !reached.contains(v)).unwrap());
        }
        values
    }

    /// Every hexadecimal code of one or two digits, and random ones of up to four.
    fn hexadecimal_codes() -> Vec<Vec<u8>> {
        let mut codes: Vec<Vec<u8>> = (1..16).map(|d| vec![d]).collect();
        for first in 0..16 {
            codes.extend((1..16).map(|second| vec![first, second]));
        }
        let mut rng = crate::oracles::rng::Rng::new(50);
        for _ in 0..100 {
            let mut code: Vec<u8> = (0..rng.range(2, 3))
                .map(|_| rng.range(0, 15) as u8)
                .collect();
            code.push(rng.range(1, 15) as u8);
            codes.push(code);
        }
        codes
    }

    fn hex_code(digits: &[u8]) -> String {
        let digits: String = digits.iter().map(|&d| format!("{d:X}")).collect();
        format!("0.{digits}")
    }

    #[test]
    fn hexadecimal_values_match_the_rules() {
        for digits in hexadecimal_codes() {
            let code = hex_code(&digits);
            let mut values = Vec::new();
            hex(&code).extend(&mut values, 40);
            assert_eq!(values, values_from_the_rules(&digits, 40), "{code}");
        }
    }

    /// Without the Sprague–Grundy sum rule: every multiset of heaps searched from the
    /// moves, one heap's value and two heaps' exclusive or against `extend`.
    #[test]
    fn hexadecimal_values_match_the_multiset_search() {
        use crate::oracles::brute::{grundy_table, HeapMultisets};
        let positions = HeapMultisets::new(16);
        for code in ["0.8", "0.F", "0.2048", "0.F7", "0.C8", "0.38", "0.9B"] {
            let game = hex(code);
            let replacements = |heap: usize| game.replacements(heap);
            let table = grundy_table(positions.count(), positions.moves(replacements));
            let mut values = Vec::new();
            game.extend(&mut values, 17);
            for a in 0..=16 {
                for b in 0..=16 - a {
                    let found = table[positions.find(&[a, b]).unwrap()];
                    assert_eq!(found, values[a] ^ values[b], "{code} {a}+{b}");
                }
            }
        }
    }

    /// The counting the proof rests on (docs/games.md#octal-games), for small cases: from
    /// the end of the check on, every way to leave at most h heaps after taking k ≤ t beans
    /// from n + p has a heap z with max(n0, 1) ≤ z − p < n, and from n a heap z ≥ n0; and
    /// no move takes the whole heap.
    #[test]
    fn the_certificate_bound_covers_every_split() {
        // The largest part over the compositions of `total` into 1..=`parts` positive
        // parts, smallest first: the least of the largest parts is ⌈total/parts⌉.
        let least_largest = |total: usize, parts: usize| {
            (1..=parts.min(total.max(1)))
                .map(|k| (total + k - 1) / k)
                .min()
                .unwrap()
        };
        for heaps in 2..=3 {
            for start in 0..8 {
                for period in 1..8 {
                    for t in 1..5 {
                        let end = certificate_end(start, period, t, heaps);
                        for n in end..end + 20 {
                            assert!(n > t);
                            for take in 1..=t {
                                let z = least_largest(n + period - take, heaps);
                                assert!(
                                    z >= start.max(1) + period,
                                    "{heaps} {start} {period} {t} {n}"
                                );
                                assert!(z < n + period);
                                assert!(least_largest(n - take, heaps) >= start);
                            }
                        }
                    }
                }
            }
        }
        // With h = 2 and n0 ≥ 1 it is Guy and Smith's bound.
        assert_eq!(certificate_end(5, 7, 3, 2), 2 * 5 + 7 + 3);
        assert_eq!(certificate_end(5, 7, 3, 3), 3 * 5 + 2 * 7 + 3);
    }

    /// A certified period holds far past the values that certified it.
    #[test]
    fn hexadecimal_certificates_hold_far_beyond() {
        let mut certified_codes = 0;
        for digits in hexadecimal_codes() {
            let code = hex_code(&digits);
            let game = hex(&code);
            let certified = match certify(&game, 128) {
                Ok(certified) => certified,
                Err(_) => continue,
            };
            certified_codes += 1;
            let mut direct = Vec::new();
            game.extend(&mut direct, 4 * certified.computed);
            for (n, &value) in direct.iter().enumerate() {
                assert_eq!(certified.values.value(n as u64), value, "{code} at {n}");
            }
        }
        assert!(certified_codes >= 20, "{certified_codes} codes certified");
    }

    #[test]
    fn hexadecimal_codes_are_read_and_written() {
        assert_eq!(hex("0.f").code(), "0.F");
        assert_eq!(hex(".20480").code(), "0.2048");
        assert_eq!(hex("0.2048").most_heaps(), 3);
        assert_eq!(hex("0.77").most_heaps(), 2);
        assert!(hex("0.F").is_hexadecimal() && !game("0.7").is_hexadecimal());
        for bad in ["0.G", "0.", "1.F", "0.8 ", ""] {
            let message = TakeAndBreak::parse_hexadecimal(bad).unwrap_err();
            assert!(
                message.starts_with("expected a hexadecimal game code"),
                "{bad}: {message}"
            );
        }
        // An octal code read as hexadecimal is the same game with the same certificate.
        for code in ["0.77", "0.07", "0.137", "0.4", "0.51"] {
            assert_eq!(certify(&game(code), 20_000), certify(&hex(code), 20_000));
        }
    }
}
