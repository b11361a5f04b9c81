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
/// answer. Many at once for the remainder's sake (`range_first_player_wins_in_run`).
///
/// # Example
/// ```
/// use grundy::games::bash;
/// assert_eq!(bash::first_player_wins_in_run(&[[3, 5], [6, 5], [10, 2], [0, 7]]), 0b0101);
/// ```
pub fn first_player_wins_in_run(cases: &[[u64; 2]]) -> u64 {
    answers_in_run(cases, |[stones, most]| (stones, 1, most))
}

/// `range_first_player_wins` of up to 64 cases `[stones, least, most]` (each `least` at
/// least 1, else the answer is unspecified): bit i of the result is case i's answer.
///
/// One case at a time, the rule's remainder is a 64-bit `div`, and the divider takes one
/// every 8 cycles or so: the bound of a judge's 2·10^6 cases. When every number of the run
/// is below 2^51 (every judge's data is), the remainders are taken in double precision
/// instead (`small_remainder`, exact there), where a division of two lanes costs about a
/// quarter of that per case and the compiler makes the loop over eight cases one of SSE2
/// lanes. Otherwise each case takes its `div`.
///
/// # Example
/// ```
/// use grundy::games::bash;
/// let cases = [[7, 2, 5], [9, 2, 5], [9, 5, 4], [1 << 60, 1, 1 << 62]];
/// assert_eq!(bash::range_first_player_wins_in_run(&cases), 0b1010);
/// ```
pub fn range_first_player_wins_in_run(cases: &[[u64; 3]]) -> u64 {
    answers_in_run(cases, |[stones, least, most]| (stones, least, most))
}

/// `range_first_player_wins` of each of `cases` (at most 64) as bits, `split` giving a
/// case's `(stones, least, most)`.
#[inline(always)]
fn answers_in_run<const N: usize>(
    cases: &[[u64; N]],
    split: impl Fn([u64; N]) -> (u64, u64, u64),
) -> u64 {
    assert!(cases.len() <= 64, "at most 64 cases at once");
    let exact = |case| {
        let (stones, least, most) = split(case);
        range_first_player_wins(stones, least, most)
    };
    let small = |case| {
        let (stones, least, most) = split(case);
        // `&`, not `&&`: no branch, so that eight cases make one straight loop; and the
        // numbers compared as doubles, which two-lane arithmetic compares in one step.
        let least_double = as_double(least);
        (least_double <= as_double(most)) & (small_remainder(stones, least + most) >= least_double)
    };
    // Eight cases at a time, in double precision when all their numbers are small (below
    // 2^51, a power of two: when all their bits together are). Whole eights apart from the
    // rest: a chunk the compiler knows to be eight long is a straight loop of vector lanes
    // (with `chunks(8)`, whose last chunk may be shorter, bishi35 took 5 % longer).
    let eights = cases.chunks_exact(8);
    // (Eight eights leave no rest, and a shift by 64 would overflow.)
    let mut answers = match eights.remainder() {
        [] => 0,
        rest => answer_bits(rest, exact) << (8 * eights.len()),
    };
    for (k, eight) in eights.enumerate() {
        let every_bit = eight
            .iter()
            .flatten()
            .fold(0, |every_bit, &number| every_bit | number);
        let byte = match every_bit < SMALL && ROUNDS_TO_DOUBLE {
            true => answer_bits(eight, small),
            false => answer_bits(eight, exact),
        };
        answers |= byte << (8 * k);
    }
    answers
}

/// The numbers `small_remainder` takes are below this.
const SMALL: u64 = 1 << 51;

/// Whether each `f64` operation rounds to double precision, as IEEE 754 says: true but on
/// 32-bit x86 without SSE2, where they are done in the x87's 80-bit registers.
const ROUNDS_TO_DOUBLE: bool = !cfg!(all(target_arch = "x86", not(target_feature = "sse2")));

/// 2^52, the least double whose neighbours are 1 apart.
const TWO_TO_52: f64 = (1u64 << 52) as f64;

/// `number` (below 2^52) as a double, exactly: the double 2^52 + `number` (its bits are the
/// mantissa's) minus 2^52, which the processor's two-lane arithmetic has (a conversion of a
/// u64 it has not).
#[inline(always)]
fn as_double(number: u64) -> f64 {
    f64::from_bits(TWO_TO_52.to_bits() | number) - TWO_TO_52
}

/// `value mod divisor` for `value < 2^51` and `0 < divisor < 2^52`, exactly, in double
/// precision.
///
/// Both numbers are exact as doubles (below 2^53). `value / divisor` rounded, then rounded
/// to an integer `q` (adding 2^52 leaves no fraction bits), is within 1/2 + 1/4 of the true
/// quotient (which is below 2^51, so its rounding error is below 2^51 · 2^-53), so
/// `value - q · divisor` lies strictly between `-divisor` and `divisor`. `q · divisor` is
/// at most `value + divisor`, below 2^53, so the product is an exact double, and so is the
/// difference: the remainder is the difference, or the difference plus `divisor` when it
/// is negative, with no rounding anywhere. (It takes each operation rounded to nearest, the
/// only floating-point environment Rust has; a fused multiply-add would change nothing, the
/// product and the difference being exact.)
#[inline(always)]
fn small_remainder(value: u64, divisor: u64) -> f64 {
    let (value, divisor) = (as_double(value), as_double(divisor));
    let quotient = (value / divisor + TWO_TO_52) - TWO_TO_52;
    let difference = value - quotient * divisor;
    if difference < 0.0 {
        difference + divisor
    } else {
        difference
    }
}

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
/// slower than a 32-bit one: bishi35 on 2·10^6 cases of 1 to 20 digits ran 12 % faster
/// with the 64-bit division alone.
///
/// # Panics
/// When `divisor` is 0, as `%` does.
#[inline(always)]
fn modulo(value: u64, divisor: u64) -> u64 {
    assert!(divisor != 0, "remainder by zero");
    #[cfg(target_arch = "x86_64")]
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
    #[cfg(not(target_arch = "x86_64"))]
    {
        value % divisor
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

    /// The rules for a run of cases give each case's answer at its bit: runs of every
    /// length up to 64, of small numbers (the double-precision path, checked against the
    /// `div` rule, itself checked against the oracle above), of large ones, and of both mixed
    /// in one run, with the edges (most = 0, l > r, sums past u64::MAX, exact multiples).
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
        for round in 0..3000 {
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
            let mut triples = Vec::new();
            for _ in 0..count {
                let (stones, least, most) = (draw(&mut rng), draw(&mut rng).max(1), draw(&mut rng));
                // Now and then a pile that is a whole number of periods, or one stone off.
                let multiple = least
                    .checked_add(most)
                    .and_then(|period| period.checked_mul(rng.range(0, 5)))
                    .and_then(|multiple| multiple.checked_add(rng.range(0, 2)))
                    .filter(|&multiple| !small_only || multiple < SMALL);
                let stones = match (rng.range(0, 4), multiple) {
                    (0, Some(multiple)) => multiple,
                    _ => stones,
                };
                pairs.push([stones, most]);
                triples.push([stones, least, most]);
            }
            let bash = (0..count).fold(0, |bits, i| {
                let [stones, most] = pairs[i];
                bits | u64::from(first_player_wins(stones, most)) << i
            });
            let extended = (0..count).fold(0, |bits, i| {
                let [stones, least, most] = triples[i];
                bits | u64::from(range_first_player_wins(stones, least, most)) << i
            });
            assert_eq!(first_player_wins_in_run(&pairs), bash, "{pairs:?}");
            assert_eq!(
                range_first_player_wins_in_run(&triples),
                extended,
                "{triples:?}"
            );
        }
    }

    /// `small_remainder` is exact over its whole domain: the largest numbers, every small
    /// divisor, quotients just below and above a half and a whole, random ones.
    #[test]
    fn small_remainders_are_exact() {
        let mut rng = Rng::new(51);
        let check = |value: u64, divisor: u64| {
            assert_eq!(
                small_remainder(value, divisor),
                (value % divisor) as f64,
                "{value} mod {divisor}"
            );
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
