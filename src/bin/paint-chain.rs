//! `paint-chain`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::PAINT_CHAIN`, which `--help` prints).
//!
//! The first move opens the necklace into a line of n − m beads; lines are valued by mex
//! from the move rules (`games::paint`), one table per run length m met, kept for later
//! cases. No period is known (m = 3 is Treblecross), so the tables' work is bounded.

use grundy::games::paint::{first_player_wins, Lines};
use grundy::io::run_cases;
use grundy::specs::hdu::PAINT_CHAIN;
use std::collections::HashMap;

/// Options valued over the whole input: about 0.2 s. A line of k beads beyond M costs
/// about k²/4 (19998 values for one M alone), and each new M its table's keep.
const WORK_BUDGET: u128 = 100_000_000;
const STEPS_PER_TABLE: u128 = 1000;
const WITHIN_BUDGET: &str = "a bead count M whose line values fit the work budget \
     (10^8 options over the input, 1000 a new M)";

fn main() {
    let mut tables: HashMap<u64, Lines> = HashMap::new();
    let mut spent = 0u128;
    let mut case = 0u64;
    run_cases(&PAINT_CHAIN, |input, out| {
        let beads = input.u64()?;
        let run = input.u64_that(1..=u64::MAX, WITHIN_BUDGET, |run| {
            let cost = match tables.get(&run) {
                Some(lines) => lines.necklace_work(beads),
                None => match Lines::new(run).necklace_work(beads) {
                    0 => 0,
                    work => work + STEPS_PER_TABLE,
                },
            };
            spent = spent.saturating_add(cost);
            spent <= WORK_BUDGET
        })?;
        // A table is kept only once it holds values: necklaces shorter than 2M need none,
        // and keep nothing however many such M there are.
        let mut fresh = Lines::new(run);
        if fresh.necklace_work(beads) > 0 && !tables.contains_key(&run) {
            tables.insert(run, Lines::new(run));
        }
        let lines = tables.get_mut(&run).unwrap_or(&mut fresh);
        let winner = match first_player_wins(beads, lines) {
            true => "aekdycoin",
            false => "abcdxyzk",
        };
        case += 1;
        out.word("Case #");
        out.u64(case);
        out.word(": ");
        out.line(winner);
        Ok(())
    })
}
