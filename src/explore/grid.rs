//! Games of two coordinates: the grid of positions (a, b), the patterns of its lost
//! positions, the back-test of a rule, and the picture.

use crate::explore::backtest::BackTest;
use crate::explore::position::position_values;
use crate::explore::{svg, Limits, Stopped};
use std::fmt::{self, Write as _};

/// The Grundy values of the positions (a, b) with a < `rows`, b < `cols`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValueGrid {
    rows: usize,
    cols: usize,
    values: Vec<u32>,
}

/// A pattern of the lost positions of a grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GridPattern {
    /// The lost positions are exactly the grid's points on these lines through the origin,
    /// each a slope b/a = `(b, a)` in lowest terms (`(1, 0)`: the line a = 0).
    Lines { slopes: Vec<(u64, u64)> },
    /// The lost positions are not the points of one or two lines through the origin: the
    /// ratios b/a of those other than (0, 0) take `ratios` different values.
    NotOnLines { ratios: usize },
    /// Whether (a, b) is lost depends only on (a mod m, b mod m): lost iff it is one of
    /// `classes`.
    Residues {
        modulus: u64,
        classes: Vec<(u64, u64)>,
    },
    /// The lost positions are (0, 0) and, for k = 1, 2, …, the pairs (⌊kφ⌋, ⌊kφ⌋ + k) in
    /// either order, φ = (1 + √5)/2: Wythoff's pairs; `pairs` of them lie in the grid.
    GoldenPairs { pairs: usize },
}

impl ValueGrid {
    /// A grid of values computed elsewhere: `value(a, b)` for a < `rows`, b < `cols`.
    pub fn from_fn(rows: usize, cols: usize, value: impl Fn(u64, u64) -> u32) -> ValueGrid {
        let values = (0..rows)
            .flat_map(|a| (0..cols).map(move |b| (a as u64, b as u64)))
            .map(|(a, b)| value(a, b))
            .collect();
        ValueGrid { rows, cols, values }
    }

    /// The values of every pair (a, b), a < `rows`, b < `cols`, of a game whose moves from
    /// (a, b) are `moves(a, b)` ([`position_values`]: the memory and work it states, per
    /// pair and per move). Moves may leave the grid (to larger pairs too), as long as the
    /// game ends.
    ///
    /// # Example
    /// ```
    /// use grundy::explore::{ValueGrid, Limits};
    /// // Two heaps of Nim: lost iff a = b.
    /// let nim = |a: u64, b: u64| {
    ///     let mut next: Vec<(u64, u64)> = (0..a).map(|x| (x, b)).collect();
    ///     next.extend((0..b).map(|y| (a, y)));
    ///     next
    /// };
    /// let grid = ValueGrid::explore(12, 12, nim, Limits::default()).unwrap();
    /// assert!(grid.report().contains("exactly the points of the line a = b"));
    /// assert!(grid.check_lost("a = b", |a, b| a == b).holds());
    /// ```
    pub fn explore(
        rows: usize,
        cols: usize,
        moves: impl Fn(u64, u64) -> Vec<(u64, u64)>,
        limits: Limits,
    ) -> Result<ValueGrid, Stopped> {
        let pairs = (0..rows as u64).flat_map(|a| (0..cols as u64).map(move |b| (a, b)));
        let explored = position_values(pairs, |&(a, b)| moves(a, b), limits)?;
        Ok(ValueGrid {
            rows,
            cols,
            values: explored.values().to_vec(),
        })
    }

    pub fn value(&self, a: usize, b: usize) -> u32 {
        self.values[a * self.cols + b]
    }

    pub fn is_lost(&self, a: usize, b: usize) -> bool {
        self.value(a, b) == 0
    }

    fn lost(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        (0..self.rows)
            .flat_map(move |a| (0..self.cols).map(move |b| (a, b)))
            .filter(move |&(a, b)| self.is_lost(a, b))
            .map(|(a, b)| (a as u64, b as u64))
    }

    /// The grid, a down and b across: `P` for a lost position, `.` for a won one.
    pub fn rows_text(&self) -> String {
        let width = self.cols.saturating_sub(1).to_string().len();
        let label = self.rows.saturating_sub(1).to_string().len().max(3);
        let mut out = format!("{:>label$} ", "a\\b");
        for b in 0..self.cols {
            write!(out, " {b:>width$}").unwrap();
        }
        out.push('\n');
        for a in 0..self.rows {
            write!(out, "{a:>label$} ").unwrap();
            for b in 0..self.cols {
                let mark = if self.is_lost(a, b) { "P" } else { "." };
                write!(out, " {mark:>width$}").unwrap();
            }
            out.push('\n');
        }
        out
    }

    /// The patterns of the lost positions over the grid, each only observed there.
    pub fn patterns(&self) -> Vec<GridPattern> {
        let mut found = Vec::new();
        let (rows, cols) = (self.rows as u64, self.cols as u64);
        // Lines through the origin: the lost positions' slopes, in lowest terms.
        let mut slopes: Vec<(u64, u64)> = self
            .lost()
            .filter(|&pair| pair != (0, 0))
            .map(|(a, b)| {
                let g = gcd(a, b);
                (b / g, a / g)
            })
            .collect();
        slopes.sort_unstable();
        slopes.dedup();
        let on_lines = |a: u64, b: u64| {
            (a, b) == (0, 0) || slopes.iter().any(|&(rise, run)| b * run == a * rise)
        };
        let exactly = (0..rows)
            .all(|a| (0..cols).all(|b| on_lines(a, b) == self.is_lost(a as usize, b as usize)));
        if !slopes.is_empty() && slopes.len() <= 2 && exactly {
            found.push(GridPattern::Lines { slopes });
        } else if slopes.len() >= 3 {
            found.push(GridPattern::NotOnLines {
                ratios: slopes.len(),
            });
        }
        // Residue classes, modulus 2 to 4, where the grid holds three rounds of each.
        for modulus in 2..=4u64 {
            if rows < 3 * modulus || cols < 3 * modulus {
                break;
            }
            let class =
                |a: u64, b: u64| self.is_lost((a % modulus) as usize, (b % modulus) as usize);
            if (0..rows)
                .all(|a| (0..cols).all(|b| class(a, b) == self.is_lost(a as usize, b as usize)))
            {
                let classes = (0..modulus)
                    .flat_map(|a| (0..modulus).map(move |b| (a, b)))
                    .filter(|&(a, b)| class(a, b))
                    .collect();
                // Residue classes say where the lost positions are: that they are on no
                // line would only distract.
                found.retain(|pattern| !matches!(pattern, GridPattern::NotOnLines { .. }));
                found.push(GridPattern::Residues { modulus, classes });
                break;
            }
        }
        let golden = GridPattern::GoldenPairs { pairs: 0 };
        if (0..rows).all(|a| {
            (0..cols).all(|b| golden.lost(a, b) == Some(self.is_lost(a as usize, b as usize)))
        }) {
            let pairs = self.lost().filter(|&(a, b)| a < b).count();
            if pairs >= 3 {
                found.push(GridPattern::GoldenPairs { pairs });
            }
        }
        found
    }

    /// The grid, then its patterns, each "observed" only: no theorem is applied here.
    pub fn report(&self) -> String {
        let mut out = self.rows_text();
        let patterns = self.patterns();
        let (a, b) = (self.rows - 1, self.cols - 1);
        if patterns.is_empty() {
            writeln!(out, "no pattern found for a ≤ {a}, b ≤ {b}").unwrap();
        } else {
            writeln!(
                out,
                "observed for every a ≤ {a}, b ≤ {b} (not proved here):"
            )
            .unwrap();
            for pattern in patterns {
                writeln!(out, "  {pattern}").unwrap();
            }
        }
        out
    }

    /// Back-tests a rule for the lost positions: the first (a, b), row by row, where
    /// `is_lost(a, b)` is not what the grid says.
    pub fn check_lost(&self, rule: &str, is_lost: impl Fn(u64, u64) -> bool) -> BackTest {
        let pairs = (0..self.rows).flat_map(|a| (0..self.cols).map(move |b| (a, b)));
        BackTest::run(
            rule,
            format!(
                "every (a, b) with a ≤ {}, b ≤ {}",
                self.rows - 1,
                self.cols - 1
            ),
            pairs,
            |&(a, b)| self.is_lost(a, b),
            |&(a, b)| is_lost(a as u64, b as u64),
            |(a, b)| format!("(a, b) = ({a}, {b})"),
            |&lost| if lost { "P (lost)" } else { "N (won)" }.to_string(),
        )
    }

    /// The lost positions as an SVG picture ([`svg::positions_grid`]): a across, b up.
    pub fn svg(&self, title: &str) -> String {
        svg::positions_grid(title, self.rows, self.cols, |a, b| self.is_lost(a, b))
    }
}

impl GridPattern {
    /// Whether the pattern says (a, b) is lost, beyond the grid too: `None` where it says
    /// nothing (`NotOnLines`, and golden pairs whose difference k is 2^61 or more, past
    /// the exact arithmetic of ⌊kφ⌋ here).
    pub fn lost(&self, a: u64, b: u64) -> Option<bool> {
        Some(match self {
            GridPattern::Lines { slopes } => {
                (a, b) == (0, 0)
                    || slopes.iter().any(|&(rise, run)| {
                        u128::from(b) * u128::from(run) == u128::from(a) * u128::from(rise)
                    })
            }
            GridPattern::NotOnLines { .. } => return None,
            GridPattern::Residues { modulus, classes } => {
                classes.contains(&(a % modulus, b % modulus))
            }
            GridPattern::GoldenPairs { .. } => {
                let (low, high) = (a.min(b), a.max(b));
                low == golden_floor(high - low)?
            }
        })
    }
}

/// ⌊kφ⌋ = ⌊(k + √(5k²))/2⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋ (k = 0: 0), in exact integers (√ by
/// Newton's method from above); `None` from k = 2^61 on, where 5k² passes 2^127.
fn golden_floor(k: u64) -> Option<u64> {
    if k >= 1 << 61 {
        return None;
    }
    let square = 5 * u128::from(k) * u128::from(k);
    let mut root = square;
    let mut next = (root + 1) / 2;
    while next < root {
        root = next;
        next = (root + square / root) / 2;
    }
    Some(((u128::from(k) + root) / 2) as u64)
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl fmt::Display for GridPattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridPattern::Lines { slopes } => {
                let lines: Vec<String> = slopes
                    .iter()
                    .map(|&(rise, run)| match (rise, run) {
                        (_, 0) => "a = 0".to_string(),
                        (0, _) => "b = 0".to_string(),
                        (1, 1) => "a = b".to_string(),
                        (_, 1) => format!("b = {rise}·a"),
                        (1, _) => format!("a = {run}·b"),
                        _ => format!("{run}·b = {rise}·a"),
                    })
                    .collect();
                write!(
                    f,
                    "lost: exactly the points of the line{} {}",
                    if lines.len() > 1 { "s" } else { "" },
                    lines.join(" and ")
                )
            }
            GridPattern::NotOnLines { ratios } => write!(
                f,
                "lost: not the points of one or two lines through the origin with a rational \
                 slope (their b/a take {ratios} values)"
            ),
            GridPattern::Residues { modulus, classes } => {
                let shown: Vec<String> =
                    classes.iter().map(|(a, b)| format!("({a}, {b})")).collect();
                write!(
                    f,
                    "lost iff (a mod {modulus}, b mod {modulus}) in {{{}}}",
                    shown.join(", ")
                )
            }
            GridPattern::GoldenPairs { pairs } => write!(
                f,
                "lost: exactly (0, 0) and the {pairs} pairs (⌊kφ⌋, ⌊kφ⌋ + k) in the grid, either \
                 order, φ = (1 + √5)/2 the golden ratio"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::WythoffTable;

    fn wythoff(a: u64, b: u64) -> Vec<(u64, u64)> {
        let mut next: Vec<(u64, u64)> = (1..=a).map(|k| (a - k, b)).collect();
        next.extend((1..=b).map(|k| (a, b - k)));
        next.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
        next
    }

    /// Wythoff's grid from its moves: the oracle's outcomes, the golden pairs, and lines
    /// refused.
    #[test]
    fn wythoff_shows_golden_pairs_on_no_line() {
        let grid = ValueGrid::explore(30, 30, wythoff, Limits::default()).unwrap();
        let oracle = WythoffTable::new(30);
        assert!(grid
            .check_lost("the oracle", |a, b| !oracle.wins(a as usize, b as usize))
            .holds());
        let patterns = grid.patterns();
        assert!(
            patterns
                .iter()
                .any(|p| matches!(p, GridPattern::NotOnLines { .. })),
            "{patterns:?}"
        );
        let pairs = (0..30)
            .filter(|&a| (a + 1..30).any(|b| !oracle.wins(a, b)))
            .count();
        assert!(pairs > 5);
        assert!(
            patterns.contains(&GridPattern::GoldenPairs { pairs }),
            "{patterns:?}"
        );
        let wrong = grid.check_lost("b = 2a", |a, b| b == 2 * a || a == 2 * b);
        assert_eq!(wrong.counterexample.unwrap().position, "(a, b) = (2, 4)");
    }

    /// The formula against the pairs' own definition: a_k is the least number in no earlier
    /// pair, b_k = a_k + k.
    #[test]
    fn golden_floor_builds_the_pairs() {
        let mut used = std::collections::HashSet::new();
        for k in 1..3000u64 {
            let a = (1..).find(|n| !used.contains(n)).unwrap();
            assert_eq!(golden_floor(k), Some(a), "{k}");
            used.insert(a);
            used.insert(a + k);
        }
        // Far pairs against the Wythoff module's own exact method, up to the edge.
        for k in [10_u64.pow(18), 12_345_678_901_234_567, (1 << 61) - 1] {
            let pair = crate::games::wythoff::lost_pair(k).unwrap();
            assert_eq!(golden_floor(k), Some(pair.0), "{k}");
        }
        assert_eq!(golden_floor(1 << 61), None);
    }

    #[test]
    fn lines_and_residues() {
        // Kiki's game (HDU 2147) style: lost iff both odd.
        let grid = ValueGrid::from_fn(12, 10, |a, b| u32::from(a % 2 == 0 || b % 2 == 0));
        let found = grid.patterns();
        let residues = GridPattern::Residues {
            modulus: 2,
            classes: vec![(1, 1)],
        };
        assert_eq!(found, vec![residues], "{found:?}");
        let diagonal = ValueGrid::from_fn(10, 10, |a, b| (a ^ b) as u32);
        let found = diagonal.patterns();
        assert_eq!(
            found,
            vec![GridPattern::Lines {
                slopes: vec![(1, 1)]
            }]
        );
        assert_eq!(
            (found[0].lost(1 << 40, 1 << 40), found[0].lost(3, 4)),
            (Some(true), Some(false))
        );
        assert!(diagonal
            .report()
            .contains("exactly the points of the line a = b"));
        // Lost iff b = 2a or a = 2b: two lines.
        let double = ValueGrid::from_fn(13, 13, |a, b| u32::from(b != 2 * a && a != 2 * b));
        let shown: Vec<String> = double.patterns().iter().map(|p| p.to_string()).collect();
        assert_eq!(
            shown,
            ["lost: exactly the points of the lines a = 2·b and b = 2·a"]
        );
    }
}
