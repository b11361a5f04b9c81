//! LeetCode 913 Cat and Mouse and 1728 Cat and Mouse II: pursuit games with draws, solved by
//! retrograde analysis over (mouse, cat, whose turn), with the graph module's labelling.
//!
//! A search that stops after a fixed number of plies and calls the rest a draw is wrong:
//! on 10-node graphs a forced win can take longer than 2n plies. Retrograde analysis labels
//! every state that either side can force, and only true draws stay unlabelled.

use crate::games::graph::{outcomes_of_edges, Outcome};

/// How a pursuit ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Result913 {
    Draw = 0,
    Mouse = 1,
    Cat = 2,
}

/// Builds the state graph of a pursuit over `places` places: state (mouse, cat, turn), turn
/// 0 for the mouse to move; `winner(mouse, cat)` says whether a state is over and who won;
/// `mouse_moves` and `cat_moves` list where each may go. A finished state is a dead end when
/// the player to move has lost, and leads to one extra dead end when that player has won.
fn pursuit_outcome(
    places: usize,
    start: (usize, usize),
    winner: impl Fn(usize, usize) -> Option<Result913>,
    mouse_moves: impl Fn(usize) -> Vec<usize>,
    cat_moves: impl Fn(usize) -> Vec<usize>,
) -> Result913 {
    let state = |mouse: usize, cat: usize, turn: usize| ((mouse * places + cat) * 2 + turn) as u32;
    let dead_end = (2 * places * places) as u32;
    // Each place's moves once, not once per pair of places.
    let cat_next: Vec<Vec<usize>> = (0..places).map(cat_moves).collect();
    let mut edges = Vec::new();
    for mouse in 0..places {
        let mouse_next = mouse_moves(mouse);
        for (cat, cat_next) in cat_next.iter().enumerate() {
            match winner(mouse, cat) {
                Some(Result913::Mouse) => edges.push((state(mouse, cat, 0), dead_end)),
                Some(Result913::Cat) => edges.push((state(mouse, cat, 1), dead_end)),
                Some(Result913::Draw) => {}
                None => {
                    edges.extend(
                        mouse_next
                            .iter()
                            .map(|&m| (state(mouse, cat, 0), state(m, cat, 1))),
                    );
                    edges.extend(
                        cat_next
                            .iter()
                            .map(|&c| (state(mouse, cat, 1), state(mouse, c, 0))),
                    );
                }
            }
        }
    }
    let outcome = outcomes_of_edges(dead_end as usize + 1, &edges);
    match outcome[state(start.0, start.1, 0) as usize] {
        Outcome::Win => Result913::Mouse,
        Outcome::Lose => Result913::Cat,
        Outcome::Draw => Result913::Draw,
    }
}

/// 913 Cat and Mouse: the mouse starts on node 1 and moves first, the cat on node 2; the
/// mouse wins on reaching node 0 (the hole, which the cat may not enter), the cat on
/// catching the mouse. `graph[v]` lists the nodes next to v.
pub fn cat_and_mouse(graph: &[Vec<usize>]) -> Result913 {
    let (winner, mouse_moves, cat_moves) = graph_rules(graph);
    pursuit_outcome(graph.len(), (1, 2), winner, mouse_moves, cat_moves)
}

/// 913's rules: who has won in a state, and where the mouse and the cat may move.
#[allow(clippy::type_complexity)]
pub(crate) fn graph_rules(
    graph: &[Vec<usize>],
) -> (
    impl Fn(usize, usize) -> Option<Result913>,
    impl Fn(usize) -> Vec<usize> + '_,
    impl Fn(usize) -> Vec<usize> + '_,
) {
    let winner = |mouse: usize, cat: usize| match (mouse, cat) {
        (0, _) => Some(Result913::Mouse),
        (m, c) if m == c => Some(Result913::Cat),
        _ => None,
    };
    let mouse_moves = move |mouse: usize| graph[mouse].clone();
    let cat_moves = move |cat: usize| graph[cat].iter().copied().filter(|&c| c != 0).collect();
    (winner, mouse_moves, cat_moves)
}

/// 1728's rules on a grid whose food is at `food`: the cat wins by catching the mouse or
/// reaching the food, the mouse by reaching the food.
pub(crate) fn food_winner(food: usize) -> impl Fn(usize, usize) -> Option<Result913> {
    move |mouse, cat| {
        if mouse == cat || cat == food {
            Some(Result913::Cat)
        } else if mouse == food {
            Some(Result913::Mouse)
        } else {
            None
        }
    }
}

/// The cells a player at `cell` may reach in one turn on `grid` (rows of `#` walls and open
/// cells): itself, or up to `jump` cells in a straight line before a wall or the edge.
pub(crate) fn jumps(grid: &[Vec<u8>], cell: usize, jump: usize) -> Vec<usize> {
    let (rows, columns) = (grid.len(), grid[0].len());
    let (row, column) = (cell / columns, cell % columns);
    let mut reach = vec![cell];
    for (dr, dc) in [(-1i64, 0i64), (1, 0), (0, -1), (0, 1)] {
        for step in 1..=jump as i64 {
            let (r, c) = (row as i64 + dr * step, column as i64 + dc * step);
            if r < 0
                || c < 0
                || r >= rows as i64
                || c >= columns as i64
                || grid[r as usize][c as usize] == b'#'
            {
                break;
            }
            reach.push(r as usize * columns + c as usize);
        }
    }
    reach
}

/// 1728 Cat and Mouse II: on a grid with one `M`, one `C` and one `F` (food), the mouse
/// moves first, each jumping up to its limit in a straight line (or staying). The cat wins
/// by catching the mouse or reaching the food first, the mouse by reaching the food first.
/// A game neither can force is a cat win: the mouse must eat within 1000 turns. Whether the
/// mouse wins.
pub fn can_mouse_win(grid: &[Vec<u8>], cat_jump: usize, mouse_jump: usize) -> bool {
    let columns = grid[0].len();
    let find = |symbol: u8| {
        let cells = grid.iter().flatten().position(|&b| b == symbol);
        cells.expect("the grid was checked for one of each")
    };
    let (mouse, cat, food) = (find(b'M'), find(b'C'), find(b'F'));
    let places = grid.len() * columns;
    let outcome = pursuit_outcome(
        places,
        (mouse, cat),
        food_winner(food),
        |m| jumps(grid, m, mouse_jump),
        |c| jumps(grid, c, cat_jump),
    );
    outcome == Result913::Mouse
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::leetcode::minimax;
    use crate::rng::Rng;

    #[test]
    fn the_leetcode_examples() {
        let graph = |lists: &[&[usize]]| lists.iter().map(|l| l.to_vec()).collect::<Vec<_>>();
        let first = graph(&[&[2, 5], &[3], &[0, 4, 5], &[1, 4, 5], &[2, 3], &[0, 2, 3]]);
        assert_eq!(cat_and_mouse(&first), Result913::Draw);
        assert_eq!(
            cat_and_mouse(&graph(&[&[1, 3], &[0], &[3], &[0, 2]])),
            Result913::Mouse
        );
        let grid = |rows: &[&str]| {
            rows.iter()
                .map(|r| r.as_bytes().to_vec())
                .collect::<Vec<_>>()
        };
        assert!(can_mouse_win(&grid(&["####F", "#C...", "M...."]), 1, 2));
        assert!(can_mouse_win(&grid(&["M.C...F"]), 1, 4));
        assert!(!can_mouse_win(&grid(&["M.C...F"]), 1, 3));
    }

    /// 913 on random graphs of up to 7 nodes, against minimax over more plies than there
    /// are states (so every forced win is found and only draws run out).
    #[test]
    fn cat_and_mouse_matches_long_minimax() {
        let mut rng = Rng::new(51);
        for _ in 0..300 {
            let n = rng.range(3, 7) as usize;
            let mut graph = vec![Vec::new(); n];
            for u in 0..n {
                for v in u + 1..n {
                    if rng.chance(1, 2) {
                        graph[u].push(v);
                        graph[v].push(u);
                    }
                }
            }
            if (1..n).any(|v| graph[v].iter().all(|&w| w == 0)) {
                continue; // the cat needs a move everywhere, as the binary insists
            }
            let expected = minimax::cat_and_mouse(&graph);
            assert_eq!(cat_and_mouse(&graph), expected, "{graph:?}");
        }
    }

    /// 1728 on random grids of up to 3×4, against minimax over the 1000 turns themselves.
    #[test]
    fn cat_and_mouse_ii_matches_the_thousand_turn_game() {
        let mut rng = Rng::new(52);
        for _ in 0..60 {
            let (rows, columns) = (rng.range(1, 3) as usize, rng.range(2, 4) as usize);
            let cells = rows * columns;
            if cells < 3 {
                continue;
            }
            let mut flat: Vec<u8> = (0..cells)
                .map(|_| if rng.chance(1, 5) { b'#' } else { b'.' })
                .collect();
            let mut spots: Vec<usize> = (0..cells).collect();
            for symbol in [b'M', b'C', b'F'] {
                let pick = spots.remove(rng.range(0, spots.len() as u64 - 1) as usize);
                flat[pick] = symbol;
            }
            let grid: Vec<Vec<u8>> = flat.chunks(columns).map(|r| r.to_vec()).collect();
            let (cat_jump, mouse_jump) = (rng.range(1, 3) as usize, rng.range(1, 3) as usize);
            let rows_text: Vec<String> = grid
                .iter()
                .map(|r| String::from_utf8_lossy(r).into_owned())
                .collect();
            assert_eq!(
                can_mouse_win(&grid, cat_jump, mouse_jump),
                minimax::can_mouse_win(&grid, cat_jump, mouse_jump),
                "{rows_text:?} {cat_jump} {mouse_jump}"
            );
        }
    }

    // At LeetCode's own limits, against the plies-by-plies searches of `minimax`.

    /// A random graph for 913 on `n` nodes, each pair joined with probability `density`
    /// (in percent), that the binary accepts: the cat can always move.
    fn cat_graph(rng: &mut Rng, n: usize, density: u64) -> Vec<Vec<usize>> {
        loop {
            let mut graph = vec![Vec::new(); n];
            for u in 0..n {
                for v in u + 1..n {
                    if rng.chance(density, 100) {
                        graph[u].push(v);
                        graph[v].push(u);
                    }
                }
            }
            if (1..n).all(|v| graph[v].iter().any(|&w| w != 0)) {
                return graph;
            }
        }
    }

    /// 913: 3 ≤ graph.length ≤ 50.
    #[test]
    fn cat_and_mouse_at_leetcode_limits() {
        let mut rng = Rng::new(913);
        let n = 50;
        // A cycle through every node, the hole between the mouse and the cat: the mouse
        // steps into it.
        let cycle: Vec<Vec<usize>> = (0..n).map(|v| vec![(v + n - 1) % n, (v + 1) % n]).collect();
        assert_eq!(cat_and_mouse(&cycle), Result913::Mouse);
        // The mouse's only neighbour is the cat's node: it must step onto the cat.
        let mut trap = cat_graph(&mut rng, n, 10);
        for list in &mut trap {
            list.retain(|&v| v != 1);
        }
        trap[1] = vec![2];
        trap[2].push(1);
        assert_eq!(cat_and_mouse(&trap), Result913::Cat);
        assert_eq!(minimax::cat_and_mouse(&trap), Result913::Cat);
        for density in [3, 5, 10, 50] {
            let graph = cat_graph(&mut rng, n, density);
            assert_eq!(
                cat_and_mouse(&graph),
                minimax::cat_and_mouse(&graph),
                "{graph:?}"
            );
        }
    }

    /// 1728: 1 ≤ rows, cols ≤ 8, 1 ≤ catJump, mouseJump ≤ 8.
    #[test]
    fn cat_and_mouse_ii_at_leetcode_limits() {
        let mut rng = Rng::new(1728);
        for _ in 0..4 {
            let mut flat: Vec<u8> = (0..64)
                .map(|_| if rng.chance(1, 5) { b'#' } else { b'.' })
                .collect();
            let mut spots: Vec<usize> = (0..64).collect();
            for symbol in [b'M', b'C', b'F'] {
                let pick = spots.remove(rng.range(0, spots.len() as u64 - 1) as usize);
                flat[pick] = symbol;
            }
            let grid: Vec<Vec<u8>> = flat.chunks(8).map(|r| r.to_vec()).collect();
            let (cat_jump, mouse_jump) = (rng.range(1, 8) as usize, rng.range(1, 8) as usize);
            let rows: Vec<String> = grid
                .iter()
                .map(|r| String::from_utf8_lossy(r).into_owned())
                .collect();
            assert_eq!(
                can_mouse_win(&grid, cat_jump, mouse_jump),
                minimax::can_mouse_win(&grid, cat_jump, mouse_jump),
                "{rows:?} {cat_jump} {mouse_jump}"
            );
        }
    }
}
