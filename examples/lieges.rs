//! Lieges of Legendre (Codeforces 603C, binary `lieges`): piles of cows; a move removes one
//! cow, or replaces a pile of 2x cows by k piles of x; whoever removes the last cow wins.
//!
//! `cargo run --example lieges [-- --svg FILE]` prints, for an odd k and an even one, the
//! table, its pattern and the back-test of the binary's `lieges::pile_value`. The picture
//! is the odd k's values.

use grundy::explore::{self, heap_values, Limits, ValueTable};
use grundy::games::lieges;

/// The piles valued: 0 to `UPTO`.
const UPTO: u64 = 200;

/// The moves from a pile of n cows: take one, or split an even pile into k equal ones.
fn options(n: u64, k: u64) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    if n > 0 {
        options.push(vec![n - 1]);
    }
    if n > 0 && n % 2 == 0 {
        options.push(vec![n / 2; k as usize]);
    }
    options
}

fn table(k: u64) -> ValueTable {
    heap_values(UPTO, |n| options(n, k), Limits::default())
        .unwrap_or_else(|stopped| panic!("{stopped}"))
}

fn main() {
    if let Err(message) = run() {
        eprintln!("{message}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let svg = explore::svg_option(std::env::args().skip(1))?;
    for k in [3, 2] {
        let table = table(k);
        let parity = if k % 2 == 1 { "odd" } else { "even" };
        println!(
            "Lieges of Legendre, k = {k} ({parity}): take a cow, or split 2x into {k} piles of x"
        );
        print!("{}", table.report(12));
        let rule = format!("lieges::pile_value(n, {k})");
        println!(
            "{}\n",
            table.check_values(&rule, |n| u32::from(lieges::pile_value(n, k)))
        );
        if let (Some(file), 1) = (&svg, k % 2) {
            let picture = table.svg(&format!("Lieges of Legendre, k = {k}: G(n)"));
            println!("{}", explore::svg::save(file, &picture)?);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::explore::Pattern;

    /// For each k, a pattern is found, and what it says (the values for even k, the
    /// outcomes for odd k) is the binary's rule far past the table; the rule holds on it.
    #[test]
    fn the_found_pattern_is_the_binarys_rule() {
        for k in 1..=6 {
            let table = table(k);
            let rule = |n: u64| u32::from(lieges::pile_value(n, k));
            assert!(table.check_values("the binary", rule).holds(), "k = {k}");
            let found = table.patterns();
            let pattern = found
                .iter()
                .find(|p| matches!(p, Pattern::Periodic(_) | Pattern::OutcomesPeriodic { .. }))
                .unwrap_or_else(|| panic!("k = {k}: {found:?}"));
            for n in 0..100_000 {
                assert_eq!(pattern.lost(n), rule(n) == 0, "k = {k}, n = {n}");
                // A pattern that says values says the binary's (for even k it must).
                match pattern.value(n) {
                    Some(value) => assert_eq!(value, rule(n), "k = {k}, n = {n}"),
                    None => assert!(k % 2 == 1, "k = {k}: {pattern}"),
                }
            }
        }
    }
}
