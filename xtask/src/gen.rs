//! Input generators, one per format, deterministic for a seed.
//!
//! Values have a uniformly chosen number of digits (Library Checker's digit_random), so
//! that a parser is exercised on every length, capped at the judge's maximum by default.

use crate::Options;
use grundy::rng::Rng;
use std::io::{self, BufWriter, Write};

/// The formats `gen` knows, with the judge-maximum number of cases of each.
/// For `nim` the count is of piles in all, split over 10 games (the judge's T ≤ 10), as
/// ../shared/bench/gen.py does; for `graph-game` it is the number of vertices, with twice
/// as many random edges; for `shiritori` the number of words.
pub const FORMATS: &[(&str, u64)] = &[
    ("bishi34", 100),
    ("bishi35", 2_000_000),
    ("bishi36", 2_000_000),
    ("nim", 2_000_000),
    ("wythoff", 2_000_000),
    ("graph-game", 1_000_000),
    ("shiritori", 200_000),
];

pub fn main(args: &[String]) -> Result<(), String> {
    let options = Options::parse(args, &["cases", "seed", "max", "digits"])?;
    let [format] = options.positional.as_slice() else {
        return Err("gen takes one FORMAT".into());
    };
    let default_cases = judge_maximum(format)?;
    let spec = Spec {
        cases: options.number("cases", default_cases)?,
        seed: options.number("seed", 1)?,
        max: options.number("max", 1_000_000_000)?,
        digits: options.number("digits", 10)?.clamp(1, 20) as u32,
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    write(format, &spec, &mut out)
        .and_then(|()| out.flush())
        .map_err(|e| format!("cannot write: {e}"))
}

pub fn judge_maximum(format: &str) -> Result<u64, String> {
    FORMATS
        .iter()
        .find(|(name, _)| *name == format)
        .map(|&(_, cases)| cases)
        .ok_or_else(|| format!("no generator for {format:?}"))
}

pub struct Spec {
    pub cases: u64,
    pub seed: u64,
    /// The largest value drawn.
    pub max: u64,
    /// The most digits a drawn value has before the cap.
    pub digits: u32,
}

/// Writes one input of `format`; the format must be one of `FORMATS`.
pub fn write(format: &str, spec: &Spec, out: &mut impl Write) -> io::Result<()> {
    let mut rng = Rng::new(spec.seed);
    let mut value = || rng.digit_uniform(spec.digits, spec.max);
    match format {
        "nim" => {
            let games = 10.min(spec.cases.max(1));
            writeln!(out, "{games}")?;
            for game in 0..games {
                // The piles are shared out evenly; the first games take the remainder.
                let piles = spec.cases / games + u64::from(game < spec.cases % games);
                writeln!(out, "{piles}")?;
                let line: Vec<String> = (0..piles).map(|_| value().to_string()).collect();
                writeln!(out, "{}", line.join(" "))?;
            }
            return Ok(());
        }
        "wythoff" => {
            for _ in 0..spec.cases {
                writeln!(out, "{} {}", value(), value())?;
            }
            return Ok(());
        }
        "graph-game" => {
            let vertices = spec.cases.max(1);
            writeln!(out, "{vertices} {}", 2 * vertices)?;
            for _ in 0..2 * vertices {
                writeln!(out, "{} {}", rng.range(1, vertices), rng.range(1, vertices))?;
            }
            return Ok(());
        }
        "shiritori" => {
            // All 52 letters: 52³ three-letter strings for 2·10^5 words, so that words chain
            // into paths and cycles, with dead ends left.
            let letters = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
            writeln!(out, "{}", spec.cases)?;
            for _ in 0..spec.cases {
                let length = rng.range(3, 8) as usize;
                let word: String = (0..length)
                    .map(|_| char::from(letters[rng.range(0, 51) as usize]))
                    .collect();
                writeln!(out, "{word}")?;
            }
            return Ok(());
        }
        _ => {}
    }
    writeln!(out, "{}", spec.cases)?;
    for _ in 0..spec.cases {
        match format {
            "bishi34" => writeln!(out, "{}", value())?,
            "bishi35" => writeln!(out, "{} {}", value(), value())?,
            "bishi36" => {
                // A valid case has l ≥ 1; l ≤ r most of the time, as on the judge.
                let (n, least) = (value(), value().max(1));
                let most = value().max(least);
                writeln!(out, "{n} {least} {most}")?
            }
            _ => {
                let message = format!("no generator for {format:?}");
                return Err(io::Error::new(io::ErrorKind::InvalidInput, message));
            }
        }
    }
    Ok(())
}
