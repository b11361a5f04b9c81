//! Green Hackenbush (HDU 3094 A tree game, POJ 3710 Christmas Game): an undirected graph
//! with one vertex on the ground (the root); a move cuts one edge, and every edge no
//! longer joined to the root by a path falls away; a player who cannot move loses.
//!
//! Trees by the **colon principle**: a subtree of value v hanging from an edge is worth
//! v + 1 (a bamboo stalk one longer), and the branches at a vertex add by ⊕, so
//! sg(v) = ⊕ over the children c of (sg(c) + 1) (`Tree`, by peeling leaves: no recursion,
//! no adjacency lists).
//!
//! Graphs whose cycles share no edge (cacti; multi-edges and loops included) by the
//! **fusion principle**: the vertices of a cycle may be fused into one without changing
//! the value, each of its edges becoming a loop, and a loop is worth an edge to a leaf. So
//! an odd cycle counts as one edge at the vertex nearest the root and an even one as that
//! vertex alone (`cactus_value`: one breadth-first search, then the colon principle).
//! Proofs: docs/games.md#green-hackenbush.

/// No vertex, no edge, no depth.
const NONE: u32 = u32::MAX;

/// A rooted tree (or any graph, whose cycles `value` then reports) given edge by edge,
/// kept as each vertex's degree, the ⊕ of its neighbours' numbers and its value so far:
/// the only neighbour of a leaf is its neighbours' ⊕, so the leaves can be cut off one by
/// one, parents after children, without adjacency lists (12 bytes a vertex, and 4 for the
/// queue of leaves while `value` runs).
#[derive(Debug, Clone)]
pub struct Tree {
    links: Vec<Link>,
    edges: usize,
}

#[derive(Debug, Clone, Copy, Default)]
struct Link {
    degree: u32,
    neighbours: u32,
    value: u32,
}

impl Tree {
    /// `vertices` vertices (0-based) and no edge yet.
    ///
    /// # Panics
    /// At 2^32 − 1 vertices or more: the binaries refuse such counts first.
    pub fn new(vertices: usize) -> Tree {
        assert!(vertices < NONE as usize, "too many vertices");
        Tree {
            // The vertices and a sink (`value`).
            links: vec![Link::default(); vertices + 1],
            edges: 0,
        }
    }

    /// An edge between `a` and `b` (a loop `a == b`, or a repeated edge, is a cycle).
    #[inline]
    pub fn join(&mut self, a: u32, b: u32) {
        for (at, other) in [(a, b), (b, a)] {
            let link = &mut self.links[at as usize];
            link.degree += 1;
            link.neighbours ^= other;
        }
        self.edges += 1;
    }

    /// The Grundy value of the tree rooted at `root`, or `None` when the edges joined hold
    /// a cycle. The edges must form a forest whose every part holds the root: a part
    /// without it would be cut off as a part of no value (the binaries check that first).
    ///
    /// # Example
    /// ```
    /// use grundy::games::hackenbush::Tree;
    /// // HDU 3094's second sample: two edges at the root, 1 ⊕ 1 = 0, the second player wins.
    /// let mut tree = Tree::new(3);
    /// tree.join(0, 1);
    /// tree.join(0, 2);
    /// assert_eq!(tree.value(0), Some(0));
    /// ```
    ///
    /// # Complexity
    /// O(vertices + edges), no recursion.
    pub fn value(mut self, root: u32) -> Option<u32> {
        let links = &mut self.links;
        let sink = links.len() as u32 - 1;
        // Two more than its degree: the root never comes down to 1, so it is never cut.
        links[root as usize].degree += 2;
        // The leaves, then each vertex as cutting makes it a leaf: every child before its
        // parent. A vertex is written at the end of the queue and counted only if it is a
        // leaf, with no branch: the vertices are numbered at random, so a parent's degree
        // is a cache miss, and a branch on it would hold up the loop where the queue lets
        // the misses overlap.
        let mut queue = vec![0u32; sink as usize];
        let mut count = 0;
        for v in 0..sink {
            queue[count] = v;
            count += (links[v as usize].degree == 1) as usize;
        }
        let mut removed = 0;
        let mut next = 0;
        while next < count {
            let leaf = queue[next];
            next += 1;
            let Link {
                degree,
                neighbours,
                value,
            } = links[leaf as usize];
            // A leaf whose only neighbour was cut first (the two were a part without the
            // root) has no edge left: it is cut into the sink, which is never read.
            let cut = degree == 1;
            let parent = if cut { neighbours } else { sink };
            links[leaf as usize].degree = 0;
            removed += cut as usize;
            let up = &mut links[parent as usize];
            up.value ^= value + 1;
            up.neighbours ^= leaf;
            // The sink's count wraps, far from 1.
            up.degree = up.degree.wrapping_sub(1);
            // Each vertex but the root is queued once at most (its degree passes 1 once):
            // `count` stays below `sink`.
            queue[count] = parent;
            count += (up.degree == 1) as usize;
        }
        (removed == self.edges).then(|| links[root as usize].value)
    }
}

/// The first edge (by its index in `edges`) that closes a cycle among those before it, a
/// loop or a repeated edge included: where a list that should be a tree stops being one.
pub fn closing_edge(vertices: usize, edges: &[(u32, u32)]) -> Option<usize> {
    // Union by size with path halving.
    let mut parent: Vec<u32> = (0..vertices as u32).collect();
    let mut size = vec![1u32; vertices];
    let find = |parent: &mut Vec<u32>, mut v: u32| {
        while parent[v as usize] != v {
            let grand = parent[parent[v as usize] as usize];
            parent[v as usize] = grand;
            v = grand;
        }
        v
    };
    for (index, &(a, b)) in edges.iter().enumerate() {
        let (a, b) = (find(&mut parent, a), find(&mut parent, b));
        if a == b {
            return Some(index);
        }
        let (small, large) = if size[a as usize] < size[b as usize] {
            (a, b)
        } else {
            (b, a)
        };
        parent[small as usize] = large;
        size[large as usize] += size[small as usize];
    }
    None
}

/// Why a graph is not a position `cactus_value` values: the index in the edge list of an
/// edge on two cycles (an edge two cycles share), or of an edge that no path joins to the
/// root.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unplayable {
    SharedEdge(usize),
    Unrooted(usize),
}

/// The Grundy value of Green Hackenbush on a graph of `vertices` vertices (0-based) whose
/// cycles share no edge, rooted at `root`: loops (a cycle of one edge) and repeated edges
/// (two parallel edges are a cycle of two) allowed, isolated vertices harmless.
///
/// A breadth-first search from the root grows a tree; every other edge but a loop (a
/// chord) closes the cycle of the tree paths from its two ends up to where they meet, and
/// each tree edge on it is marked: one marked twice is on two cycles. Fusing every vertex
/// joined to its parent by a marked edge into its parent leaves a tree of the unmarked
/// edges, with one loop at the fused vertex for every edge fused away (marked, a chord, or
/// a loop), valued by the colon principle from the leaves up.
///
/// # Example
/// ```
/// use grundy::games::hackenbush::cactus_value;
/// // POJ 3710's second tree: an edge to vertex 2 and a triangle 2–3–4 hanging there; the
/// // odd cycle is one edge, so the tree is a bamboo of two: value 2.
/// let edges = [(0, 1), (1, 2), (1, 3), (2, 3)];
/// assert_eq!(cactus_value(4, &edges, 0), Ok(2));
/// ```
///
/// # Complexity
/// O(vertices + edges), no recursion.
///
/// # Panics
/// When an endpoint or the root is not a vertex, or at 2^32 − 1 vertices or edges or
/// more: the binaries check their input first.
pub fn cactus_value(vertices: usize, edges: &[(u32, u32)], root: u32) -> Result<u32, Unplayable> {
    Cactus::default().value(vertices, edges, root)
}

/// `cactus_value` with its working space kept from one graph to the next, for the many
/// small graphs of a judge's input.
#[derive(Debug, Clone, Default)]
pub struct Cactus {
    /// The edges but the loops.
    links: Vec<(u32, u32)>,
    /// Each vertex's neighbours but itself: vertex v's are `adjacent[first[v]..last[v]]`,
    /// in the order of their edges.
    first: Vec<u32>,
    last: Vec<u32>,
    adjacent: Vec<u32>,
    /// The search: each vertex's parent (`NONE` until it is reached, the root its own), the
    /// vertices in the order reached (every parent before its children), the chords, and,
    /// once it is over, each vertex's depth.
    parent: Vec<u32>,
    order: Vec<u32>,
    chords: Vec<(u32, u32)>,
    depth: Vec<u32>,
    /// Whether the tree edge above a vertex is on a cycle.
    on_cycle: Vec<bool>,
    /// Each vertex's value so far: its loops, then its children's values.
    value: Vec<u32>,
}

/// `vector` made `len` copies of `fill`, reusing its memory.
fn filled<T: Copy>(vector: &mut Vec<T>, len: usize, fill: T) -> &mut [T] {
    vector.clear();
    vector.resize(len, fill);
    vector
}

impl Cactus {
    /// `cactus_value(vertices, edges, root)`.
    pub fn value(
        &mut self,
        vertices: usize,
        edges: &[(u32, u32)],
        root: u32,
    ) -> Result<u32, Unplayable> {
        assert!(
            vertices < NONE as usize && edges.len() < NONE as usize,
            "too many vertices or edges"
        );
        // A loop is worth an edge to a leaf, 1, at its vertex; the other edges are kept.
        // Without a branch: most of a judge's edges are loops, in no order, which a
        // branch on `a == b` would mispredict.
        let value = filled(&mut self.value, vertices, 0);
        if self.links.len() < edges.len() {
            self.links.resize(edges.len(), (0, 0));
        }
        let mut kept = 0;
        for &(a, b) in edges {
            self.links[kept] = (a, b);
            kept += (a != b) as usize;
            value[a as usize] ^= (a == b) as u32;
        }
        let links = &self.links[..kept];

        // The lists, each filled from its end, edges last to first.
        let last = filled(&mut self.last, vertices, 0);
        for &(a, b) in links {
            last[a as usize] += 1;
            last[b as usize] += 1;
        }
        let mut sum = 0;
        for end in last.iter_mut() {
            sum += *end;
            *end = sum;
        }
        self.first.clear();
        self.first.extend_from_slice(last);
        let first = &mut self.first[..];
        let adjacent = filled(&mut self.adjacent, 2 * kept, 0);
        for &(a, b) in links.iter().rev() {
            for (at, to) in [(a, b), (b, a)] {
                first[at as usize] -= 1;
                adjacent[first[at as usize] as usize] = to;
            }
        }

        // The search, breadth first: an entry to a vertex not reached yet is a tree edge;
        // the first entry to the parent is the same tree edge seen from below; any other
        // is a chord, seen from both of its ends and kept from the lower-numbered one. No
        // branch on which an entry is, which nothing predicts: `order` and `chords` are
        // written at their ends every time and grow when the entry is one.
        let parent = filled(&mut self.parent, vertices, NONE);
        let order = filled(&mut self.order, vertices + 1, root);
        let chords = filled(&mut self.chords, kept + 1, (0, 0));
        parent[root as usize] = root;
        let (mut reached, mut next, mut found) = (1, 0, 0);
        while next < reached {
            let v = order[next];
            next += 1;
            let above = parent[v as usize];
            let mut passed = false;
            for &w in &adjacent[first[v as usize] as usize..last[v as usize] as usize] {
                let known = parent[w as usize];
                let new = known == NONE;
                order[reached] = w;
                reached += new as usize;
                parent[w as usize] = if new { v } else { known };
                let up = !new & (w == above) & !passed;
                passed |= up;
                chords[found] = (v, w);
                found += (!new & !up & (v < w)) as usize;
            }
        }
        let order = &order[1..reached];

        // Each chord marks the tree edges of its cycle and is a loop where the two paths
        // meet, the cycle's vertex nearest the root.
        let on_cycle = filled(&mut self.on_cycle, vertices, false);
        if found > 0 {
            let depth = filled(&mut self.depth, vertices, 0);
            for &x in order {
                depth[x as usize] = depth[parent[x as usize] as usize] + 1;
            }
            for &(v, w) in &chords[..found] {
                let (mut x, mut y) = (v, w);
                while x != y {
                    if depth[x as usize] < depth[y as usize] {
                        std::mem::swap(&mut x, &mut y);
                    }
                    if on_cycle[x as usize] {
                        // Any edge joining x to its parent is on the two cycles.
                        let p = parent[x as usize];
                        let shared = (edges.iter())
                            .position(|&edge| edge == (x, p) || edge == (p, x))
                            .expect("a tree edge is an edge");
                        return Err(Unplayable::SharedEdge(shared));
                    }
                    on_cycle[x as usize] = true;
                    x = parent[x as usize];
                }
                value[x as usize] ^= 1;
            }
        }
        if reached < vertices {
            let unrooted = (edges.iter()).position(|&(a, _)| parent[a as usize] == NONE);
            if let Some(edge) = unrooted {
                return Err(Unplayable::Unrooted(edge));
            }
        }

        // Fusion and the colon principle, children before parents: a vertex whose tree
        // edge is on a cycle is fused into its parent, its value and the edge (a loop now)
        // going up with it; any other is a subtree hanging from its edge.
        for &x in order.iter().rev() {
            let (below, p) = (value[x as usize], parent[x as usize]);
            value[p as usize] ^= if on_cycle[x as usize] {
                below ^ 1
            } else {
                below + 1
            };
        }
        Ok(value[root as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::hackenbush_value;
    use crate::oracles::rng::Rng;

    type Edges = [(u32, u32)];

    fn wide(edges: &[(u32, u32)]) -> Vec<(usize, usize)> {
        edges
            .iter()
            .map(|&(a, b)| (a as usize, b as usize))
            .collect()
    }

    fn tree_of(vertices: usize, edges: &[(u32, u32)]) -> Tree {
        let mut tree = Tree::new(vertices);
        edges.iter().for_each(|&(a, b)| tree.join(a, b));
        tree
    }

    /// The tree of a Prüfer sequence over `n` vertices.
    fn prufer_tree(n: usize, code: &[u32]) -> Vec<(u32, u32)> {
        let mut degree = vec![1u32; n];
        code.iter().for_each(|&v| degree[v as usize] += 1);
        let mut edges = Vec::new();
        for &v in code {
            let leaf = (0..n).find(|&u| degree[u] == 1).unwrap();
            edges.push((leaf as u32, v));
            degree[leaf] -= 1;
            degree[v as usize] -= 1;
        }
        let ends: Vec<u32> = (0..n as u32).filter(|&u| degree[u as usize] == 1).collect();
        if n >= 2 {
            edges.push((ends[0], ends[1]));
        }
        edges
    }

    /// Every labelled tree on up to 7 vertices (7^5 of them at 7), each rooted at every
    /// vertex, against the cutting itself; `cactus_value` agrees on them, and none has an
    /// edge closing a cycle.
    #[test]
    fn every_tree_of_up_to_seven_vertices_against_the_rules() {
        for n in 1..=7usize {
            let codes = n.saturating_sub(2) as u32;
            for number in 0..(n as u64).pow(codes) {
                let code: Vec<u32> = (0..codes)
                    .map(|i| (number / (n as u64).pow(i) % n as u64) as u32)
                    .collect();
                let edges = prufer_tree(n, &code);
                assert_eq!(closing_edge(n, &edges), None, "{edges:?}");
                for root in [0, n as u32 - 1] {
                    let brute = hackenbush_value(n, &wide(&edges), root as usize);
                    assert_eq!(tree_of(n, &edges).value(root), Some(brute), "{edges:?}");
                    assert_eq!(cactus_value(n, &edges, root), Ok(brute), "{edges:?}");
                }
            }
        }
    }

    /// How many simple paths lead from `from` to `to` without the edge `skip`: the number of
    /// simple cycles through `skip` when it joins `to` and `from` (loops aside).
    fn paths(edges: &[(u32, u32)], skip: usize, from: u32, to: u32, seen: &mut Vec<u32>) -> usize {
        if from == to {
            return 1;
        }
        let mut count = 0;
        for (e, &(a, b)) in edges.iter().enumerate() {
            if e == skip || a == b || (a != from && b != from) {
                continue;
            }
            let next = a ^ b ^ from;
            if !seen.contains(&next) {
                seen.push(next);
                count += paths(edges, skip, next, to, seen);
                seen.pop();
            }
        }
        count
    }

    /// Whether edge `e` lies on two simple cycles or more.
    fn shared(edges: &[(u32, u32)], e: usize) -> bool {
        let (a, b) = edges[e];
        a != b && paths(edges, e, b, a, &mut vec![b]) >= 2
    }

    /// Whether edge `e` is joined to the root by a path.
    fn rooted(vertices: usize, edges: &[(u32, u32)], root: u32, e: usize) -> bool {
        let mut reached = vec![false; vertices];
        reached[root as usize] = true;
        for _ in 0..vertices {
            for &(a, b) in edges {
                if reached[a as usize] || reached[b as usize] {
                    reached[a as usize] = true;
                    reached[b as usize] = true;
                }
            }
        }
        reached[edges[e].0 as usize]
    }

    /// One graph: the value from the rules where its cycles share no edge and every edge
    /// is rooted, else a fault that is one, at an edge that shows it. `reused` has valued
    /// other graphs before, larger and smaller.
    fn check_graph(reused: &mut Cactus, vertices: usize, edges: &[(u32, u32)], root: u32) {
        let is_cactus = (0..edges.len()).all(|e| !shared(edges, e));
        let all_rooted = (0..edges.len()).all(|e| rooted(vertices, edges, root, e));
        match reused.value(vertices, edges, root) {
            Ok(value) => {
                assert!(
                    is_cactus && all_rooted,
                    "valued a graph it should refuse: {edges:?}"
                );
                let brute = hackenbush_value(vertices, &wide(edges), root as usize);
                assert_eq!(value, brute, "{edges:?} rooted at {root}");
            }
            Err(Unplayable::SharedEdge(e)) => assert!(shared(edges, e), "{edges:?}: {e}"),
            Err(Unplayable::Unrooted(e)) => {
                assert!(!rooted(vertices, edges, root, e), "{edges:?}: {e}");
                let rooted_cactus = (0..edges.len())
                    .all(|e| !rooted(vertices, edges, root, e) || !shared(edges, e));
                assert!(rooted_cactus, "a shared edge passed over: {edges:?}");
            }
        }
    }

    /// Every multigraph, loops and repeated edges included, on up to 4 vertices with up
    /// to 6 edges, and on 5 vertices with up to 5 edges, rooted at its first vertex and at
    /// its last.
    #[test]
    fn every_small_graph_against_the_rules() {
        fn each_multiset(
            kinds: &[(u32, u32)],
            most: usize,
            from: usize,
            edges: &mut Vec<(u32, u32)>,
            check: &mut dyn FnMut(&Edges),
        ) {
            check(edges);
            if edges.len() == most {
                return;
            }
            for kind in from..kinds.len() {
                edges.push(kinds[kind]);
                each_multiset(kinds, most, kind, edges, check);
                edges.pop();
            }
        }
        let mut graphs = 0;
        let mut reused = Cactus::default();
        for (vertices, most) in [(1, 4), (2, 6), (3, 6), (4, 6), (5, 5)] {
            let kinds: Vec<(u32, u32)> = (0..vertices)
                .flat_map(|a| (a..vertices).map(move |b| (a, b)))
                .collect();
            each_multiset(&kinds, most, 0, &mut Vec::new(), &mut |edges| {
                for root in [0, vertices - 1] {
                    check_graph(&mut reused, vertices as usize, edges, root);
                }
                graphs += 1;
            });
        }
        assert!(graphs > 20_000, "{graphs}");
    }

    /// Random cacti of up to 11 edges: trees with cycles of 1 to 5 edges hung from their
    /// vertices, multi-edges and loops, their edges shuffled and some ends swapped.
    #[test]
    fn random_cacti_against_the_rules() {
        let mut rng = Rng::new(36);
        let mut reused = Cactus::default();
        for _ in 0..400 {
            let (vertices, edges) = random_cactus(&mut rng, 11);
            check_graph(&mut reused, vertices, &edges, 0);
            assert_eq!(
                reused.value(vertices, &edges, 0),
                cactus_value(vertices, &edges, 0)
            );
        }
    }

    fn random_cactus(rng: &mut Rng, most: usize) -> (usize, Vec<(u32, u32)>) {
        let mut vertices = 1u32;
        let mut edges: Vec<(u32, u32)> = Vec::new();
        while edges.len() < most {
            let at = rng.range(0, u64::from(vertices) - 1) as u32;
            let length = rng.range(1, 6) as usize;
            if edges.len() + length > most {
                break;
            }
            match length {
                6 => {
                    edges.push((at, vertices));
                    vertices += 1;
                }
                1 => edges.push((at, at)),
                _ => {
                    let mut previous = at;
                    for _ in 1..length {
                        edges.push((previous, vertices));
                        previous = vertices;
                        vertices += 1;
                    }
                    edges.push((previous, at));
                }
            }
        }
        for i in (1..edges.len()).rev() {
            let j = rng.range(0, i as u64) as usize;
            edges.swap(i, j);
            if rng.range(0, 1) == 1 {
                edges[i] = (edges[i].1, edges[i].0);
            }
        }
        (vertices as usize, edges)
    }

    /// An edge list's first cycle, against counting each prefix's parts.
    #[test]
    fn closing_edge_is_the_first_edge_of_a_cycle() {
        let mut rng = Rng::new(7);
        for _ in 0..3000 {
            let n = rng.range(1, 7) as u32;
            let count = rng.range(0, 8) as usize;
            let edges: Vec<(u32, u32)> = (0..count)
                .map(|_| {
                    (
                        rng.range(0, u64::from(n) - 1) as u32,
                        rng.range(0, u64::from(n) - 1) as u32,
                    )
                })
                .collect();
            // A graph is a forest iff it has vertices − edges parts (labels spread along
            // the edges until they settle).
            let acyclic = |prefix: &[(u32, u32)]| {
                let mut label: Vec<u32> = (0..n).collect();
                for _ in 0..n {
                    for &(a, b) in prefix {
                        let least = label[a as usize].min(label[b as usize]);
                        label[a as usize] = least;
                        label[b as usize] = least;
                    }
                }
                let parts = (0..n).filter(|&v| label[v as usize] == v).count();
                parts + prefix.len() == n as usize
            };
            let first = (0..count).find(|&i| !acyclic(&edges[..=i]));
            assert_eq!(closing_edge(n as usize, &edges), first, "{edges:?}");
        }
    }

    /// A tree with a cycle, a loop or a repeated edge is no tree.
    #[test]
    fn cycles_are_no_trees() {
        assert_eq!(tree_of(2, &[(0, 1), (1, 0)]).value(0), None);
        assert_eq!(tree_of(2, &[(0, 1), (1, 1)]).value(0), None);
        assert_eq!(tree_of(4, &[(0, 1), (1, 2), (2, 3), (3, 1)]).value(0), None);
        assert_eq!(closing_edge(3, &[(0, 1), (2, 2)]), Some(1));
        // N − 1 edges with a cycle leave a part cut off from the root: a part that is a
        // tree peels away without harm, the cycle stays.
        let apart = [(0, 1), (2, 3), (3, 4), (4, 2), (5, 6)];
        assert_eq!(tree_of(8, &apart).value(0), None);
        assert_eq!(closing_edge(8, &apart), Some(3));
    }

    /// Deep and wide shapes at 10^5 vertices and more, where a recursive search would run
    /// out of stack: a bamboo of n − 1 edges is worth n − 1; a star of n − 1 edges, their
    /// parity; a chain of triangles is a bamboo of one edge per triangle and per link.
    #[test]
    fn deep_and_wide_shapes() {
        const N: u32 = 300_000;
        let path: Vec<(u32, u32)> = (1..N).map(|v| (v, v - 1)).collect();
        assert_eq!(tree_of(N as usize, &path).value(0), Some(N - 1));
        assert_eq!(cactus_value(N as usize, &path, 0), Ok(N - 1));
        assert_eq!(tree_of(N as usize, &path).value(N - 1), Some(N - 1));
        let star: Vec<(u32, u32)> = (1..N).map(|v| (0, v)).collect();
        assert_eq!(tree_of(N as usize, &star).value(0), Some((N - 1) % 2));
        assert_eq!(cactus_value(N as usize, &star, 0), Ok((N - 1) % 2));
        // Triangles t = 0, 1, …: vertices 3t, 3t + 1, 3t + 2, and the link 3t + 2 → 3t + 3.
        let triangles = N / 3;
        let mut chain = Vec::new();
        for t in 0..triangles {
            let v = 3 * t;
            chain.extend([(v, v + 1), (v + 1, v + 2), (v + 2, v)]);
            if t + 1 < triangles {
                chain.push((v + 2, v + 3));
            }
        }
        assert_eq!(
            cactus_value(3 * triangles as usize, &chain, 0),
            Ok(2 * triangles - 1)
        );
        // The same chain of squares (even cycles, worth nothing but their links).
        let squares = N / 4;
        let mut chain = Vec::new();
        for s in 0..squares {
            let v = 4 * s;
            chain.extend([(v, v + 1), (v + 1, v + 2), (v + 2, v + 3), (v + 3, v)]);
            if s + 1 < squares {
                chain.push((v + 2, v + 4));
            }
        }
        assert_eq!(
            cactus_value(4 * squares as usize, &chain, 0),
            Ok(squares - 1)
        );
    }
}
