//! LeetCode 1728 Cat and Mouse II: grid, catJump, mouseJump → whether the mouse wins.
//! A case is [rows, columns, cells…, catJump, mouseJump], cells coded by their index in
//! `CELLS`.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::facts::Facts;
use crate::problem::leetcode::{self, list, quoted, Arguments, LeetCode, ANY, ANY_LENGTH};
use crate::problem::tables::answers;
use crate::problem::Sizes;
use grundy::io::Fault;
use grundy::leetcode::pursuit::playable_grid;
use grundy::leetcode::text::Text;
use grundy::oracles::minimax;
use grundy::oracles::rng::Rng;
use grundy::specs;

const CELLS: &[u8] = b".#MCF";

/// The grid rows and the two jumps of a case, when well formed.
fn parts(case: &[Value]) -> Option<(Vec<Vec<u8>>, usize, usize)> {
    let (&rows, &columns) = (case.first()?, case.get(1)?);
    if !(1..=8).contains(&rows) || !(1..=8).contains(&columns) {
        return None;
    }
    let cells = (rows * columns) as usize;
    if case.len() != cells + 4 || !in_range(&case[2..cells + 2], 0..=4) {
        return None;
    }
    let jumps = (case[cells + 2], case[cells + 3]);
    if !(1..=8).contains(&jumps.0) || !(1..=8).contains(&jumps.1) {
        return None;
    }
    let grid: Vec<Vec<u8>> = case[2..cells + 2]
        .chunks(columns as usize)
        .map(|row| row.iter().map(|&c| CELLS[c as usize]).collect())
        .collect();
    playable_grid(&grid).then_some((grid, jumps.0 as usize, jumps.1 as usize))
}

/// 1728's arguments: the grid and the two jumps.
struct Grid;

impl Arguments for Grid {
    fn write(&self, case: &[Value], text: &mut String) {
        let (grid, cat, mouse) = parts(case).expect("a valid 1728 case");
        let rows = list(grid.iter().map(|row| quoted(row)));
        text.push_str(&format!("{rows}\n{cat}\n{mouse}\n"));
    }

    fn read(&self, text: &mut Text) -> Result<Case, Fault> {
        let rows = text.array(ANY_LENGTH, "a grid", |t| {
            let row = t.string(ANY_LENGTH, "a row", |c| {
                c.is_ascii() && CELLS.contains(&(c as u8))
            })?;
            Ok(row.into_owned())
        })?;
        let columns = rows.first().map_or(0, String::len);
        let mut case = vec![rows.len() as Value, columns as Value];
        for row in &rows {
            let cells = row.bytes().map(|b| CELLS.iter().position(|&c| c == b));
            case.extend(cells.map(|c| c.unwrap_or(0) as Value));
        }
        case.push(Value::from(text.integer(ANY)?));
        case.push(Value::from(text.integer(ANY)?));
        Ok(case)
    }
}

/// A grid (up to 2 × 4 when small, 8 × 8 large) of walls and floors with the cat, the
/// mouse and the food on it, then the cat's and the mouse's jumps.
fn grid(rng: &mut Rng, size: &Size) -> Case {
    let (rows, columns) = if size.is_small() {
        (rng.range(1, 2), rng.range(2, 4))
    } else {
        (rng.range(1, 8), rng.range(1, 8))
    };
    let cells = rows * columns;
    if cells < 3 {
        return grid(rng, size);
    }
    let mut flat: Vec<Value> = (0..cells).map(|_| Value::from(rng.chance(1, 5))).collect();
    let mut spots: Vec<usize> = (0..cells as usize).collect();
    for symbol in 2..=4 {
        let pick = spots.remove(rng.range(0, spots.len() as u64 - 1) as usize);
        flat[pick] = symbol;
    }
    let mut case = vec![rows as Value, columns as Value];
    case.extend(flat);
    case.push(size.pick(rng, 1..=2, 1..=8));
    case.push(size.pick(rng, 1..=2, 1..=8));
    case
}

pub const LC1728: Facts = Facts {
    layout: &LeetCode(Grid),
    draw: grid,

    valid: |case| parts(case).is_some(),
    reference: |cases| {
        let answer = |c: &[Value]| {
            let (grid, cat, mouse) = parts(c).expect("a valid 1728 case");
            leetcode::boolean(minimax::can_mouse_win(&grid, cat, mouse))
        };
        answers(cases, answer)
    },
    sizes: Sizes {
        stress_cases: 1..=3,
        limits_text:
            "LeetCode's value limits (a search over every position: long inputs take time)",
        largest: (10, large(8, 1, 8)),
        judge_stress: leetcode::judge_stress(large(8, 1, 8)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::leetcode::LC1728)
};
