//! Codeforces 850C Arpa and a game with Mojtaba: a move divides every number of the list
//! that p^k divides by p^k.
//! Input: `n`, then n numbers from 1 to 10^9 (one list per input).

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::shapes::{answered, refused, Builder, Input, Shape};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Problem};
use grundy::io::Spec;
use grundy::oracles::brute::prime_power_division_wins;
use grundy::oracles::rng::Rng;
use grundy::specs;
use std::cell::RefCell;
use std::collections::HashMap;
use std::io::{self, Write};
use std::ops::RangeInclusive;

pub struct PrimeExponents;

impl Layout for PrimeExponents {
    fn write(&self, cases: &[Case]) -> String {
        let case = &cases[0];
        format!("{}\n{}", case.len(), line(case))
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let count = tokens.number()?;
        Ok(vec![tokens.numbers(count)?])
    }
}

/// The exponents of each prime in the list, by trial division by every d ≥ 2.
fn exponents(list: &[Value]) -> HashMap<u64, Vec<u32>> {
    let mut by_prime: HashMap<u64, Vec<u32>> = HashMap::new();
    for &number in list {
        let mut rest = number as u64;
        let mut d = 2;
        while d * d <= rest {
            let mut e = 0;
            while rest % d == 0 {
                rest /= d;
                e += 1;
            }
            if e > 0 {
                by_prime.entry(d).or_default().push(e);
            }
            d += 1;
        }
        if rest > 1 {
            by_prime.entry(rest).or_default().push(1);
        }
    }
    by_prime
}

/// One prime's game played on its sorted, distinct exponents (equal ones always move
/// together): the move k keeps those below k and lowers the others by k, dropping the
/// zeros. Its Grundy value by mex.
fn exponent_value(exponents: Vec<u32>, memo: &mut HashMap<Vec<u32>, u32>) -> u32 {
    if let Some(&known) = memo.get(&exponents) {
        return known;
    }
    let top = exponents.last().copied().unwrap_or(0);
    let mut reached = Vec::new();
    for k in 1..=top {
        let mut next: Vec<u32> = exponents
            .iter()
            .filter(|&&e| e != k)
            .map(|&e| if e > k { e - k } else { e })
            .collect();
        next.sort_unstable();
        next.dedup();
        reached.push(exponent_value(next, memo));
    }
    let value = (0..)
        .find(|v| !reached.contains(v))
        .expect("a value is missing");
    memo.insert(exponents, value);
    value
}

/// Numbers built from small primes (so that exponents meet), up to 10^9.
fn smooth(rng: &mut Rng, most: u64) -> u64 {
    const PRIMES: [u64; 6] = [2, 3, 5, 7, 11, 13];
    let mut number = 1u64;
    for _ in 0..rng.range(0, 12) {
        let p = PRIMES[rng.range(0, 5) as usize];
        if number * p <= most {
            number *= p;
        }
    }
    number
}

/// The shapes' lists: 20000 numbers of one kind.
fn list_of(w: &mut dyn Write, count: u64, number: u64) -> io::Result<()> {
    writeln!(w, "{count}")?;
    let item = format!("{number} ");
    crate::problem::shapes::repeated(w, "", &item, count as usize, "\n")
}

const LARGEST_PRIMES: Builder = |w| list_of(w, 20_000, 999_999_937);
const PAST_THE_COUNT: Builder = |w| list_of(w, 20_001, 999_999_937);

impl Problem for PrimeExponents {
    fn spec(&self) -> &'static Spec {
        &specs::codeforces::PRIME_EXPONENTS
    }

    fn limits_text(&self) -> &'static str {
        "up to 3 numbers from 1 to 64"
    }

    fn layout(&self) -> &dyn Layout {
        self
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        let count = size.items(rng, 0..=3);
        (0..count).map(|_| size.value(rng, 1..=64)).collect()
    }

    fn stress_cases(&self) -> RangeInclusive<u64> {
        1..=1
    }

    fn valid(&self, case: &[Value]) -> bool {
        in_range(case, 1..=1_000_000_000)
    }

    fn answerable(&self, case: &[Value]) -> bool {
        case.len() <= 3 && in_range(case, 1..=64)
    }

    /// The list played out.
    fn reference(&self, cases: &[Case]) -> String {
        let memo = RefCell::new(HashMap::new());
        verdicts(cases, &specs::codeforces::PRIME_EXPONENTS, |c| {
            let list: Vec<u64> = c.iter().map(|&n| n as u64).collect();
            prime_power_division_wins(&list, &mut memo.borrow_mut())
        })
    }

    fn judge(&self) -> (u64, Size) {
        (1, large(1_000_000_000, 10, 100))
    }

    fn judge_limits(&self) -> Option<JudgeLimits> {
        Some(JudgeLimits::new(1, 1..=1_000_000_000).numbers(1..=100))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        JudgeStress::new(1..=1, large(1_000_000_000, 10, 100))
    }

    /// Lists of 1 to 100 numbers, most of them products of small primes, so that the
    /// primes' exponents meet and collide.
    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        let cap = size.max().min(1_000_000_000);
        let longest = size.items(rng, 0..=0).max(1) as u64;
        let count = rng.range(1, longest);
        (0..count)
            .map(|_| match rng.range(0, 7) {
                0 => Value::from(rng.range(1, cap)),
                _ => Value::from(smooth(rng, cap)),
            })
            .collect()
    }

    /// Sprague–Grundy over the primes, each prime's value by mex over its exponents.
    fn judge_reference(&self, cases: &[Case]) -> String {
        let memo = RefCell::new(HashMap::new());
        verdicts(cases, &specs::codeforces::PRIME_EXPONENTS, |c| {
            let memo = &mut memo.borrow_mut();
            let sum = exponents(c).into_values().fold(0, |x, mut e| {
                e.sort_unstable();
                e.dedup();
                x ^ exponent_value(e, memo)
            });
            sum != 0
        })
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered(
                "20000 copies of the largest prime below 10^9 (the most trial divisions)",
                Input::Built("prime-exponents-largest", LARGEST_PRIMES),
            ),
            refused(
                "20001 numbers (past the count)",
                Input::Built("prime-exponents-past", PAST_THE_COUNT),
            ),
        ]
    }
}
