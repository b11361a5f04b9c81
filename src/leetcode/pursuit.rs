//! LeetCode 913 Cat and Mouse and 1728 Cat and Mouse II: pursuit games with draws, solved by
//! retrograde analysis over (mouse, cat, whose turn).
//!
//! A search that stops after a fixed number of plies and calls the rest a draw is wrong:
//! on 10-node graphs a forced win can take longer than 2n plies. Retrograde analysis labels
//! every state that either side can force, and only true draws stay unlabelled.

/// How a pursuit ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Result913 {
    Draw = 0,
    Mouse = 1,
    Cat = 2,
}

/// Where the mouse and the cat may move from each of `places` places, each place's moves
/// listed once.
struct Moves {
    places: usize,
    mouse_next: Vec<Vec<usize>>,
    cat_next: Vec<Vec<usize>>,
}

impl Moves {
    fn new(
        places: usize,
        mouse_moves: impl Fn(usize) -> Vec<usize>,
        cat_moves: impl Fn(usize) -> Vec<usize>,
    ) -> Moves {
        Moves {
            places,
            mouse_next: (0..places).map(mouse_moves).collect(),
            cat_next: (0..places).map(cat_moves).collect(),
        }
    }

    /// The most work `pursuit_outcome` can do: every state, and every move out of it.
    fn work(&self) -> u64 {
        let listed = |next: &[Vec<usize>]| next.iter().map(|list| list.len() as u64).sum::<u64>();
        let places = self.places as u64;
        2 * places * places + places * (listed(&self.mouse_next) + listed(&self.cat_next))
    }
}

/// The outcome of a pursuit from `start` (mouse, cat), the mouse to move: retrograde
/// analysis over the states (mouse, cat, turn), turn 0 for the mouse to move.
/// `winner(mouse, cat)` says whether a state is over and who won (a finished state is won
/// by its mover when that player has won, and lost otherwise).
///
/// A state's moves change one place, so the states it is reached from are read off two
/// lists per place (where the mouse, or the cat, can have come from), not off a list of the
/// state graph's edges, which would be built and sorted for every case (millions of edges
/// on a large grid). The analysis stops once the start is
/// labelled; what it never labels is a draw.
fn pursuit_outcome(
    moves: &Moves,
    start: (usize, usize),
    winner: impl Fn(usize, usize) -> Option<Result913>,
) -> Result913 {
    // A word per state: its count of unrefuted moves until it is labelled, then WON or LOST.
    const WON: u32 = u32::MAX;
    const LOST: u32 = u32::MAX - 1;
    let Moves {
        places,
        ref mouse_next,
        ref cat_next,
    } = *moves;
    let state = |mouse: usize, cat: usize, turn: usize| (mouse * places + cat) * 2 + turn;
    let (mouse_before, cat_before) = (reversed(mouse_next), reversed(cat_next));
    let mut words = vec![0u32; 2 * places * places];
    // Every state is labelled at most once, so a plain array is the queue.
    let mut labelled: Vec<u32> = Vec::new();
    for mouse in 0..places {
        for cat in 0..places {
            let moves = [mouse_next[mouse].len(), cat_next[cat].len()];
            let over = winner(mouse, cat);
            for (turn, moves) in moves.into_iter().enumerate() {
                let word = &mut words[state(mouse, cat, turn)];
                *word = match over {
                    Some(Result913::Mouse) if turn == 0 => WON,
                    Some(Result913::Cat) if turn == 1 => WON,
                    Some(_) => LOST,
                    None if moves == 0 => LOST,
                    None => moves as u32,
                };
                if *word >= LOST {
                    labelled.push(state(mouse, cat, turn) as u32);
                }
            }
        }
    }
    let first = state(start.0, start.1, 0);
    let mut next = 0;
    while words[first] < LOST {
        let labelled_state = match labelled.get(next) {
            Some(&state) => state,
            None => break, // nothing more can be forced: a draw
        };
        next += 1;
        let at = labelled_state as usize;
        let lost = words[at] == LOST;
        let (pair, turn) = (at / 2, at % 2);
        let (mouse, cat) = (pair / places, pair % places);
        // The mover before this state was the other player, from a place it can come from:
        // the states before it differ in that place alone, a fixed stride apart.
        let (came_from, base, stride) = if turn == 1 {
            (&mouse_before[mouse], state(0, cat, 0), state(1, 0, 0))
        } else {
            (&cat_before[cat], state(mouse, 0, 1), state(0, 1, 0))
        };
        for earlier in came_from.iter().map(|&place| base + place * stride) {
            let word = &mut words[earlier];
            if *word >= LOST {
                continue; // labelled already
            }
            *word = if lost { WON } else { *word - 1 };
            if *word == 0 {
                *word = LOST;
            }
            if *word >= LOST {
                labelled.push(earlier as u32);
            }
        }
    }
    match words[first] {
        WON => Result913::Mouse,
        LOST => Result913::Cat,
        _ => Result913::Draw,
    }
}

/// For each place, the places whose list in `next` names it (as often as they name it).
fn reversed(next: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let mut before = vec![Vec::new(); next.len()];
    for (from, list) in next.iter().enumerate() {
        for &to in list {
            before[to].push(from);
        }
    }
    before
}

/// 913 Cat and Mouse: the mouse starts on node 1 and moves first, the cat on node 2; the
/// mouse wins on reaching node 0 (the hole, which the cat may not enter), the cat on
/// catching the mouse. `graph[v]` lists the nodes next to v.
pub fn cat_and_mouse(graph: &[Vec<usize>]) -> Result913 {
    GraphPursuit::new(graph).outcome()
}

/// Whether 913's game can be played on `graph` (`graph[v]` lists the nodes next to v): it
/// has the hole, the mouse's node and the cat's (0, 1 and 2), its lists name nodes of the
/// graph, and every node the cat can reach from node 2 (never entering the hole) gives the
/// cat a move, a neighbour other than the hole.
///
/// # Complexity
/// O(nodes + the lists' lengths).
pub fn playable_graph(graph: &[Vec<usize>]) -> bool {
    let named = graph.iter().flatten().all(|&v| v < graph.len());
    graph.len() >= 3 && named && cat_always_moves(graph)
}

/// Whether every node the cat can reach from node 2 has a neighbour other than the hole,
/// on a graph whose lists name its nodes.
fn cat_always_moves(graph: &[Vec<usize>]) -> bool {
    let mut seen = vec![false; graph.len()];
    let mut stack = vec![2];
    seen[2] = true;
    while let Some(node) = stack.pop() {
        let mut moves = graph[node].iter().copied().filter(|&w| w != 0).peekable();
        if moves.peek().is_none() {
            return false;
        }
        for next in moves {
            if !seen[next] {
                seen[next] = true;
                stack.push(next);
            }
        }
    }
    true
}

/// 913's game on one graph with its moves listed, so that the size of its analysis is known
/// before it runs.
pub struct GraphPursuit {
    moves: Moves,
}

impl GraphPursuit {
    pub fn new(graph: &[Vec<usize>]) -> GraphPursuit {
        let (_, mouse_moves, cat_moves) = graph_rules(graph);
        GraphPursuit {
            moves: Moves::new(graph.len(), mouse_moves, cat_moves),
        }
    }

    /// The most steps its analysis can take: every state (mouse node, cat node, turn) and
    /// every move out of it. About 2·10^6 for 100 nodes all joined, 2.5·10^5 for 50.
    pub fn work(&self) -> u64 {
        self.moves.work()
    }

    pub fn outcome(&self) -> Result913 {
        pursuit_outcome(&self.moves, (1, 2), graph_winner)
    }
}

/// 913's end of a game: the mouse in the hole, or the cat on the mouse.
fn graph_winner(mouse: usize, cat: usize) -> Option<Result913> {
    match (mouse, cat) {
        (0, _) => Some(Result913::Mouse),
        (m, c) if m == c => Some(Result913::Cat),
        _ => None,
    }
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
    let mouse_moves = move |mouse: usize| graph[mouse].clone();
    let cat_moves = move |cat: usize| graph[cat].iter().copied().filter(|&c| c != 0).collect();
    (graph_winner, mouse_moves, cat_moves)
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
    GridPursuit::new(grid, cat_jump, mouse_jump).mouse_wins()
}

/// Whether 1728's game can be played on `grid`: at least one row, all rows as long, every
/// cell one of `#.CMF`, and one `C`, one `M` and one `F`.
pub fn playable_grid(grid: &[Vec<u8>]) -> bool {
    let count = |symbol: u8| grid.iter().flatten().filter(|&&b| b == symbol).count();
    let rectangular = grid.iter().all(|row| row.len() == grid[0].len());
    let cells = grid.iter().flatten().all(|b| b"#.CMF".contains(b));
    !grid.is_empty() && rectangular && cells && [b'C', b'M', b'F'].map(count) == [1, 1, 1]
}

/// 1728's game on one grid with its moves listed, so that the size of its analysis is known
/// before it runs.
pub struct GridPursuit {
    moves: Moves,
    mouse: usize,
    cat: usize,
    food: usize,
}

impl GridPursuit {
    /// The game on `grid`, which is playable (`playable_grid`), with these jumps.
    pub fn new(grid: &[Vec<u8>], cat_jump: usize, mouse_jump: usize) -> GridPursuit {
        let find = |symbol: u8| {
            let cells = grid.iter().flatten().position(|&b| b == symbol);
            cells.expect("the grid was checked for one of each")
        };
        let places = grid.len() * grid[0].len();
        GridPursuit {
            moves: Moves::new(
                places,
                |m| jumps(grid, m, mouse_jump),
                |c| jumps(grid, c, cat_jump),
            ),
            mouse: find(b'M'),
            cat: find(b'C'),
            food: find(b'F'),
        }
    }

    /// The most steps its analysis can take: every state (mouse cell, cat cell, turn) and
    /// every move out of it. 4.2·10^6 on an open 16×16 grid with jumps of 16, 1.2·10^5 on
    /// an open 8×8 grid with jumps of 8.
    pub fn work(&self) -> u64 {
        self.moves.work()
    }

    pub fn mouse_wins(&self) -> bool {
        let outcome = pursuit_outcome(&self.moves, (self.mouse, self.cat), food_winner(self.food));
        outcome == Result913::Mouse
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::minimax;
    use crate::oracles::rng::Rng;

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
            let grid = random_grid(&mut rng, rows, columns);
            let (cat_jump, mouse_jump) = (rng.range(1, 3) as usize, rng.range(1, 3) as usize);
            agrees_with_minimax(&grid, cat_jump, mouse_jump);
        }
    }

    /// A grid of `rows` × `columns` (at least 3 cells): a wall in one cell of five, then
    /// M, C and F on three distinct cells.
    fn random_grid(rng: &mut Rng, rows: usize, columns: usize) -> Vec<Vec<u8>> {
        let cells = rows * columns;
        let mut flat: Vec<u8> = (0..cells)
            .map(|_| if rng.chance(1, 5) { b'#' } else { b'.' })
            .collect();
        let mut spots: Vec<usize> = (0..cells).collect();
        for symbol in [b'M', b'C', b'F'] {
            let pick = spots.remove(rng.range(0, spots.len() as u64 - 1) as usize);
            flat[pick] = symbol;
        }
        flat.chunks(columns).map(|r| r.to_vec()).collect()
    }

    /// 1728's analysis and the direct search over the 1000 turns agree on `grid`.
    fn agrees_with_minimax(grid: &[Vec<u8>], cat_jump: usize, mouse_jump: usize) {
        let rows: Vec<String> = grid
            .iter()
            .map(|r| String::from_utf8_lossy(r).into_owned())
            .collect();
        assert_eq!(
            can_mouse_win(grid, cat_jump, mouse_jump),
            minimax::can_mouse_win(grid, cat_jump, mouse_jump),
            "{rows:?} {cat_jump} {mouse_jump}"
        );
    }

    /// The analysis's size as the binary's budget counts it: every state and every move.
    #[test]
    fn grid_work_counts_states_and_moves() {
        let open = |side: usize| {
            let mut grid = vec![vec![b'.'; side]; side];
            (grid[0][0], grid[0][1], grid[1][0]) = (b'M', b'C', b'F');
            grid
        };
        // 31 moves from every cell of an open 16×16 grid with jumps of 16, 15 on 8×8.
        assert_eq!(GridPursuit::new(&open(16), 16, 16).work(), 1 << 22);
        assert_eq!(GridPursuit::new(&open(8), 8, 8).work(), 1 << 17);
        // 3 places, 18 states; each player has 2 + 3 + 2 moves (staying put is one).
        let row = [b"MCF".to_vec()];
        assert_eq!(GridPursuit::new(&row, 1, 1).work(), 18 + 3 * (7 + 7));
        // 913 on n nodes all joined: 2n² states; the mouse has n − 1 moves from every node,
        // the cat n − 1 from the hole and n − 2 from the others (never into the hole).
        let complete = |n: usize| -> Vec<Vec<usize>> {
            (0..n)
                .map(|v| (0..n).filter(|&w| w != v).collect())
                .collect()
        };
        assert_eq!(GraphPursuit::new(&complete(3)).work(), 18 + 3 * (6 + 4));
        let cat_moves = 99 + 99 * 98;
        assert_eq!(
            GraphPursuit::new(&complete(100)).work(),
            20_000 + 100 * (100 * 99 + cat_moves)
        );
    }

    /// The graphs 913's game is played on: the cat's node and every node it can reach give
    /// it a move; nodes it cannot reach may have none, and a list naming no node is refused.
    #[test]
    fn playable_graphs_give_the_cat_a_move_wherever_it_goes() {
        let graph = |lists: &[&[usize]]| lists.iter().map(|l| l.to_vec()).collect::<Vec<_>>();
        assert!(playable_graph(&graph(&[&[2], &[2], &[0, 1]])));
        // The cat at 2 has only the hole.
        assert!(!playable_graph(&graph(&[&[2], &[], &[0]])));
        // The cat reaches 3, whose only neighbour is the hole.
        assert!(!playable_graph(&graph(&[&[3], &[2], &[1, 3], &[0]])));
        // Node 3 has only the hole, but the cat cannot get there.
        assert!(playable_graph(&graph(&[&[1, 3], &[0, 2], &[1], &[0]])));
        assert!(
            !playable_graph(&graph(&[&[2], &[2], &[0, 3]])),
            "node 3 of 3"
        );
        assert!(!playable_graph(&graph(&[&[1], &[0]])), "no cat's node");
        // Against reachability by repeated sweeps, on random graphs (directed lists too).
        let mut rng = Rng::new(913);
        for _ in 0..2000 {
            let n = rng.range(3, 7) as usize;
            let lists: Vec<Vec<usize>> = (0..n)
                .map(|_| (0..n).filter(|_| rng.chance(1, 3)).collect())
                .collect();
            let mut reached = vec![false; n];
            reached[2] = true;
            for _ in 0..n {
                for v in 0..n {
                    if reached[v] {
                        for &w in lists[v].iter().filter(|&&w| w != 0) {
                            reached[w] = true;
                        }
                    }
                }
            }
            let moves = |v: usize| lists[v].iter().any(|&w| w != 0);
            let expected = (0..n).all(|v| !reached[v] || moves(v));
            assert_eq!(playable_graph(&lists), expected, "{lists:?}");
        }
    }

    /// The grids 1728's game is played on.
    #[test]
    fn playable_grids_have_one_cat_one_mouse_one_food() {
        let grid = |rows: &[&str]| {
            rows.iter()
                .map(|r| r.as_bytes().to_vec())
                .collect::<Vec<_>>()
        };
        assert!(playable_grid(&grid(&["MCF"])));
        assert!(playable_grid(&grid(&["####F", "#C...", "M...."])));
        assert!(!playable_grid(&grid(&["####F", "#C..", "M...."])), "ragged");
        assert!(!playable_grid(&grid(&["MCFC"])), "two cats");
        assert!(!playable_grid(&grid(&["MC."])), "no food");
        assert!(!playable_grid(&grid(&["MMCF"])), "two mice");
        assert!(!playable_grid(&grid(&["MCFx"])), "a cell of no kind");
        assert!(!playable_grid(&grid(&[])), "no rows");
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
            let grid = random_grid(&mut rng, 8, 8);
            let (cat_jump, mouse_jump) = (rng.range(1, 8) as usize, rng.range(1, 8) as usize);
            agrees_with_minimax(&grid, cat_jump, mouse_jump);
        }
    }
}
