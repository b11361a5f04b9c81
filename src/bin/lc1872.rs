//! `lc1872`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC1872`, which `--help` prints).
//!
//! O(n): the total as the stones are read, then the stones again from the right off the text,
//! nothing kept per stone.

use grundy::leetcode::run_cases;
use grundy::leetcode::stone_games::stone_game_viii_from_right;
use grundy::specs::leetcode::LC1872;

fn main() {
    run_cases(&LC1872, |text, out| {
        let mut total = 0;
        let range = -1_000_000_000_000..=1_000_000_000_000;
        let stones = text
            .argument("stones")?
            .each_integer(2..=1_000_000, range, |stone| total += stone)?;
        let from_right = text.integers_from_right(&stones);
        out.i64(stone_game_viii_from_right(total, stones.len, from_right));
        out.end_line();
        Ok(())
    })
}
