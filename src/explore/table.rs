//! The table of one coordinate: its rows, its patterns with what proves them, the
//! back-test of a rule, and its picture.

use crate::explore::backtest::BackTest;
use crate::explore::pattern::Pattern;
use crate::explore::svg;
use crate::games::periodic::Periodic;
use std::fmt::Write as _;

/// A theorem that proves a table's period for every n, not only those computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Proof {
    /// A subtraction game: each value depends on the `largest_take` values before it, so
    /// once that many values in a row repeat at distance p they repeat for ever (Golomb;
    /// `games::subtraction::periodic_grundy`).
    Golomb {
        largest_take: u64,
        periodic: Periodic,
    },
    /// An octal game (moves leave at most `heaps` = 2 heaps): if G(n + p) = G(n) for
    /// n0 ≤ n < 2·n0 + p + t (t code digits), then for every n ≥ n0 (Guy–Smith); a
    /// hexadecimal one whose moves may leave 3 heaps, the same up to 3·n0 + 2·p + t
    /// (`games::octal::certify`). Checked on `computed` values.
    GuySmith {
        /// "octal game 0.77", "hexadecimal game 0.77F".
        game: String,
        heaps: usize,
        computed: usize,
        periodic: Periodic,
    },
}

impl Proof {
    /// The proved values: any n.
    pub fn periodic(&self) -> &Periodic {
        match self {
            Proof::Golomb { periodic, .. } | Proof::GuySmith { periodic, .. } => periodic,
        }
    }
}

/// The Grundy values G(0), …, G(N) of a game of one coordinate (a heap, a length, the n of
/// any family of positions), with a proof when a theorem gives one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValueTable {
    values: Vec<u32>,
    /// The proof, or why the theorem that applies gave none (`None`: no theorem applies).
    proof: Option<Result<Proof, String>>,
}

impl ValueTable {
    /// A table of values computed elsewhere (`Explored::values`, a list of your own).
    pub fn new(values: Vec<u32>) -> ValueTable {
        ValueTable {
            values,
            proof: None,
        }
    }

    /// The outcome of the theorem that applies: its proof, or why it gave none.
    pub(crate) fn with_proof(mut self, proof: Result<Proof, String>) -> ValueTable {
        self.proof = Some(proof);
        self
    }

    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The theorem that proves the period, if one applies ([`crate::explore::subtraction_game`],
    /// [`crate::explore::octal_game`]).
    pub fn proof(&self) -> Option<&Proof> {
        self.proof.as_ref().and_then(|proof| proof.as_ref().ok())
    }

    /// N: the last n in the table.
    pub fn upto(&self) -> usize {
        self.values.len().saturating_sub(1)
    }

    /// Every pattern the values show over the table ([`Pattern::find`]).
    pub fn patterns(&self) -> Vec<Pattern> {
        Pattern::find(&self.values)
    }

    /// The rows `n  G  P/N` for n = 0 to `shown` − 1 (at most the whole table).
    pub fn rows(&self, shown: usize) -> String {
        let shown = shown.min(self.values.len());
        let width = shown.saturating_sub(1).to_string().len();
        let value_width = self.values[..shown]
            .iter()
            .map(|v| v.to_string().len())
            .max()
            .unwrap_or(1);
        let mut out = format!("{:>width$}  {:>value_width$}  P/N\n", "n", "G");
        for (n, &g) in self.values[..shown].iter().enumerate() {
            let outcome = if g == 0 { "P" } else { "N" };
            writeln!(out, "{n:>width$}  {g:>value_width$}  {outcome}").unwrap();
        }
        out
    }

    /// The first `shown` rows, then the patterns over the whole table, and what proves them:
    /// a theorem, or nothing ("observed").
    pub fn report(&self, shown: usize) -> String {
        let mut out = self.rows(shown);
        if shown < self.values.len() && shown > 0 {
            writeln!(out, "… (rows to {} of {})", shown - 1, self.upto()).unwrap();
        }
        let patterns = self.patterns();
        if patterns.is_empty() {
            writeln!(
                out,
                "no pattern found up to {} among periods, arithmetic periods, few lost \
                 positions and the simple functions of n",
                self.upto()
            )
            .unwrap();
        } else {
            writeln!(out, "observed for every n ≤ {}:", self.upto()).unwrap();
            for pattern in &patterns {
                writeln!(out, "  {pattern}").unwrap();
            }
        }
        match &self.proof {
            Some(Ok(proof)) => {
                let p = proof.periodic();
                let (from, period) = (p.preperiod, p.period);
                let why =
                    match proof {
                        Proof::Golomb { largest_take, .. } => format!(
                            "proved by Golomb's rule ({largest_take} values in a row repeat, so \
                         all that follow do)"
                        ),
                        Proof::GuySmith {
                            game,
                            heaps,
                            computed,
                            ..
                        } => format!(
                        "proved by the Guy–Smith theorem{} for the {game}, checked on the first \
                         {computed} values",
                        if *heaps == 3 { " for three-heap splits" } else { "" },
                    ),
                    };
                writeln!(
                    out,
                    "{why}: periodic from n = {from} with period {period} for every n"
                )
                .unwrap();
            }
            Some(Err(reason)) => {
                writeln!(out, "not proved: {reason} (observed up to {})", self.upto()).unwrap()
            }
            None if !patterns.is_empty() => writeln!(
                out,
                "not proved by this tool: no theorem it knows applies to these moves \
                 (observed up to {})",
                self.upto()
            )
            .unwrap(),
            None => {}
        }
        out
    }

    /// Back-tests a rule for the values: the first n ≤ N where `rule(n)` is not G(n).
    pub fn check_values(&self, rule: &str, value: impl Fn(u64) -> u32) -> BackTest {
        BackTest::run(
            rule,
            format!("every n ≤ {}", self.upto()),
            0..self.values.len() as u64,
            |&n| self.values[n as usize],
            |&n| value(n),
            |n| format!("n = {n}"),
            u32::to_string,
        )
    }

    /// Back-tests a rule for the outcomes: the first n ≤ N where `first_player_wins(n)` is
    /// not whether G(n) ≠ 0.
    pub fn check_outcomes(&self, rule: &str, first_player_wins: impl Fn(u64) -> bool) -> BackTest {
        BackTest::run(
            rule,
            format!("every n ≤ {}", self.upto()),
            0..self.values.len() as u64,
            |&n| self.values[n as usize] != 0,
            |&n| first_player_wins(n),
            |n| format!("n = {n}"),
            |&won| if won { "N (won)" } else { "P (lost)" }.to_string(),
        )
    }

    /// The values over n as an SVG picture ([`svg::values_chart`]).
    pub fn svg(&self, title: &str) -> String {
        svg::values_chart(title, &self.values)
    }
}

#[cfg(test)]
mod tests {
    use crate::explore::{heap_values, subtraction_game, Limits};

    #[test]
    fn back_tests_find_the_first_counterexample() {
        let table = subtraction_game(&[1, 3, 4], 40, Limits::default()).unwrap();
        let right = table.check_outcomes("n mod 7 not in {0, 2}", |n| ![0, 2].contains(&(n % 7)));
        assert!(right.holds(), "{right}");
        let wrong = table.check_outcomes("n odd", |n| n % 2 == 1);
        let c = wrong.counterexample.clone().unwrap();
        // 1, 3 and 5 are won, 0 lost; 2 is lost as the rule says; 4 is won, not lost.
        assert_eq!(
            (c.position.as_str(), c.table.as_str()),
            ("n = 4", "N (won)")
        );
        assert_eq!(
            wrong.to_string(),
            "back-test of n odd: fails at n = 4: the table says N (won), the rule P (lost)"
        );
        let values = table.check_values("the period", |n| [0, 1, 0, 1, 2, 3, 2][(n % 7) as usize]);
        assert!(values.holds());
        assert!(!table.check_values("n mod 4", |n| (n % 4) as u32).holds());
    }

    #[test]
    fn reports_say_what_is_proved_and_what_is_observed() {
        let proved = subtraction_game(&[1, 3, 4], 40, Limits::default()).unwrap();
        let report = proved.report(10);
        assert!(report.contains("… (rows to 9 of 40)"), "{report}");
        assert!(report.contains("proved by Golomb's rule"), "{report}");
        assert!(report.contains("periodic from n = 0 with period 7 for every n"));
        // The same moves written as a closure: the same values, nothing claimed proved.
        let written = heap_values(
            40,
            |n| {
                [1, 3, 4]
                    .into_iter()
                    .filter(move |&s| s <= n)
                    .map(move |s| [n - s])
            },
            Limits::default(),
        )
        .unwrap();
        assert_eq!(written.values(), proved.values());
        let report = written.report(0);
        assert!(report.contains("observed for every n ≤ 40"));
        assert!(
            report.contains("not proved by this tool") && !report.contains("Golomb"),
            "{report}"
        );
        assert_eq!(
            written.rows(3),
            " n  G  P/N\n0  0  P\n1  1  N\n2  0  P\n".trim_start()
        );
    }
}
