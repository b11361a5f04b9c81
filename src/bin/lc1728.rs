//! LeetCode 1728 Cat and Mouse II: grid, catJump, mouseJump → whether the mouse wins,
//! by retrograde analysis; a game neither side can force counts as the cat's (the mouse must
//! eat within 1000 turns). Grids up to 16×16 with one M, one C and one F; jumps 1 to 16.
//! Input: LeetCode's test-case text, one argument per line; output: one result per case.

use grundy::leetcode::pursuit::can_mouse_win;
use grundy::leetcode::{run_cases, BOOLEAN};

const GRID: &str = "a grid of 1 to 16 rows of 1 to 16 characters from \"#.CMF\", \
     all rows as long, with one C, one M and one F";

fn main() {
    run_cases("lc1728", |text, out| {
        let mark = text.mark();
        let row =
            |t: &mut grundy::leetcode::text::Text| t.string(1..=16, GRID, |c| "#.CMF".contains(c));
        let rows = text.array(1..=16, GRID, row)?;
        let grid: Vec<Vec<u8>> = rows.iter().map(|r| r.as_bytes().to_vec()).collect();
        let count = |symbol: u8| grid.iter().flatten().filter(|&&b| b == symbol).count();
        let rectangular = grid.iter().all(|r| r.len() == grid[0].len());
        if !rectangular || count(b'C') != 1 || count(b'M') != 1 || count(b'F') != 1 {
            return Err(text.fault_at_mark(mark, GRID));
        }
        let cat_jump = text.integer(1..=16)? as usize;
        let mouse_jump = text.integer(1..=16)? as usize;
        out.verdict(&BOOLEAN, can_mouse_win(&grid, cat_jump, mouse_jump));
        Ok(())
    })
}
