//! `cargo xtask gen BINARY [--cases N] [--seed S] [--max V] [--digits D] [--items K]`: an
//! input for any batch binary, deterministic for a seed, drawn by the format's own case
//! generator (`formats.rs`) at judge size. Without options it is the judge-maximum input
//! that `bench` times.
//!
//! Free values have a uniformly chosen number of digits (Library Checker's digit_random),
//! so that a parser is exercised on every length, capped at `--max`.

use crate::formats::{self, Case, Size};
use crate::layout;
use crate::Options;
use grundy::rng::Rng;
use std::io::{self, Write};

pub fn main(args: &[String]) -> Result<(), String> {
    let options = Options::parse(args, &["cases", "seed", "max", "digits", "items"])?;
    let [binary] = options.positional.as_slice() else {
        return Err("gen takes one BINARY".into());
    };
    let format = formats::find(binary)?;
    let (cases, Size::Large { max, digits, items }) = format.judge else {
        unreachable!("judge sizes are large");
    };
    let size = Size::Large {
        max: options.number("max", max)?,
        digits: options.number("digits", u64::from(digits))?.clamp(1, 20) as u32,
        items: options.number("items", items)?,
    };
    let text = input(
        binary,
        options.number("cases", cases)?,
        options.number("seed", 1)?,
        size,
    )?;
    io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .map_err(|e| format!("cannot write: {e}"))
}

/// The input of `cases` cases of `binary`'s format, drawn at `size` from `seed`.
pub fn input(binary: &str, cases: u64, seed: u64, size: Size) -> Result<String, String> {
    let format = formats::find(binary)?;
    let mut rng = Rng::new(seed);
    let drawn: Vec<Case> = (0..cases.max(1))
        .map(|_| (format.case)(&mut rng, &size))
        .collect();
    Ok(layout::render(format, &drawn))
}
