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
//! So the whole game is one maximum matching and one search: v is in some maximum
//! matching's complement exactly when v is unmatched in M or an alternating path (a
//! non-matching edge, then a matching one, …) leads to v from a vertex of v's side that M
//! leaves unmatched. The matching is Karp–Sipser's greedy one, then push–relabel with
//! global relabelling (`push_relabel`). Both run without recursion, so a graph of 10^6
//! vertices costs no deep stack.
//!
//! The searches see a graph through `Sides`: a `BipartiteGraph`'s lists of edges, or the
//! judge's board itself, whose cells find their four neighbours by arithmetic (`Board`); on
//! boards of 10^6 cells that took half the time the same searches took over lists of edges.

use std::collections::VecDeque;

/// No vertex: an unmatched vertex's partner in `Matching`'s public view.
const NONE: u32 = u32::MAX;

/// The label of a vertex from which no alternating path reaches a free vertex.
const INFINITE: u32 = u32::MAX;

/// A bipartite graph as the searches see it: its vertices are numbers below `slots()`, and
/// some numbers may be holes, no vertex at all (a blocked cell, the board's margin). A
/// matching is a partner per number (`maximum_matching`), and `slots()` itself is the
/// partner of an unmatched vertex: a slot of its own, so that a search may look up an
/// unmatched vertex's partner as it looks up any other, without a test.
trait Sides {
    fn slots(&self) -> usize;

    /// The side of `v`, 0 or 1, or `None` for a hole.
    fn side(&self, v: usize) -> Option<usize>;

    /// Calls `each` with every neighbour of the vertex `v`. Holes may be among them: a
    /// hole's label stays `INFINITE` and its partner is `slots()`, so that the searches pass
    /// over it without asking.
    fn neighbours(&self, v: usize, each: impl FnMut(usize));
}

/// A maximum matching of `graph`: each number's partner, `graph.slots()` for none (at
/// every number below `graph.slots()` and at `graph.slots()` itself).
///
/// # Panics
/// When `graph` has 2^31 numbers or more.
fn maximum_matching(graph: &impl Sides) -> Vec<u32> {
    let slots = graph.slots();
    assert!(slots < 1 << 31, "too many vertices");
    let mut counts = [0; 2];
    for v in 0..slots {
        // Counted without a branch: on a board at random, which side a number is on is
        // random too, and a branch on it mispredicted half the time.
        let side = graph.side(v);
        counts[0] += usize::from(side == Some(0));
        counts[1] += usize::from(side == Some(1));
    }
    // Each augmentation frees one vertex of each side, so the smaller side always has the
    // fewer free vertices: fewer searches, and fewer of them that end unmatched, each of
    // which costs a search of all it reaches before it is known to (on boards of 10^6
    // cells, a quarter fewer global relabellings than from the other side).
    let searching = usize::from(counts[1] < counts[0]);
    let mut mate = vec![slots as u32; slots + 1];
    karp_sipser(graph, searching, &mut mate);
    push_relabel(graph, searching, &mut mate);
    mate
}

/// Karp–Sipser's greedy matching, the start that leaves the searches few vertices to match:
/// a vertex with one unmatched neighbour left is matched to it (some maximum matching does
/// so), and only when there is none is an edge taken at random (the next unmatched vertex
/// of the `searching` side, and its first unmatched neighbour). O(V + E): each vertex's
/// neighbours are looked at when it is matched, to count down their unmatched degrees, and
/// when it is matched for having one left.
fn karp_sipser(graph: &impl Sides, searching: usize, mate: &mut [u32]) {
    let slots = graph.slots();
    // Holes and matched vertices: one flag to test per neighbour, rather than its side and
    // its partner (the greedy's time on boards of 10^6 cells: 23 → 17 ms).
    let mut taken: Vec<bool> = (0..slots).map(|v| graph.side(v).is_none()).collect();
    let mut degree = vec![0u32; slots];
    let mut ones = Vec::new();
    for v in (0..slots).filter(|&v| !taken[v]) {
        graph.neighbours(v, |u| degree[v] += u32::from(!taken[u]));
        if degree[v] == 1 {
            ones.push(v as u32);
        }
    }
    let mut next = 0;
    loop {
        let v = match ones.pop() {
            Some(v) => v as usize,
            None => {
                let open =
                    |v: usize| (graph.side(v) == Some(searching)) & !taken[v] & (degree[v] > 0);
                match (next..slots).find(|&v| open(v)) {
                    Some(v) => {
                        next = v + 1;
                        v
                    }
                    None => break,
                }
            }
        };
        if taken[v] || degree[v] == 0 {
            continue;
        }
        let mut partner = slots;
        graph.neighbours(v, |u| {
            if partner == slots && !taken[u] {
                partner = u;
            }
        });
        mate[v] = partner as u32;
        mate[partner] = v as u32;
        for end in [v, partner] {
            taken[end] = true;
            graph.neighbours(end, |u| {
                if !taken[u] {
                    degree[u] -= 1;
                    if degree[u] == 1 {
                        ones.push(u as u32);
                    }
                }
            });
        }
    }
}

/// The free vertices of each side under `mate`, in order, in one pass over the numbers
/// (a pass per side made the bundle a few per cent slower on the judge's board).
fn free_vertices(graph: &impl Sides, mate: &[u32]) -> [Vec<u32>; 2] {
    let none = graph.slots() as u32;
    let mut free = [Vec::new(), Vec::new()];
    for (v, &partner) in mate[..graph.slots()].iter().enumerate() {
        match graph.side(v) {
            Some(side) if partner == none => free[side].push(v as u32),
            _ => {}
        }
    }
    free
}

/// Push–relabel for bipartite matching (Goldberg and Kennedy's, with double pushes, as
/// Kaya, Langguth, Manne and Uçar study it): each free vertex of the `searching` side, in
/// first-in first-out order, takes the neighbour of the smallest label, whose partner, if
/// any, becomes free in its place; the neighbour's label then rises to the second smallest
/// label among the taker's neighbours, plus 2. A label is a lower bound on the length of
/// an alternating path from its vertex to a free vertex (of the other side), through its
/// partner; `INFINITE` when there is none. A free vertex whose neighbours' labels are all
/// `INFINITE` has no augmenting path, and never will (the labels only rise, and a path
/// from it would pass only vertices of label `INFINITE`, which nothing takes): it stays
/// free, and when no free vertex is left to take anything, the matching is maximum.
///
/// Raising labels a step at a time wastes pushes where many free vertices crowd towards
/// few free ones far away, so every label is set to its exact distance (`relabel`) at the
/// start and each time the pushes since have looked at as many edges as that search did:
/// at most about twice the best balance of the two, whatever it is. On boards of 10^6
/// cells, up to 11 relabellings, where Pothen and Fan's phases of depth-first searches
/// needed 15 to 76 passes over the graph (docs/performance.md).
fn push_relabel(graph: &impl Sides, searching: usize, mate: &mut [u32]) {
    let slots = graph.slots();
    let none = slots as u32;
    let [mut free, mut ends] = free_vertices(graph, mate);
    if searching == 1 {
        std::mem::swap(&mut free, &mut ends);
    }
    // The other side's free vertices are `ends`: a matched vertex there stays matched.
    let mut free = VecDeque::from(free);
    if free.is_empty() {
        return;
    }
    // Set by the first relabelling, which comes first.
    let mut label = vec![0; slots + 1];
    // No alternating path is longer, so a label above it is INFINITE.
    let ceiling = 2 * slots as u32;
    let mut queue = Vec::new();
    let (mut work, mut budget) = (0, 0);
    while let Some(taker) = free.pop_front() {
        if work >= budget {
            budget = relabel(graph, mate, &mut ends, &mut label, &mut queue);
            work = 0;
        }
        let (mut best, mut at, mut second) = (INFINITE, slots, INFINITE);
        graph.neighbours(taker as usize, |v| {
            work += 1;
            let l = label[v];
            if l < best {
                (second, best, at) = (best, l, v);
            } else if l < second {
                second = l;
            }
        });
        if best == INFINITE {
            continue;
        }
        let before = mate[at];
        mate[at] = taker;
        mate[taker as usize] = at as u32;
        if before != none {
            mate[before as usize] = none;
            free.push_back(before);
        }
        label[at] = if second < ceiling {
            second + 2
        } else {
            INFINITE
        };
    }
}

/// Global relabelling: each vertex of the other side labelled with the length of the
/// shortest alternating path from it, through its partner, to a free vertex of its side
/// (`ends`, those still free kept), by one breadth-first search from those; `INFINITE`
/// where there is none. Returns the work, in edges looked at.
fn relabel(
    graph: &impl Sides,
    mate: &[u32],
    ends: &mut Vec<u32>,
    label: &mut [u32],
    queue: &mut Vec<u32>,
) -> u64 {
    let none = graph.slots();
    label.fill(INFINITE);
    // Never INFINITE, so the search passes over a free or missing partner without a test.
    label[none] = 0;
    ends.retain(|&v| mate[v as usize] == none as u32);
    queue.clear();
    for &v in ends.iter() {
        label[v as usize] = 0;
        queue.push(v);
    }
    let mut work = 0;
    let mut at = 0;
    while at < queue.len() {
        let v = queue[at] as usize;
        at += 1;
        let next = label[v] + 2;
        graph.neighbours(v, |u| {
            work += 1;
            let back = mate[u] as usize;
            if label[back] == INFINITE {
                label[back] = next;
                queue.push(back as u32);
            }
        });
    }
    work
}

/// Which vertices some maximum matching leaves free, given the maximum matching `mate`: a
/// flag per number below `graph.slots()`, set for the free vertices and for those an
/// alternating path reaches from a free vertex of their side (one breadth-first search
/// from all of them: a walk from one side stays on it). O(V + E).
fn free_in_some(graph: &impl Sides, mate: &[u32]) -> Vec<bool> {
    let slots = graph.slots();
    let mut reached = vec![false; slots + 1];
    // The partner of a free vertex or a hole: reached already, so passed over.
    reached[slots] = true;
    let [mut queue, other] = free_vertices(graph, mate);
    queue.extend(other);
    for &v in &queue {
        reached[v as usize] = true;
    }
    let mut at = 0;
    while at < queue.len() {
        let v = queue[at] as usize;
        at += 1;
        graph.neighbours(v, |u| {
            let back = mate[u] as usize;
            if !reached[back] {
                reached[back] = true;
                queue.push(back as u32);
            }
        });
    }
    reached.truncate(slots);
    reached
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
}

/// A `BipartiteGraph` as `Sides`: left vertex `l` is number `l`, right vertex `r` number
/// `left_count() + r`, with each right vertex's list of left ones (a counting sort of the
/// edges) for the searches that step from that side.
struct BothWays<'a> {
    graph: &'a BipartiteGraph,
    /// Right vertex `r`'s left neighbours are `sources[start[r]..start[r + 1]]`.
    start: Vec<u32>,
    sources: Vec<u32>,
}

impl BothWays<'_> {
    fn new(graph: &BipartiteGraph) -> BothWays<'_> {
        let mut start = vec![0u32; graph.right + 1];
        for &right in &graph.targets {
            start[right as usize + 1] += 1;
        }
        for r in 0..graph.right {
            start[r + 1] += start[r];
        }
        let mut fill = start.clone();
        let mut sources = vec![0u32; graph.targets.len()];
        for left in 0..graph.left_count() {
            for &right in graph.neighbours(left) {
                sources[fill[right as usize] as usize] = left as u32;
                fill[right as usize] += 1;
            }
        }
        BothWays {
            graph,
            start,
            sources,
        }
    }

    /// The matching `matching` as partners by number.
    fn mates(&self, matching: &Matching) -> Vec<u32> {
        let lefts = self.graph.left_count();
        let none = self.slots() as u32;
        let as_number = |partner: u32, offset: usize| match partner {
            NONE => none,
            p => p + offset as u32,
        };
        let mut mate: Vec<u32> = matching
            .of_left
            .iter()
            .map(|&r| as_number(r, lefts))
            .collect();
        mate.extend(matching.of_right.iter().map(|&l| as_number(l, 0)));
        mate.push(none);
        mate
    }
}

impl Sides for BothWays<'_> {
    fn slots(&self) -> usize {
        self.graph.left_count() + self.graph.right
    }

    fn side(&self, v: usize) -> Option<usize> {
        Some(usize::from(v >= self.graph.left_count()))
    }

    fn neighbours(&self, v: usize, mut each: impl FnMut(usize)) {
        let lefts = self.graph.left_count();
        if v < lefts {
            for &right in self.graph.neighbours(v) {
                each(lefts + right as usize);
            }
        } else {
            let (from, to) = (self.start[v - lefts], self.start[v - lefts + 1]);
            for &left in &self.sources[from as usize..to as usize] {
                each(left as usize);
            }
        }
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
    /// A maximum matching: Karp–Sipser's greedy matching, then push–relabel from the free
    /// vertices of the smaller side, every label set to its exact distance from time to
    /// time (see the module's `push_relabel`: in practice a few passes over the graph,
    /// where Hopcroft–Karp's rounds of shortest paths took hundreds on boards with a few
    /// per cent of their cells blocked).
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
        let both = BothWays::new(graph);
        let mate = maximum_matching(&both);
        let lefts = graph.left_count();
        let none = both.slots() as u32;
        let of_left: Vec<u32> = mate[..lefts]
            .iter()
            .map(|&r| if r == none { NONE } else { r - lefts as u32 })
            .collect();
        let of_right: Vec<u32> = mate[lefts..lefts + graph.right]
            .iter()
            .map(|&l| if l == none { NONE } else { l })
            .collect();
        let size = of_left.iter().filter(|&&r| r != NONE).count();
        Matching {
            of_left,
            of_right,
            size,
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
        let both = BothWays::new(graph);
        let mut flags: Vec<bool> = free_in_some(&both, &both.mates(self))
            .iter()
            .map(|&free| !free)
            .collect();
        let right = flags.split_off(graph.left_count());
        (flags, right)
    }
}

/// The judge's board as `Sides`: cell (i, j) is number (i + 1)·width + j, where width is
/// the number of columns plus one, and the numbers around the cells are holes (the first
/// and last rows of numbers, and the last column, which is also the left neighbour of the
/// next row's first cell), so that a cell's four neighbours are found by arithmetic, with
/// no test of the edges of the board. The dark cells ((i + j) even) are side 0.
struct Board {
    width: usize,
    /// Per number: 0 for a hole or a blocked cell, 1 for a dark cell, 2 for a light one.
    kind: Vec<u8>,
}

impl Board {
    fn new(rows: usize, columns: usize, free: &[bool]) -> Board {
        let width = columns + 1;
        let mut kind = vec![0u8; (rows + 2) * width];
        for (i, row) in free.chunks(columns).enumerate() {
            let numbers = &mut kind[(i + 1) * width..][..columns];
            for (j, (kind, &free)) in numbers.iter_mut().zip(row).enumerate() {
                *kind = u8::from(free) * (1 + ((i + j) % 2) as u8);
            }
        }
        Board { width, kind }
    }

    /// The number of cell `cell` (row by row), for the tests.
    #[cfg(test)]
    fn number(&self, cell: usize) -> usize {
        let columns = self.width - 1;
        (cell / columns + 1) * self.width + cell % columns
    }
}

// Inline: a judge's `rustc -O` splits the crate into units that see each other's
// functions only so marked, and a call per number cost the bundle a tenth of its time on the
// judge's board.
impl Sides for Board {
    #[inline]
    fn slots(&self) -> usize {
        self.kind.len()
    }

    #[inline]
    fn side(&self, v: usize) -> Option<usize> {
        match self.kind[v] {
            0 => None,
            kind => Some(usize::from(kind - 1)),
        }
    }

    #[inline]
    fn neighbours(&self, v: usize, mut each: impl FnMut(usize)) {
        each(v - self.width);
        each(v + self.width);
        each(v - 1);
        each(v + 1);
    }
}

/// The judge's board (P4055): `rows` × `columns` cells in row-major order, `free[cell]`
/// where the token may stand; it moves between free cells that share a side. The cells
/// from which the player to move loses (false for the cells that are not free): the board
/// is a bipartite graph, its cells coloured as a chessboard's, and the player to move loses
/// exactly from a cell that some maximum matching leaves free.
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
    if free.is_empty() {
        return Vec::new();
    }
    let board = Board::new(rows, columns, free);
    let mate = maximum_matching(&board);
    let lost = free_in_some(&board, &mate);
    let width = columns + 1;
    let mut by_cell = Vec::with_capacity(free.len());
    for i in 1..=rows {
        by_cell.extend_from_slice(&lost[i * width..][..columns]);
    }
    by_cell
}

#[cfg(test)]
mod tests;
