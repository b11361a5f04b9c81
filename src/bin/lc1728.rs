//! `lc1728`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC1728`, which `--help` prints).
//!
//! By retrograde analysis; a game neither side can force counts as the cat's (the mouse must
//! eat within 1000 turns). Grids up to 16×16 with one M, one C and one F; jumps 1 to 16. A
//! case's analysis takes at most a step per state and per move out of it (4.2·10^6 on an open
//! 16×16 grid with jumps of 16), and the whole input is held to WORK_BUDGET steps (1000 at
//! least a case).

use grundy::leetcode::pursuit::{playable_grid, GridPursuit};
use grundy::leetcode::{run_cases, Budget, BOOLEAN};
use grundy::specs::leetcode::LC1728;

const GRID: &str = "a grid of 1 to 16 rows of 1 to 16 characters from \"#.CMF\", \
     all rows as long, with one C, one M and one F";

/// Steps of analysis for the whole input: about half a second at most, 47 open 16×16 grids
/// with jumps of 16, 1500 of LeetCode's largest (8×8, jumps of 8: 1.3·10^5 steps).
const WORK_BUDGET: u64 = 200_000_000;

fn main() {
    let within = format!(
        "a grid whose analysis with these jumps keeps the input within {WORK_BUDGET} steps \
         (one per state and per move out of it, {least} at least per grid)",
        least = Budget::LEAST_PER_CASE
    );
    let mut budget = Budget::new(WORK_BUDGET, within);
    run_cases(&LC1728, |text, out| {
        let mark = text.mark();
        let row = |t: &mut grundy::leetcode::text::Text| {
            let row = t.string(1..=16, GRID, |c| "#.CMF".contains(c))?;
            Ok(row.as_bytes().to_vec())
        };
        let grid: Vec<Vec<u8>> = text.argument("grid")?.array(1..=16, GRID, row)?;
        if !playable_grid(&grid) {
            return Err(text.fault_at_mark(mark, GRID));
        }
        let cat_jump = text.argument("catJump")?.integer(1..=16)? as usize;
        let mouse_jump = text.argument("mouseJump")?.integer(1..=16)? as usize;
        let game = GridPursuit::new(&grid, cat_jump, mouse_jump);
        budget.spend(text, mark, game.work())?;
        out.verdict(&BOOLEAN, game.mouse_wins());
        Ok(())
    })
}
