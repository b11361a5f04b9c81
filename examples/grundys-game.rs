//! Grundy's game (CSES 2207, binary `grundys-game`): one heap; a move splits a heap into two
//! non-empty heaps of different sizes; who cannot move loses.
//!
//! `cargo run --example grundys-game [-- --svg FILE]` prints the table, the pattern over the
//! heaps computed (no theorem proves one: the lost heaps are only listed), and the
//! back-test of the rule the binary answers with. For your own heap game, copy this file
//! and change `options`.

use grundy::explore::{self, heap_values, Limits, ValueTable};
use grundy::games::grundys_game;

/// The heaps valued: 0 to `UPTO`, about n²/4 options in all.
const UPTO: u64 = 1500;

/// The moves from a heap of n: each option is the heaps left in its place.
fn options(n: u64) -> impl Iterator<Item = [u64; 2]> {
    (1..(n + 1) / 2).map(move |a| [a, n - a])
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
    println!("Grundy's game: split one heap into two heaps of different sizes");
    print!("{}", table.report(12));
    let rule = "grundys_game::first_player_wins(n)";
    println!(
        "{}",
        table.check_outcomes(rule, grundys_game::first_player_wins)
    );
    if let Some(file) = svg {
        print!(
            "{}",
            explore::svg::save(&file, &table.svg("Grundy's game: G(n), lost heaps in red"))?
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::explore::Pattern;

    /// The lost heaps the table finds are the binary's list up to `UPTO`, and its rule
    /// holds for every heap.
    #[test]
    fn the_found_lost_heaps_are_the_binarys() {
        let table = table();
        let listed: Vec<usize> = (0..=UPTO)
            .filter(|&n| !grundys_game::first_player_wins(n))
            .map(|n| n as usize)
            .collect();
        let found = table.patterns();
        assert!(
            found.contains(&Pattern::FewLost {
                lost: listed,
                upto: UPTO as usize
            }),
            "{found:?}"
        );
        assert!(table
            .check_outcomes("the binary", grundys_game::first_player_wins)
            .holds());
        let picture = table.svg("Grundy's game");
        assert_eq!(
            picture.matches("class=\"value\"").count(),
            UPTO as usize + 1
        );
    }
}
