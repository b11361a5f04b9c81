//! Game of Stones (Codeforces 768E, binary `no-repeat-nim`): piles of stones; a move removes
//! some stones from one pile, an amount never removed from that pile before.
//!
//! A pile is not a heap of a heap game: its position is the stones left and the amounts
//! used. So this example values positions of any type (`position_values`): (stones left,
//! amounts used as bits), from every fresh pile up to 60, the judge's largest.
//! `cargo run --example game-of-stones [-- --svg FILE]`.

use grundy::explore::{self, position_values, Limits, ValueTable};
use grundy::games::no_repeat;

/// The fresh piles valued: 0 to `UPTO` stones.
const UPTO: u64 = no_repeat::MOST_STONES;

/// A pile: the stones left, and bit a set when a has been removed.
type Pile = (u64, u64);

/// The moves from a pile: remove an amount not used before. Amounts larger than what is
/// left can never be used again, so their bits are dropped: equal futures, one position.
fn moves(&(left, used): &Pile) -> Vec<Pile> {
    (1..=left)
        .filter(|&amount| used >> amount & 1 == 0)
        .map(|amount| {
            let rest = left - amount;
            (rest, (used | 1 << amount) & ((2 << rest) - 1))
        })
        .collect()
}

fn table() -> ValueTable {
    let fresh = (0..=UPTO).map(|stones| (stones, 0));
    let explored = position_values(fresh, moves, Limits::default())
        .unwrap_or_else(|stopped| panic!("{stopped}"));
    ValueTable::new(explored.values().to_vec())
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
    println!("Game of Stones: no pile gives up the same amount twice (fresh piles of n stones)");
    print!("{}", table.report(12));
    let rule = "no_repeat::pile_value(n)";
    println!(
        "{}",
        table.check_values(rule, |n| u32::from(no_repeat::pile_value(n)))
    );
    if let Some(file) = svg {
        print!(
            "{}",
            explore::svg::save(&file, &table.svg("Game of Stones: G(n) of a fresh pile"))?
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::explore::Pattern;

    /// The function the table finds is the binary's value for every pile it takes.
    #[test]
    fn the_found_function_is_the_binarys_rule() {
        let table = table();
        let found = table.patterns();
        let function = found
            .iter()
            .find(|p| matches!(p, Pattern::Function { from: 0, .. }))
            .unwrap_or_else(|| panic!("{found:?}"));
        let picture = table.svg("Game of Stones");
        assert_eq!(
            picture.matches("class=\"value\"").count(),
            UPTO as usize + 1
        );
        for n in 0..=UPTO {
            let rule = u32::from(no_repeat::pile_value(n));
            assert_eq!(function.value(n), Some(rule), "{n}");
        }
    }
}
