//! `cargo xtask gen BINARY [--cases N] [--seed S] [--max V] [--digits D] [--min-digits D]
//! [--items K]`: an input for any batch binary, deterministic for a seed, drawn by the
//! problem's own draw (its file in `problems/`) at judge size. Without options it is the
//! judge-maximum input that `bench` times.
//!
//! Free values have a uniformly chosen number of digits (Library Checker's digit_random),
//! so that a parser is exercised on every length; with `--max V` the lengths go up to V's
//! and the values up to V (without it, the judge's cap caps them, as the pinned inputs were
//! made); `--min-digits` keeps
//! the shorter lengths out (`--min-digits 20 --digits 20` draws only 20-digit values, the
//! longest input a count allows). Values whose range the judge fixes (LeetCode's arrays,
//! `crosses`' n) are uniform up to `--max`, the judge's cap unless given.

use crate::cli::Options;
use crate::problem::draw::{Case, Size, Spread};
use crate::problem::Scale;
use crate::problems;
use grundy::oracles::rng::Rng;

pub fn main(args: &[String]) -> Result<(), String> {
    crate::cli::print_out(&command_input(args)?)
}

/// The text `gen` writes for these arguments.
fn command_input(args: &[String]) -> Result<String, String> {
    let options = Options::parse(
        args,
        &["cases", "seed", "max", "digits", "min-digits", "items"],
    )?;
    let [binary] = options.positional.as_slice() else {
        return Err("gen takes one BINARY".into());
    };
    let (
        cases,
        Size::Large {
            max,
            digits,
            fewest,
            items,
            ..
        },
    ) = problems::find(binary)?.sizes().largest
    else {
        unreachable!("judge sizes are large");
    };
    let digits = options.number("digits", u64::from(digits))?.clamp(1, 20) as u32;
    let size = Size::Large {
        max: options.number("max", max)?,
        digits,
        fewest: options
            .number("min-digits", u64::from(fewest))?
            .clamp(1, u64::from(digits)) as u32,
        items: options.number("items", items)?,
        spread: match options.text("max") {
            Some(_) => Spread::Even,
            None => Spread::Capped,
        },
    };
    input(
        binary,
        options.number("cases", cases)?,
        options.number("seed", 1)?,
        size,
    )
}

/// The input of `cases` cases of `binary`'s problem, drawn at `size` from `seed`.
fn input(binary: &str, cases: u64, seed: u64, size: Size) -> Result<String, String> {
    let problem = problems::find(binary)?;
    let mut rng = Rng::new(seed);
    let drawn: Vec<Case> = (0..cases.max(1))
        .map(|_| problem.draw(&mut rng, &size, Scale::Small))
        .collect();
    Ok(problem.write(&drawn))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `cargo xtask gen bishi35 --cases 5 --seed 3`, byte for byte: the same seed must give
    /// the same bytes on every machine. The numbers were computed independently (a Python
    /// model of SplitMix64, digit_uniform and the format's draws: n and m digit-uniform up to
    /// 10 digits, capped at 10^9).
    #[test]
    fn gen_writes_the_same_bytes_for_the_same_seed() {
        let args: Vec<String> = ["bishi35", "--cases", "5", "--seed", "3"]
            .iter()
            .map(|a| a.to_string())
            .collect();
        let expected = "5\n1561 1000000000\n7755335 770\n322 1\n131 178\n7 173656877\n";
        assert_eq!(command_input(&args).unwrap(), expected);
    }

    fn numbers(command: &str) -> Vec<u64> {
        let args: Vec<String> = command.split(' ').map(String::from).collect();
        let text = command_input(&args).unwrap();
        let words = text
            .split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty());
        words.map(|w| w.parse().unwrap()).collect()
    }

    /// `--min-digits 20 --digits 20` draws the longest values only; `--min-digits` alone
    /// keeps the judge's cap.
    #[test]
    fn min_digits_keeps_the_shorter_values_out() {
        let counts =
            numbers("bishi34 --cases 500 --min-digits 20 --digits 20 --max 18446744073709551615");
        assert_eq!(counts[0], 500);
        assert!(counts[1..].iter().all(|&k| k >= 10_000_000_000_000_000_000));
        let capped = numbers("bishi34 --cases 500 --min-digits 10");
        assert!(capped[1..].iter().all(|&k| k == 1_000_000_000));
    }

    /// `--max` widens the values whose range the judge fixes, up to what the binary admits,
    /// and without it they stay within the judge's range.
    #[test]
    fn max_widens_the_judge_ranges() {
        let judge = numbers("crosses --cases 5000");
        assert!(judge.iter().all(|n| (1..=2000).contains(n)));
        let wide = numbers("crosses --cases 5000 --max 20000");
        assert!(wide.iter().all(|n| (1..=20_000).contains(n)));
        assert!(wide.iter().any(|&n| n > 19_000));
        let longest = numbers("lc292 --cases 100 --max 18446744073709551615");
        assert!(longest.iter().any(|&n| n > 1 << 63));
    }

    /// `--max V` spreads the free values over 0..=V, every digit length of V about as often
    /// (not V itself nineteen times in twenty), and never past V.
    #[test]
    fn max_spreads_the_values_up_to_it() {
        let piles = numbers("bishi35 --cases 4000 --max 5");
        assert!(piles[1..].iter().all(|&v| v <= 5));
        let fives = piles[1..].iter().filter(|&&v| v == 5).count();
        assert!(fives * 3 < piles.len(), "{fives} fives of {}", piles.len());
        let piles = numbers("bishi35 --cases 4000 --max 250");
        let long = piles[1..].iter().filter(|&&v| v >= 100).count();
        assert!(piles[1..].iter().all(|&v| v <= 250));
        assert!(
            long * 4 > piles.len() && long * 2 < piles.len(),
            "{long} of {}",
            piles.len()
        );
    }

    /// Every problem's generator writes the bytes it wrote before the problems moved to
    /// their own files (FNV-1a of `gen BINARY` with the options of `.ci/run`, and with
    /// 20-digit values), so that a draw changed by accident shows here; a draw changed on
    /// purpose changes its row. (A problem added since needs no row.)
    #[test]
    fn every_problem_generates_the_bytes_it_did() {
        const OPTIONS: [&str; 2] = [
            "--cases 50 --items 100 --seed 7",
            "--cases 20 --seed 3 --max 18446744073709551615 --digits 20",
        ];
        const PINNED: &[(&str, [u64; 2])] = &[
            ("bishi34", [0x1f197178872f11d2, 0xb352f527bcc76370]),
            ("bishi35", [0x98c07d83f21e53ab, 0x8974096ee35ba268]),
            ("bishi36", [0x50cde495b26369c4, 0x84ddf435c2ee4314]),
            ("crosses", [0x809c26f35152559e, 0x85d00f3018efb086]),
            ("fibonacci-nim", [0xe7b778803e7c4b59, 0x2420ea59412b7190]),
            ("fibonacci-sg", [0xf9cccd80809fa4bd, 0xadc72133aa16f874]),
            ("graph-game", [0x2709843e7a263128, 0xaefa0110652611e3]),
            ("kayles", [0x369cce55858f68b8, 0x65b1a300e1a2e675]),
            ("lasker-nim", [0x8b06258c22dc81c4, 0xc82fc5ea73701fd7]),
            ("lc1025", [0x4a1c824bb72e24ae, 0x85d00f3018efb086]),
            ("lc1140", [0x347f28851cacfc31, 0x37a3964f630b88a6]),
            ("lc1406", [0x39c7c20a31ee1630, 0x499d36feb832d28e]),
            ("lc1510", [0x293277891ade3db3, 0x85d00f3018efb086]),
            ("lc1563", [0x89ef393fbc4faf4e, 0x4c06cc149c459b84]),
            ("lc1686", [0xdd919d54261b2280, 0x765b63e650ddae8c]),
            ("lc1690", [0x51989840639bc3f2, 0x67294c94c2843517]),
            ("lc1728", [0xdbb0c7eef3a3d52e, 0xf61e2c888a3e789c]),
            ("lc1872", [0x50eec29d53225edc, 0x4f762f9f428763de]),
            ("lc2029", [0x347f28851cacfc31, 0x3f7e6d7abe579771]),
            ("lc292", [0x4c8e55fdaab9b523, 0x85d00f3018efb086]),
            ("lc294", [0xa3cf22654648a4ef, 0xf834ca5eaaeb026d]),
            ("lc464", [0xc25d9f1849eceb1a, 0x587c7fa36a1bc0f1]),
            ("lc486", [0xdc43d0cdac3c4156, 0x512044d7e067061d]),
            ("lc810", [0x68ed79cf1e92055b, 0xa1061fe6aa14b9f4]),
            ("lc877", [0x489e763157ca53d3, 0x4c06cc149c459b84]),
            ("lc913", [0xb2cec8297bfcf7d6, 0x4eeb2b2035ae9b1a]),
            ("misere-nim", [0x66c0891723018884, 0x8079639e9ef5fd08]),
            ("nim-count", [0xc74f8791c2b801ed, 0xed6b8568fc277a5d]),
            ("nim-moves", [0x7abe7b740549cf10, 0x45a458e19aea2bf6]),
            ("nim", [0xe556f673c1d485a8, 0x0c010041af7458b6]),
            ("s-nim", [0x6d776162ac647192, 0x75bc6342a1b9760a]),
            ("shiritori", [0x63a9db816738e983, 0xb6ca5f5cbef76176]),
            ("staircase-nim", [0x33b30c5ace082a73, 0x2ac5f73d5bc85646]),
            ("token-game", [0x328c33b396fce00e, 0xb6c733a8ec916f73]),
            ("wythoff-moves", [0x17995e7f4324f1ce, 0x59995a660d4518f0]),
            ("wythoff", [0x24bd11a4e1358614, 0x7fc554661e8716b2]),
        ];
        let fnv = |bytes: &[u8]| {
            let step = |hash: u64, &byte: &u8| (hash ^ u64::from(byte)).wrapping_mul(0x100000001b3);
            bytes.iter().fold(0xcbf29ce484222325, step)
        };
        for (binary, hashes) in PINNED {
            for (options, &hash) in OPTIONS.iter().zip(hashes) {
                let mut args = vec![binary.to_string()];
                args.extend(options.split(' ').map(String::from));
                let text = command_input(&args).unwrap();
                assert_eq!(fnv(text.as_bytes()), hash, "gen {binary} {options}");
            }
        }
    }
}
