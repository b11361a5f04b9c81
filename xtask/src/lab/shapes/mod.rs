//! The inputs `bench --limits` times: each binary's largest admitted inputs in their worst
//! shapes (`Shape`), made by `cargo xtask gen` or by a builder, in a file per group of
//! binaries (the groups of `grundy::specs`, by each binary's first judge), and the
//! builders' shared pieces. A binary that names none is timed at gen's defaults, the
//! judge's largest input (`Sizes::largest`).

/// The gen options for the longest values: 20 digits, up to 2^64 − 1.
macro_rules! longest {
    ($options:literal) => {
        concat!(
            $options,
            " --min-digits 20 --digits 20 --max 18446744073709551615"
        )
    };
}

mod atcoder;
mod codeforces;
mod cses;
mod hdu;
mod leetcode;
mod luogu;
mod other;
mod poj;
mod spoj;
mod table;

pub use table::table;

use crate::problem::draw::shuffle;
use crate::problem::leetcode::{list, quoted};
use grundy::oracles::rng::Rng;
use std::io::{self, Write};
use Input::{Arguments, Built, Gen};

/// Every group's binaries with their shapes.
const GROUPS: &[&[(&str, &[Shape])]] = &[
    atcoder::SHAPES,
    codeforces::SHAPES,
    cses::SHAPES,
    hdu::SHAPES,
    leetcode::SHAPES,
    luogu::SHAPES,
    other::SHAPES,
    poj::SHAPES,
    spoj::SHAPES,
];

/// The judge's largest input, as gen makes it by default.
const LARGEST: &[Shape] = &[answered(
    "the judge's largest input (gen's defaults)",
    Gen(""),
)];

/// `binary`'s worst shapes.
pub fn of(binary: &str) -> &'static [Shape] {
    let mut named = GROUPS.iter().flat_map(|group| group.iter());
    named
        .find(|(b, _)| *b == binary)
        .map_or(LARGEST, |(_, shapes)| shapes)
}

/// Every binary that names its shapes.
#[cfg(test)]
pub fn named() -> impl Iterator<Item = &'static str> {
    GROUPS
        .iter()
        .flat_map(|group| group.iter().map(|(b, _)| *b))
}

/// The Nim family's counted formats: ten cases of 10^6 longest piles.
const TEN_MILLION_PILES: Shape = answered(
    "10 games of 10^6 piles of 20 digits",
    Gen(longest!("--cases 10 --items 1000000")),
);

/// Pairs on lines, as many as the longest numbers make 10^8 bytes of.
const FIVE_MILLION_PAIRS: Shape = answered(
    "5·10^6 pairs of 20 digits",
    Gen(longest!("--cases 5000000")),
);

/// One worst-case input of one binary.
#[derive(Clone)]
pub struct Shape {
    /// The shape in a few words, for the table.
    pub what: &'static str,
    pub input: Input,
    /// Whether the binary must refuse it (status 2) rather than answer it (status 0).
    pub refused: bool,
}

/// A writer of an input, streamed: the measuring process must stay small (see
/// `bench::generate`).
pub type Builder = fn(&mut dyn Write) -> io::Result<()>;

#[derive(Clone)]
pub enum Input {
    /// `cargo xtask gen BINARY` with these options, seed 1.
    Gen(&'static str),
    /// Written by a builder, kept as target/limits/NAME.in.
    Built(&'static str, Builder),
    /// `table`'s arguments, no stdin.
    Arguments(fn() -> Vec<String>),
}

/// A shape the binary must answer.
pub const fn answered(what: &'static str, input: Input) -> Shape {
    Shape {
        what,
        input,
        refused: false,
    }
}

/// A shape the binary must refuse, in one line naming the bound passed.
pub const fn refused(what: &'static str, input: Input) -> Shape {
    Shape {
        what,
        input,
        refused: true,
    }
}

/// The most cases a LeetCode binary of one integer argument admits: `1` on 5·10^7 lines,
/// the 10^8 bytes of text it holds, where each case costs its set-up whatever its size.
pub const SHORTEST_CASES: Shape = answered(
    "5·10^7 cases of n = 1 (10^8 bytes, the most cases admitted)",
    Input::Built("leetcode-ones", |w| repeated(w, "", "1\n", 50_000_000, "")),
);

/// `SHORTEST_CASES` for two integer arguments: 2.5·10^7 cases of two 1s.
pub const SHORTEST_PAIRS: Shape = answered(
    "2.5·10^7 cases of two 1s (10^8 bytes, the most cases admitted)",
    Input::Built("leetcode-one-pairs", |w| {
        repeated(w, "", "1\n1\n", 25_000_000, "")
    }),
);

/// `head`, then `item` `count` times, then `tail`: a long input of one token repeated,
/// written a thousand items at a time.
pub fn repeated(
    w: &mut dyn Write,
    head: &str,
    item: &str,
    count: usize,
    tail: &str,
) -> io::Result<()> {
    w.write_all(head.as_bytes())?;
    let block = item.repeat(1000);
    for _ in 0..count / 1000 {
        w.write_all(block.as_bytes())?;
    }
    w.write_all(item.repeat(count % 1000).as_bytes())?;
    w.write_all(tail.as_bytes())
}

/// Words separated by spaces, as a list of arguments.
pub fn arguments(text: &str) -> Vec<String> {
    text.split_whitespace().map(String::from).collect()
}

/// `numbers` on one line, after `first` when there is one.
pub fn line(w: &mut dyn Write, first: Option<u64>, numbers: &[u64]) -> io::Result<()> {
    let mut words: Vec<String> = first.iter().map(u64::to_string).collect();
    words.extend(numbers.iter().map(u64::to_string));
    writeln!(w, "{}", words.join(" "))
}

/// `count` random moves from 1 to `most`, repeats allowed (the binaries remove them).
pub fn random_moves(count: usize, most: u64) -> Vec<u64> {
    let mut rng = Rng::new(1);
    (0..count).map(|_| rng.range(1, most)).collect()
}

/// `count` distinct random values from `low` to `high`, in the order drawn.
pub fn distinct(rng: &mut Rng, count: usize, low: u64, high: u64) -> Vec<u64> {
    let mut chosen = Vec::with_capacity(count);
    while chosen.len() < count {
        let value = rng.range(low, high);
        if !chosen.contains(&value) {
            chosen.push(value);
        }
    }
    chosen
}

/// `case` again and again, 10^7 bytes of it: the smallest cases cost their setup whatever
/// their size, 1000 steps of a budget at least each.
pub fn smallest(w: &mut dyn Write, case: &str) -> io::Result<()> {
    for _ in 0..10_000_000 / case.len() {
        w.write_all(case.as_bytes())?;
    }
    Ok(())
}
