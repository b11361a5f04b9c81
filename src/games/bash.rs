//! Bash's game (take 1 to m stones) and the extended Bash game (take l to r stones).
//!
//! One pile of `stones`; a move takes `take` stones with `least ≤ take ≤ most` and
//! `take ≤ stones`; a player who cannot move loses (so taking the last stone wins).
//! Bash's game is the case `least = 1`.
//!
//! The rule (docs/games.md#bash and #extended-bash): with `least ≤ most`, the lost
//! positions are exactly those with `stones mod (least + most) < least`. Below `least`
//! nobody can move. From a remainder in `[least, least + most)` one move reaches a lost
//! remainder: take the whole remainder when it is at most `most`, else take `most` and
//! leave `1..least` over. From a remainder below `least`, every take in `[least, most]`
//! lands the remainder in `[least, least + most)` of the previous period, which is won for
//! the opponent. With `least > most` there is no legal move at all, and every position is
//! lost; the textbook formula would say otherwise, so it is checked first.

use crate::io::answer_bits;

/// Whether the player to move wins Bash's game: one pile of `stones`, take 1 to `most`.
///
/// # Complexity
/// O(1). Exact for every u64, including `most = u64::MAX` (where `most + 1` overflows).
///
/// # Example
/// ```
/// use grundy::games::bash;
/// assert!(bash::first_player_wins(3, 5)); // take all three
/// assert!(!bash::first_player_wins(6, 5)); // whatever you take, the reply takes the rest
/// assert!(!bash::first_player_wins(7, 0)); // no legal move
/// ```
#[inline]
pub fn first_player_wins(stones: u64, most: u64) -> bool {
    range_first_player_wins(stones, 1, most)
}

/// A winning move in Bash's game: how many stones to take, or `None` from a lost position.
#[inline]
pub fn winning_take(stones: u64, most: u64) -> Option<u64> {
    range_winning_take(stones, 1, most)
}

/// Whether the player to move wins the extended Bash game: one pile of `stones`, take
/// `least` to `most` stones.
///
/// `least` must be at least 1 (a move of zero stones would let the game go on forever);
/// the binaries reject 0 before calling.
///
/// # Complexity
/// O(1). Exact for every u64: `least + most` may exceed `u64::MAX`.
///
/// # Example
/// ```
/// use grundy::games::bash;
/// assert!(!bash::range_first_player_wins(7, 2, 5)); // 7 mod 7 = 0 < 2
/// assert!(bash::range_first_player_wins(9, 2, 5)); // take 2, leave the lost 7
/// assert!(!bash::range_first_player_wins(9, 5, 4)); // least > most: no move
/// ```
#[inline]
pub fn range_first_player_wins(stones: u64, least: u64, most: u64) -> bool {
    debug_assert!(least >= 1, "a move takes at least one stone");
    least <= most && remainder(stones, least, most) >= least
}

/// A winning move in the extended Bash game: how many stones to take, or `None` from a
/// lost position. Takes the remainder modulo `least + most` when that is a legal amount,
/// else `most`.
#[inline]
pub fn range_winning_take(stones: u64, least: u64, most: u64) -> Option<u64> {
    if !range_first_player_wins(stones, least, most) {
        return None;
    }
    Some(remainder(stones, least, most).min(most))
}

/// `first_player_wins` of up to 64 cases `[stones, most]`: bit i of the result is case i's
/// answer (bishi35 answers its cases this way).
///
/// One case at a time, the rule's remainder is a 64-bit `div`, and the divider takes one
/// every 8 cycles or so: the bound of a judge's 2·10^6 cases. With AVX2, four cases whose
/// numbers are all below 2^51 (every judge's data is) take their remainders in double
/// precision instead, four lanes to one division (`avx2`, exact there); the others take
/// their `div`s. Without AVX2 the scanner hands out no runs longer than one (its batch
/// parser needs AVX2 too), and the cases here take their `div`s.
///
/// # Example
/// ```
/// use grundy::games::bash;
/// assert_eq!(bash::first_player_wins_in_run(&[[3, 5], [6, 5], [10, 2], [0, 7]]), 0b0101);
/// ```
pub fn first_player_wins_in_run(cases: &[[u64; 2]]) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        if avx2::available() {
            // SAFETY: the processor has AVX2, just checked.
            return unsafe { avx2::in_fours(cases) };
        }
    }
    each_first_player_wins(cases)
}

/// `first_player_wins_in_run` one case at a time, each by its `div`: without AVX2, and for
/// the four-lane rule's cases with a large number.
#[inline]
fn each_first_player_wins(cases: &[[u64; 2]]) -> u64 {
    answer_bits(cases, |[stones, most]| first_player_wins(stones, most))
}

/// The numbers whose remainders `avx2` takes in double precision are below this (a power of
/// two; its cases with a larger number take their `div`s).
#[cfg(any(test, target_arch = "x86_64"))]
const SMALL: u64 = 1 << 51;

/// `stones mod (least + most)`, where a sum past u64::MAX exceeds every pile.
#[inline]
fn remainder(stones: u64, least: u64, most: u64) -> u64 {
    match least.checked_add(most) {
        Some(period) => modulo(stones, period),
        None => stones,
    }
}

/// `value % divisor`, with one 64-bit `div` on x86-64.
///
/// Compilers tuned for plain x86-64 (as judges compile) test whether both operands fit in
/// 32 bits and divide in 32 bits when they do. On inputs of mixed lengths that branch
/// mispredicts about half the time, and on current processors a 64-bit `div` is hardly
/// slower than a 32-bit one.
///
/// # Panics
/// When `divisor` is 0, as `%` does.
#[inline(always)]
fn modulo(value: u64, divisor: u64) -> u64 {
    assert!(divisor != 0, "remainder by zero");
    // (Not under Miri, which cannot run inline assembly.)
    #[cfg(all(target_arch = "x86_64", not(miri)))]
    {
        let remainder: u64;
        // SAFETY: `div` divides rdx:rax by its operand, here `0:value` by `divisor`, which is
        // not 0 (asserted above); the quotient is at most `value`, so it fits in rax and the
        // instruction cannot fault. It reads and writes only the registers named here and
        // the flags.
        unsafe {
            std::arch::asm!(
                "div {divisor}",
                divisor = in(reg) divisor,
                inout("rax") value => _,
                inout("rdx") 0u64 => remainder,
                options(pure, nomem, nostack),
            );
        }
        remainder
    }
    #[cfg(not(all(target_arch = "x86_64", not(miri))))]
    {
        value % divisor
    }
}

/// The Bash games' rules for many cases with AVX2: four cases to a 256-bit register, their
/// remainders in double precision.
#[cfg(target_arch = "x86_64")]
mod avx2 {
    use crate::games::bash::{each_first_player_wins, SMALL};
    use std::arch::x86_64::{
        __m256d, __m256i, _mm256_add_epi64, _mm256_add_pd, _mm256_castsi256_pd, _mm256_cmp_pd,
        _mm256_div_pd, _mm256_loadu_si256, _mm256_movemask_pd, _mm256_mul_pd, _mm256_or_si256,
        _mm256_set1_epi64x, _mm256_set1_pd, _mm256_setzero_pd, _mm256_sub_pd, _mm256_testz_si256,
        _mm256_unpackhi_epi64, _mm256_unpacklo_epi64, _CMP_NEQ_UQ,
    };

    /// 2^52, the least double whose neighbours are 1 apart.
    const TWO_TO_52: f64 = (1u64 << 52) as f64;

    /// Whether the processor has AVX2 (std caches the answer: a load and a test).
    pub(super) fn available() -> bool {
        std::is_x86_feature_detected!("avx2")
    }

    /// Four numbers below 2^52 as doubles, exactly: the double 2^52 + `number` (its bits are
    /// the mantissa's) minus 2^52 (AVX2 has no conversion of a u64).
    #[target_feature(enable = "avx2")]
    #[inline]
    unsafe fn as_doubles(numbers: __m256i) -> __m256d {
        let biased = _mm256_or_si256(numbers, _mm256_set1_epi64x(TWO_TO_52.to_bits() as i64));
        _mm256_sub_pd(_mm256_castsi256_pd(biased), _mm256_set1_pd(TWO_TO_52))
    }

    /// Per lane, `value - q · divisor` for `q` the quotient `value / divisor` rounded to a
    /// whole number: for `value < 2^51` and `0 < divisor < 2^52` (both whole doubles), a
    /// number strictly between `-divisor` and `divisor` and congruent to `value`, exactly.
    /// So `value mod divisor` is the difference, or the difference plus `divisor` when it is
    /// negative; and it is 0 exactly when the difference is.
    ///
    /// Both numbers are exact as doubles (below 2^53). `value / divisor` rounded, then
    /// rounded to a whole number `q` (adding 2^52 leaves no fraction bits), is within
    /// 1/2 + 1/4 of the true quotient (which is below 2^51, so its rounding error is below
    /// 2^51 · 2^-53), so `value - q · divisor` lies strictly between `-divisor` and
    /// `divisor`. `q · divisor` is at most `value + divisor`, below 2^53, so the product is
    /// an exact double, and so is the difference: no rounding anywhere. (It takes each
    /// operation rounded to nearest, the only floating-point environment Rust has.)
    #[target_feature(enable = "avx2")]
    #[inline]
    unsafe fn differences(value: __m256d, divisor: __m256d) -> __m256d {
        let two_to_52 = _mm256_set1_pd(TWO_TO_52);
        let quotient = _mm256_sub_pd(
            _mm256_add_pd(_mm256_div_pd(value, divisor), two_to_52),
            two_to_52,
        );
        _mm256_sub_pd(value, _mm256_mul_pd(quotient, divisor))
    }

    /// `differences` of one value and divisor, in every lane, for the tests.
    ///
    /// # Safety
    /// The processor has AVX2.
    #[cfg(test)]
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn difference(value: u64, divisor: u64) -> f64 {
        let mut lanes = [0.0; 4];
        // SAFETY: AVX2 as the caller promises; the store writes the four doubles of `lanes`.
        unsafe {
            let (value, divisor) = (
                as_doubles(_mm256_set1_epi64x(value as i64)),
                as_doubles(_mm256_set1_epi64x(divisor as i64)),
            );
            let all = differences(value, divisor);
            std::arch::x86_64::_mm256_storeu_pd(lanes.as_mut_ptr(), all);
        }
        lanes[0]
    }

    /// Whether every number of `numbers` is below `SMALL`.
    #[target_feature(enable = "avx2")]
    #[inline]
    unsafe fn all_small(numbers: __m256i) -> bool {
        _mm256_testz_si256(numbers, _mm256_set1_epi64x(!(SMALL - 1) as i64)) == 1
    }

    /// `first_player_wins` of four cases `[stones, most]`, each answer at its bit. With every
    /// number small, the first player wins exactly when `stones mod (most + 1)` is not 0
    /// (`most = 0` divides by 1, and loses): when the difference is not 0, whatever its
    /// sign.
    ///
    /// # Safety
    /// The processor has AVX2.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(super) unsafe fn bash_four(cases: &[[u64; 2]; 4]) -> u64 {
        // SAFETY: `cases` is eight u64, 64 bytes: each load reads half of them.
        let (low, high) = unsafe {
            let at = cases.as_ptr() as *const __m256i;
            (_mm256_loadu_si256(at), _mm256_loadu_si256(at.add(1)))
        };
        // SAFETY: AVX2 as the caller promises, all the helper needs.
        let small = unsafe { all_small(_mm256_or_si256(low, high)) };
        if !small {
            return each_first_player_wins(cases);
        }
        // Lanes in case order (0, 2, 1, 3), as the unpacking leaves them.
        let (stones, most) = (
            _mm256_unpacklo_epi64(low, high),
            _mm256_unpackhi_epi64(low, high),
        );
        // SAFETY: AVX2 as the caller promises, all the helpers need.
        let difference = unsafe {
            let period = as_doubles(_mm256_add_epi64(most, _mm256_set1_epi64x(1)));
            differences(as_doubles(stones), period)
        };
        let won = _mm256_cmp_pd::<_CMP_NEQ_UQ>(difference, _mm256_setzero_pd());
        u64::from(SWAP_MIDDLE_BITS[_mm256_movemask_pd(won) as usize])
    }

    /// A four-bit mask of lanes in case order (0, 2, 1, 3), in case order.
    static SWAP_MIDDLE_BITS: [u8; 16] = {
        let mut table = [0u8; 16];
        let mut mask = 0;
        while mask < 16 {
            table[mask] = (mask & 0b1001 | (mask & 0b10) << 1 | (mask & 0b100) >> 1) as u8;
            mask += 1;
        }
        table
    };

    /// The answers of `bash_four` to up to 64 cases, four at a time (the last one to three
    /// padded with copies of the last case, their bits dropped).
    ///
    /// # Safety
    /// The processor has AVX2.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(super) unsafe fn in_fours(cases: &[[u64; 2]]) -> u64 {
        let four = bash_four;
        assert!(cases.len() <= 64, "at most 64 cases at once");
        let fours = cases.chunks_exact(4);
        let rest = fours.remainder();
        let mut answers = 0;
        for (k, chunk) in fours.enumerate() {
            // SAFETY: AVX2 as the caller promises.
            answers |= unsafe { four(chunk.try_into().expect("four cases")) } << (4 * k);
        }
        if let [.., last] = rest {
            let mut padded = [*last; 4];
            padded[..rest.len()].copy_from_slice(rest);
            // SAFETY: as above.
            let bits = unsafe { four(&padded) } & ((1 << rest.len()) - 1);
            answers |= bits << (cases.len() - rest.len());
        }
        answers
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{heap_moves, win_table};
    use crate::oracles::rng::Rng;

    const PILES: usize = 301;
    const LIMIT: u64 = 40;

    fn oracle(least: u64, most: u64) -> Vec<bool> {
        let takes = move |_: usize| least as usize..=most as usize;
        win_table(PILES, heap_moves(takes))
    }

    /// `take` is legal from `stones` and leaves a position the oracle calls lost.
    fn leaves_a_lost_position(win: &[bool], stones: u64, take: u64, least: u64, most: u64) -> bool {
        (least..=most).contains(&take) && take <= stones && !win[(stones - take) as usize]
    }

    #[test]
    fn bash_matches_the_oracle() {
        for most in 0..=LIMIT {
            let win = oracle(1, most);
            for stones in 0..PILES as u64 {
                let expected = win[stones as usize];
                assert_eq!(
                    first_player_wins(stones, most),
                    expected,
                    "n={stones} m={most}"
                );
                match winning_take(stones, most) {
                    Some(take) => assert!(leaves_a_lost_position(&win, stones, take, 1, most)),
                    None => assert!(!expected, "n={stones} m={most}: a win without a move"),
                }
            }
        }
    }

    #[test]
    fn extended_bash_matches_the_oracle_including_empty_ranges() {
        for least in 1..=LIMIT {
            for most in 1..=LIMIT {
                let win = oracle(least, most);
                for stones in 0..PILES as u64 {
                    let expected = win[stones as usize];
                    let at = format!("n={stones} l={least} r={most}");
                    assert_eq!(
                        range_first_player_wins(stones, least, most),
                        expected,
                        "{at}"
                    );
                    match range_winning_take(stones, least, most) {
                        Some(take) => assert!(
                            leaves_a_lost_position(&win, stones, take, least, most),
                            "{at}: take {take}"
                        ),
                        None => assert!(!expected, "{at}: a win without a move"),
                    }
                }
            }
        }
    }

    /// The textbook formula `n mod (l + r) ≥ l` is wrong when l > r (no move exists).
    #[test]
    fn an_empty_range_loses_where_the_textbook_formula_says_win() {
        for stones in [5, 6, 7, 8, 14, 1_000_000_004] {
            assert!(
                stones % (5 + 4) >= 5,
                "the textbook formula says win at {stones}"
            );
            assert!(
                !range_first_player_wins(stones, 5, 4),
                "but there is no move at {stones}"
            );
        }
    }

    #[test]
    fn exact_at_the_edges_of_u64() {
        let max = u64::MAX;
        // m = u64::MAX: every non-empty pile is taken whole.
        assert!(first_player_wins(max, max));
        assert_eq!(winning_take(max, max), Some(max));
        assert!(!first_player_wins(0, max));
        // m + 1 = 2^63 divides the pile 2^63 but not 2^63 + 1.
        let half = 1u64 << 63;
        assert!(!first_player_wins(half, half - 1));
        assert_eq!(winning_take(half + 1, half - 1), Some(1));
        // l + r past 2^64: the pile is its own remainder.
        assert!(range_first_player_wins(max, max, max));
        assert_eq!(range_winning_take(max, max, max), Some(max));
        assert!(!range_first_player_wins(max - 1, max, max));
        assert!(range_first_player_wins(max, 2, max));
        assert_eq!(range_winning_take(max, 2, max), Some(max));
        // l + r = 2^64 - 1 exactly: the pile u64::MAX is a whole period, lost.
        assert!(!range_first_player_wins(max, 1, max - 1));
        // Take most, leaving 1..l over: remainder 10^18 + 5 with l = 10, r = 10^18.
        let big = 1_000_000_000_000_000_000;
        assert_eq!(
            range_winning_take(big + 5 + 3 * (big + 10), 10, big),
            Some(big)
        );
    }

    /// The `div` instruction gives Rust's remainder on numbers of every length.
    #[test]
    fn modulo_is_the_remainder() {
        let mut rng = Rng::new(35);
        for _ in 0..10_000 {
            let value = rng.digit_uniform(20, u64::MAX);
            let divisor = rng.digit_uniform(20, u64::MAX).max(1);
            assert_eq!(
                modulo(value, divisor),
                value % divisor,
                "{value} mod {divisor}"
            );
        }
    }

    /// The rules for a run of cases give each case's answer at its bit: runs of every
    /// length up to 64, of small numbers (the double-precision path, checked against the
    /// `div` rule, itself checked against the oracle above), of large ones, and of both mixed
    /// in one run, with the edges (most = 0, most + 1 past u64::MAX, exact multiples).
    #[test]
    fn the_rules_for_a_run_answer_each_case_at_its_bit() {
        let mut rng = Rng::new(35);
        let number = |rng: &mut Rng| match rng.range(0, 9) {
            0 => rng.range(0, 40),
            1 => SMALL - 1 - rng.range(0, 3),
            2 => SMALL + rng.range(0, 3),
            3 => u64::MAX - rng.range(0, 3),
            4 => rng.digit_uniform(20, u64::MAX),
            _ => rng.digit_uniform(10, 1_000_000_000),
        };
        // Under Miri (which checks the four-lane code's loads) a few rounds are enough.
        let rounds = if cfg!(miri) { 30 } else { 3000 };
        for round in 0..rounds {
            let count = rng.range(0, 64) as usize;
            let small_only = round % 3 == 0;
            let draw = |rng: &mut Rng| {
                let value = number(rng);
                if small_only {
                    value % SMALL
                } else {
                    value
                }
            };
            let mut pairs = Vec::new();
            for _ in 0..count {
                let (stones, most) = (draw(&mut rng), draw(&mut rng));
                // Now and then a pile that is a whole number of periods, or one stone off.
                let multiple = most
                    .checked_add(1)
                    .and_then(|period| period.checked_mul(rng.range(0, 5)))
                    .and_then(|multiple| multiple.checked_add(rng.range(0, 2)))
                    .filter(|&multiple| !small_only || multiple < SMALL);
                let stones = match (rng.range(0, 4), multiple) {
                    (0, Some(multiple)) => multiple,
                    _ => stones,
                };
                pairs.push([stones, most]);
            }
            let bash = (0..count).fold(0, |bits, i| {
                let [stones, most] = pairs[i];
                bits | u64::from(first_player_wins(stones, most)) << i
            });
            assert_eq!(first_player_wins_in_run(&pairs), bash, "{pairs:?}");
        }
    }

    /// The double-precision remainders are exact over their whole domain: the largest
    /// numbers, every small divisor, quotients just below and above a half and a whole,
    /// random ones.
    #[test]
    #[cfg(target_arch = "x86_64")]
    fn small_remainders_are_exact() {
        if !avx2::available() {
            // Said, not passed in silence: Miri, which emulates AVX2, runs it in CI.
            eprintln!("NOT RUN: this processor has no AVX2 for the double-precision remainders");
            return;
        }
        let mut rng = Rng::new(51);
        let check = |value: u64, divisor: u64| {
            // SAFETY: the processor has AVX2, checked above.
            let difference = unsafe { avx2::difference(value, divisor) };
            assert!(
                difference.abs() < divisor as f64,
                "{value} mod {divisor}: {difference}"
            );
            let remainder = if difference < 0.0 {
                difference + divisor as f64
            } else {
                difference
            };
            assert_eq!(remainder, (value % divisor) as f64, "{value} mod {divisor}");
        };
        let top = SMALL - 1;
        for divisor in 1..2000 {
            for value in [
                0,
                1,
                divisor - 1,
                divisor,
                divisor + 1,
                top,
                top - 1,
                top - divisor,
            ] {
                check(value, divisor);
            }
            let quotient = top / divisor - rng.range(0, 5);
            for value in [quotient * divisor, quotient * divisor + divisor / 2] {
                for nudge in [0, 1, 2] {
                    check(value - nudge.min(value), divisor);
                    check(value + nudge, divisor);
                }
            }
        }
        for divisor in [
            2 * SMALL - 1,
            2 * SMALL - 2,
            SMALL,
            SMALL + 1,
            SMALL - 1,
            top / 2,
            top / 3,
        ] {
            for value in [0, 1, top, top - 1, divisor.min(top), divisor.min(top) - 1] {
                check(value, divisor);
            }
        }
        for _ in 0..200_000 {
            let divisor = match rng.chance(1, 2) {
                true => rng.digits_between(1, 16, 2 * SMALL - 1).max(1),
                false => rng.range(1, 2 * SMALL - 1),
            };
            let value = match rng.chance(1, 2) {
                true => rng.digits_between(1, 16, top),
                false => rng.range(0, top),
            };
            check(value, divisor);
        }
    }
}
