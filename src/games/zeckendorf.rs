//! Fibonacci numbers and Zeckendorf representations, in exact u64 arithmetic.
//!
//! Every positive integer is, in one way only, a sum of Fibonacci numbers no two of them
//! consecutive (Zeckendorf). Fibonacci Nim is decided by the smallest term of that sum, and
//! Wythoff's P-positions are read off its terms: both without floating point.
//!
//! Indices follow F(2) = 1, F(3) = 2, F(4) = 3, F(5) = 5, …; F(93) is the largest that
//! fits a u64.

/// The largest index whose Fibonacci number fits a u64.
pub const LAST_INDEX: usize = 93;

/// `FIBONACCI[i]` = F(i) for i in 0..=93: 0, 1, 1, 2, 3, 5, ….
pub const FIBONACCI: [u64; LAST_INDEX + 1] = fibonacci_table();

const fn fibonacci_table() -> [u64; LAST_INDEX + 1] {
    let mut table = [0u64; LAST_INDEX + 1];
    table[1] = 1;
    let mut i = 2;
    while i <= LAST_INDEX {
        table[i] = table[i - 1] + table[i - 2];
        i += 1;
    }
    table
}

/// Whether `n` is a Fibonacci number.
pub fn is_fibonacci(n: u64) -> bool {
    FIBONACCI.binary_search(&n).is_ok()
}

/// The indices (2 or more, decreasing, never two consecutive) of the Zeckendorf terms of
/// `n`: empty for 0.
///
/// # Example
/// ```
/// use grundy::games::zeckendorf::terms;
/// assert_eq!(terms(100).collect::<Vec<_>>(), [11, 6, 4]); // 89 + 8 + 3
/// ```
pub fn terms(n: u64) -> impl Iterator<Item = usize> {
    let mut rest = n;
    let mut index = LAST_INDEX;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        // Greedy: the largest Fibonacci number that fits is always a term.
        while FIBONACCI[index] > rest {
            index -= 1;
        }
        rest -= FIBONACCI[index];
        let term = index;
        index -= 1; // the next term is never the neighbouring Fibonacci number
        Some(term)
    })
}

/// The index of the smallest Zeckendorf term of `n` (`n` ≥ 1).
pub fn smallest_index(n: u64) -> Option<usize> {
    terms(n).last()
}

/// The sum of F(i + shift) over the terms F(i) of `n` (shift may be negative); `None` when
/// it does not fit a u64. Shifting by one multiplies by φ, up to a bounded error.
pub fn shifted(n: u64, shift: isize) -> Option<u64> {
    terms(n).try_fold(0u64, |sum, index| {
        // (`checked_add_signed` is newer than the judges' compilers.)
        let moved = (index as isize)
            .checked_add(shift)
            .and_then(|i| usize::try_from(i).ok())
            .filter(|&i| i <= LAST_INDEX)?;
        sum.checked_add(FIBONACCI[moved])
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_ends_at_the_last_fibonacci_number_in_u64() {
        assert_eq!(FIBONACCI[LAST_INDEX], 12_200_160_415_121_876_738);
        assert!(FIBONACCI[LAST_INDEX]
            .checked_add(FIBONACCI[LAST_INDEX - 1])
            .is_none());
    }

    #[test]
    fn every_small_number_has_its_unique_representation() {
        for n in 0..5000u64 {
            let terms: Vec<usize> = terms(n).collect();
            assert_eq!(terms.iter().map(|&i| FIBONACCI[i]).sum::<u64>(), n);
            assert!(terms.iter().all(|&i| i >= 2));
            assert!(terms.windows(2).all(|w| w[0] >= w[1] + 2), "{n}: {terms:?}");
        }
        assert_eq!(terms(u64::MAX).map(|i| FIBONACCI[i]).sum::<u64>(), u64::MAX);
    }

    #[test]
    fn fibonacci_numbers_are_recognised() {
        let small: Vec<u64> = (0..100).filter(|&n| is_fibonacci(n)).collect();
        assert_eq!(small, [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
        assert!(is_fibonacci(FIBONACCI[LAST_INDEX]));
        assert!(!is_fibonacci(FIBONACCI[LAST_INDEX] - 1));
        assert!(!is_fibonacci(u64::MAX));
    }
}
