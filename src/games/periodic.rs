//! Eventually periodic sequences: how the crate keeps Grundy values that repeat for ever,
//! so that any heap up to u64::MAX is one table lookup.

/// A sequence given by its first `preperiod + period` values, repeating with `period` from
/// `preperiod` on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Periodic {
    /// At least the preperiod and one period.
    pub values: Vec<u32>,
    /// The least n from which the values repeat.
    pub preperiod: usize,
    /// The least period from there.
    pub period: usize,
}

impl Periodic {
    /// The value at `n`.
    pub fn value(&self, n: u64) -> u32 {
        let (start, period) = (self.preperiod as u64, self.period as u64);
        let index = if n < start {
            n
        } else {
            start + (n - start) % period
        };
        self.values[index as usize]
    }

    /// Keeps `values` up to the least preperiod and period of a sequence known to repeat
    /// with `period` from `start` (see `least`).
    pub fn reduced(mut values: Vec<u32>, start: usize, period: usize) -> Periodic {
        let (preperiod, period) = least(|n| values[n], start, period);
        values.truncate(preperiod + period);
        Periodic {
            values,
            preperiod,
            period,
        }
    }

    /// The least preperiod and period of the outcome alone (whether the value is 0), which
    /// can start earlier and repeat sooner than the values.
    pub fn outcome_period(&self) -> (usize, usize) {
        least(|n| self.value(n as u64) == 0, self.preperiod, self.period)
    }
}

/// The least preperiod and period of a sequence `at` known to repeat with `period` from
/// `start` (`at` must be defined up to `start + 2·period`).
///
/// The least period divides any period; each divisor is checked over one whole period,
/// which suffices as the sequence repeats with `period` from `start`. The start then moves
/// back while the value just before it still repeats.
pub fn least<T: PartialEq>(at: impl Fn(usize) -> T, start: usize, period: usize) -> (usize, usize) {
    let least_period = (1..=period)
        .filter(|d| period % d == 0)
        .find(|&d| (start..start + period).all(|n| at(n) == at(n + d)))
        .unwrap_or(period);
    let mut from = start;
    while from > 0 && at(from - 1) == at(from - 1 + least_period) {
        from -= 1;
    }
    (from, least_period)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduction_finds_the_least_preperiod_and_period() {
        // 5 9 | 1 2 1 2 1 2 …, known to repeat with period 4 from 3.
        let sequence = |n: usize| if n < 2 { [5, 9][n] } else { [1, 2][n % 2] };
        assert_eq!(least(sequence, 3, 4), (2, 2));
        let values: Vec<u32> = (0..20).map(sequence).collect();
        let periodic = Periodic::reduced(values, 6, 8);
        assert_eq!((periodic.preperiod, periodic.period), (2, 2));
        assert_eq!(periodic.values, [5, 9, 1, 2]);
        assert_eq!(periodic.value(u64::MAX), 2); // u64::MAX is odd
        assert_eq!(periodic.value(1), 9);
    }
}
