//! The patterns a table of one coordinate is searched for: periods of the values or of the
//! outcomes alone, arithmetic periods, few lost positions, and simple functions of n.
//!
//! Every one is only observed over the table: a period is reported when it starts in the
//! table's first quarter and is seen at least three times (so that a coincidence near the
//! table's end is not taken for a period: Lieges of Legendre with k odd, whose values
//! depend on n's trailing zeros, repeat with period 32 from 97 to 200 and not after), and
//! a function when it holds from the table's first eighth on.

use crate::games::periodic::Periodic;
use std::fmt;

/// A pattern seen in the values G(0), …, G(N) of a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pattern {
    /// G(n + period) = G(n) for every n ≥ preperiod in the table (least both).
    Periodic(Periodic),
    /// G(n + period) = G(n) + saltus, saltus > 0, for every n ≥ preperiod in the table.
    ArithmeticPeriodic { first: Periodic, saltus: u32 },
    /// Only the outcomes repeat (the values do not, or later): from `preperiod` on, n is
    /// lost iff n mod `period` is in `residues`; below it, exactly the n in `early`.
    OutcomesPeriodic {
        preperiod: usize,
        period: usize,
        residues: Vec<usize>,
        early: Vec<usize>,
    },
    /// Few lost positions: exactly these up to `upto`.
    FewLost { lost: Vec<usize>, upto: usize },
    /// G(n) = f(n) for every n from `from` to the table's end, f the `index`-th of
    /// [`Pattern::function`]'s list.
    Function { index: usize, from: usize },
}

/// The greatest modulus tried for "G(n) = n mod k".
const MOST_MODULUS: u64 = 12;

/// A function of n that values may equal.
type Function = fn(u64) -> u64;

/// The named functions tried besides n mod k, simplest first.
const FUNCTIONS: [(&str, Function); 9] = [
    ("n", |n| n),
    ("⌊n/2⌋", |n| n / 2),
    ("the number of 1 bits of n", |n| u64::from(n.count_ones())),
    ("the trailing zeros of n (0 at 0)", |n| {
        u64::from(n.trailing_zeros() % 64)
    }),
    ("⌊log2 n⌋ (0 at 0)", |n| {
        u64::from(63 - (n | 1).leading_zeros())
    }),
    ("the bit length of n, ⌊log2 n⌋ + 1", |n| {
        u64::from(64 - n.leading_zeros())
    }),
    ("Ω(n) (prime factors counted with multiplicity)", big_omega),
    ("⌊√n⌋", square_root),
    ("the largest k with k(k + 1)/2 ≤ n", triangular_root),
];

fn big_omega(mut n: u64) -> u64 {
    let mut count = 0;
    let mut p = 2;
    while p * p <= n {
        while n % p == 0 {
            n /= p;
            count += 1;
        }
        p += 1;
    }
    count + u64::from(n > 1)
}

fn square_root(n: u64) -> u64 {
    let mut root = (n as f64).sqrt() as u64;
    while root * root > n {
        root -= 1;
    }
    while (root + 1) * (root + 1) <= n {
        root += 1;
    }
    root
}

fn triangular_root(n: u64) -> u64 {
    let mut k = square_root(2 * n);
    while k * (k + 1) / 2 > n {
        k -= 1;
    }
    k
}

/// A function of n tried, with its name.
pub type NamedFunction = (String, Box<dyn Fn(u64) -> u64>);

impl Pattern {
    /// The functions of n tried: their names and values (the n mod k first, k = 2, 3, …).
    pub fn function(index: usize) -> Option<NamedFunction> {
        let moduli = (MOST_MODULUS - 1) as usize;
        if index < moduli {
            let k = index as u64 + 2;
            return Some((format!("n mod {k}"), Box::new(move |n| n % k)));
        }
        let (name, f) = FUNCTIONS.get(index - moduli)?;
        Some((name.to_string(), Box::new(*f)))
    }

    /// The value the pattern says n has, if it says one (beyond the table too).
    /// `None` also where the value would not fit a u32 (a Grundy value of a game that large
    /// is never computed).
    pub fn value(&self, n: u64) -> Option<u32> {
        let value = match self {
            Pattern::Periodic(periodic) => u64::from(periodic.value(n)),
            Pattern::ArithmeticPeriodic { first, saltus } => {
                let (start, period) = (first.preperiod as u64, first.period as u64);
                let rounds = n.checked_sub(start).map_or(0, |d| d / period);
                let growth = u64::from(*saltus).checked_mul(rounds)?;
                u64::from(first.value(n)).checked_add(growth)?
            }
            Pattern::Function { index, .. } => Pattern::function(*index)?.1(n),
            Pattern::OutcomesPeriodic { .. } | Pattern::FewLost { .. } => return None,
        };
        u32::try_from(value).ok()
    }

    /// Whether the pattern says n is lost (beyond the table too: few lost positions are
    /// taken to be all there are).
    pub fn lost(&self, n: u64) -> bool {
        match self {
            Pattern::OutcomesPeriodic {
                preperiod,
                period,
                residues,
                early,
            } => match usize::try_from(n) {
                Ok(n) if n < *preperiod => early.contains(&n),
                _ => residues.contains(&((n % *period as u64) as usize)),
            },
            Pattern::FewLost { lost, .. } => {
                usize::try_from(n).map_or(false, |n| lost.contains(&n))
            }
            // A value past u32 is no 0.
            _ => self.value(n) == Some(0),
        }
    }

    /// Every pattern `values` shows, best first.
    pub fn find(values: &[u32]) -> Vec<Pattern> {
        let len = values.len();
        let mut found = Vec::new();
        if len < 8 {
            return found;
        }
        let values_period = tail_period(len, |n, p| values[n] == values[n + p]);
        if let Some((start, period)) = values_period {
            found.push(Pattern::Periodic(Periodic::reduced(
                values.to_vec(),
                start,
                period,
            )));
        } else if let Some((start, period)) = tail_period(len, |n, p| {
            let saltus = i64::from(values[len - 1]) - i64::from(values[len - 1 - p]);
            saltus > 0 && i64::from(values[n + p]) - i64::from(values[n]) == saltus
        }) {
            found.push(Pattern::ArithmeticPeriodic {
                saltus: values[start + period] - values[start],
                first: Periodic {
                    values: values[..start + period].to_vec(),
                    preperiod: start,
                    period,
                },
            });
        }
        let lost: Vec<usize> = (0..len).filter(|&n| values[n] == 0).collect();
        let outcomes = tail_period(len, |n, p| (values[n] == 0) == (values[n + p] == 0));
        let all_won_tail = |period| period == 1 && values[len - 1] != 0;
        // A tail of won positions alone is better said as the list of the lost ones.
        // A tail of won positions alone is better said as the list of the lost ones; outcomes
        // that repeat as the values do need no line of their own.
        match outcomes {
            Some((start, period))
                if !all_won_tail(period) && values_period != Some((start, period)) =>
            {
                let mut residues: Vec<usize> = (start..start + period)
                    .filter(|&n| values[n] == 0)
                    .map(|n| n % period)
                    .collect();
                residues.sort_unstable();
                found.push(Pattern::OutcomesPeriodic {
                    preperiod: start,
                    period,
                    residues,
                    early: lost.iter().copied().filter(|&n| n < start).collect(),
                });
            }
            Some((_, period)) if !all_won_tail(period) => {}
            _ if !lost.is_empty() && lost.len() <= len / 8 => found.push(Pattern::FewLost {
                lost,
                upto: len - 1,
            }),
            _ => {}
        }
        let mut best: Option<(usize, usize)> = None;
        let mut index = 0;
        while let Some((_, f)) = Pattern::function(index) {
            let mut from = len;
            while from > 0 && u64::from(values[from - 1]) == f(from as u64 - 1) {
                from -= 1;
            }
            if from <= len / 8 && best.map_or(true, |(_, least)| from < least) {
                best = Some((index, from));
            }
            index += 1;
        }
        if let Some((index, from)) = best {
            // A formula for every value says which are 0 and how they grow: a list of the
            // lost positions, or a saltus, would only repeat it.
            if from == 0 {
                found.retain(|pattern| {
                    !matches!(
                        pattern,
                        Pattern::FewLost { .. } | Pattern::ArithmeticPeriodic { .. }
                    )
                });
            }
            found.push(Pattern::Function { index, from });
        }
        found
    }
}

/// The least period p, with its least start, such that `same(n, p)` holds for every n
/// from the start to the table's end (`len` values), the start in the first quarter, over
/// at least three periods.
fn tail_period(len: usize, same: impl Fn(usize, usize) -> bool) -> Option<(usize, usize)> {
    (1..=len / 3).find_map(|period| {
        let mut start = len - period;
        while start > 0 && same(start - 1, period) {
            start -= 1;
        }
        (len - start >= 3 * period && 4 * start <= len).then_some((start, period))
    })
}

/// Numbers as `{0, 2, 5}`.
pub(crate) fn set(numbers: &[usize]) -> String {
    let shown: Vec<String> = numbers.iter().map(usize::to_string).collect();
    format!("{{{}}}", shown.join(", "))
}

impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pattern::Periodic(p) => write!(
                f,
                "values: periodic from n = {} with period {} (one period: {})",
                p.preperiod,
                p.period,
                numbers(&p.values[p.preperiod..])
            ),
            Pattern::ArithmeticPeriodic { first, saltus } => write!(
                f,
                "values: arithmetic-periodic from n = {} with period {} and saltus {}: \
                 G(n + {}) = G(n) + {}",
                first.preperiod, first.period, saltus, first.period, saltus
            ),
            Pattern::OutcomesPeriodic {
                preperiod,
                period,
                residues,
                early,
            } => {
                write!(f, "outcomes: lost iff n mod {period} in {}", set(residues))?;
                if *preperiod > 0 {
                    write!(
                        f,
                        " from n = {preperiod} on, and n in {} below it",
                        set(early)
                    )?;
                }
                Ok(())
            }
            Pattern::FewLost { lost, upto } => {
                let last = lost.last().copied().unwrap_or(0);
                let plural = if lost.len() == 1 { "" } else { "s" };
                write!(
                    f,
                    "outcomes: only {} lost position{plural} up to {upto}: n in {}; none in \
                     the {} after the last",
                    lost.len(),
                    set(lost),
                    upto - last
                )
            }
            Pattern::Function { index, from } => {
                let name = Pattern::function(*index).map_or(String::new(), |(name, _)| name);
                write!(f, "values: G(n) = {name}, for every n from {from} on")
            }
        }
    }
}

fn numbers(values: &[u32]) -> String {
    let shown: Vec<String> = values.iter().map(u32::to_string).collect();
    shown.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::rng::Rng;

    /// Random eventually periodic sequences: the pattern found is periodic and predicts the
    /// sequence far beyond the table.
    #[test]
    fn periods_are_found_and_predict() {
        let mut rng = Rng::new(52);
        for _ in 0..300 {
            let (start, period) = (rng.range(0, 20) as usize, rng.range(1, 12) as usize);
            let seed: Vec<u32> = (0..start + period)
                .map(|_| rng.range(0, 5) as u32)
                .collect();
            let at = |n: usize| {
                if n < start {
                    seed[n]
                } else {
                    seed[start + (n - start) % period]
                }
            };
            let table: Vec<u32> = (0..120).map(at).collect();
            let found = Pattern::find(&table);
            let periodic = found.iter().find_map(|p| match p {
                Pattern::Periodic(p) => Some(p.clone()),
                _ => None,
            });
            let periodic = periodic.expect("a period");
            assert!(periodic.period <= period && period % periodic.period == 0);
            for n in 0..1000 {
                assert_eq!(periodic.value(n as u64), at(n), "{seed:?} {start} {period}");
            }
        }
    }

    #[test]
    fn arithmetic_periods_functions_and_sparse_losses() {
        // G(n) = 2⌊n/3⌋ + (n mod 3 == 2): period 3, saltus 2.
        let values: Vec<u32> = (0..60)
            .map(|n| 2 * (n / 3) + u32::from(n % 3 == 2))
            .collect();
        let found = Pattern::find(&values);
        assert!(
            matches!(found[0], Pattern::ArithmeticPeriodic { saltus: 2, .. }),
            "{found:?}"
        );
        assert!(
            (0..500).all(|n| found[0].value(n) == Some(2 * (n as u32 / 3) + u32::from(n % 3 == 2)))
        );
        // Ω(n): no period, the function from the start.
        let omega: Vec<u32> = (0..200).map(|n| big_omega(n) as u32).collect();
        let found = Pattern::find(&omega);
        let shown: Vec<String> = found.iter().map(|p| p.to_string()).collect();
        assert!(
            shown
                .iter()
                .any(|s| s.contains("Ω(n)") && s.contains("from 0")),
            "{shown:?}"
        );
        // A few zeros then none: listed, not called periodic.
        let sparse: Vec<u32> = (0..100)
            .map(|n| u32::from(![0, 3, 7].contains(&n)))
            .collect();
        let found = Pattern::find(&sparse);
        let few = Pattern::FewLost {
            lost: vec![0, 3, 7],
            upto: 99,
        };
        assert!(found.contains(&few), "{found:?}");
        assert!((0..1000).all(|n| few.lost(n) == [0, 3, 7].contains(&n)));
        // The outcomes alone: lost at odd n from 5 on, values 1 or 2 at even n.
        let mixed: Vec<u32> = (0..64u32)
            .map(|n| {
                if n % 2 == 1 && n >= 5 {
                    0
                } else {
                    1 + (n / 2).count_ones() % 2
                }
            })
            .collect();
        let found = Pattern::find(&mixed);
        assert!(
            found
                .iter()
                .any(|p| matches!(p, Pattern::OutcomesPeriodic { period: 2, .. })),
            "{found:?}"
        );
        // Noise has no pattern.
        let mut rng = Rng::new(53);
        let noise: Vec<u32> = (0..200).map(|_| rng.range(0, 1000) as u32 + 1).collect();
        assert_eq!(Pattern::find(&noise), vec![]);
    }

    #[test]
    fn the_functions_are_exact() {
        for n in 0..5000u64 {
            let r = square_root(n);
            assert!(r * r <= n && (r + 1) * (r + 1) > n);
            let t = triangular_root(n);
            assert!(t * (t + 1) / 2 <= n && (t + 1) * (t + 2) / 2 > n);
        }
        assert_eq!(big_omega(360), 6);
        assert_eq!(big_omega(1), 0);
        assert_eq!(big_omega(97), 1);
    }
}
