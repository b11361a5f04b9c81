//! Values and sizes: how the numbers of a case are drawn, small for stress and judge-sized
//! for `gen` (digit-uniform, as Library Checker's digit_random, so that a parser is
//! exercised on every length), and the draws at judge size that aim at where arithmetic
//! breaks.

use grundy::oracles::rng::Rng;
use std::ops::RangeInclusive;

/// Values are i128 so that one case type holds u64 edges and LeetCode's negative numbers.
pub type Value = i128;
pub type Case = Vec<Value>;

/// How big a drawn case is: `Small` for stress (the reference must answer it), `Large` for
/// judge-size inputs, with the value cap, the most and the fewest digits of a free value,
/// and a list length.
#[derive(Debug, Clone, Copy)]
pub enum Size {
    Small,
    Large {
        max: u64,
        digits: u32,
        fewest: u32,
        items: u64,
        /// How free values reach `max`.
        spread: Spread,
    },
}

/// How a large size's free values reach its cap.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Spread {
    /// Digit-uniform, then capped (the judge sizes: their pinned inputs were made so).
    Capped,
    /// Spread up to the cap, every digit length as often (`gen --max`): see `up_to_max`.
    Even,
    /// As `Even`, and one value in four a turning value (see `turning`): for `stress`
    /// against grundy's binary, where nothing but the cap bounds the values.
    Turning,
}

impl Size {
    /// A value: uniform in `small` under stress; digit-uniform from small's start up to the
    /// cap when large.
    pub fn value(&self, rng: &mut Rng, small: RangeInclusive<u64>) -> Value {
        match *self {
            Size::Small => Value::from(rng.range(*small.start(), *small.end())),
            Size::Large { .. } => Value::from(self.free(rng).max(*small.start())),
        }
    }

    /// A free value: digit-uniform (1 to 2 digits, up to 30, under stress).
    fn free(&self, rng: &mut Rng) -> u64 {
        match *self {
            Size::Small => rng.digit_uniform(2, 30),
            Size::Large {
                max,
                digits,
                fewest,
                spread,
                ..
            } => match spread {
                Spread::Capped => rng.digits_between(fewest, digits, max),
                Spread::Turning if rng.chance(1, 4) => turning(rng, max),
                Spread::Even | Spread::Turning => up_to_max(rng, fewest, digits, max),
            },
        }
    }

    /// A value uniform in `small` under stress, from `least` up to the cap when large: for
    /// values whose judge range is fixed but which `gen --max` may widen to what the binary
    /// admits (the judge sizes hold the judge's cap, so their inputs keep their bytes).
    pub fn up_to(&self, rng: &mut Rng, small: RangeInclusive<u64>, least: u64) -> Value {
        match *self {
            Size::Small => Value::from(rng.range(*small.start(), *small.end())),
            Size::Large { max, .. } => Value::from(rng.range(least, max.max(least))),
        }
    }

    /// A value uniform in `small` or in `large`: for values whose range the format fixes.
    pub fn pick(
        &self,
        rng: &mut Rng,
        small: RangeInclusive<u64>,
        large: RangeInclusive<u64>,
    ) -> Value {
        let range = if self.is_small() { small } else { large };
        Value::from(rng.range(*range.start(), *range.end()))
    }

    /// A signed value: uniform in ±`small` under stress, within ± the cap when large.
    pub fn signed(&self, rng: &mut Rng, small: u64) -> Value {
        let bound = match *self {
            Size::Small => small,
            Size::Large { max, .. } => max.min(u64::MAX / 2),
        };
        Value::from(rng.range(0, 2 * bound)) - Value::from(bound)
    }

    /// A list of `draw`n values, its length drawn by `items`.
    pub fn list(
        &self,
        rng: &mut Rng,
        small: RangeInclusive<u64>,
        mut draw: impl FnMut(&mut Rng) -> Value,
    ) -> Case {
        let length = self.items(rng, small);
        (0..length).map(|_| draw(rng)).collect()
    }

    /// A list length: uniform in `small` under stress, the large size's `items` exactly
    /// (under `Spread::Turning`, one list in four of 1 or 2, where a value alone decides).
    pub fn items(&self, rng: &mut Rng, small: RangeInclusive<u64>) -> usize {
        match *self {
            Size::Small => rng.range(*small.start(), *small.end()) as usize,
            Size::Large { items, .. } if self.turns() && rng.chance(1, 4) => {
                rng.range(1, items.clamp(1, 2)) as usize
            }
            Size::Large { items, .. } => items as usize,
        }
    }

    /// Whether the free values take turning values (`Spread::Turning`).
    fn turns(&self) -> bool {
        matches!(
            self,
            Size::Large {
                spread: Spread::Turning,
                ..
            }
        )
    }

    pub fn is_small(&self) -> bool {
        matches!(self, Size::Small)
    }

    /// The cap and the list length (small: 30 and 4).
    fn bounds(&self) -> (u64, u64) {
        match *self {
            Size::Small => (30, 4),
            Size::Large { max, items, .. } => (max, items),
        }
    }

    /// The cap of the values (small: 30).
    pub fn max(&self) -> u64 {
        self.bounds().0
    }
}

/// A value of `fewest` to `digits` digits, the length uniform among those that `max` allows
/// (at most as many digits as `max`), then uniform among the values of that length up to
/// `max`: `gen --max 5` gives 0 to 5, not 5 nineteen times in twenty.
fn up_to_max(rng: &mut Rng, fewest: u32, digits: u32, max: u64) -> u64 {
    let max_length = max.checked_ilog10().map_or(1, |log| log + 1);
    let most = digits.clamp(1, 20).min(max_length);
    let length = rng.range(u64::from(fewest.clamp(1, most)), u64::from(most)) as u32;
    let low = if length == 1 {
        0
    } else {
        10u64.pow(length - 1)
    };
    let high = 10u64.checked_pow(length).map_or(u64::MAX, |p| p - 1);
    rng.range(low, high.min(max))
}

/// A value at or below `max` where games' rules turn or fixed-width arithmetic breaks: a
/// power of two, of ten, or a Fibonacci number, or a width's edge (2^31, 2^32, 2^53, 2^63),
/// or `max` itself; or a neighbour of one. Uniform draws almost never land on them when
/// `max` is large.
pub fn turning(rng: &mut Rng, max: u64) -> u64 {
    let base = match rng.range(0, 3) {
        0 => 1u64 << rng.range(0, u64::from(max.max(1).ilog2())),
        1 => 10u64.pow(rng.range(0, u64::from(max.max(1).ilog10())) as u32),
        2 => {
            let mut fibonacci = vec![1u64, 2];
            while let Some(next) = fibonacci[fibonacci.len() - 2]
                .checked_add(fibonacci[fibonacci.len() - 1])
                .filter(|&next| next <= max)
            {
                fibonacci.push(next);
            }
            fibonacci[rng.range(0, fibonacci.len() as u64 - 1) as usize]
        }
        _ => [1 << 31, 1 << 32, 1 << 53, 1 << 63, max][rng.range(0, 4) as usize],
    };
    let near = match rng.range(0, 2) {
        0 => base.saturating_sub(1),
        1 => base,
        _ => base.saturating_add(1),
    };
    near.min(max)
}

/// A judge size: values capped at `max` of 1 to `digits` digits, lists of `items`.
pub const fn large(max: u64, digits: u32, items: u64) -> Size {
    Size::Large {
        max,
        digits,
        fewest: 1,
        items,
        spread: Spread::Capped,
    }
}

/// Every u64, of 1 to 20 digits.
pub const NUMBERS: Size = large(u64::MAX, 20, 0);

/// Whether every value of `case` is within `range`.
pub fn in_range(case: &[Value], range: RangeInclusive<Value>) -> bool {
    case.iter().all(|v| range.contains(v))
}

// Judge-size draws: large values, long lists, and the rare positions aimed at (lost
// positions are rare among random large ones).

/// Where arithmetic breaks: one value in 16 is one of these (capped), the others are
/// digit-uniform.
const EDGES: [u64; 8] = [
    0,
    1,
    2,
    (1 << 32) - 1,
    1 << 63,
    1_000_000_000_000_000_000,
    u64::MAX - 1,
    u64::MAX,
];

/// A value at judge size: an edge one time in 16, else digit-uniform.
pub fn number(rng: &mut Rng, size: &Size) -> u64 {
    if rng.chance(1, 16) {
        EDGES[rng.range(0, EDGES.len() as u64 - 1) as usize].min(size.max())
    } else {
        size.free(rng)
    }
}

/// A list length from 0 (or `least`) to the size's items (under `Spread::Turning`, one in
/// four at most 2).
pub fn length(rng: &mut Rng, size: &Size, least: u64) -> usize {
    let (_, items) = size.bounds();
    let most = match size.turns() && rng.chance(1, 4) {
        true => items.min(2),
        false => items,
    };
    rng.range(least, most.max(least)) as usize
}

/// q·period + offset for a random q when that is at most `cap`, else the offset alone (or
/// 0).
pub fn near_multiple(rng: &mut Rng, period: u128, offset: u128, cap: u64) -> u64 {
    let most = u128::from(cap).saturating_sub(offset) / period.max(1);
    let times = u128::from(rng.range(0, most.min(u128::from(u64::MAX)) as u64));
    u64::try_from(times * period + offset)
        .or_else(|_| u64::try_from(offset))
        .unwrap_or(0)
}

pub fn shuffle<T>(rng: &mut Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.range(0, i as u64) as usize);
    }
}

/// A bamboo (a path) of `length` edges hung from vertex 0, on the vertices from `*next` on,
/// which then stands past them.
pub fn hang_bamboo(edges: &mut Vec<(usize, usize)>, next: &mut usize, length: usize) {
    let mut below = 0;
    for _ in 0..length {
        edges.push((below, *next));
        below = *next;
        *next += 1;
    }
}
