//! Games played by sliding tokens along the edges of a directed graph, cycles allowed.
//!
//! One token (docs/games.md#retrograde-analysis-and-draws): a player who cannot move loses;
//! the outcome of every vertex comes from retrograde analysis, walking the reverse graph
//! from the dead ends with a counter of unrefuted moves per vertex. On a graph with cycles
//! some vertices are never labelled: from them neither player can force a win, and play
//! goes on for ever (`Draw`).
//!
//! Several tokens (docs/games.md#several-tokens): the sum of games. On an acyclic graph the
//! Grundy values add by exclusive or. With cycles, the generalized Sprague–Grundy function
//! of Smith and Fraenkel takes a finite value or ∞ with the set K of its followers' finite
//! values, and decides a sum: all finite, by the exclusive or X of the values; exactly one
//! ∞(K), a win when X ∈ K and a draw otherwise; two or more ∞, a draw.

use crate::games::mex::Mex;

/// A directed graph in compressed form: the successors and the predecessors of every vertex
/// in two flat arrays. Repeated edges and self-loops are kept as given.
#[derive(Debug, Clone)]
pub struct Graph {
    out_start: Vec<u32>,
    successors: Vec<u32>,
    in_start: Vec<u32>,
    predecessors: Vec<u32>,
}

impl Graph {
    /// The graph on vertices `0..vertices` with the edges `(from, to)`.
    ///
    /// # Complexity
    /// O(vertices + edges), by counting sort.
    ///
    /// # Panics
    /// When an endpoint is not below `vertices`, or there are 2^32 − 2 edges or more: the
    /// binaries check their input first.
    pub fn new(vertices: usize, edges: &[(u32, u32)]) -> Graph {
        assert!(edges.len() < u32::MAX as usize - 1, "too many edges");
        let (out_start, successors) = compressed(vertices, edges.iter().map(|&(u, v)| (u, v)));
        let (in_start, predecessors) = compressed(vertices, edges.iter().map(|&(u, v)| (v, u)));
        Graph {
            out_start,
            successors,
            in_start,
            predecessors,
        }
    }

    pub fn vertex_count(&self) -> usize {
        self.out_start.len() - 1
    }

    pub fn successors(&self, vertex: usize) -> &[u32] {
        &self.successors[self.out_start[vertex] as usize..self.out_start[vertex + 1] as usize]
    }

    pub fn predecessors(&self, vertex: usize) -> &[u32] {
        &self.predecessors[self.in_start[vertex] as usize..self.in_start[vertex + 1] as usize]
    }

    pub fn out_degree(&self, vertex: usize) -> usize {
        (self.out_start[vertex + 1] - self.out_start[vertex]) as usize
    }
}

/// Groups `pairs` by their first element (below `vertices`): start offsets (one more, the
/// total) and the second elements.
fn compressed(
    vertices: usize,
    pairs: impl Iterator<Item = (u32, u32)> + Clone,
) -> (Vec<u32>, Vec<u32>) {
    let mut counts = vec![0u32; vertices + 1];
    for (key, _) in pairs.clone() {
        assert!(
            (key as usize) < vertices,
            "an edge's endpoint {key} is not a vertex"
        );
        counts[key as usize] += 1;
    }
    grouped(counts, pairs)
}

/// `compressed` from the count of each key (at its own index, with one more entry, 0).
///
/// The counts become each group's end, and each pair is placed just below its group's end,
/// which moves down: at the end the ends have become the starts. One array serves as both
/// (a copy of the offsets to count with would be another array to fetch at random).
fn grouped(mut counts: Vec<u32>, pairs: impl Iterator<Item = (u32, u32)>) -> (Vec<u32>, Vec<u32>) {
    for i in 1..counts.len() {
        counts[i] += counts[i - 1];
    }
    let mut bounds = counts;
    let mut values = vec![0u32; bounds[bounds.len() - 1] as usize];
    for (key, value) in pairs {
        let end = &mut bounds[key as usize];
        *end -= 1;
        values[*end as usize] = value;
    }
    (bounds, values)
}

/// What the player to move can force from a position. (`outcome as usize` indexes
/// `Outcome::WORDS`.)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Win = 0,
    Lose = 1,
    Draw = 2,
}

impl Outcome {
    /// How the graph problems print each outcome, in the order of the variants.
    pub const WORDS: [&'static str; 3] = ["WIN", "LOSE", "DRAW"];

    /// `WIN`, `LOSE` or `DRAW`, as the graph problems print it.
    pub fn word(self) -> &'static str {
        Self::WORDS[self as usize]
    }
}

/// The outcome of one token on each vertex, the player to move moving it along an edge.
///
/// Dead ends lose; a vertex with a losing successor wins; a vertex all of whose successors
/// win loses, found by counting its successors down as they are shown to win (each edge
/// once, never recomputed); whatever is never labelled is a draw. No recursion.
///
/// # Complexity
/// O(vertices + edges).
///
/// # Panics
/// When the graph has more than 2^31 vertices (the queue keeps a bit of each entry).
pub fn outcomes(graph: &Graph) -> Vec<Outcome> {
    let vertices = graph.vertex_count();
    let mut unrefuted = Unrefuted::new(vertices);
    for vertex in 0..vertices {
        unrefuted.set(vertex, graph.out_degree(vertex));
    }
    retrograde(unrefuted, &graph.in_start, &graph.predecessors)
}

/// `outcomes` of the graph on `0..vertices` with these edges, building only what the
/// analysis reads (out-degrees and the predecessor lists): about half the work of
/// `Graph::new`, for callers that need nothing else. (`Edges` does the same for edges
/// taken one at a time, without a list of them.)
///
/// # Panics
/// As `Graph::new` and `outcomes`.
pub fn outcomes_of_edges(vertices: usize, edges: &[(u32, u32)]) -> Vec<Outcome> {
    Edges::dealt(vertices, edges).into_outcomes()
}

/// Heads per bucket of `Edges`, as a shift: a bucket's counts (16 KiB) stay in the
/// first-level cache and its stretch of the lists in the second while it is placed.
const BUCKET_BITS: u32 = 12;

/// The edges of a graph on `0..vertices`, taken one at a time, for `into_outcomes`: each is
/// dealt at once into the bucket of its head's 4096 consecutive vertices, packed into one
/// word (its tail above its head's low 12 bits), so that no list of pairs is kept.
///
/// Placing each edge straight into its predecessor list costs a cache miss per edge in two
/// arrays the size of the graph (the list's end, then the list). Dealt into buckets (as
/// many write streams as there are buckets), the edges are then placed a bucket at a time,
/// its counts and its stretch of the lists in cache. From 2^20 vertices on a tail (or the
/// vertex count, which a tail past the last vertex is kept as) needs more than 20 bits: then
/// each bucket is one head (no binary admits so many).
///
/// # Example
/// ```
/// use grundy::games::graph::{Edges, Outcome};
/// let mut edges = Edges::with_capacity(3, 2);
/// edges.push(0, 1);
/// edges.push(1, 2);
/// assert_eq!(edges.into_outcomes(), [Outcome::Lose, Outcome::Win, Outcome::Lose]);
/// ```
pub struct Edges {
    vertices: usize,
    /// The head bits a bucket holds (its low bits in each word): `BUCKET_BITS`, or 0.
    bits: u32,
    /// Each bucket's edges, one word each.
    buckets: Vec<Vec<u32>>,
}

impl Edges {
    /// No edges yet, with room for `edges` of them spread evenly over the heads.
    pub fn with_capacity(vertices: usize, edges: usize) -> Edges {
        let bits = if vertices < 1 << (32 - BUCKET_BITS) {
            BUCKET_BITS
        } else {
            0
        };
        let buckets = (vertices + (1 << bits) - 1) >> bits;
        // (Buckets of one head are left to grow: a share each would be an allocation per
        // vertex.)
        let each = if bits == 0 { 0 } else { edges / buckets.max(1) };
        Edges {
            vertices,
            bits,
            // An eighth more than the even share: random heads seldom fill past it.
            buckets: (0..buckets)
                .map(|_| Vec::with_capacity(each + each / 8))
                .collect(),
        }
    }

    /// `edges` dealt, all at once.
    fn dealt(vertices: usize, edges: &[(u32, u32)]) -> Edges {
        let mut dealt = Edges::with_capacity(vertices, edges.len());
        for &(from, to) in edges {
            dealt.push(from, to);
        }
        dealt
    }

    /// Adds the move `from → to`.
    ///
    /// # Panics
    /// When `to` is past the last vertex's bucket (`into_outcomes` panics for the other
    /// heads and tails past the last vertex).
    #[inline]
    pub fn push(&mut self, from: u32, to: u32) {
        let low = (1 << self.bits) - 1;
        // A tail past the last vertex is kept as `vertices`, which fits the word and which
        // `into_outcomes` refuses: no test here. (Past u32::MAX vertices the cast cuts the
        // vertex count short, and `retrograde` refuses any graph of more than 2^31.)
        let from = from.min(self.vertices as u32);
        self.buckets[(to >> self.bits) as usize].push(from << self.bits | to & low);
    }

    /// The out-degree of every vertex and the predecessor lists (`predecessors[in_start[v]
    /// as usize..in_start[v + 1] as usize]` for vertex v): each bucket counted and placed
    /// in its own stretch of the lists, then let go. The out-degrees are counted on the
    /// way, one random increment per edge.
    fn degrees_and_predecessors(self) -> (Unrefuted, Vec<u32>, Vec<u32>) {
        let edges = self.buckets.iter().map(Vec::len).sum();
        assert!(edges < u32::MAX as usize - 1, "too many edges");
        let (vertices, bits) = (self.vertices, self.bits);
        let low = (1 << bits) - 1;
        let mut out_degree = Unrefuted::new(vertices);
        let mut in_start = vec![0u32; vertices + 1];
        let mut predecessors = vec![0u32; edges];
        let mut counts = [0u32; 1 << BUCKET_BITS];
        let counts = &mut counts[..1 << bits];
        let mut list_end = 0;
        // A head past the last vertex in the last bucket has no place in `heads` below, a
        // tail past it none in `out_degree`.
        for (heads, words) in in_start[..vertices].chunks_mut(1 << bits).zip(self.buckets) {
            counts.fill(0);
            for &word in &words {
                counts[(word & low) as usize] += 1;
                out_degree.add_one((word >> bits) as usize);
            }
            // As in `grouped`: each list's end, moving down to its start as it is filled.
            // (Written out here: helpers shared with `grouped` kept their counts in memory.)
            for (end, &count) in heads.iter_mut().zip(counts.iter()) {
                list_end += count;
                *end = list_end;
            }
            for &word in &words {
                let end = &mut heads[(word & low) as usize];
                *end -= 1;
                predecessors[*end as usize] = word >> bits;
            }
        }
        in_start[vertices] = edges as u32;
        (out_degree, in_start, predecessors)
    }

    /// `outcomes` of the graph of these edges.
    ///
    /// # Panics
    /// When an endpoint is past the last vertex or there are 2^32 − 2 edges or more, as
    /// `Graph::new`, and as `outcomes`.
    pub fn into_outcomes(self) -> Vec<Outcome> {
        let (out_degree, in_start, predecessors) = self.degrees_and_predecessors();
        retrograde(out_degree, &in_start, &predecessors)
    }
}

/// Each vertex's count of moves not yet refuted (its out-degree at first), one byte each,
/// until the vertex is labelled: then the byte is `WON` or `LOST`. Each edge walked back
/// reads and writes one byte of a random vertex, and a million vertices' bytes (1 MiB) stay
/// in the processor's caches where their words (4 MiB) did not. A byte counts up to
/// `MANY`; the moves past that are counted in `many` (a graph of m edges has at most
/// m / 254 vertices with more than 253, and `many` is touched only there).
struct Unrefuted {
    bytes: Vec<u8>,
    many: Vec<u32>,
}

const WON: u8 = u8::MAX;
const LOST: u8 = u8::MAX - 1;
const MANY: u8 = u8::MAX - 2;

impl Unrefuted {
    /// Every count 0, on `vertices` vertices.
    fn new(vertices: usize) -> Unrefuted {
        Unrefuted {
            bytes: vec![0; vertices],
            // Zeroed pages the kernel hands out untouched: only the few written take room.
            many: vec![0; vertices],
        }
    }

    /// One more move from `vertex` (not yet labelled).
    #[inline]
    fn add_one(&mut self, vertex: usize) {
        let byte = &mut self.bytes[vertex];
        if *byte == MANY {
            self.many[vertex] += 1;
        } else {
            *byte += 1;
        }
    }

    /// `moves` moves from `vertex` (not yet labelled), whatever it had.
    ///
    /// # Panics
    /// When `moves` is 2^32 + 253 or more (`many` could not hold the rest).
    fn set(&mut self, vertex: usize, moves: usize) {
        let byte = moves.min(MANY.into());
        self.bytes[vertex] = byte as u8;
        let rest = u32::try_from(moves - byte).expect("the moves past a byte fit in a u32");
        if rest > 0 {
            // (Only then: most vertices leave their word of `many` untouched.)
            self.many[vertex] = rest;
        }
    }

    /// The count of `vertex`, not yet labelled.
    #[cfg(test)]
    fn get(&self, vertex: usize) -> u64 {
        u64::from(self.bytes[vertex]) + u64::from(self.many[vertex])
    }
}

/// Retrograde analysis over the predecessor lists (`predecessors[in_start[v]..in_start[v +
/// 1]]` for vertex v), each vertex starting with its out-degree of unrefuted moves.
fn retrograde(unrefuted: Unrefuted, in_start: &[u32], predecessors: &[u32]) -> Vec<Outcome> {
    let Unrefuted {
        bytes: mut state,
        mut many,
    } = unrefuted;
    assert!(state.len() <= 1 << 31, "too many vertices");
    // Every vertex is labelled at most once, so a plain array is the queue, `labelled[..tail]`
    // (a `Vec` would test its capacity at every push). Each entry is a vertex with its label
    // in the low bit (1: lost), so that taking it out reads nothing at random.
    let mut labelled = vec![0u32; state.len()];
    let mut tail = 0;
    for (vertex, unrefuted) in state.iter_mut().enumerate() {
        if *unrefuted == 0 {
            *unrefuted = LOST;
            labelled[tail] = (vertex as u32) << 1 | 1;
            tail += 1;
        }
    }
    let list = |entry: u32| {
        let vertex = (entry >> 1) as usize;
        in_start[vertex] as usize..in_start[vertex + 1] as usize
    };
    let mut next = 0;
    while next < tail {
        let entry = labelled[next];
        // (Off x86-64 the walk asks for nothing ahead: no prefetch there.)
        #[cfg(all(target_arch = "x86_64", target_feature = "sse"))]
        {
            // How far ahead in the queue the walk asks for memory it will need (every step
            // waits on a cache miss otherwise): a vertex's list bounds at twice this many
            // places ahead, its list at this many, its predecessors' bytes at half of it.
            const AHEAD: usize = 16;
            if next + 2 * AHEAD < tail {
                prefetch(&in_start[(labelled[next + 2 * AHEAD] >> 1) as usize]);
            }
            if next + AHEAD < tail {
                if let Some(first) = predecessors.get(list(labelled[next + AHEAD]).start) {
                    prefetch(first);
                }
            }
            if next + AHEAD / 2 < tail {
                for &before in &predecessors[list(labelled[next + AHEAD / 2])] {
                    prefetch(&state[before as usize]);
                }
            }
        }
        next += 1;
        let lost = entry & 1 == 1;
        for &before in &predecessors[list(entry)] {
            let unrefuted = &mut state[before as usize];
            if *unrefuted >= LOST {
                continue; // labelled already
            }
            if lost {
                *unrefuted = WON;
            } else if *unrefuted == MANY && many[before as usize] > 0 {
                many[before as usize] -= 1;
            } else {
                *unrefuted -= 1;
                if *unrefuted == 0 {
                    *unrefuted = LOST;
                }
            }
            if *unrefuted >= LOST {
                labelled[tail] = before << 1 | u32::from(*unrefuted == LOST);
                tail += 1;
            }
        }
    }
    state
        .into_iter()
        .map(|word| match word {
            WON => Outcome::Win,
            LOST => Outcome::Lose,
            _ => Outcome::Draw,
        })
        .collect()
}

/// Asks the processor to bring the cache line holding `value` in, without waiting for it.
/// Only a hint: the code is correct without it.
#[cfg(all(target_arch = "x86_64", target_feature = "sse"))]
#[inline(always)]
fn prefetch<T>(value: &T) {
    // SAFETY: SSE is enabled (the cfg); a prefetch reads nothing architecturally and cannot
    // fault, and the address comes from a reference anyway.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>(value as *const T as *const i8);
    }
}

/// The Grundy value of every vertex of an acyclic graph (the mex of its successors'
/// values), in reverse topological order; `Err(vertex)` names a vertex on a cycle (or one
/// that can reach a cycle) when the graph has one.
///
/// # Complexity
/// O(vertices + edges).
pub fn grundy_acyclic(graph: &Graph) -> Result<Vec<u32>, usize> {
    let value = peel(graph);
    match value.iter().position(|&v| v == u32::MAX) {
        Some(on_cycle) => Err(on_cycle),
        None => Ok(value),
    }
}

/// The Grundy value of every vertex that cannot reach a cycle, peeled from the dead ends
/// back (a vertex is valued once all its successors are); `u32::MAX` for the others.
fn peel(graph: &Graph) -> Vec<u32> {
    let vertices = graph.vertex_count();
    let mut unvalued: Vec<usize> = (0..vertices).map(|v| graph.out_degree(v)).collect();
    let mut ready: Vec<usize> = (0..vertices).filter(|&v| unvalued[v] == 0).collect();
    let mut value = vec![u32::MAX; vertices];
    let mut mex = Mex::default();
    while let Some(vertex) = ready.pop() {
        let successors = graph.successors(vertex);
        value[vertex] = mex.among(
            successors.len(),
            successors.iter().map(|&s| value[s as usize]),
        );
        for &before in graph.predecessors(vertex) {
            unvalued[before as usize] -= 1;
            if unvalued[before as usize] == 0 {
                ready.push(before as usize);
            }
        }
    }
    value
}

/// The generalized Sprague–Grundy function of a graph with cycles (Smith; Fraenkel):
/// `Some(g)` for a finite value, `None` for ∞ (its set K is its followers' finite values).
///
/// Value m is handed out in round m, among the vertices still without a value, the way
/// `outcomes` labels losses: a vertex may take m when its followers already show every value
/// below m and none shows m, and every follower still without a value has a follower that
/// took m (a reply that restores m). Round by round, with counters, like retrograde
/// analysis; a round that hands out nothing ends it, and the rest is ∞. On an acyclic graph
/// this is the ordinary Grundy function, and every vertex that cannot reach a cycle gets it
/// by the linear peel of `grundy_acyclic` before the rounds start.
///
/// A vertex still without a value after round m whose followers miss a value up to m is ∞
/// (values up to m are all handed out by then, and a value above m needs them all), so it
/// takes no part in later rounds; and each vertex's count of followers without a value is
/// kept up to date as values are handed out, not counted again each round.
///
/// # Complexity
/// O(vertices + edges) for the peel and the counts; then in round m, a step per vertex
/// taking part (its followers show every value below m) and a step per edge into a vertex
/// that gets a value or a reply to m: at most O((g + 1) · edges) for a largest finite
/// value g, g(g + 1)/2 ≤ edges; dense graphs reach about edges^1.5 (see
/// `loopy_grundy_within`).
pub fn loopy_grundy(graph: &Graph) -> Vec<Option<u32>> {
    let mut unbounded = u64::MAX;
    loopy_grundy_within(graph, &mut unbounded).expect("an unbounded budget")
}

/// `loopy_grundy`, charging `budget` with the rounds' steps (a step per vertex taking part
/// in a round and per edge walked back), or `None` once they have taken more than it had
/// (checked between rounds: one round takes at most vertices + 2 · edges steps). The peel
/// and the counts are not charged: they are linear.
pub fn loopy_grundy_within(graph: &Graph, budget: &mut u64) -> Option<Vec<Option<u32>>> {
    // The vertices that cannot reach a cycle have their ordinary Grundy values, found in
    // linear time; only the others (the loopy part) need the rounds. A known vertex of
    // value m joins round m as if handed out then (which is when the rounds would hand it
    // out), before the round's own candidates, so that it refutes them first.
    let known = peel(graph);
    let vertices = graph.vertex_count() as u32;
    let mut arrivals: Vec<u32> = (0..vertices)
        .filter(|&v| known[v as usize] != NONE)
        .collect();
    arrivals.sort_unstable_by_key(|&v| known[v as usize]);
    let mut arrived = 0;
    // Each vertex's state in one place (the walks below reach vertices at random, and one
    // line read per vertex beats one per array). A known vertex has its value from the
    // start: the rounds only ever look at a vertex with a value through its value, and a
    // known one reaches its predecessors in the round of its value, as said above.
    let mut state: Vec<Vertex> = known
        .iter()
        .enumerate()
        .map(|(v, &g)| Vertex {
            value: g,
            live: graph.in_start[v + 1] - graph.in_start[v],
            // Only moves to loopy vertices can lead to a follower without a value (none
            // from a known vertex; the predecessors of a loopy vertex are all loopy).
            waiting: graph
                .successors(v)
                .iter()
                .filter(|&&s| known[s as usize] == NONE)
                .count() as u32,
            ..Vertex::default()
        })
        .collect();
    // The graph's predecessor lists, each vertex's first `live` still able to take part in
    // a round (see `took`).
    let mut predecessors = graph.predecessors.clone();
    let mut queue = Vec::new();
    let mut steps = 0;
    // The vertices taking part in the coming round (kept at its start): no value, and no
    // value missing among their followers' below the round's.
    let mut taking_part: Vec<u32> = (0..vertices).collect();
    for m in 0u32.. {
        budget.checked_sub(steps)?;
        // (The queue is empty between rounds.)
        taking_part.retain(|&v| {
            let vertex = &mut state[v as usize];
            vertex.open = vertex.waiting;
            let kept = vertex.value == NONE && vertex.below >= m;
            if kept && vertex.open == 0 {
                queue.push(v);
            }
            kept
        });
        steps += taking_part.len() as u64;
        let mut handed_out = false;
        while let Some(&v) = arrivals.get(arrived).filter(|&&v| known[v as usize] == m) {
            arrived += 1;
            handed_out = true;
            steps += took(graph, &mut state, &mut predecessors, &mut queue, v, true, m);
        }
        while let Some(v) = queue.pop() {
            // Hands out m to `v` unless it has a value or a follower of value m by now.
            let vertex = &mut state[v as usize];
            if vertex.value == NONE && vertex.replied != m + 1 {
                vertex.value = m;
                handed_out = true;
                steps += took(
                    graph,
                    &mut state,
                    &mut predecessors,
                    &mut queue,
                    v,
                    false,
                    m,
                );
            }
        }
        if !handed_out {
            break;
        }
    }
    *budget = budget.checked_sub(steps)?;
    let values = state.iter();
    Some(
        values
            .map(|vertex| Some(vertex.value).filter(|&g| g != NONE))
            .collect(),
    )
}

/// In round m of `loopy_grundy_within`, `v` took m (`known`: as the peel's value): its
/// predecessors without a value show m and have a reply to m, and the open moves to those
/// of the vertices taking part shrink; the vertices left without an open move are queued.
/// Returns the steps taken.
///
/// `predecessors` are the graph's lists, each vertex's first `live` still able to take part
/// in a round, the others moved past them as they are met: without a value, a vertex
/// missing a value below m never takes part again. So each is walked over once more at
/// most, and the walks that cost more than linear time stay among the vertices of large
/// out-degree (the ones that take part in many rounds), few and held in cache.
fn took(
    graph: &Graph,
    state: &mut [Vertex],
    predecessors: &mut [u32],
    queue: &mut Vec<u32>,
    v: u32,
    known: bool,
    m: u32,
) -> u64 {
    let mut steps = graph.predecessors(v as usize).len() as u64;
    for &before in graph.predecessors(v as usize) {
        let vertex = &mut state[before as usize];
        // (Valued already, or by the peel: no longer a concern.)
        if vertex.value != NONE {
            continue;
        }
        vertex.waiting -= u32::from(!known);
        // Values are handed out in increasing order: one missing below m now is missing
        // for good.
        vertex.below += u32::from(vertex.below == m);
        if vertex.replied == m + 1 {
            continue;
        }
        vertex.replied = m + 1;
        let start = graph.in_start[before as usize] as usize;
        let mut end = start + vertex.live as usize;
        steps += u64::from(vertex.live);
        let mut at = start;
        while at < end {
            let earlier = predecessors[at];
            let vertex = &mut state[earlier as usize];
            if vertex.value != NONE || vertex.below < m {
                end -= 1;
                predecessors.swap(at, end);
                continue;
            }
            if vertex.replied != m + 1 {
                vertex.open -= 1;
                if vertex.open == 0 {
                    queue.push(earlier);
                }
            }
            at += 1;
        }
        state[before as usize].live = (end - start) as u32;
    }
    steps
}

/// No value (yet): ∞, or not known.
const NONE: u32 = u32::MAX;

/// A vertex in the rounds of `loopy_grundy_within`.
#[derive(Clone, Copy, Default)]
struct Vertex {
    /// Its value, or `NONE`.
    value: u32,
    /// How many values 0, 1, … (consecutively from 0) its followers show.
    below: u32,
    /// m + 1 once it has a follower of value m in round m (never reset).
    replied: u32,
    /// Its moves (repeats counted) to loopy vertices without a value.
    waiting: u32,
    /// While it takes part in a round: its waiting moves to vertices without a reply yet.
    open: u32,
    /// How many of its predecessors are still live (`took`).
    live: u32,
}

/// The outcome of tokens on `tokens` (repeats allowed), the player to move moving any one
/// of them, from the generalized Sprague–Grundy values.
pub fn sum_outcome(graph: &Graph, values: &[Option<u32>], tokens: &[usize]) -> Outcome {
    let (mut sum, mut infinities, mut infinite) = (0, 0, 0);
    for &token in tokens {
        match values[token] {
            Some(v) => sum ^= v,
            None => (infinities, infinite) = (infinities + 1, token),
        }
    }
    let k = || graph.successors(infinite).iter();
    match infinities {
        0 if sum != 0 => Outcome::Win,
        0 => Outcome::Lose,
        1 if k().any(|&s| values[s as usize] == Some(sum)) => Outcome::Win,
        _ => Outcome::Draw,
    }
}

#[cfg(test)]
mod tests;
