//! HackerRank Game of Kyles (Kayles): a row of pins; a move knocks down one pin or two
//! adjacent standing pins.
//! Input: `T`; per case `N`, then a row of N pins, `I` standing and `X` down. A case is the
//! row, 1 for a standing pin and 0 for a fallen one.

use crate::problem::draw::{in_range, large, length, Case, Size, Value};
use crate::problem::layouts::{Layout, Words};
use crate::problem::shapes::{answered, Input::Built, Input::Gen, Shape};
use crate::problem::tables::{heap_values, verdicts};
use crate::problem::{JudgeLimits, JudgeStress, Problem};
use grundy::io::Spec;
use grundy::oracles::brute::win_table;
use grundy::oracles::rng::Rng;
use grundy::specs;
use std::io::{self, Write};

pub struct Kayles;

/// The row of pins: 0 for a fallen pin `X`, 1 for a standing one `I`.
const ROW: Words = Words {
    alphabet: b"XI",
    counted: true,
};

impl Problem for Kayles {
    fn spec(&self) -> &'static Spec {
        &specs::other::KAYLES
    }

    fn limits_text(&self) -> &'static str {
        "rows of 1 to 20 pins"
    }

    fn answerable(&self, c: &[Value]) -> bool {
        c.len() <= 20
    }

    fn layout(&self) -> &dyn Layout {
        &ROW
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        let length = size.items(rng, 1..=10).max(1);
        (0..length)
            .map(|_| Value::from(!rng.chance(1, 4)))
            .collect()
    }

    fn valid(&self, case: &[Value]) -> bool {
        !case.is_empty() && in_range(case, 0..=1)
    }

    /// From the rules, over the sets of standing pins.
    fn reference(&self, cases: &[Case]) -> String {
        verdicts(cases, &specs::other::KAYLES, |c| {
            let length = c.len();
            let win = win_table(1 << length, |standing, next| {
                for i in 0..length {
                    if standing >> i & 1 == 1 {
                        next.push(standing & !(1 << i));
                        if i + 1 < length && standing >> (i + 1) & 1 == 1 {
                            next.push(standing & !(3 << i));
                        }
                    }
                }
            });
            let standing = (0..length)
                .filter(|&i| c[i] == 1)
                .fold(0, |m, i| m | 1 << i);
            win[standing]
        })
    }

    fn judge(&self) -> (u64, Size) {
        (100, large(1, 1, 300))
    }

    fn judge_limits(&self) -> Option<JudgeLimits> {
        let limits = JudgeLimits::new(100, 0..=1);
        Some(limits.numbers(1..=300))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=30, large(1, 1, 5000))
    }

    /// A row with long runs too: the chance that a pin is down is drawn per row.
    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        let pins = length(rng, size, 1);
        let down = [2, 8, 64, 1000, u64::MAX][rng.range(0, 4) as usize];
        (0..pins)
            .map(|_| Value::from(!rng.chance(1, down)))
            .collect()
    }

    /// Rows as sums of their runs of standing pins, the runs' values by mex.
    fn judge_reference(&self, cases: &[Case]) -> String {
        let longest = cases.iter().map(Vec::len).max().unwrap_or(0);
        // Knocking down one pin or two adjacent ones leaves the rows to either side.
        let values = heap_values(longest + 1, |n, values, reached| {
            for knocked in 1..=n.min(2) {
                let rest = n - knocked;
                reached.extend((0..=rest).map(|left| values[left] ^ values[rest - left]));
            }
        });
        verdicts(cases, &specs::other::KAYLES, |c| {
            let runs = c.split(|&pin| pin == 0);
            runs.fold(0, |x, run| x ^ values[run.len()]) != 0
        })
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered(
                "one row of 10^8 pins, 1 in 4 down",
                Built("kayles-row-1e8", long_row),
            ),
            answered("10^4 rows of 1000 pins", Gen("--cases 10000 --items 1000")),
        ]
    }
}

/// One row of 10^8 pins, each down with probability 1/4 (many runs: a lookup each).
fn long_row(w: &mut dyn Write) -> io::Result<()> {
    const PINS: usize = 100_000_000;
    writeln!(w, "1\n{PINS}")?;
    let mut rng = Rng::new(1);
    let mut block = vec![0u8; 1 << 16];
    let mut left = PINS;
    while left > 0 {
        let part = left.min(block.len());
        for pin in &mut block[..part] {
            *pin = if rng.chance(1, 4) { b'X' } else { b'I' };
        }
        w.write_all(&block[..part])?;
        left -= part;
    }
    writeln!(w)
}
