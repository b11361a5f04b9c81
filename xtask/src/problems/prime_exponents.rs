//! Codeforces 850C Arpa and a game with Mojtaba: a move divides every number of the list
//! that p^k divides by p^k.
//! Input: `n`, then n numbers from 1 to 10^9 (one list per input).

use crate::problem::draw::{in_range, large, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{line, Layout, Tokens};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::brute::prime_power_division_wins;
use grundy::oracles::rng::Rng;
use grundy::specs;
use std::cell::RefCell;
use std::collections::HashMap;

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

pub const PRIME_EXPONENTS: Facts = Facts {
    layout: &PrimeExponents,
    draw: |rng, size| {
        let count = size.items(rng, 0..=3);
        (0..count).map(|_| size.value(rng, 1..=64)).collect()
    },
    valid: |case| in_range(case, 1..=1_000_000_000),
    answerable: |case| case.len() <= 3 && in_range(case, 1..=64),
    // The list played out.
    reference: |cases| {
        let memo = RefCell::new(HashMap::new());
        verdicts(cases, &specs::codeforces::PRIME_EXPONENTS, |c| {
            let list: Vec<u64> = c.iter().map(|&n| n as u64).collect();
            prime_power_division_wins(&list, &mut memo.borrow_mut())
        })
    },
    // Lists of 1 to 100 numbers, most of them products of small primes, so that the
    // primes' exponents meet and collide.
    judge_draw: Some(|rng, size| {
        let cap = size.max().min(1_000_000_000);
        let longest = size.items(rng, 0..=0).max(1) as u64;
        let count = rng.range(1, longest);
        (0..count)
            .map(|_| match rng.range(0, 7) {
                0 => Value::from(rng.range(1, cap)),
                _ => Value::from(smooth(rng, cap)),
            })
            .collect()
    }),
    // Sprague–Grundy over the primes, each prime's value by mex over its exponents.
    judge_reference: Some(|cases| {
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
    }),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "up to 3 numbers from 1 to 64",
        largest: (1, large(1_000_000_000, 10, 100)),
        judge_stress: JudgeStress::new(1..=1, large(1_000_000_000, 10, 100)),
        judge_limits: Some(JudgeLimits::new(1, 1..=1_000_000_000).numbers(1..=100)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::codeforces::PRIME_EXPONENTS)
};
