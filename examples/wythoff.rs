//! Wythoff's queen (binary `wythoff`): two piles; take any number from one pile, or the
//! same number from both; who takes the last stone wins. A game of two coordinates: the
//! grid of positions (a, b) and the pattern of its lost ones.
//!
//! `cargo run --example wythoff [-- --svg FILE]`.

use grundy::explore::{self, Limits, ValueGrid};
use grundy::games::wythoff;

/// The grid: a, b from 0 to `SIDE` − 1.
const SIDE: usize = 30;

/// The moves from (a, b).
fn moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut next: Vec<(u64, u64)> = (1..=a).map(|k| (a - k, b)).collect();
    next.extend((1..=b).map(|k| (a, b - k)));
    next.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
    next
}

fn grid() -> ValueGrid {
    ValueGrid::explore(SIDE, SIDE, moves, Limits::default())
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
    let grid = grid();
    println!("Wythoff's game: P = lost for the player to move, . = won");
    print!("{}", grid.report());
    let rule = "!wythoff::first_player_wins(a, b)";
    println!(
        "{}",
        grid.check_lost(rule, |a, b| !wythoff::first_player_wins(a, b))
    );
    if let Some(file) = svg {
        print!(
            "{}",
            explore::svg::save(
                &file,
                &grid.svg("Wythoff's game: lost positions (a across, b up)")
            )?
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::explore::GridPattern;

    /// The golden pairs the grid shows are the binary's lost positions, on a grid a
    /// thousand wide and at pairs near 10^18.
    #[test]
    fn the_found_pairs_are_the_binarys_rule() {
        let grid = grid();
        let found = grid.patterns();
        let golden = found
            .iter()
            .find(|p| matches!(p, GridPattern::GoldenPairs { .. }))
            .unwrap_or_else(|| panic!("{found:?}"));
        assert!(found
            .iter()
            .any(|p| matches!(p, GridPattern::NotOnLines { .. })));
        let picture = grid.svg("Wythoff");
        assert_eq!(picture.matches("class=\"cell\"").count(), SIDE * SIDE);
        let lost = (0..SIDE).flat_map(|a| (0..SIDE).map(move |b| (a, b)));
        let lost = lost.filter(|&(a, b)| grid.is_lost(a, b)).count();
        assert_eq!(picture.matches("fill=\"black\"").count(), lost);
        for a in 0..1000 {
            for b in 0..1000 {
                assert_eq!(
                    golden.lost(a, b),
                    Some(wythoff::is_lost(a, b)),
                    "({a}, {b})"
                );
            }
        }
        for k in (1..1_000_000_000_000_000_000u64).step_by(999_999_999_999_999) {
            let (a, b) = wythoff::lost_pair(k).expect("a pair below 2^64");
            let said = [golden.lost(a, b), golden.lost(b, a), golden.lost(a, b + 1)];
            assert_eq!(said, [Some(true), Some(true), Some(false)], "{k}");
        }
    }
}
