//! Luogu P4055 [JSOI2009] 游戏: AA puts a token on a free cell of a maze, then YY and AA in
//! turn move it to a free neighbouring cell it has not entered; who cannot move loses.
//! Input: `N M`, then N rows of M cells (`.` free, `#` blocked). The one case is
//! [N, M, cell, cell, …], row by row, 1 for a free cell and 0 for a blocked one.

use crate::problem::draw::{in_range, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{Layout, Tokens};
use crate::problem::{JudgeLimits, JudgeStress, Part, Sizes};
use grundy::games::grid_walk::steps;
use grundy::oracles::brute::geography_wins;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub struct BipartiteGame;

/// The most cells the direct search of the walks answers.
const SEARCHED_CELLS: usize = 20;

/// A valid case's board: rows, columns and whether each cell is free.
fn board(case: &[Value]) -> Option<(usize, usize, Vec<bool>)> {
    let (&rows, &columns) = (case.first()?, case.get(1)?);
    let cells = &case[2..];
    let shaped =
        rows >= 1 && columns >= 1 && rows.checked_mul(columns) == Some(cells.len() as Value);
    (shaped && in_range(cells, 0..=1)).then(|| {
        (
            rows as usize,
            columns as usize,
            cells.iter().map(|&c| c == 1).collect(),
        )
    })
}

/// Each free cell's free neighbours (sharing a side), as cell numbers.
fn neighbours(rows: usize, columns: usize, free: &[bool]) -> Vec<Vec<usize>> {
    (0..rows * columns)
        .map(|cell| match free[cell] {
            true => steps(rows, columns, cell).filter(|&c| free[c]).collect(),
            false => Vec::new(),
        })
        .collect()
}

/// The answer, given the cells from which the player to move loses: AA puts the token there.
fn answer(lost: impl Iterator<Item = bool>, columns: usize) -> String {
    let cells: Vec<usize> = lost
        .enumerate()
        .filter(|&(_, l)| l)
        .map(|(c, _)| c)
        .collect();
    if cells.is_empty() {
        return "LOSE\n".to_string();
    }
    let mut text = "WIN\n".to_string();
    for cell in cells {
        text.push_str(&format!("{} {}\n", cell / columns + 1, cell % columns + 1));
    }
    text
}

impl Layout for BipartiteGame {
    fn write(&self, cases: &[Case]) -> String {
        let case = &cases[0];
        let columns = case[1] as usize;
        let mut text = format!("{} {columns}\n", case[0]);
        for row in case[2..].chunks(columns.max(1)) {
            text.extend(row.iter().map(|&c| if c == 1 { '.' } else { '#' }));
            text.push('\n');
        }
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let rows = tokens.number()?;
        let columns = tokens.number()?;
        let mut case = vec![rows, columns];
        for _ in 0..rows {
            let row = tokens.word()?;
            if row.len() as Value != columns || !row.bytes().all(|b| b == b'.' || b == b'#') {
                return Err(format!(
                    "{row:?} is not a row of {columns} cells `.` or `#`"
                ));
            }
            case.extend(row.bytes().map(|b| Value::from(b == b'.')));
        }
        Ok(vec![case])
    }
}

/// A board of `rows` × `columns`, each cell free with probability `free_in_8` / 8.
fn random_board(rng: &mut Rng, rows: u64, columns: u64, free_in_8: u64) -> Case {
    let mut case = vec![Value::from(rows), Value::from(columns)];
    case.extend((0..rows * columns).map(|_| Value::from(rng.chance(free_in_8, 8))));
    case
}

pub const BIPARTITE_GAME: Facts = Facts {
    layout: &BipartiteGame,
    draw: |rng, size| {
        // The judge's largest board when large: 100 × 100.
        let rows = size.pick(rng, 1..=4, 100..=100) as u64;
        let columns = size.pick(rng, 1..=4, 100..=100) as u64;
        let free_in_8 = rng.range(3, 8);
        random_board(rng, rows, columns, free_in_8)
    },
    valid: |case| board(case).is_some(),
    answerable: |case| case.len() - 2 <= SEARCHED_CELLS,
    // The walks themselves: from each free cell, whether the player to move (YY, after
    // AA puts the token there) wins, by a search over every walk.
    reference: |cases| {
        let (rows, columns, free) = board(&cases[0]).expect("a valid board");
        let masks: Vec<u64> = neighbours(rows, columns, &free)
            .iter()
            .map(|near| near.iter().fold(0, |mask, &c| mask | 1 << c))
            .collect();
        let lost = (0..free.len()).map(|cell| free[cell] && !geography_wins(&masks, cell));
        answer(lost, columns)
    },
    // Boards of every shape up to 100 × 100, from nearly all blocked to all free, and
    // a quarter of them all free and a quarter with one cell in 8 blocked.
    judge_draw: Some(|rng, _size| {
        let rows = rng.range(1, 100);
        let columns = rng.range(1, 100);
        let free_in_8 = match rng.range(0, 3) {
            0 => 8,
            1 => rng.range(1, 7),
            _ => 7,
        };
        random_board(rng, rows, columns, free_in_8)
    }),
    // A cell is in every maximum matching exactly when removing it makes the maximum
    // matching smaller (the definition, checked cell by cell), and the player to move from
    // it wins exactly then (docs/games.md#geography-on-a-bipartite-graph): one matching by
    // augmenting paths, then for each matched cell a search for an augmenting path from
    // its partner that avoids it. O(cells · edges), not the binary's single search.
    judge_reference: Some(|cases| {
        let (rows, columns, free) = board(&cases[0]).expect("a valid board");
        let near = neighbours(rows, columns, &free);
        let mut mate: Vec<Option<usize>> = vec![None; free.len()];
        for (cell, &is_free) in free.iter().enumerate() {
            let dark = (cell / columns + cell % columns) % 2 == 0;
            if dark && is_free {
                if let Some(path) = augmenting_path(&near, &mate, cell, None) {
                    for pair in path.chunks(2) {
                        mate[pair[0]] = Some(pair[1]);
                        mate[pair[1]] = Some(pair[0]);
                    }
                }
            }
        }
        let lost = (0..free.len()).map(|cell| match mate[cell] {
            _ if !free[cell] => false,
            None => true,
            Some(partner) => {
                let mut without = mate.clone();
                without[partner] = None;
                without[cell] = None;
                augmenting_path(&near, &without, partner, Some(cell)).is_some()
            }
        });
        answer(lost, columns)
    }),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "boards of at most 20 cells (a search over every walk)",
        // A row, or a column, dropped with its count lowered.
        counted_parts: |case| {
            let Some((rows, columns, _)) = board(case) else {
                return Vec::new();
            };
            let at = |i: usize, j: usize| 2 + i * columns + j;
            let mut parts: Vec<Part> = (0..rows)
                .map(|i| Part::one(0, at(i, 0)..at(i, 0) + columns))
                .collect();
            parts.extend((0..columns).map(|j| Part {
                count: 1,
                numbers: (0..rows).map(|i| at(i, j)..at(i, j) + 1).collect(),
            }));
            parts
        },
        largest: (1, crate::problem::draw::large(100, 3, 0)),
        judge_stress: JudgeStress::new(1..=1, crate::problem::draw::large(100, 3, 0)),
        judge_limits: Some(
            JudgeLimits::new(1, 0..=100).holds(|case| case[0] <= 100 && case[1] <= 100),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::luogu::BIPARTITE_GAME)
};

/// An alternating path from the unmatched `start` to an unmatched cell, not through
/// `avoid`, by breadth-first search: the cells in order, start first (pairs to match).
fn augmenting_path(
    near: &[Vec<usize>],
    mate: &[Option<usize>],
    start: usize,
    avoid: Option<usize>,
) -> Option<Vec<usize>> {
    // For each cell of start's side reached, the cell before it on the path (its mate's
    // neighbour), and for each other cell, the cell it was reached from.
    let mut from: Vec<Option<usize>> = vec![None; near.len()];
    let mut queue = vec![start];
    let mut seen = vec![false; near.len()];
    seen[start] = true;
    let mut at = 0;
    while at < queue.len() {
        let cell = queue[at];
        at += 1;
        for &other in &near[cell] {
            if Some(other) == avoid || seen[other] {
                continue;
            }
            seen[other] = true;
            from[other] = Some(cell);
            match mate[other] {
                None => {
                    let mut path = vec![other];
                    let mut back = cell;
                    loop {
                        path.push(back);
                        if back == start {
                            break;
                        }
                        let matched = mate[back].expect("an inner cell is matched");
                        path.push(matched);
                        back = from[matched].expect("reached");
                    }
                    path.reverse();
                    return Some(path);
                }
                Some(next) if !seen[next] => {
                    seen[next] = true;
                    queue.push(next);
                }
                Some(_) => {}
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::{Problem, Scale};

    /// The judge-size reference (the matching, cell by cell) agrees with the walks
    /// themselves on every board of up to 3 × 4 cells.
    #[test]
    fn the_cell_by_cell_reference_agrees_with_the_walks() {
        for rows in 1..=3 {
            for columns in 1..=4 {
                for free in 0..1u32 << (rows * columns) {
                    let mut case = vec![rows as Value, columns as Value];
                    case.extend((0..rows * columns).map(|c| Value::from(free >> c & 1)));
                    let cases = [case];
                    let problem = BIPARTITE_GAME;
                    assert_eq!(
                        problem.reference(&cases, Scale::Judge),
                        problem.reference(&cases, Scale::Small),
                        "{rows}×{columns} {free:b}"
                    );
                }
            }
        }
    }
}
