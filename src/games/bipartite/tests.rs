use super::*;
use crate::oracles::brute::geography_wins;
use crate::oracles::rng::Rng;

/// The graph on `lefts` + `rights` vertices whose edge (l, r) is bit l·rights + r of
/// `edges`.
fn graph_of(lefts: usize, rights: usize, edges: u64) -> BipartiteGraph {
    let mut graph = BipartiteGraph::with_capacity(rights, lefts, lefts * rights);
    for l in 0..lefts {
        graph.add_left((0..rights as u32).filter(|&r| edges >> (l * rights + r as usize) & 1 == 1));
    }
    graph
}

/// The largest matching by trying every choice for each left vertex in turn.
fn brute_matching_size(graph: &BipartiteGraph, left: usize, used: u64) -> usize {
    if left == graph.left_count() {
        return 0;
    }
    let skip = brute_matching_size(graph, left + 1, used);
    graph
        .neighbours(left)
        .iter()
        .filter(|&&r| used >> r & 1 == 0)
        .map(|&r| 1 + brute_matching_size(graph, left + 1, used | 1 << r))
        .fold(skip, usize::max)
}

/// The graph's vertices as one list, left then right, each vertex's neighbours as a
/// bit mask, for the direct search.
fn adjacency(graph: &BipartiteGraph) -> Vec<u64> {
    let lefts = graph.left_count();
    let mut masks = vec![0u64; lefts + graph.right_count()];
    for l in 0..lefts {
        for &r in graph.neighbours(l) {
            masks[l] |= 1 << (lefts + r as usize);
            masks[lefts + r as usize] |= 1 << l;
        }
    }
    masks
}

/// The matching is a matching of the graph, of the largest size, and its flags are the
/// direct search's verdicts at every vertex.
fn check(graph: &BipartiteGraph, what: &str) {
    let matching = Matching::maximum(graph);
    let lefts = graph.left_count();
    let mut size = 0;
    for l in 0..lefts {
        if let Some(r) = matching.partner_of_left(l) {
            assert!(graph.neighbours(l).contains(&r), "{what}: not an edge");
            assert_eq!(
                matching.partner_of_right(r as usize),
                Some(l as u32),
                "{what}"
            );
            size += 1;
        }
    }
    assert_eq!(size, matching.size(), "{what}");
    assert_eq!(
        size,
        brute_matching_size(graph, 0, 0),
        "{what}: not maximum"
    );
    let (left, right) = matching.in_every_maximum(graph);
    let masks = adjacency(graph);
    let flags = left.iter().chain(&right);
    for (vertex, &flag) in flags.enumerate() {
        assert_eq!(
            flag,
            geography_wins(&masks, vertex),
            "{what}, vertex {vertex}"
        );
    }
}

/// Every bipartite graph with sides of up to 4 and 4 vertices (2^16 edge sets at most),
/// at every start.
#[test]
fn every_graph_of_up_to_four_and_four_vertices_against_the_search() {
    for lefts in 0..=4 {
        for rights in 0..=4 {
            for edges in 0..1u64 << (lefts * rights) {
                check(
                    &graph_of(lefts, rights, edges),
                    &format!("{lefts}+{rights} {edges:b}"),
                );
            }
        }
    }
}

/// Random graphs of 4 + 4 to 7 + 7 vertices, sparse to dense.
#[test]
fn random_graphs_of_up_to_seven_and_seven_vertices_against_the_search() {
    let mut rng = Rng::new(1);
    for round in 0..3000 {
        let lefts = rng.range(4, 7) as usize;
        let rights = rng.range(4, 7) as usize;
        let density = rng.range(1, 6);
        let mut edges = 0u64;
        for bit in 0..lefts * rights {
            if rng.chance(density, 8) {
                edges |= 1 << bit;
            }
        }
        check(&graph_of(lefts, rights, edges), &format!("round {round}"));
    }
}

/// Grids of free cells and obstacles (the judge's boards), against the search on the
/// cells themselves: every board of up to 12 cells, and random 4 × 4 boards.
#[test]
fn grids_against_the_search() {
    let check_board = |rows: usize, columns: usize, free: u64| {
        let cells = rows * columns;
        let is_free: Vec<bool> = (0..cells).map(|c| free >> c & 1 == 1).collect();
        let mut masks = vec![0u64; cells];
        for cell in (0..cells).filter(|&c| is_free[c]) {
            let (i, j) = (cell / columns, cell % columns);
            for other in (0..cells).filter(|&c| is_free[c]) {
                let (a, b) = (other / columns, other % columns);
                if i.abs_diff(a) + j.abs_diff(b) == 1 {
                    masks[cell] |= 1 << other;
                }
            }
        }
        let lost = losing_starts(rows, columns, &is_free);
        for cell in 0..cells {
            let expected = is_free[cell] && !geography_wins(&masks, cell);
            assert_eq!(
                lost[cell], expected,
                "{rows}×{columns} {free:b}, cell {cell}"
            );
        }
    };
    for rows in 1..=4 {
        for columns in 1..=12 / rows {
            for free in 0..1u64 << (rows * columns) {
                check_board(rows, columns, free);
            }
        }
    }
    let mut rng = Rng::new(2);
    for _ in 0..300 {
        check_board(4, 4, rng.range(0, (1 << 16) - 1));
    }
    for (rows, columns) in [(1, 20), (20, 1), (3, 7), (5, 5)] {
        check_board(rows, columns, (1 << (rows * columns)) - 1);
    }
}

/// Plain Kuhn's matching on a board, by cell, independent of `Board`'s numbering: for
/// each free dark cell in turn, a breadth-first search for an augmenting path. Each
/// cell's partner.
fn kuhn_on_board(rows: usize, columns: usize, free: &[bool]) -> Vec<Option<usize>> {
    let near =
        |cell: usize| crate::games::grid_walk::steps(rows, columns, cell).filter(|&c| free[c]);
    let mut mate: Vec<Option<usize>> = vec![None; free.len()];
    let mut from = vec![0; free.len()];
    let mut seen = vec![usize::MAX; free.len()];
    for root in (0..free.len()).filter(|&c| free[c] && (c / columns + c % columns) % 2 == 0) {
        let mut queue = vec![root];
        let mut at = 0;
        let mut end = None;
        while at < queue.len() && end.is_none() {
            let cell = queue[at];
            at += 1;
            for other in near(cell) {
                if seen[other] == root {
                    continue;
                }
                seen[other] = root;
                from[other] = cell;
                match mate[other] {
                    None => {
                        end = Some(other);
                        break;
                    }
                    Some(next) => queue.push(next),
                }
            }
        }
        let mut light = match end {
            Some(light) => light,
            None => continue,
        };
        loop {
            let dark = from[light];
            let next = mate[dark];
            mate[dark] = Some(light);
            mate[light] = Some(dark);
            match next {
                Some(n) if dark != root => light = n,
                _ => break,
            }
        }
    }
    mate
}

/// The board's cells that some maximum matching leaves free, from the maximum matching
/// `mate` by cell: the free ones and those an alternating path reaches from them.
fn free_in_some_by_cell(
    rows: usize,
    columns: usize,
    free: &[bool],
    mate: &[Option<usize>],
) -> Vec<bool> {
    let mut reached: Vec<bool> = (0..free.len())
        .map(|c| free[c] && mate[c].is_none())
        .collect();
    let mut queue: Vec<usize> = (0..free.len()).filter(|&c| reached[c]).collect();
    while let Some(cell) = queue.pop() {
        for other in crate::games::grid_walk::steps(rows, columns, cell) {
            if let Some(back) = mate[other] {
                if free[other] && !reached[back] {
                    reached[back] = true;
                    queue.push(back);
                }
            }
        }
    }
    reached
}

/// The board's matching is a matching of its cells, as large as Kuhn's, and the cells
/// `losing_starts` names are those Kuhn's matching leaves free in some maximum matching.
fn check_board(rows: usize, columns: usize, free: &[bool], what: &str) {
    let board = Board::new(rows, columns, free);
    let mate = maximum_matching(&board);
    let none = board.slots() as u32;
    let width = columns + 1;
    let mut size = 0;
    for cell in 0..free.len() {
        let number = board.number(cell);
        let partner = mate[number];
        if partner == none {
            continue;
        }
        assert!(free[cell], "{what}: blocked cell {cell} matched");
        let p = partner as usize;
        let (i, j) = (cell / columns, cell % columns);
        let (a, b) = (p / width - 1, p % width);
        assert!(
            b < columns && free[a * columns + b],
            "{what}: partner not a cell"
        );
        assert_eq!(i.abs_diff(a) + j.abs_diff(b), 1, "{what}: not neighbours");
        assert_eq!(mate[p], number as u32, "{what}: not mutual");
        size += 1;
    }
    let reference = kuhn_on_board(rows, columns, free);
    let expected = reference.iter().filter(|m| m.is_some()).count();
    assert_eq!(size, expected, "{what}: not maximum");
    assert_eq!(
        losing_starts(rows, columns, free),
        free_in_some_by_cell(rows, columns, free, &reference),
        "{what}"
    );
}

/// A board of `rows` × `columns` whose cell (i, j) is free when `free(i, j)`.
fn board(rows: usize, columns: usize, mut free: impl FnMut(usize, usize) -> bool) -> Vec<bool> {
    (0..rows * columns)
        .map(|cell| free(cell / columns, cell % columns))
        .collect()
}

/// Push–relabel alone (no greedy start, so that it does all the matching), from either
/// side: as large as the search of every choice on every graph of up to 4 + 4
/// vertices, and as Kuhn's on random boards with long paths to find.
#[test]
fn push_relabel_alone_from_either_side_is_maximum() {
    let size = |mate: &[u32]| {
        mate.iter()
            .filter(|&&m| m as usize != mate.len() - 1)
            .count()
            / 2
    };
    for lefts in 0..=4 {
        for rights in 0..=4 {
            for edges in 0..1u64 << (lefts * rights) {
                let graph = graph_of(lefts, rights, edges);
                let both = BothWays::new(&graph);
                for side in 0..2 {
                    let mut mate = vec![both.slots() as u32; both.slots() + 1];
                    push_relabel(&both, side, &mut mate);
                    assert_eq!(
                        size(&mate),
                        brute_matching_size(&graph, 0, 0),
                        "{lefts}+{rights} {edges:b}, side {side}"
                    );
                }
            }
        }
    }
    let mut rng = Rng::new(5);
    for round in 0..100 {
        let (rows, columns) = (rng.range(1, 60) as usize, rng.range(1, 60) as usize);
        let in_64 = rng.range(0, 12);
        let free = board(rows, columns, |_, _| !rng.chance(in_64, 64));
        let board = Board::new(rows, columns, &free);
        let expected = kuhn_on_board(rows, columns, &free).iter().flatten().count() / 2;
        for side in 0..2 {
            let mut mate = vec![board.slots() as u32; board.slots() + 1];
            push_relabel(&board, side, &mut mate);
            assert_eq!(size(&mate), expected, "round {round}, side {side}");
        }
    }
}

/// Random boards of up to 3000 cells in every shape, from all free to half blocked, in
/// the patterns that made the searches work hardest at 10^6 cells: obstacles at random,
/// squares of side w alternately short of dark and of light cells (the imbalance carried
/// far), serpentine corridors with random obstacles and openings, rooms with doors.
#[test]
fn boards_match_as_many_as_kuhns_search() {
    let mut rng = Rng::new(3);
    for round in 0..400 {
        let cells = rng.range(1, 3000);
        let rows = match rng.range(0, 3) {
            0 => rng.range(1, 3),
            1 => rng.range(1, cells),
            _ => (cells as f64).sqrt() as u64 + rng.range(0, 5),
        } as usize;
        let columns = (cells as usize / rows).max(1);
        let in_64 = rng.range(0, 32);
        let w = rng.range(1, 12) as usize;
        let pattern = rng.range(0, 3);
        let mut blocked = |i: usize, j: usize| match pattern {
            0 => rng.chance(in_64, 64),
            1 => (i + j) % 2 == (i / w + j / w) % 2 && rng.chance(in_64, 64),
            2 => match i % (w + 1) == w {
                true => !rng.chance(1, 8),
                false => rng.chance(in_64, 256),
            },
            _ => {
                let wall = |x: usize| x % (w + 2) == 0;
                let door = |x: usize| x % (w + 2) == w / 2 + 1;
                (wall(i) && !door(j)) || (wall(j) && !door(i)) || rng.chance(in_64, 128)
            }
        };
        let free = board(rows, columns, |i, j| !blocked(i, j));
        check_board(
            rows,
            columns,
            &free,
            &format!("round {round}: {rows}×{columns}"),
        );
    }
}

/// Whole shapes: all free, a checkerboard (no edge), combs, stripes of blocked dark or
/// light cells, a spiral-like serpentine of width 1 and 2, a single row and column.
#[test]
fn shaped_boards_match_as_many_as_kuhns_search() {
    /// Whether cell (i, j) of a board of c columns is free.
    type Shape = fn(usize, usize, usize) -> bool;
    let shapes: [(&str, Shape); 7] = [
        ("all free", |_, _, _| true),
        ("checkerboard", |i, j, _| (i + j) % 2 == 0),
        ("combs", |i, j, _| i % 2 == 0 || (i + j) % 2 == 1),
        ("dark cells of every third row", |i, j, _| {
            i % 3 != 1 || (i + j) % 2 == 1
        }),
        ("light corner", |i, j, _| i + j > 3 || (i + j) % 2 == 0),
        ("serpentine of width 1", |i, j, c| {
            i % 2 == 0 || j == i / 2 % 2 * (c - 1)
        }),
        ("serpentine of width 2", |i, j, c| {
            i % 3 != 2 || j == i / 3 % 2 * (c - 1)
        }),
    ];
    for (name, free) in shapes {
        for (rows, columns) in [(1, 1), (1, 2000), (2000, 1), (2, 700), (31, 31), (40, 51)] {
            let board = board(rows, columns, |i, j| free(i, j, columns));
            check_board(rows, columns, &board, &format!("{name}, {rows}×{columns}"));
        }
    }
}

/// Random graphs of a few hundred vertices, sparse to dense, some vertices of high
/// degree: the matching's size against Kuhn's on the lists themselves.
#[test]
fn random_graphs_match_as_many_as_kuhns_search() {
    let mut rng = Rng::new(4);
    for round in 0..200 {
        let lefts = rng.range(0, 300) as usize;
        let rights = rng.range(1, 300) as usize;
        let degree = rng.range(0, 6);
        let mut graph = BipartiteGraph::with_capacity(rights, lefts, 0);
        for _ in 0..lefts {
            let d = if rng.chance(1, 20) {
                rng.range(0, rights as u64)
            } else {
                degree
            };
            let near: Vec<u32> = (0..d)
                .map(|_| rng.range(0, rights as u64 - 1) as u32)
                .collect();
            graph.add_left(near);
        }
        let matching = Matching::maximum(&graph);
        let mut of_right: Vec<Option<usize>> = vec![None; rights];
        let mut size = 0;
        for root in 0..lefts {
            let mut seen = vec![false; rights];
            if augment(&graph, root, &mut seen, &mut of_right) {
                size += 1;
            }
        }
        assert_eq!(matching.size(), size, "round {round}");
        for l in 0..lefts {
            if let Some(r) = matching.partner_of_left(l) {
                assert!(graph.neighbours(l).contains(&r), "round {round}");
                assert_eq!(matching.partner_of_right(r as usize), Some(l as u32));
            }
        }
    }
}

/// Kuhn's augmenting step by depth-first search (recursive: the graphs are small).
fn augment(
    graph: &BipartiteGraph,
    left: usize,
    seen: &mut [bool],
    of_right: &mut [Option<usize>],
) -> bool {
    for &r in graph.neighbours(left) {
        let r = r as usize;
        if !seen[r] {
            seen[r] = true;
            if of_right[r].map_or(true, |l| augment(graph, l, seen, of_right)) {
                of_right[r] = Some(left);
                return true;
            }
        }
    }
    false
}

/// A long path and a large complete graph: the matching against what they must give.
#[test]
fn large_graphs_have_the_matchings_they_must() {
    // A path of 2k + 1 vertices, left ones at the even places: k edges, and a vertex is
    // in every maximum matching exactly when it is a right one.
    let k = 200_000;
    let mut path = BipartiteGraph::with_capacity(k, k + 1, 2 * k);
    for l in 0..=k as u32 {
        path.add_left([l.wrapping_sub(1), l].into_iter().filter(|&r| r < k as u32));
    }
    let matching = Matching::maximum(&path);
    assert_eq!(matching.size(), k);
    let (left, right) = matching.in_every_maximum(&path);
    assert!(left.iter().all(|&f| !f) && right.iter().all(|&f| f));
    // K(60, 50): 50 edges, the right side in every maximum matching, the left in none.
    let mut complete = BipartiteGraph::with_capacity(50, 60, 3000);
    for _ in 0..60 {
        complete.add_left(0..50);
    }
    let matching = Matching::maximum(&complete);
    assert_eq!(matching.size(), 50);
    let (left, right) = matching.in_every_maximum(&complete);
    assert!(left.iter().all(|&f| !f) && right.iter().all(|&f| f));
}
