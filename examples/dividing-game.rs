//! The Dividing Game (AtCoder ABC368 F, binary `dividing-game`): numbers; a move replaces
//! one by a divisor other than itself; who cannot move (all 1) loses.
//!
//! A number is a heap whose options are its proper divisors (0, no position of the game,
//! has none). `cargo run --example dividing-game [-- --svg FILE]`.

use grundy::explore::{self, heap_values, Limits, ValueTable};
use grundy::games::dividing;

/// The numbers valued: 0 to `UPTO`.
const UPTO: u64 = 2000;

/// The moves from n: each proper divisor.
fn options(n: u64) -> impl Iterator<Item = [u64; 1]> {
    (1..n).filter(move |d| n % d == 0).map(|d| [d])
}

fn table() -> ValueTable {
    heap_values(UPTO, options, Limits::default()).unwrap_or_else(|stopped| panic!("{stopped}"))
}

fn main() {
    if let Err(message) = run() {
        eprintln!("{message}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let svg = explore::svg_option(std::env::args().skip(1))?;
    let table = table();
    println!("The Dividing Game: replace n by a proper divisor");
    print!("{}", table.report(12));
    let omega = dividing::omega_table(UPTO as usize + 1);
    let rule = "dividing::omega_table (Ω(n))";
    println!(
        "{}",
        table.check_values(rule, |n| u32::from(omega[n as usize]))
    );
    if let Some(file) = svg {
        print!(
            "{}",
            explore::svg::save(&file, &table.svg("The Dividing Game: G(n)"))?
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::explore::Pattern;

    /// The function the table finds is the binary's Ω, up to 10^5, fifty times the table.
    #[test]
    fn the_found_function_is_the_binarys_rule() {
        let table = table();
        let found = table.patterns();
        let function = found
            .iter()
            .find(|p| matches!(p, Pattern::Function { from: 0, .. }))
            .unwrap_or_else(|| panic!("{found:?}"));
        let picture = table.svg("The Dividing Game");
        assert_eq!(
            picture.matches("class=\"value\"").count(),
            UPTO as usize + 1
        );
        let omega = dividing::omega_table(100_001);
        for n in 1..=100_000u64 {
            assert_eq!(function.value(n), Some(u32::from(omega[n as usize])), "{n}");
        }
    }
}
