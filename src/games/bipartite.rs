//! Undirected vertex geography on a bipartite graph (Luogu P4055 [JSOI2009] 游戏): a token
//! stands on a vertex, which counts as visited; a move slides it along an edge to a vertex
//! not yet visited; a player who cannot move loses.
//!
//! The player to move from v wins exactly when v is in every maximum matching
//! (docs/games.md#geography-on-a-bipartite-graph). Fix a maximum matching M. If v is in
//! every one, the mover always answers along M: a vertex the opponent reaches unmatched
//! would turn the walk into an alternating path that frees v from a matching as large as
//! M. If some maximum matching misses v, take it as M: every move reaches a vertex of M
//! (else M would grow), and the opponent answers along M, for an unmatched vertex at the
//! walk's end would make it an augmenting path.
//!
//! So the whole game is one maximum matching (`Matching::maximum`) and one search:
//! v is in some maximum matching's complement exactly when v is unmatched in M or an
//! alternating path (a non-matching edge, then a matching one, …) leads to v from a vertex
//! of v's side that M leaves unmatched. Both run without recursion, so a graph of 10^6
//! vertices costs no deep stack.

/// No vertex: an unmatched vertex's partner, and an unreached vertex's layer.
const NONE: u32 = u32::MAX;

/// The state `Matching::maximum`'s searches share: per left vertex the lookahead (its list
/// holds no unmatched right vertex before it) and the phase's place in its list; per right
/// vertex the last phase that visited it; and the path, each left vertex on it with the
/// right vertex it was reached through.
struct Search {
    lookahead: Vec<u32>,
    next: Vec<u32>,
    visited: Vec<u32>,
    stack: Vec<(u32, u32)>,
}

/// A bipartite graph with its edges stored from the left side: left vertex `l` is joined
/// to the right vertices `neighbours(l)`. Left vertices are added one at a time with their
/// lists; right vertices are `0..right`.
#[derive(Debug, Clone, Default)]
pub struct BipartiteGraph {
    right: usize,
    /// Where each left vertex's list starts in `targets`, and one past the last.
    start: Vec<u32>,
    targets: Vec<u32>,
}

impl BipartiteGraph {
    /// No left vertex yet, `right` right vertices, room for `left` left vertices and
    /// `edges` edges.
    pub fn with_capacity(right: usize, left: usize, edges: usize) -> BipartiteGraph {
        let mut start = Vec::with_capacity(left + 1);
        start.push(0);
        BipartiteGraph {
            right,
            start,
            targets: Vec::with_capacity(edges),
        }
    }

    /// Adds the next left vertex, joined to `neighbours` (right vertices, each below the
    /// right side's count; a repeat is a second edge, harmless); returns its number.
    ///
    /// # Panics
    /// When a neighbour is not a right vertex, or there are 2^32 − 1 edges or more: the
    /// binaries check their input first.
    pub fn add_left(&mut self, neighbours: impl IntoIterator<Item = u32>) -> usize {
        for right in neighbours {
            assert!((right as usize) < self.right, "not a right vertex: {right}");
            self.targets.push(right);
        }
        assert!(self.targets.len() < NONE as usize, "too many edges");
        self.start.push(self.targets.len() as u32);
        self.start.len() - 2
    }

    pub fn left_count(&self) -> usize {
        self.start.len() - 1
    }

    pub fn right_count(&self) -> usize {
        self.right
    }

    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }

    /// The right vertices joined to left vertex `left`.
    pub fn neighbours(&self, left: usize) -> &[u32] {
        &self.targets[self.start[left] as usize..self.start[left + 1] as usize]
    }

    /// The left vertices joined to each right vertex, as `(start, sources)`: right vertex
    /// `r`'s are `sources[start[r]..start[r + 1]]` (a counting sort of the edges).
    fn lists_of_right(&self) -> (Vec<u32>, Vec<u32>) {
        let mut start = vec![0u32; self.right + 1];
        for &right in &self.targets {
            start[right as usize + 1] += 1;
        }
        for r in 0..self.right {
            start[r + 1] += start[r];
        }
        let mut fill = start.clone();
        let mut sources = vec![0u32; self.targets.len()];
        for left in 0..self.left_count() {
            for &right in self.neighbours(left) {
                sources[fill[right as usize] as usize] = left as u32;
                fill[right as usize] += 1;
            }
        }
        (start, sources)
    }
}

/// A matching of a `BipartiteGraph`: each vertex's partner, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matching {
    of_left: Vec<u32>,
    of_right: Vec<u32>,
    size: usize,
}

impl Matching {
    /// A maximum matching: a greedy matching first (Karp–Sipser's), then phases of
    /// depth-first searches from every unmatched left vertex (Pothen and Fan's, with
    /// lookahead and fairness), each right vertex visited at most once a phase and each
    /// path found flipped at once; a phase that finds none ends it, as then there is no
    /// augmenting path (the matching did not change during it, and the searches together
    /// walked every alternating path from an unmatched left vertex). A phase is O(E) and
    /// finds a maximal set of disjoint augmenting paths of any length, where
    /// Hopcroft–Karp's finds only the shortest: on boards with a few per cent of their
    /// cells blocked, it took 3 to 6 times as long (docs/performance.md).
    ///
    /// # Example
    /// ```
    /// use grundy::games::bipartite::{BipartiteGraph, Matching};
    /// // Left 0 – right 0 and 1, left 1 – right 0: both can be matched.
    /// let mut graph = BipartiteGraph::with_capacity(2, 2, 3);
    /// graph.add_left([0, 1]);
    /// graph.add_left([0]);
    /// let matching = Matching::maximum(&graph);
    /// assert_eq!(matching.size(), 2);
    /// assert_eq!(matching.partner_of_left(1), Some(0));
    /// ```
    pub fn maximum(graph: &BipartiteGraph) -> Matching {
        let lefts = graph.left_count();
        let mut matching = Matching {
            of_left: vec![NONE; lefts],
            of_right: vec![NONE; graph.right],
            size: 0,
        };
        matching.karp_sipser(graph);
        let mut search = Search {
            lookahead: graph.start[..lefts].to_vec(),
            next: vec![0; lefts],
            visited: vec![0; graph.right],
            stack: Vec::new(),
        };
        // Each phase but the last matches one more vertex at least: at most V phases.
        for phase in 1u32.. {
            let before = matching.size;
            search.next.copy_from_slice(&graph.start[..lefts]);
            for root in 0..lefts {
                if matching.of_left[root] == NONE {
                    matching.augment_from(graph, root, phase, &mut search);
                }
            }
            if matching.size == before {
                break;
            }
        }
        matching
    }

    /// Karp–Sipser's greedy matching, the start that leaves the searches few paths: a
    /// vertex with one unmatched neighbour left is matched to it (some maximum matching
    /// does so), and only when there is none is an edge taken at random (the next
    /// unmatched left vertex's first unmatched neighbour). O(V + E): each vertex's list is
    /// walked when it is matched, to count down its neighbours' unmatched degrees, and when
    /// it is matched for having one left.
    fn karp_sipser(&mut self, graph: &BipartiteGraph) {
        let lefts = graph.left_count();
        let (start, sources) = graph.lists_of_right();
        // Vertices as one range: the left ones, then the right ones after them.
        let near = |v: usize| -> &[u32] {
            match v < lefts {
                true => graph.neighbours(v),
                false => &sources[start[v - lefts] as usize..start[v - lefts + 1] as usize],
            }
        };
        let id = |v: usize, neighbour: u32| match v < lefts {
            true => lefts + neighbour as usize,
            false => neighbour as usize,
        };
        let mut degree: Vec<u32> = (0..lefts + self.of_right.len())
            .map(|v| near(v).len() as u32)
            .collect();
        let mut matched = vec![false; degree.len()];
        let mut ones: Vec<u32> = (0..degree.len() as u32)
            .filter(|&v| degree[v as usize] == 1)
            .collect();
        let mut next_left = 0;
        loop {
            let v = match ones.pop() {
                Some(v) => v as usize,
                None => match (next_left..lefts).find(|&l| !matched[l] && degree[l] > 0) {
                    Some(l) => {
                        next_left = l + 1;
                        l
                    }
                    None => break,
                },
            };
            if matched[v] || degree[v] == 0 {
                continue;
            }
            let partner = near(v)
                .iter()
                .map(|&n| id(v, n))
                .find(|&u| !matched[u])
                .expect("a vertex with unmatched degree has an unmatched neighbour");
            let (left, right) = if v < lefts {
                (v, partner)
            } else {
                (partner, v)
            };
            self.join(left, (right - lefts) as u32);
            for end in [v, partner] {
                matched[end] = true;
                for &n in near(end) {
                    let u = id(end, n);
                    if !matched[u] {
                        degree[u] -= 1;
                        if degree[u] == 1 {
                            ones.push(u as u32);
                        }
                    }
                }
            }
        }
    }

    fn join(&mut self, left: usize, right: u32) {
        self.of_left[left] = right;
        self.of_right[right as usize] = left as u32;
        self.size += 1;
    }

    /// One search of `phase` from the unmatched left vertex `root`: down from each left
    /// vertex to the partner of a right vertex not yet visited in the phase (each list
    /// walked forward in odd phases and backward in even ones, so that phases do not
    /// favour the same edges), until a left vertex with an unmatched neighbour is reached;
    /// then each left vertex on the stack takes the right vertex it went through, and the
    /// last one that unmatched neighbour.
    fn augment_from(
        &mut self,
        graph: &BipartiteGraph,
        root: usize,
        phase: u32,
        search: &mut Search,
    ) {
        let Search {
            lookahead,
            next,
            visited,
            stack,
        } = search;
        stack.clear();
        stack.push((root as u32, NONE));
        while let Some(&(top, _)) = stack.last() {
            let left = top as usize;
            let (first, end) = (graph.start[left], graph.start[left + 1]);
            // Unmatched right vertices lie from the lookahead on, which never goes back: a
            // matched vertex stays matched.
            while lookahead[left] < end
                && self.of_right[graph.targets[lookahead[left] as usize] as usize] != NONE
            {
                lookahead[left] += 1;
            }
            if lookahead[left] < end {
                let mut right = graph.targets[lookahead[left] as usize];
                for &(on_path, via) in stack.iter().rev() {
                    self.of_left[on_path as usize] = right;
                    self.of_right[right as usize] = on_path;
                    right = via;
                }
                self.size += 1;
                return;
            }
            let mut descended = false;
            while next[left] < end {
                let at = match phase % 2 {
                    1 => next[left],
                    _ => first + end - 1 - next[left],
                };
                next[left] += 1;
                let right = graph.targets[at as usize];
                if visited[right as usize] != phase {
                    visited[right as usize] = phase;
                    // Matched: the lookahead found no unmatched neighbour.
                    stack.push((self.of_right[right as usize], right));
                    descended = true;
                    break;
                }
            }
            if !descended {
                stack.pop();
            }
        }
    }

    /// How many edges the matching has.
    pub fn size(&self) -> usize {
        self.size
    }

    pub fn partner_of_left(&self, left: usize) -> Option<u32> {
        Some(self.of_left[left]).filter(|&r| r != NONE)
    }

    pub fn partner_of_right(&self, right: usize) -> Option<u32> {
        Some(self.of_right[right]).filter(|&l| l != NONE)
    }

    /// Which vertices are in every maximum matching, given that this one is maximum:
    /// `(left, right)`, a flag per vertex of each side. A vertex is in every one exactly
    /// when it is matched here and no alternating path leads to it from a vertex of its own
    /// side that this matching leaves unmatched (such a path, flipped, frees it; and the
    /// symmetric difference with a maximum matching that misses it is such a path). A
    /// breadth-first search from the unmatched vertices of each side, O(V + E).
    ///
    /// So the player to move from vertex v wins the geography game exactly when v's flag
    /// is set.
    ///
    /// # Example
    /// ```
    /// use grundy::games::bipartite::{BipartiteGraph, Matching};
    /// // A path of three vertices, left 0 – right 0 – left 1: the middle is in every
    /// // maximum matching (whoever moves from it wins), the ends are not.
    /// let mut graph = BipartiteGraph::with_capacity(1, 2, 2);
    /// graph.add_left([0]);
    /// graph.add_left([0]);
    /// let (left, right) = Matching::maximum(&graph).in_every_maximum(&graph);
    /// assert_eq!((left, right), (vec![false, false], vec![true]));
    /// ```
    pub fn in_every_maximum(&self, graph: &BipartiteGraph) -> (Vec<bool>, Vec<bool>) {
        // From an unmatched left vertex, along an edge to a right vertex (matched: the
        // matching is maximum), back along its matching edge to a left vertex; and the same
        // from the right side.
        let left = unreached_from_free(&self.of_left, |l, reach| {
            for &r in graph.neighbours(l) {
                reach(self.of_right[r as usize]);
            }
        });
        let (start, sources) = graph.lists_of_right();
        let right = unreached_from_free(&self.of_right, |r, reach| {
            for &l in &sources[start[r] as usize..start[r + 1] as usize] {
                reach(self.of_left[l as usize]);
            }
        });
        (left, right)
    }
}

/// The judge's board (P4055): `rows` × `columns` cells in row-major order, `free[cell]`
/// where the token may stand; it moves between free cells that share a side. The cells
/// from which the player to move loses (false for the cells that are not free): the board
/// is a bipartite graph, its cells coloured as a chessboard's, the dark ones
/// ((row + column) even) on the left.
///
/// # Panics
/// When `free` does not have `rows · columns` flags.
///
/// # Example
/// ```
/// use grundy::games::bipartite::losing_starts;
/// // `.##` / `...` / `#.#`: the mover loses from (2, 3) and (3, 2) only.
/// let free: Vec<bool> = ".##...#.#".bytes().map(|b| b == b'.').collect();
/// let lost = losing_starts(3, 3, &free);
/// let cells: Vec<usize> = (0..9).filter(|&cell| lost[cell]).collect();
/// assert_eq!(cells, [5, 7]);
/// ```
pub fn losing_starts(rows: usize, columns: usize, free: &[bool]) -> Vec<bool> {
    assert_eq!(free.len(), rows * columns, "a flag per cell");
    let dark = |cell: usize| (cell / columns + cell % columns) % 2 == 0;
    // Each free cell's number on its side.
    let mut index = vec![NONE; free.len()];
    let mut counts = [0u32; 2];
    for cell in (0..free.len()).filter(|&c| free[c]) {
        let side = usize::from(!dark(cell));
        index[cell] = counts[side];
        counts[side] += 1;
    }
    let mut graph = {
        // A grid has at most two edges per cell (to the right and down).
        let edges = 2 * (counts[0] + counts[1]) as usize;
        BipartiteGraph::with_capacity(counts[1] as usize, counts[0] as usize, edges)
    };
    for cell in (0..free.len()).filter(|&c| free[c] && dark(c)) {
        let near = crate::games::grid_walk::steps(rows, columns, cell);
        graph.add_left(near.filter(|&c| free[c]).map(|c| index[c]));
    }
    let (left, right) = Matching::maximum(&graph).in_every_maximum(&graph);
    (0..free.len())
        .map(|cell| {
            let flags = if dark(cell) { &left } else { &right };
            free[cell] && !flags[index[cell] as usize]
        })
        .collect()
}

/// A flag per vertex of one side (whose partners are `partner`): set for those that no
/// walk reaches from the side's unmatched vertices, a walk stepping from a vertex to the
/// vertices `steps` hands to its callback (the partners of its neighbours).
fn unreached_from_free(
    partner: &[u32],
    mut steps: impl FnMut(usize, &mut dyn FnMut(u32)),
) -> Vec<bool> {
    let mut unreached = vec![true; partner.len()];
    let mut queue: Vec<u32> = Vec::new();
    for (vertex, &p) in partner.iter().enumerate() {
        if p == NONE {
            unreached[vertex] = false;
            queue.push(vertex as u32);
        }
    }
    let mut at = 0;
    while at < queue.len() {
        let vertex = queue[at] as usize;
        at += 1;
        steps(vertex, &mut |next| {
            if next != NONE && unreached[next as usize] {
                unreached[next as usize] = false;
                queue.push(next);
            }
        });
    }
    unreached
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::geography_wins;
    use crate::oracles::rng::Rng;

    /// The graph on `lefts` + `rights` vertices whose edge (l, r) is bit l·rights + r of
    /// `edges`.
    fn graph_of(lefts: usize, rights: usize, edges: u64) -> BipartiteGraph {
        let mut graph = BipartiteGraph::with_capacity(rights, lefts, lefts * rights);
        for l in 0..lefts {
            graph.add_left(
                (0..rights as u32).filter(|&r| edges >> (l * rights + r as usize) & 1 == 1),
            );
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
}
