//! The back-test of a conjectured rule against a table: its first counterexample, or how
//! far it holds.

use std::fmt;

/// The first position where the table and the rule differ.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counterexample {
    /// The position, as the table names it (`n = 7`, `(a, b) = (3, 5)`).
    pub position: String,
    /// What the table says there, and what the rule says.
    pub table: String,
    pub rule: String,
}

/// The outcome of checking a rule against every position of a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackTest {
    /// The rule's name, as the caller gave it.
    pub rule: String,
    /// The positions checked (`every n ≤ 60`).
    pub scope: String,
    /// `None` when the rule holds for every one of them.
    pub counterexample: Option<Counterexample>,
}

impl BackTest {
    /// Whether the rule holds for every position checked.
    pub fn holds(&self) -> bool {
        self.counterexample.is_none()
    }

    /// Checks `rule` against `table` at each of `positions`, in order, stopping at the first
    /// difference; `name` writes a position, `show` a value.
    pub(crate) fn run<Q, T: PartialEq>(
        rule: &str,
        scope: String,
        positions: impl IntoIterator<Item = Q>,
        table: impl Fn(&Q) -> T,
        conjecture: impl Fn(&Q) -> T,
        name: impl Fn(&Q) -> String,
        show: impl Fn(&T) -> String,
    ) -> BackTest {
        let counterexample = positions.into_iter().find_map(|position| {
            let (found, said) = (table(&position), conjecture(&position));
            (found != said).then(|| Counterexample {
                position: name(&position),
                table: show(&found),
                rule: show(&said),
            })
        });
        BackTest {
            rule: rule.to_string(),
            scope,
            counterexample,
        }
    }
}

impl fmt::Display for BackTest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.counterexample {
            None => write!(f, "back-test of {}: holds for {}", self.rule, self.scope),
            Some(c) => write!(
                f,
                "back-test of {}: fails at {}: the table says {}, the rule {}",
                self.rule, c.position, c.table, c.rule
            ),
        }
    }
}
